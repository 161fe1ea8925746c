#pragma once

#include "aligntool.h"

#include <QCoreApplication>

namespace cq {

class DesignScene;

/**
 * Align, distribute and auto-layout on the canvas, each one undo step. Align and distribute
 * work on the selected rooms, racks and devices (their drawn boxes, AlignTool) and move
 * them through ClusterDocument::moveObjects, so containers carry their contents and devices
 * change room or rack as they land; auto-layout lays out the whole design by tier
 * (AutoLayout, with the boxes as the canvas draws them) and keeps every container.
 */
class CanvasArrange
{
    Q_DECLARE_TR_FUNCTIONS(cq::CanvasArrange)
public:
    explicit CanvasArrange(DesignScene *scene) : m_scene(scene) {}

    /** Arranges the selection; false (and @p why) when too few objects are selected. */
    bool arrange(AlignTool::Mode mode, QString *why);
    /** Lays out the whole design by tier; false (and @p why) when it is empty or already laid out. */
    bool autoLayout(QString *why);

    /** The undo-history name of a mode ("Align Left", "Distribute Horizontally", ...). */
    static QString modeName(AlignTool::Mode mode);

private:
    QList<AlignTool::Box> selectedBoxes() const;

    DesignScene *m_scene;
};

} // namespace cq
