#pragma once

#include "importdiagnostic.h"

namespace cq {

/** Kind of an InfiniBand node as ibnetdiscover names it (SW/Switch, CA/Ca, RT/Rt). */
enum class IbNodeType { Switch, Ca, Router };

/** One node of the discovered fabric, identified by its node GUID. */
struct IbNode {
    QString guid;        ///< "0x0000000000000002" (lower case, with 0x)
    IbNodeType type = IbNodeType::Ca;
    QString name;        ///< node description, trimmed ("leaf01", "node01 HCA-1")
    int lid = -1;        ///< first LID seen for it; -1 if none was printed
    int ports = 0;       ///< port count if printed (default format), else the highest port seen
};

/** One cable, listed once even when ibnetdiscover prints it from both ends. */
struct IbLink {
    int nodeA = -1, portA = 0; ///< index into IbFabric::nodes, 1-based port
    int nodeB = -1, portB = 0;
    int width = 0;             ///< lanes: 4 for "4x"
    QString speed;             ///< "EDR", "HDR", "NDR", ... ; "???" when unknown
    double rateGbps = 0;       ///< width x lane rate (ibLaneRateGbps), Gb/s; 0 when unknown
    int line = 0;              ///< 1-based line of its first mention
};

/** A port printed without a peer: "4x ???" (unknown peer) or e.g. "4x SDR" (down, unused). */
struct IbOpenPort {
    int node = -1;
    int port = 0;
    int width = 0;
    QString speed;
    int line = 0;
};

/** The fabric reconstructed from ibnetdiscover. */
struct IbFabric {
    QList<IbNode> nodes;
    QList<IbLink> links;
    QList<IbOpenPort> openPorts;

    int count(IbNodeType type) const;
    int nodeIndex(const QString &guid) const;
};

/** Per-lane signalling rate, Gb/s, of an InfiniBand speed name (IBTA: SDR 2.5, DDR 5, QDR 10,
 *  FDR10 10, FDR 14.0625, EDR 25, HDR 50, NDR 100, XDR 200); 0 for an unknown name. */
double ibLaneRateGbps(const QString &speed);

struct IbNetDiscoverReadResult {
    IbFabric fabric;
    QList<ImportDiagnostic> diagnostics;
    bool ok() const { return !fabric.nodes.isEmpty(); }
};

/**
 * Reads `ibnetdiscover` output, both its default (topology file: "Switch 36 \"S-...\"" node
 * blocks with "[port] \"peer\"[port]" lines) and its `-p` ports report ("SW 1719 10 0x... 4x
 * EDR - CA 134 1 0x... ( 'leaf01' - 'node01 HCA-1' )"). Names are trimmed; peers seen only
 * from the other end are created from what that end says. Never throws; unreadable lines are
 * diagnostics naming @p fileName and the line.
 */
IbNetDiscoverReadResult readIbNetDiscover(const QByteArray &text, const QString &fileName);

} // namespace cq
