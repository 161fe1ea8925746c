#include "mainwindow.h"

#include "acceptanceactions.h"
#include "autosavesession.h"
#include "bomdocks.h"
#include "rackdock.h"
#include "compareactions.h"
#include "sizingactions.h"
#include "editactions.h"
#include "fileactions.h"
#include "printactions.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "editor/propertyinspector.h"
#include "panels/analysispanel.h"
#include "panels/diagnosticspanel.h"
#include "panels/palettewidget.h"
#include "panels/quotetablewidget.h"
#include "quote/quotebuilder.h"
#include "quoteactions.h"
#include "offlinenotice.h"
#include "pricebookconnectionactions.h"
#include "pricebooklocationsettings.h"
#include "pricebookpasswordprompt.h"
#include "pricechangenotice.h"
#include "recoveryprompt.h"
#include "refusalballoon.h"
#include "sessionrecovery.h"
#include "standardshortcuts.h"
#include "languagemenu.h"
#include "applicationsetup.h"
#include "manualdialog.h"
#include "shortcutsdialog.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTime>
#include <QToolBar>

namespace cq {

MainWindow::MainWindow(const QString &priceBookPath, QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    openPriceBook(priceBookPath.isEmpty() ? PriceBookLocationSettings::location() : priceBookPath);

    m_scene = new DesignScene(&m_document, &m_catalog, this);
    m_view = new DesignView(m_scene, this);
    m_view->setObjectName(QStringLiteral("canvas"));
    m_view->setAccessibleName(tr("Design canvas"));
    setCentralWidget(m_view);

    m_fileActions = new FileActions(&m_document, this,
                                    [this](const QString &path) { return m_quoteActions->exportCustomerPdf(path); });
    m_editActions = new EditActions(m_scene, m_view, &m_catalog, m_fileActions, this, &m_priceBook);
    connect(m_editActions, &EditActions::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    m_quoteActions = new QuoteActions(&m_database, &m_document, this);
    connect(m_quoteActions, &QuoteActions::priceBookChanged, this, [this](const PriceBook &book) {
        m_priceBook = book;
        refreshQuote();
    });
    connect(m_quoteActions, &QuoteActions::extrasChanged, this, &MainWindow::refreshQuote);
    // A hardware edit in the Price Book window: the canvas, inspector and wizard read m_catalog
    // (retired models too, so open designs still resolve), the palette offers what is not retired.
    connect(m_quoteActions, &QuoteActions::catalogChanged, this, [this](const Catalog &catalog) {
        m_catalog = catalog;
        m_palette->setCatalog(m_catalog);
    });
    connect(m_quoteActions, &QuoteActions::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    m_connection = new PriceBookConnectionActions(&m_database, this);
    createDocks();
    createMenus();
    OfflineNotice::attach(this, &m_database); // the offline copy of a team price book (issue #21)
    connectPriceBookChanges();

    connect(&m_document, &ClusterDocument::changed, this, [this](const DesignChange &change) {
        if (change.kind == DesignChange::Reset)
            m_quoteTable->clearHistory(); // a new design's total is no edit of the old one
        onDesignChanged(change);
    });
    connect(m_document.undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(&m_evaluator, &DesignEvaluator::evaluated, this, &MainWindow::onEvaluated);
    connect(&m_evaluator, &DesignEvaluator::busyChanged, m_analysis, &AnalysisPanel::setBusy);
    connect(&m_evaluator, &DesignEvaluator::progressChanged, m_analysis, &AnalysisPanel::setProgress);
    // The scene speaks only to refuse an edit: say why at the pointer, and in the status bar.
    connect(m_scene, &DesignScene::statusMessage, this, [this](const QString &m) {
        statusBar()->showMessage(m, 8000);
        RefusalBalloon::show(m_view->viewport(), m);
    });
    connect(m_fileActions, &FileActions::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    // Every open fits the design, File > Open too; it stays fitted while docks and scroll bars settle.
    connect(m_fileActions, &FileActions::opened, m_editActions, &EditActions::fitAfterOpen);

    m_autosave = new AutosaveSession(&m_document, this);
    connect(m_autosave, &AutosaveSession::autosaveFailed, this, [this](const QString &m) { statusBar()->showMessage(m, 8000); });

    restoreLayout();
    onDesignChanged();
}

MainWindow::~MainWindow() = default;

void MainWindow::openPriceBook(const QString &path)
{
    // A server that wants a password libpq did not find gets it asked once (issue #21).
    if (!m_database.openWithRecovery(path)
        && !PriceBookPasswordPrompt::askAndRetry(path, this, [this, &path] { return m_database.openWithRecovery(path); })) {
        // Keep working on the seed prices in memory; the user's file is left untouched.
        const QString problem = m_database.error();
        m_database.open(QStringLiteral(":memory:"));
        QMessageBox::warning(this, tr("Price Book Problem"),
                             tr("%1\n\nClusterQuote is using the default prices for this session.").arg(problem));
    } else if (!m_database.recoveryNotice().isEmpty() && !m_database.isOffline()) { // offline: OfflineNotice
        QMessageBox::warning(this, tr("Price Book Restored"), m_database.recoveryNotice());
    }
    m_catalog = m_database.catalog();
    m_priceBook = m_database.priceBook();
}

void MainWindow::connectPriceBookChanges()
{
    // Another price book (Quote > Price Book > Connection...): catalog, prices and role change at once.
    connect(m_connection, &PriceBookConnectionActions::switched, this, [this] {
        m_quoteTable->setPriceNotice({});
        m_quoteActions->reloadFromDatabase();
    });
    // Another client changed the book under the open quote: re-price it and say so in the quote dock.
    connect(m_connection, &PriceBookConnectionActions::priceBookReloaded, this, [this](int from, int to) {
        m_quoteActions->reloadFromDatabase();
        const PriceChangeNotice::Issued issued
            = PriceChangeNotice::issuedState(&m_database, m_document.design(), m_priceBook);
        m_quoteTable->setPriceNotice(
            PriceChangeNotice::sentence(m_database.isServer(), QTime::currentTime(), from, to, issued));
    });
    connect(m_connection, &PriceBookConnectionActions::statusMessage, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    statusBar()->addPermanentWidget(m_connection->statusLabel());
}

void MainWindow::offerRecovery()
{
    SessionRecovery recovery;
    RecoveryPrompt::offer(this, &m_document, m_autosave, &recovery);
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
    m_inspector = new PropertyInspector(m_scene, this);
    m_inspector->setCatalog(&m_catalog);
    QDockWidget *inspectorDock = dock(m_inspector, tr("Properties"), QStringLiteral("inspectorDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(analysisDock, inspectorDock);
    analysisDock->raise(); // the analysis shows first; Properties is one tab away
    resizeDocks({quoteDock, diagnosticsDock}, {1000, 500}, Qt::Horizontal);
    resizeDocks({quoteDock}, {330}, Qt::Vertical);
    resizeDocks({analysisDock}, {430}, Qt::Horizontal);

    connect(m_diagnostics, &DiagnosticsPanel::idsActivated, m_scene, &DesignScene::selectIds);
    connect(m_quoteTable, &QuoteTableWidget::termChanged, this, [this](Term term) {
        QuoteSettings settings = m_document.design().quote;
        settings.term = term;
        m_document.changeQuoteSettings(settings);
    });
    connect(m_analysis, &AnalysisPanel::optionsChanged, this,
            [this] { m_evaluator.request(m_document.design(), m_analysis->options()); });
    // View > Bill of Materials / Cable Plan (bomdocks.h), tabbed with the quote.
    auto *bomDocks = new BomDocks(this, &m_document, &m_catalog);
    connect(m_quoteActions, &QuoteActions::catalogChanged, bomDocks, &BomDocks::refresh);
    new RackDock(this, &m_document, m_scene); // View > Rack Elevation (rackdock.h)
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_fileActions->populate(file);
    // File > Export Quote XLSX... after Export Quote PDF; the same action in the Quote menu and the quote table's menu.
    file->insertAction(file->actions().value(file->actions().indexOf(m_fileActions->exportPdfAction()) + 1),
                       m_quoteActions->exportXlsxAction());
    m_quoteTable->addContextAction(m_quoteActions->exportXlsxAction());
    // File > Print Quote... / Print Preview / Print Design... before the closing Quit (printactions.h).
    (new PrintActions(&m_document, m_scene, &m_catalog,
                      [this](QPagedPaintDevice *device) { return m_quoteActions->printCustomerQuote(device); }, this))
        ->populate(file, file->actions().value(file->actions().size() - 2));
    file->insertAction(file->actions().value(1), m_editActions->newClusterAction()); // after New
    // Before the closing separator and Quit: File > Acceptance Check... (acceptanceactions.h).
    file->insertAction(file->actions().value(file->actions().size() - 2),
                       (new AcceptanceActions(&m_document, this))->checkAction());
    // File > Compare Designs... (compareactions.h), beside Acceptance Check.
    file->insertAction(file->actions().value(file->actions().size() - 2),
                       (new CompareActions([this] { return m_priceBook; }, this))->compareAction());
    // File > Size a Cluster... (sizingactions.h), after Compare Designs; Generate Design opens like New Cluster.
    file->insertAction(file->actions().value(file->actions().size() - 2),
                       (new SizingActions([this] { return m_catalog; }, [this] { return m_priceBook; },
                                          [this](const Design &design) {
                                              if (m_fileActions->maybeSave())
                                                  m_editActions->openGenerated(design);
                                          },
                                          this))->sizeAction());

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document.undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document.undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(StandardShortcuts::redo()); // Ctrl+Y and Ctrl+Shift+Z
    edit->addActions({undo, redo});
    edit->addSeparator();
    m_editActions->populateEdit(edit);
    m_editActions->populateArrange(menuBar()->addMenu(tr("&Arrange")));

    m_quoteActions->populate(menuBar()->addMenu(tr("&Quote")), m_fileActions->exportPdfAction());
    m_quoteActions->priceBookMenu()->addAction(m_connection->connectionAction()); // Quote > Price Book > Connection...

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_editActions->populateView(view);
    QAction *fit = m_editActions->zoomToFitAction();
    QAction *snap = view->addAction(tr("&Snap to Grid"));
    snap->setCheckable(true);
    snap->setChecked(m_scene->snapToGrid());
    connect(snap, &QAction::toggled, m_scene, &DesignScene::setSnapToGrid);
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    view->addMenu(new LanguageMenu(this, [this] { return m_document.filePath(); }, view));

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addActions({m_fileActions->openAction(), m_fileActions->saveAction(), undo, redo, fit,
                     m_fileActions->exportPdfAction()});

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *manual = help->addAction(tr("&Manual"), this, [this] {
        auto *dialog = new ManualDialog(this, uiLocale());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    manual->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        auto *dialog = new ShortcutsDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    help->addSeparator();
    help->addAction(tr("&About ClusterQuote"), this, [this] {
        QMessageBox::about(this, tr("About ClusterQuote"),
                           tr("<b>ClusterQuote %1</b><p>Design, validate, analyze and quote GPU training clusters.</p>"
                              "<p>Licensed under the GNU GPL, version 3 or later.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

bool MainWindow::openFile(const QString &path)
{
    return m_fileActions->openFile(path); // fitted through FileActions::opened
}

void MainWindow::onDesignChanged(const DesignChange &change)
{
    refreshQuote();
    std::optional<IncrementalAnalyzer::CableEdit> edit; // one cable: the analysis patches, not compares
    if (change.oneCable)
        edit = IncrementalAnalyzer::CableEdit{change.cableAt, change.cablesRemoved, change.cablesInserted};
    m_evaluator.request(m_document.design(), m_analysis->options(), edit);
    updateTitle();
}

void MainWindow::refreshQuote()
{
    // An SQLite file another process edited: reloaded first, and that reload re-prices (issue #21).
    if (m_connection && m_connection->checkBeforeQuote())
        return;
    m_quote = buildQuote(m_document.design(), m_priceBook, m_document.design().quote.term, m_quoteActions->extras());
    m_quoteTable->setTerm(m_quote.settings.term);
    m_quoteTable->setQuote(m_quote);
    // The training estimate prices one run from the quote's total per month.
    m_analysis->setMonthlyTotal(m_quote.totalPerMonth());
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

namespace {
// QMainWindow::saveState's version: raise it when docks or toolbars are renamed or regrouped.
constexpr int kLayoutVersion = 1;
} // namespace

void MainWindow::restoreLayout()
{
    const QSettings settings;
    resize(1600, 1000); // the first start, or when the remembered geometry does not apply
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray(), kLayoutVersion);
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState(kLayoutVersion));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_fileActions->maybeSave()) {
        saveLayout();
        event->accept();
    } else
        event->ignore();
}

} // namespace cq
