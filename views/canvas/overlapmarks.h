#pragma once

#include "rules/diagnostic.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QUuid>

namespace cq {

class DeviceItem;

/**
 * Devices drawn over each other, found from the boxes as the canvas draws them and marked
 * on the canvas like a warning (orange outline, the message in the tooltip), as a drawing
 * tool shows a drawing problem where it is. They are not design rules: a cluster is no
 * worse for two boxes overlapping on screen, so they stay out of the diagnostics panel,
 * `validate` and the quote (and model/ does not know the drawn sizes).
 */
class OverlapMarks
{
    Q_DECLARE_TR_FUNCTIONS(cq::OverlapMarks)
public:
    /**
     * One warning per overlapping pair, naming both ("node1 and node2 overlap: move one
     * aside."), sorted by name. Sweeps the boxes by their left edge: n log n for the usual
     * canvas, so a 1,664-device design is checked on every edit.
     */
    static QList<Diagnostic> find(const QHash<QUuid, DeviceItem *> &devices);
};

} // namespace cq
