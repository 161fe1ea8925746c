#pragma once

#include <QCoreApplication>
#include <QString>

namespace cq {

class DesignScene;
struct Catalog;

/**
 * Arrange > Set Cable Lengths from Layout: gives the selected cables (every cable when no
 * cable is selected) the length and medium the layout gives them (CableLengths) in one
 * undo step, which undo returns to the typed lengths and kinds. Cables between two rooms
 * keep their typed length; the outcome counts them.
 */
class LayoutCableLengths
{
    Q_DECLARE_TR_FUNCTIONS(cq::LayoutCableLengths)
public:
    /** What a run did, in a sentence for the user. */
    struct Outcome {
        int changed = 0;    ///< cables whose length or kind changed
        int unchanged = 0;  ///< cables the layout gave the length and kind they had
        int notFromLayout = 0; ///< cables between two rooms (or with a missing end): typed length kept
        QString summary;    ///< "Set 30 cable lengths from the layout; ..." or why nothing was done
    };

    explicit LayoutCableLengths(DesignScene *scene) : m_scene(scene) {}

    /** Measures the cables with the media of @p catalog's cables and pushes the change. */
    Outcome run(const Catalog &catalog);

    /** The undo-history name of the step. */
    static QString stepName() { return tr("Set Cable Lengths from Layout"); }

private:
    DesignScene *m_scene;
};

} // namespace cq
