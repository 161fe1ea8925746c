#pragma once

#include "netboxinterfacetype.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

namespace cq {

struct NetboxDeviceType;

/**
 * The interfaces of a NetBox device type grouped by rate, and the choice of the fabric
 * group (the rules are in NetboxDeviceType's comment). Each skipped or re-rated group is
 * said in notes(), so the user sees what the import left out.
 */
class NetboxPortGroups
{
    Q_DECLARE_TR_FUNCTIONS(cq::NetboxPortGroups)
public:
    /** Adds one interface of the YAML: @p name, its @p slug, what the slug means, mgmt_only. */
    void add(const QString &name, const QString &slug, const NetboxInterfaceType &type, bool mgmtOnly);
    /**
     * Sets @p type's role, fabricPorts, fabricRateGbps, fabricSlug, breakout and kindCertain.
     * False for a switch-sized device (16 or more ports) without a port of 25 Gb/s or faster.
     */
    bool pickFabric(NetboxDeviceType *type);
    /** What was skipped or counted at another rate, one sentence each. */
    QStringList notes() const { return m_notes; }

    /** Ports slower than this are management or front-end ports (Gb/s). */
    static constexpr double kFabricMinGbps = 25;
    /** Devices with at least this many fabric ports are switches. */
    static constexpr int kSwitchMinPorts = 16;

private:
    struct Group {
        int count = 0;
        QStringList slugs;
        QStringList names;
        bool infiniband = false;
    };
    void noteCageGaps(const QStringList &names);

    QMap<double, Group> m_byRate; ///< physical, not mgmt_only ports
    int m_mgmt = 0;
    int m_logical = 0;
    QStringList m_notes;
};

} // namespace cq
