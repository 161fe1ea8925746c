#include "mainwindow.h"

#include "fileactions.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "panels/analysispanel.h"
#include "panels/diagnosticspanel.h"
#include "panels/palettewidget.h"
#include "panels/quotetablewidget.h"
#include "quote/quotebuilder.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

namespace cq {

MainWindow::MainWindow(const QString &priceBookPath, QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    openPriceBook(priceBookPath.isEmpty() ? PriceBookDatabase::defaultPath() : priceBookPath);

    m_scene = new DesignScene(&m_document, &m_catalog, this);
    m_view = new DesignView(m_scene, this);
    m_view->setObjectName(QStringLiteral("canvas"));
    m_view->setAccessibleName(tr("Design canvas"));
    setCentralWidget(m_view);

    m_fileActions = new FileActions(&m_document, this, [this] { return m_quote; });
    createDocks();
    createMenus();

    connect(&m_document, &ClusterDocument::changed, this, [this](const DesignChange &change) {
        if (change.kind == DesignChange::Reset)
            m_quoteTable->clearHistory(); // a new design's total is no edit of the old one
        onDesignChanged();
    });
    connect(m_document.undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(&m_evaluator, &DesignEvaluator::evaluated, this, &MainWindow::onEvaluated);
    connect(&m_evaluator, &DesignEvaluator::busyChanged, m_analysis, &AnalysisPanel::setBusy);
    connect(m_scene, &DesignScene::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(m_fileActions, &FileActions::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 5000); });

    resize(1600, 1000);
    onDesignChanged();
}

MainWindow::~MainWindow() = default;

void MainWindow::openPriceBook(const QString &path)
{
    if (!m_database.open(path)) {
        // Keep working on the seed prices in memory; the user's file is left untouched.
        const QString problem = m_database.error();
        m_database.open(QStringLiteral(":memory:"));
        QMessageBox::warning(this, tr("Price Book Problem"),
                             tr("%1\n\nClusterQuote is using the default prices for this session.").arg(problem));
    }
    m_catalog = m_database.catalog();
    m_priceBook = m_database.priceBook();
}

void MainWindow::createDocks()
{
    auto dock = [this](QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_palette = new PaletteWidget(this);
    m_palette->setCatalog(m_catalog);
    dock(m_palette, tr("Palette"), QStringLiteral("paletteDock"), Qt::LeftDockWidgetArea);
    // The quote is what the user came for: it gets the full-width bottom area, with the
    // diagnostics beside it; the analysis sits on the right of the canvas.
    m_quoteTable = new QuoteTableWidget(this);
    QDockWidget *quoteDock = dock(m_quoteTable, tr("Quote"), QStringLiteral("quoteDock"), Qt::BottomDockWidgetArea);
    m_diagnostics = new DiagnosticsPanel(this);
    QDockWidget *diagnosticsDock = dock(m_diagnostics, tr("Diagnostics"), QStringLiteral("diagnosticsDock"), Qt::BottomDockWidgetArea);
    splitDockWidget(quoteDock, diagnosticsDock, Qt::Horizontal);
    m_analysis = new AnalysisPanel(this);
    QDockWidget *analysisDock = dock(m_analysis, tr("Analysis"), QStringLiteral("analysisDock"), Qt::RightDockWidgetArea);
    resizeDocks({quoteDock, diagnosticsDock}, {1000, 500}, Qt::Horizontal);
    resizeDocks({quoteDock}, {330}, Qt::Vertical);
    resizeDocks({analysisDock}, {430}, Qt::Horizontal);

    connect(m_diagnostics, &DiagnosticsPanel::idsActivated, m_scene, &DesignScene::selectIds);
    connect(m_quoteTable, &QuoteTableWidget::termChanged, this, [this](Term term) {
        QuoteSettings settings = m_document.design().quote;
        settings.term = term;
        m_document.changeQuoteSettings(settings);
    });
    connect(m_analysis, &AnalysisPanel::messageBytesChanged, this, [this](double bytes) {
        m_messageBytes = bytes;
        m_evaluator.request(m_document.design(), m_messageBytes);
    });
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_fileActions->populate(file);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document.undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document.undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addActions({undo, redo});
    edit->addSeparator();
    QAction *del = edit->addAction(tr("&Delete"), m_scene, &DesignScene::deleteSelection);
    del->setShortcut(QKeySequence::Delete);
    QAction *selectAll = edit->addAction(tr("Select &All"), this, [this] {
        for (QGraphicsItem *item : m_scene->items())
            if (item->flags() & QGraphicsItem::ItemIsSelectable) item->setSelected(true);
    });
    selectAll->setShortcut(QKeySequence::SelectAll);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *fit = view->addAction(tr("Zoom to &Fit"), m_view, &DesignView::zoomToFit);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    QAction *actual = view->addAction(tr("&Actual Size"), m_view, &DesignView::resetZoom);
    actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *snap = view->addAction(tr("&Snap to Grid"));
    snap->setCheckable(true);
    snap->setChecked(m_scene->snapToGrid());
    connect(snap, &QAction::toggled, m_scene, &DesignScene::setSnapToGrid);
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addActions({m_fileActions->openAction(), m_fileActions->saveAction(), undo, redo, fit,
                     m_fileActions->exportPdfAction()});

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About ClusterQuote"), this, [this] {
        QMessageBox::about(this, tr("About ClusterQuote"),
                           tr("<b>ClusterQuote %1</b><p>Design, validate, analyze and quote GPU training clusters.</p>"
                              "<p>Licensed under the GNU GPL, version 3 or later.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

bool MainWindow::openFile(const QString &path)
{
    const bool ok = m_fileActions->openFile(path);
    if (ok)
        m_view->zoomToFit();
    return ok;
}

void MainWindow::onDesignChanged()
{
    refreshQuote();
    m_evaluator.request(m_document.design(), m_messageBytes);
    updateTitle();
}

void MainWindow::refreshQuote()
{
    m_quote = buildQuote(m_document.design(), m_priceBook, m_document.design().quote.term);
    m_quoteTable->setTerm(m_quote.settings.term);
    m_quoteTable->setQuote(m_quote);
}

void MainWindow::onEvaluated(const Evaluation &evaluation)
{
    m_diagnostics->setDiagnostics(evaluation.diagnostics);
    m_scene->setDiagnostics(evaluation.diagnostics);
    m_analysis->setAnalysis(evaluation.analysis);
}

void MainWindow::updateTitle()
{
    const QString name = m_document.filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_document.filePath()).fileName();
    setWindowTitle(tr("%1[*] — ClusterQuote").arg(name));
    setWindowModified(!m_document.undoStack()->isClean());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_fileActions->maybeSave())
        event->accept();
    else
        event->ignore();
}

} // namespace cq
