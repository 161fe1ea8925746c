#pragma once

#include "quote/cabletier.h"
#include "catalog/catalog.h"
#include "topology/fabricgraph.h"

#include <QList>

namespace cq {

/** One cable of the plan: what an installer pulls and where its two ends go. */
struct CablePlanRow {
    QString cableId;        ///< "C0001", "C0002", ... in design order (stable while cables are only appended)
    QUuid id;               ///< Cable::id
    QString aDevice;        ///< device name
    QString aPort;          ///< portName(): "nic1", "p17"
    QString bDevice;
    QString bPort;
    CableKind kind = CableKind::Dac; ///< medium ordered (the bill of materials' choice)
    QString sku;            ///< catalog part; empty when none covers the run
    double rateGbps = 0;
    double lengthM = 0;
    CableTier tier = CableTier::Other;
};

/** One port of a switch in its port-to-port table. */
struct SwitchPortRow {
    int port = 0;           ///< 1-based, as the designer shows ports
    QString portName;       ///< "p1"
    QString cableId;        ///< empty for a free port
    QString peerDevice;
    QString peerPort;
};

/** The port-to-port table of one switch: every port, cabled or free. */
struct SwitchPortTable {
    QString switchName;
    QList<SwitchPortRow> ports;
};

/**
 * The cable plan of a design: one row per cable with its ID, both ends, medium, rate and
 * length; its NetBox cable bulk-import CSV; and a port-to-port table per switch. Media and
 * parts come from resolveCables(), the same as the bill of materials'.
 */
class CablePlan
{
public:
    static CablePlan of(const FabricGraph &graph, const Catalog &catalog);
    static CablePlan of(const Design &design, const Catalog &catalog);

    /**
     * NetBox's cable import columns (dcim CableImportForm): side_a_device, side_a_type,
     * side_a_name, side_b_device, side_b_type, side_b_name, type, status, label, length,
     * length_unit. Types are interfaces ("dcim.interface"), status "planned", label the cable
     * ID, length in metres ("2.5"). type is NetBox's CableTypeChoices slug: "dac-passive",
     * "aoc", and for fibre "mmf-om4" below 400 Gb/s (SR4 optics) or "smf" from 400 Gb/s (DR4),
     * as the seed catalog's optics are. RFC 4180 with CRLF (CsvTable).
     */
    QString netboxCsv() const;
    /** NetBox CableTypeChoices slug for a medium at a rate (see netboxCsv()). */
    static QString netboxCableType(CableKind kind, double rateGbps);
    /** The port-to-port table of every switch, in design order. */
    const QList<SwitchPortTable> &switchTables() const { return m_switchTables; }

    QList<CablePlanRow> rows;

private:
    QList<SwitchPortTable> m_switchTables;
};

/** "C0001" for @p index 0: the plan's cable ID, four digits and more past 9,999. */
QString cablePlanId(int index);

} // namespace cq
