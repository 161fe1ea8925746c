#include "editactions.h"

#include "fileactions.h"
#include "fitafteropen.h"
#include "focuseddispatch.h"
#include "standardshortcuts.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "catalog/catalog.h"
#include "document/clusterdocument.h"
#include "editor/canvasexport.h"
#include "editor/newclusterwizard.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace cq {

EditActions::EditActions(DesignScene *scene, DesignView *view, const Catalog *catalog, FileActions *files, QWidget *window,
                         const PriceBook *priceBook)
    : QObject(window)
    , m_scene(scene)
    , m_view(view)
    , m_catalog(catalog)
    , m_priceBook(priceBook)
    , m_files(files)
    , m_window(window)
    , m_clipboard(scene)
    , m_arrange(scene)
    , m_connectNics(scene)
    , m_cableLengths(scene)
    , m_fit(new FitAfterOpen(view))
{
    auto clip = [this](const QString &text, const QKeySequence &keys, bool (CanvasClipboard::*op)(QString *),
                       const QString &done) {
        auto *a = new QAction(text, this);
        a->setShortcut(keys);
        // The keys are the canvas's only while it has focus; the menu item hands Cut, Copy and Paste
        // to a focused table or list outside the canvas (focuseddispatch.h).
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
        connect(a, &QAction::triggered, this, [this, op, done, keys] {
            if (op == &CanvasClipboard::duplicate || !FocusedDispatch::toFocusedWidget(m_view, keys))
                clipboardOp(op, done);
        });
        return a;
    };
    m_editActions = {clip(tr("Cu&t"), QKeySequence::Cut, &CanvasClipboard::cut, tr("Cut to the clipboard")),
                     clip(tr("&Copy"), QKeySequence::Copy, &CanvasClipboard::copy, tr("Copied to the clipboard")),
                     clip(tr("&Paste"), QKeySequence::Paste, &CanvasClipboard::paste, tr("Pasted")),
                     clip(tr("D&uplicate"), QKeySequence(Qt::CTRL | Qt::Key_D), &CanvasClipboard::duplicate,
                          tr("Duplicated"))};
    m_newCluster = action(tr("New &Cluster\u2026"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                          &EditActions::runNewClusterWizard);
    m_autoLayout = action(tr("&Auto-Layout by Tier"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), &EditActions::autoLayout);
    m_connectNicsAction = action(tr("Connect &NICs"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), &EditActions::connectNics);
    m_cableLengthsAction = action(tr("Set Cable &Lengths from Layout"), {}, &EditActions::setCableLengths);
    m_cableLengthsAction->setObjectName(QStringLiteral("setCableLengthsFromLayout"));
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &EditActions::showCanvasMenu);
    m_zoomToFit = new QAction(tr("Zoom to &Fit"), this);
    m_zoomToFit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_zoomToFit, &QAction::triggered, m_view, &DesignView::zoomToFit);
}

QAction *EditActions::action(const QString &text, const QKeySequence &keys, void (EditActions::*slot)())
{
    auto *a = new QAction(text, this);
    a->setShortcut(keys);
    connect(a, &QAction::triggered, this, slot);
    return a;
}

void EditActions::fitAfterOpen()
{
    m_fit->fit();
}

void EditActions::populateEdit(QMenu *menu)
{
    menu->addActions(m_editActions);
    menu->addSeparator();
    QAction *del = menu->addAction(tr("&Delete"), m_scene, &DesignScene::deleteSelection);
    del->setShortcut(QKeySequence::Delete);
    m_deleteAction = del;
    QAction *all = menu->addAction(tr("Select &All"), this, [this] {
        if (!FocusedDispatch::toFocusedWidget(m_view, QKeySequence::SelectAll))
            m_scene->selectAll();
    });
    all->setShortcutContext(Qt::WidgetWithChildrenShortcut); // Ctrl+A in a list selects the list
    m_view->addAction(all);
    all->setShortcut(QKeySequence::SelectAll);
}

void EditActions::populateArrange(QMenu *menu)
{
    using Mode = AlignTool::Mode;
    for (Mode mode : {Mode::Left, Mode::HorizontalCentre, Mode::Right, Mode::Top, Mode::VerticalCentre, Mode::Bottom,
                      Mode::DistributeHorizontally, Mode::DistributeVertically}) {
        if (mode == Mode::Top || mode == Mode::DistributeHorizontally)
            menu->addSeparator();
        menu->addAction(CanvasArrange::modeName(mode), this, [this, mode] {
            QString why;
            report(m_arrange.arrange(mode, &why), CanvasArrange::modeName(mode), why);
        });
    }
    menu->addSeparator();
    menu->addAction(m_connectNicsAction);
    menu->addAction(m_cableLengthsAction);
    menu->addAction(m_autoLayout);
}

void EditActions::showCanvasMenu(const QPoint &viewportPos)
{
    QMenu menu(m_view);
    menu.addActions(m_editActions);
    if (m_deleteAction)
        menu.addAction(m_deleteAction);
    menu.addSeparator();
    menu.addAction(m_connectNicsAction);
    menu.addAction(m_autoLayout);
    menu.exec(m_view->viewport()->mapToGlobal(viewportPos));
}

void EditActions::populateView(QMenu *menu)
{
    QAction *in = menu->addAction(tr("Zoom &In"), m_view, &DesignView::zoomIn);
    in->setShortcuts(StandardShortcuts::zoomIn());
    QAction *out = menu->addAction(tr("Zoom &Out"), m_view, &DesignView::zoomOut);
    out->setShortcut(QKeySequence::ZoomOut);
    menu->addAction(m_zoomToFit);
    QAction *actual = menu->addAction(tr("&Actual Size"), m_view, &DesignView::resetZoom);
    actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    menu->addSeparator();
    menu->addAction(tr("Export Canvas as &SVG\u2026"), this, [this] { exportInteractive(true); });
    menu->addAction(tr("Export Canvas as &PNG\u2026"), this, [this] { exportInteractive(false); });
}

void EditActions::report(bool ok, const QString &done, const QString &why)
{
    emit statusMessage(ok ? done : why);
}

void EditActions::clipboardOp(bool (CanvasClipboard::*op)(QString *), const QString &done)
{
    QString why;
    report((m_clipboard.*op)(&why), done, why);
}

void EditActions::autoLayout()
{
    QString why;
    report(m_arrange.autoLayout(&why), tr("Laid out by tier"), why);
}

void EditActions::connectNics()
{
    const ConnectNics::Outcome outcome = m_connectNics.run();
    emit statusMessage(outcome.shortfall.isEmpty() ? outcome.summary : outcome.summary + QLatin1Char(' ') + outcome.shortfall);
    if (outcome.cables == 0 || !outcome.shortfall.isEmpty()) // a refusal or a shortfall is read, not missed
        QMessageBox::information(m_window, ConnectNics::stepName(),
                                 outcome.shortfall.isEmpty() ? outcome.summary
                                                             : outcome.summary + QStringLiteral("\n\n") + outcome.shortfall);
}

void EditActions::setCableLengths()
{
    const LayoutCableLengths::Outcome outcome = m_cableLengths.run(*m_catalog);
    emit statusMessage(outcome.summary);
    if (outcome.notFromLayout > 0) // a length left as typed is read, not missed
        QMessageBox::information(m_window, LayoutCableLengths::stepName(), outcome.summary);
}

void EditActions::runNewClusterWizard()
{
    const Catalog offered = m_catalog->offered(); // retired models are kept for old designs, not offered
    NewClusterWizard wizard(offered, m_window, m_priceBook ? CatalogChoice::skusOf(m_priceBook->items) : QSet<QString>());
    if (wizard.exec() != QDialog::Accepted || !m_files->maybeSave())
        return;
    QString why;
    if (const std::optional<GeneratedCluster> cluster = wizard.generate(&why))
        openGenerated(cluster->design);
    else
        QMessageBox::warning(m_window, tr("Cannot Generate Cluster"), why);
}

void EditActions::openGenerated(const Design &design)
{
    m_scene->document()->reset(design);
    // Never saved: the stack gets no clean state, so the title shows [*], closing asks and
    // the autosave covers it like any edit (as RecoveryPrompt does for recovered work).
    m_scene->document()->undoStack()->resetClean();
    fitAfterOpen();
    // One %n per string (Qt plural forms): the three counts are three phrases.
    emit statusMessage(tr("Generated %1, %2 and %3")
                           .arg(tr("%n server(s)", nullptr, int(design.servers.size())),
                                tr("%n switch(es)", nullptr, int(design.switches.size())),
                                tr("%n cable(s)", nullptr, int(design.cables.size()))));
}

void EditActions::exportInteractive(bool svg)
{
    const QString suffix = svg ? QStringLiteral("svg") : QStringLiteral("png");
    const QString base = m_scene->document()->filePath().isEmpty()
        ? QStringLiteral("cluster") : QFileInfo(m_scene->document()->filePath()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(m_window, svg ? tr("Export Canvas as SVG") : tr("Export Canvas as PNG"),
                                                base + QLatin1Char('.') + suffix,
                                                svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    svg ? exportSvg(path) : exportPng(path);
}

bool EditActions::exportSvg(const QString &path)
{
    if (const QString error = CanvasExport::toSvg(m_scene, path); !error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Export Canvas"), error);
        return false;
    }
    emit statusMessage(tr("Exported %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool EditActions::exportPng(const QString &path)
{
    if (const QString error = CanvasExport::toPng(m_scene, path); !error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Export Canvas"), error);
        return false;
    }
    emit statusMessage(tr("Exported %1").arg(QFileInfo(path).fileName()));
    return true;
}

} // namespace cq
