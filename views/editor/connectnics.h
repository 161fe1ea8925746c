#pragma once

#include <QCoreApplication>
#include <QString>

namespace cq {

class DesignScene;

/**
 * Arrange > Connect NICs: cables the free NIC ports of the selected servers to free ports of
 * the selected switches (rail by rail or round-robin, NicConnectPlan) as one undo step.
 */
class ConnectNics
{
    Q_DECLARE_TR_FUNCTIONS(cq::ConnectNics)
public:
    /** What a Connect NICs did, in sentences for the user. */
    struct Outcome {
        int cables = 0;      ///< cables added (0: nothing changed)
        int unconnected = 0; ///< free NIC ports that got no cable
        QString summary;     ///< "Connected 16 NIC ports rail by rail", or why nothing was done
        QString shortfall;   ///< why NIC ports were left unconnected; empty when none were
    };

    explicit ConnectNics(DesignScene *scene) : m_scene(scene) {}

    /** Plans and adds the cables for the current selection. */
    Outcome run();

    /** The undo-history name of the step. */
    static QString stepName() { return tr("Connect NICs"); }

private:
    DesignScene *m_scene;
};

} // namespace cq
