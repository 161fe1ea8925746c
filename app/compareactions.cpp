#include "compareactions.h"

#include "applicationsetup.h"
#include "comparerunner.h"
#include "compare/comparepdfwriter.h"
#include "compare/compareview.h"
#include "format/designformat.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace cq {

CompareActions::CompareActions(std::function<PriceBook()> priceBook, QWidget *window)
    : QObject(window)
    , m_priceBook(std::move(priceBook))
    , m_window(window)
    , m_compare(new QAction(tr("Compare &Designs..."), this))
{
    m_compare->setObjectName(QStringLiteral("compareDesignsAction"));
    m_compare->setStatusTip(tr("Two or more designs side by side, by cost per training run, with what-if sliders"));
    connect(m_compare, &QAction::triggered, this, &CompareActions::chooseFiles);
}

void CompareActions::populate(QMenu *menu)
{
    menu->addAction(m_compare);
}

void CompareActions::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(m_window, tr("Compare Designs (choose two or more)"), QString(),
                                                            tr("ClusterQuote designs (*.cqd)"));
    if (paths.isEmpty())
        return;
    if (paths.size() < 2) {
        QMessageBox::information(m_window, tr("Compare Designs"), tr("Choose two or more design files."));
        return;
    }
    openComparison(paths);
}

CompareView *CompareActions::openComparison(const QStringList &paths, QString *error)
{
    QList<ComparisonBuilder::Entry> entries;
    for (const QString &path : paths) {
        const DesignReadResult read = DesignFormat::load(path);
        if (!read.ok()) {
            if (error)
                *error = read.error;
            else
                QMessageBox::warning(m_window, tr("Compare Designs"), read.error);
            return nullptr;
        }
        entries.append({QFileInfo(path).fileName(), read.design});
    }
    auto *view = new CompareView(m_window);
    view->setWindowFlag(Qt::Window);
    view->setAttribute(Qt::WA_DeleteOnClose);
    QStringList names;
    for (const auto &e : entries)
        names.append(e.name);
    view->setWindowTitle(tr("Compare: %1").arg(names.join(QStringLiteral(" / "))));
    auto *runner = new CompareRunner(view);
    runner->setDesigns(entries, m_priceBook());
    const auto rerun = [view, runner] {
        CompareInputs inputs;
        inputs.whatIf = view->whatIf();
        runner->request(inputs);
    };
    connect(view, &CompareView::whatIfChanged, runner, rerun);
    connect(runner, &CompareRunner::busyChanged, view, &CompareView::setBusy);
    connect(runner, &CompareRunner::finished, view, [view](const CompareResult &r) {
        view->setComparison(r.comparison);
        view->setCostCurves(r.curves);
    });
    connect(view, &CompareView::exportPdfRequested, view, [view] {
        const QString path = QFileDialog::getSaveFileName(view, tr("Export Comparison PDF"), QString(), tr("PDF (*.pdf)"));
        if (path.isEmpty())
            return;
        // In the UI's language, as the window shows the comparison.
        const QString language = uiLocale().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
        if (const QString error = ComparePdfWriter::write(view->comparison(), view->costCurves(), path, language);
            !error.isEmpty())
            QMessageBox::warning(view, tr("Export Comparison PDF"), error);
    });
    view->resize(1200, 820);
    view->show();
    rerun();
    emit statusMessage(tr("Comparing %n design(s)", nullptr, int(entries.size())));
    return view;
}

} // namespace cq
