#pragma once

#include "diagnostic.h"
#include "domain/design.h"

namespace cq {

class FabricGraph;

/**
 * The diagnostics of the rules that read only the rooms, racks, servers and switches (hardware:
 * rack power, GPU models, software stack; rack space; device names), kept with the very lists
 * they were found on. A one-cable edit leaves those lists shared with the last design (Qt's
 * implicit sharing), so the designer skips these rules after it: on the 131,072-GPU design they
 * are about 5 ms of a re-analysis, mostly the name check's 26,624 hashed names.
 */
class DeviceRuleResults
{
public:
    /**
     * Brings the three groups up to date for @p graph's design: recomputed unless its four device
     * lists share their data with the last call's. Returns whether they were reused.
     */
    bool update(const FabricGraph &graph);

    const QList<Diagnostic> &hardware() const { return m_hardware; }
    const QList<Diagnostic> &rackSpace() const { return m_rackSpace; }
    const QList<Diagnostic> &names() const { return m_names; }

private:
    // Copies of the lists the results belong to: holding them keeps their data alive, so a
    // new list can never share an address with them by chance.
    QList<Room> m_rooms;
    QList<Rack> m_racks;
    QList<Server> m_servers;
    QList<Switch> m_switches;
    bool m_valid = false;
    QList<Diagnostic> m_hardware;
    QList<Diagnostic> m_rackSpace;
    QList<Diagnostic> m_names;
};

} // namespace cq
