#pragma once

#include "acceptance/acceptance.h"

#include <QObject>

class QAction;
class QWidget;

namespace cq {

class ClusterDocument;

/**
 * File > Acceptance Check...: asks for the files a customer measured on the delivered
 * cluster (nvidia-smi topo -m, ibstat/ibstatus, ibnetdiscover, nccl-tests; kinds detected from
 * content), holds them against the open design and the engine (runAcceptance) and shows the
 * report (AcceptanceReportWidget) in a dialog that can save it as a PDF in English or Chinese.
 */
class AcceptanceActions : public QObject
{
    Q_OBJECT
public:
    AcceptanceActions(ClusterDocument *document, QWidget *window);

    QAction *checkAction() const { return m_check; }
    /** Reads @p paths and checks them against the open design (what the action does after its file dialog). */
    AcceptanceReport check(const QStringList &paths) const;
    /** Shows @p report in a (non-modal) dialog; returns it for tests. */
    QWidget *showReport(const AcceptanceReport &report);

private:
    void run();

    ClusterDocument *m_document;
    QWidget *m_window;
    QAction *m_check;
};

} // namespace cq
