#include "acceptanceactions.h"

#include "acceptance/acceptancepdfwriter.h"
#include "acceptance/acceptancereportwidget.h"
#include "document/clusterdocument.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace cq {

AcceptanceActions::AcceptanceActions(ClusterDocument *document, QWidget *window)
    : QObject(window), m_document(document), m_window(window), m_check(new QAction(tr("Acceptance &Check..."), this))
{
    m_check->setObjectName(QStringLiteral("acceptanceCheckAction"));
    m_check->setStatusTip(tr("Hold what the customer measured (nvidia-smi topo, ibstat, ibnetdiscover, nccl-tests) "
                             "against this design and its predicted bandwidth"));
    connect(m_check, &QAction::triggered, this, &AcceptanceActions::run);
}

AcceptanceReport AcceptanceActions::check(const QStringList &paths) const
{
    QList<ImportedFile> files;
    for (const QString &path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            ImportedFile unreadable;
            unreadable.file = QFileInfo(path).fileName();
            files.append(unreadable);
            continue;
        }
        files.append(importFile(file.read(64 << 20), QFileInfo(path).fileName()));
    }
    return runAcceptance(m_document->design(), files);
}

QWidget *AcceptanceActions::showReport(const AcceptanceReport &report)
{
    auto *dialog = new QDialog(m_window);
    dialog->setObjectName(QStringLiteral("acceptanceDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Acceptance report: %1").arg(report.design));
    auto *widget = new AcceptanceReportWidget(dialog);
    widget->setReport(report);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *pdf = buttons->addButton(tr("Save PDF..."), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    connect(pdf, &QPushButton::clicked, dialog, [dialog, report] {
        bool ok = false;
        const QString language = QInputDialog::getItem(dialog, tr("Report language"), tr("Language:"),
                                                       {QStringLiteral("en"), QStringLiteral("zh_CN")}, 0, false, &ok);
        if (!ok)
            return;
        const QString path = QFileDialog::getSaveFileName(dialog, tr("Save Acceptance Report"), QString(), tr("PDF (*.pdf)"));
        if (path.isEmpty())
            return;
        if (const QString error = AcceptancePdfWriter::write(report, path, language); !error.isEmpty())
            QMessageBox::warning(dialog, tr("Acceptance report"), error);
    });
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(widget);
    layout->addWidget(buttons);
    dialog->resize(1100, 720);
    dialog->show();
    return dialog;
}

void AcceptanceActions::run()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        m_window, tr("Measurements of the Delivered Cluster"), QString(),
        tr("Command output (*.txt *.log *.out);;All files (*)"));
    if (paths.isEmpty())
        return;
    const AcceptanceReport report = check(paths);
    if (!report.diagnostics.isEmpty() || !report.unreadable.isEmpty()) {
        QStringList lines;
        for (const ImportDiagnostic &d : report.diagnostics.mid(0, 20))
            lines.append(d.toString());
        QMessageBox::information(m_window, tr("Acceptance check"),
                                 tr("Some lines could not be read:\n%1").arg(lines.join(u'\n')));
    }
    showReport(report);
}

} // namespace cq
