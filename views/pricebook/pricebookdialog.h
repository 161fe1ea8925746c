#pragma once

#include "catalog/catalog.h"
#include "catalogstore.h"
#include "quote/pricebook.h"
#include "quote/priceconflict.h"

#include <QDialog>
#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace cq {

class CatalogFormDialog;
class CatalogTab;
class PriceBookTableModel;
class ServiceItemsFilter;

/**
 * The price-book editor: items in a table (list price or estimate range, unit, included
 * in rent, region, discount family) plus currency (CNY, or USD with a CNY-per-USD rate),
 * VAT, rounding policy and effective date. The internal cost and margin columns appear
 * only when "Internal mode" is ticked.
 *
 * Works on model types only (views never include database headers): priceBook() gives the
 * edited book and the app saves it. CSV import goes through an ImportHandler set by the
 * app, which backs the file up, replaces the items and returns the reloaded book; without
 * a handler the CSV is parsed into the table. A malformed CSV is rejected whole, with its
 * line and reason shown.
 *
 * Beside the prices, tabs show the hardware catalog (GPU models, servers, switches, cables
 * and optics; CatalogTab) and the items that are no hardware (storage and services, a
 * filtered view of the prices). Hardware edits go through a CatalogStore set by the app and
 * are saved at once, as a CSV import is; Save and Cancel apply to the prices and settings.
 */
class PriceBookDialog : public QDialog
{
    Q_OBJECT
public:
    /** Imports @p csv; on success fills @p reloaded and a message (e.g. the backup path); on failure the error. */
    using ImportHandler = std::function<bool(const QByteArray &csv, PriceBook *reloaded, QString *message)>;

    /**
     * Saves @p edited, the book as edited, against @p loaded, the book the editor read (issue #21,
     * optimistic saves). True when everything was saved; false with the prices someone else
     * saved first in @p conflicts (the rest saved), or with an empty @p conflicts and the reason
     * in @p message (nothing saved). @p current gets the book as stored after the save.
     */
    using SaveHandler = std::function<bool(const PriceBook &edited, const PriceBook &loaded, PriceBook *current,
                                           QList<PriceConflict> *conflicts, QString *message)>;
    /** Asks the user about @p conflicts: per conflict true to overwrite with yours; none: back to the editor. */
    using ConflictChooser = std::function<std::optional<QList<bool>>(const QList<PriceConflict> &conflicts)>;

    explicit PriceBookDialog(const PriceBook &book, QWidget *parent = nullptr);

    /**
     * Save saves through @p handler and closes only when everything is saved: a refused save
     * keeps the window open with the user's values and the reason in the status line; prices
     * someone else saved first are shown in a PriceConflictDialog (theirs or yours, nothing
     * overwritten silently) and saved again as chosen; Back to Editor keeps the user's values
     * in the table, and the next Save asks again. Without a handler Save just accepts.
     */
    void setSaveHandler(const SaveHandler &handler) { m_saveHandler = handler; }
    /** Replaces the PriceConflictDialog that asks about conflicts (tests). */
    void setConflictChooser(const ConflictChooser &chooser) { m_chooseConflicts = chooser; }
    /** The book the editor read, as the next save compares against it. */
    PriceBook loadedBook() const { return m_book; }

    /** The book as edited (discount rules and annual shares pass through unchanged). */
    PriceBook priceBook() const;
    void setImportHandler(const ImportHandler &handler) { m_importHandler = handler; }
    PriceBookTableModel *tableModel() const { return m_model; }

    /** Imports CSV bytes as the Import button does; returns the message shown to the user. */
    bool importCsv(const QByteArray &csv, QString *message);
    /** The items as CSV (cost column only in internal mode). */
    QByteArray exportCsv() const;
    void setInternalMode(bool internal);
    /**
     * Prices and settings read-only with @p reason shown (a team server's role that may not edit
     * prices, issue #21: "your role cq_viewer may not edit prices; ask a cq_pricing user"):
     * Add, Remove, Import, the settings and Save disabled, the tables not editable. An empty
     * reason makes them editable again. Export stays.
     */
    void setPricesReadOnly(const QString &reason);

    /**
     * The hardware tabs read-only with @p reason as the disabled buttons' tooltip (a role that
     * may not edit the catalog, issue #21: CatalogTab::setReadOnly()); empty: editable again.
     */
    void setCatalogReadOnly(const QString &reason);

    /** The store of the hardware tabs (not owned; the app's database); without one they are read-only. */
    void setCatalogStore(CatalogStore *store);
    /** The hardware tab of @p kind. */
    CatalogTab *catalogTab(CatalogStore::Kind kind) const;
    /** Prices, GPU models, Servers, Switches, Cables & optics, Storage & services. */
    QTabWidget *tabs() const { return m_tabs; }
    /** The status line's text (last import, save or refusal). */
    QString statusText() const;
    /** Re-reads the catalog from the store into every hardware tab and shows @p message. */
    void reloadCatalog(const QString &message = {});

signals:
    /** A hardware model was saved, deleted, retired, restored or imported (already in the store). */
    void catalogChanged();

private:
    /** The Save button: saves through m_saveHandler, resolving conflicts (pricebookdialogsave.cpp). */
    void save();
    /** One save round; true when the dialog is done (accepted, or back in the editor after a refusal). */
    bool saveRound();
    /** PriceConflictDialog over this window; none when the user goes back to the editor. */
    std::optional<QList<bool>> askAboutConflicts(const QList<PriceConflict> &conflicts);
    /** Internal mode needs the internal price book (PriceBook::hasInternalCosts()); else the box is off and says why. */
    void updateInternalModeAvailability();
    void buildUi();
    QWidget *settingsForm();
    void loadSettings(const PriceBook &book);
    void chooseImportFile();
    void chooseExportFile();
    QWidget *pricesTab();
    QWidget *servicesTab();
    void addCatalogTabs();
    /** The form for @p row of the tab of @p kind (-1: new, @p duplicate: a copy). */
    CatalogFormDialog *catalogForm(CatalogStore::Kind kind, int row, bool duplicate, QWidget *parent);

    PriceBook m_book;
    Catalog m_catalog;
    CatalogStore *m_store = nullptr;
    QTabWidget *m_tabs = nullptr;
    QList<CatalogTab *> m_catalogTabs; ///< in CatalogStore::Kind order
    ServiceItemsFilter *m_services = nullptr;
    PriceBookTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QComboBox *m_currency = nullptr;
    QDoubleSpinBox *m_usdRate = nullptr;
    QDoubleSpinBox *m_vat = nullptr;
    QCheckBox *m_vatIncluded = nullptr;
    QComboBox *m_rounding = nullptr;
    QDateEdit *m_effective = nullptr;
    QLabel *m_version = nullptr;
    QSpinBox *m_bandwidth = nullptr; ///< PriceBook::defaultBandwidthMbps
    QCheckBox *m_internal = nullptr;
    QLabel *m_status = nullptr;
    QList<QWidget *> m_priceEditors;     ///< disabled by setPricesReadOnly(): add, remove, import, settings, Save
    QList<QTableView *> m_priceTables;   ///< prices and services tables
    ImportHandler m_importHandler;
    SaveHandler m_saveHandler;
    ConflictChooser m_chooseConflicts;
};

} // namespace cq
