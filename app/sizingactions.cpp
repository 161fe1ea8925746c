#include "sizingactions.h"

#include "applicationsetup.h"
#include "fileactions.h"
#include "sizingproposal.h"
#include "sizingrunner.h"
#include "generator/catalogchoice.h"
#include "sizing/sizingdialog.h"
#include "sizing/sizinginputpanel.h"

#include <QAction>
#include <QFileDialog>
#include <QMessageBox>

namespace cq {

SizingActions::SizingActions(std::function<Catalog()> catalog, std::function<PriceBook()> priceBook,
                             std::function<void(const Design &)> open, QWidget *window)
    : QObject(window)
    , m_catalog(std::move(catalog))
    , m_priceBook(std::move(priceBook))
    , m_open(std::move(open))
    , m_window(window)
    , m_size(new QAction(tr("Si&ze a Cluster..."), this))
{
    m_size->setObjectName(QStringLiteral("sizeClusterAction"));
    m_size->setStatusTip(tr("From a model, its tokens and a deadline or budget to ranked cluster proposals"));
    connect(m_size, &QAction::triggered, this, &SizingActions::openDialog);
    m_chooseProposalPath = [](QWidget *parent) {
        const QString path = QFileDialog::getSaveFileName(parent, tr("Save Proposal PDF"), QStringLiteral("proposal.pdf"),
                                                          tr("PDF files (*.pdf)"));
        return path.isEmpty() ? path : FileActions::withPdfSuffix(path);
    };
}

SizingDialog *SizingActions::openDialog()
{
    if (m_dialog) {
        m_dialog->show();
        m_dialog->raise();
        m_dialog->activateWindow();
        return m_dialog;
    }
    const Catalog catalog = m_catalog();
    QList<QPair<QString, QString>> gpus;
    for (const GpuModel &gpu : catalog.offered().gpus)
        gpus.append({CatalogChoice::gpuKey(gpu), gpu.name});
    m_dialog = new SizingDialog(gpus, SizingAdvisor::defaultGpuKeys(), m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QObject::destroyed, this, [this] { m_dialog = nullptr; });
    auto *runner = new SizingRunner(m_dialog);
    m_dialogBook = m_priceBook();
    runner->setPrices(catalog, m_dialogBook);
    m_dialog->inputs()->setRegions(m_dialogBook.regions());
    connect(m_dialog, &SizingDialog::requestChanged, runner, &SizingRunner::request);
    connect(runner, &SizingRunner::busyChanged, m_dialog, &SizingDialog::setBusy);
    connect(runner, &SizingRunner::finished, m_dialog, &SizingDialog::setAdvice);
    connect(m_dialog, &SizingDialog::generateRequested, this, [this](const Design &design) { m_open(design); });
    connect(m_dialog, &SizingDialog::proposalRequested, this, [this] {
        if (const QString path = m_chooseProposalPath(m_dialog); !path.isEmpty())
            saveProposal(path, true);
    });
    m_dialog->show();
    runner->request(m_dialog->inputs()->request());
    return m_dialog;
}

QString SizingActions::saveProposal(const QString &path, bool interactive)
{
    if (!m_dialog)
        return tr("The Size a Cluster window is not open");
    // In the UI's language, as the window shows the advice (and as Export Comparison PDF does).
    const QString language = uiLocale().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    const QString error = SizingProposalExport::write(m_dialog->advice(), m_dialog->selectedRank(), m_dialogBook, path, language);
    if (!error.isEmpty() && interactive)
        QMessageBox::warning(m_dialog, tr("Save Proposal PDF"), error);
    return error;
}

} // namespace cq
