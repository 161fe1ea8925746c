#pragma once

#include "designevaluator.h"
#include "pricebookdatabase.h"
#include "catalog/catalog.h"
#include "document/clusterdocument.h"
#include "quote/pricebook.h"
#include "quote/quote.h"

#include <QMainWindow>

namespace cq {

class AnalysisPanel;
class AutosaveSession;
class DesignScene;
class DesignView;
class DiagnosticsPanel;
class EditActions;
class FileActions;
class PaletteWidget;
class PriceBookConnectionActions;
class PropertyInspector;
class QuoteActions;
class QuoteTableWidget;

/**
 * The designer window: canvas in the middle, palette on the left, diagnostics, analysis and
 * the live quote in docks. Wires the document to the views; the rules and the analysis run
 * on a worker thread (DesignEvaluator), the quote is recomputed on every edit. Menu actions
 * live in their handler classes (FileActions); this class only connects them.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /** Opens the price book at @p priceBookPath (default: the location chosen in Quote > Price Book >
     *  Connection..., PriceBookLocationSettings, else the user's data location). */
    explicit MainWindow(const QString &priceBookPath = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    /** Opens a design file (errors are shown, the current design is kept). */
    bool openFile(const QString &path);
    ClusterDocument *document() { return &m_document; }
    const Quote &currentQuote() const { return m_quote; }
    FileActions *fileActions() const { return m_fileActions; }
    EditActions *editActions() const { return m_editActions; }
    /** The autosave of this window's document (interval: AutosaveSession::configuredIntervalMs()). */
    AutosaveSession *autosave() const { return m_autosave; }
    /** At start-up: offers to recover work autosaved by a session that crashed (RecoveryPrompt). */
    void offerRecovery();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void openPriceBook(const QString &path);
    /** Wires Connection... and other clients' price changes to the quote, palette and actions (issue #21). */
    void connectPriceBookChanges();
    void createDocks();
    void createMenus();
    void onDesignChanged(const DesignChange &change = {});
    void onEvaluated(const Evaluation &evaluation);
    void refreshQuote();
    void updateTitle();
    /** Window geometry and dock/toolbar layout from QSettings (group "mainWindow"), as last closed. */
    void restoreLayout();
    /** Remembers geometry and layout when the window closes (restoreLayout reads them). */
    void saveLayout() const;

    ClusterDocument m_document;
    PriceBookDatabase m_database;
    Catalog m_catalog;
    PriceBook m_priceBook;
    Quote m_quote;
    DesignEvaluator m_evaluator;

    DesignScene *m_scene = nullptr;
    DesignView *m_view = nullptr;
    PaletteWidget *m_palette = nullptr;
    DiagnosticsPanel *m_diagnostics = nullptr;
    AnalysisPanel *m_analysis = nullptr;
    QuoteTableWidget *m_quoteTable = nullptr;
    FileActions *m_fileActions = nullptr;
    EditActions *m_editActions = nullptr;
    PropertyInspector *m_inspector = nullptr;
    QuoteActions *m_quoteActions = nullptr;
    PriceBookConnectionActions *m_connection = nullptr; ///< Quote > Price Book > Connection..., live changes (issue #21)
    AutosaveSession *m_autosave = nullptr;
};

} // namespace cq
