#pragma once

#include <QList>
#include <QString>

namespace cq {

/** What part of the delivery a check looks at, in report order. */
enum class CheckArea { Server, Adapters, Fabric, Performance };

/** CLI / JSON key of an area: "server", "adapters", "fabric", "performance". */
QString checkAreaKey(CheckArea area);

/**
 * One acceptance check: the design's (or the engine's) figure, what was measured, and
 * whether the delivery passes. Texts are translated (context "cq::Acceptance") and carry the
 * numbers with units, so that the report and the CLI print them as they are.
 */
struct AcceptanceCheck {
    CheckArea area = CheckArea::Server;
    QString key;       ///< stable id: "gpu-count", "gpu-fabric", "nic-count", "ports-down", "link-layer",
                       ///< "cables-missing", "cables-extra", "cable-rates", "switch-tiers", "busbw-<collective>"
    QString title;     ///< short, translated
    bool pass = false;
    QString expected;  ///< design or prediction, with units
    QString measured;  ///< what the file says, with units
    QString detail;    ///< why, e.g. the bottleneck link or the ports that are down
    QString source;    ///< the input file the measurement came from
};

/** Number of checks in @p checks that failed. */
int failedChecks(const QList<AcceptanceCheck> &checks);

} // namespace cq
