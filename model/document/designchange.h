#pragma once

#include <QList>
#include <QUuid>

namespace cq {

/** What one edit did to the design; the document's single change signal carries it. */
struct DesignChange {
    enum Kind {
        Reset,     ///< a whole new design (new, open): views rebuild
        Inserted,  ///< objects with `ids` were added
        Removed,   ///< objects with `ids` were removed
        Modified,  ///< objects with `ids` changed value or position
        Settings,  ///< design-level settings (quote settings, name) changed
    };
    Kind kind = Reset;
    QList<QUuid> ids;

    /**
     * Set when the edit added, removed or changed one cable and nothing else: design().cables
     * [cableAt, cableAt + cablesInserted) replaced [cableAt, cableAt + cablesRemoved) of the
     * design before ({i, 0, 1} added at i, {i, 1, 0} removed, {i, 1, 1} changed). Lets the
     * analysis patch its last results instead of comparing every cable (IncrementalAnalyzer).
     */
    bool oneCable = false;
    qsizetype cableAt = 0;
    qsizetype cablesRemoved = 0;
    qsizetype cablesInserted = 0;
};

} // namespace cq
