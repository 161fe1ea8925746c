#pragma once

#include "catalog/catalog.h"
#include "pdf/quotepdfoptions.h"
#include "quote/pricebook.h"
#include "domain/quoteextras.h"

#include <QObject>
#include <QSet>
#include <memory>

class QAction;
class QDialog;
class QMenu;
class QPagedPaintDevice;
class QWidget;

namespace cq {

class CatalogStore;
class ClusterDocument;
class DatabaseCatalogStore;
class PriceBookDatabase;
class PriceBookDialog;
struct Quote;

/**
 * The Quote menu: the price-book editor (saved through the database, CSV import with a
 * backup first), the quote details (metadata, manual lines, hidden-fee checklist,
 * contingency, region, PDF language), issuing a revision (number from the price book's
 * sequence, snapshots stored, change against the previous revision shown) and the
 * customer PDF with topology, comparison, checklist and acceptance sections.
 * The extras and the PDF language are saved with the design (QuoteSettings, undoable);
 * issued revisions keep their own snapshots in the database (Quote > Revisions lists them).
 * The Price Book window's hardware tabs save through catalogStore() at once; a model the
 * open design uses is retired, not deleted, and catalogChanged() hands the new catalog on.
 */
class QuoteActions : public QObject
{
    Q_OBJECT
public:
    QuoteActions(PriceBookDatabase *database, ClusterDocument *document, QWidget *window);
    ~QuoteActions() override;

    /** Fills the Quote menu; @p exportPdf is File > Export Quote PDF, added here too (one action). */
    void populate(QMenu *menu, QAction *exportPdf);
    /** The extras saved with the design (QuoteSettings::extras). */
    const QuoteExtras &extras() const;
    /** The customer document's language saved with the design ("zh_CN" by default). */
    QString language() const;
    /**
     * The acceptance figures of the design's first training cluster: nodes, GPUs per node,
     * the all_reduce_perf busbw in one node and across all nodes at 8 GiB from
     * expectedNcclBusbw() (the very prediction `accept` holds such runs to), the pass bar
     * (kAcceptanceRatio), the expected `nvidia-smi topo -m` entry (NV + expectedNvLinks(): NV12
     * for A100 SXM, NV18 for H100 SXM; PIX/PXB/SYS for PCIe boards), the NIC rate and whether
     * the ports are Ethernet (ethtool) or InfiniBand (ibstat). Empty when there is no GPU server.
     * Runs the engine on the design twice: called when a PDF is written, not on every edit.
     */
    static QuoteAcceptance acceptanceFrom(const Design &design);
    /** The PDF sections for the current design and price book. */
    QuotePdfOptions pdfOptions() const;
    /**
     * The customer PDF's sections for any design (the GUI and `quote --pdf` share it): the
     * topology diagram, monthly vs annual with the design's extras, and @p acceptance.
     */
    static QuotePdfOptions pdfOptionsFor(const Design &design, const PriceBook &book, const QuoteAcceptance &acceptance);

    /**
     * Issues the current quote as the next revision; returns the one-line summary shown.
     * Refuses (returns the reason, issues nothing) when the quote has no customer: an issued
     * revision is an offer to someone. The menu action asks for confirmation first.
     */
    QString issueRevision();
    /** Whether @p number has an issued revision in @p database: otherwise a quote is a draft
     *  (Quote::draft: marked DRAFT, no number shown). An empty number has none. */
    static bool hasIssuedRevision(PriceBookDatabase *database, const QString &number);
    /** Writes the customer PDF (a draft unless the design's number has an issued revision); an
     *  empty string on success, else the error. The code path behind the one Export Quote PDF
     *  action, in the File and the Quote menus. */
    QString exportCustomerPdf(const QString &path) const;
    /** Paints the same pages as exportCustomerPdf() on @p device (File > Print Quote, its preview);
     *  an empty string on success, else the error. */
    QString printCustomerQuote(QPagedPaintDevice *device) const;
    /** Writes the quote as an Excel workbook (QuoteXlsxWriter) in the document language, the same
     *  quote as the customer PDF; an empty string on success, else the error naming the file. */
    QString exportXlsx(const QString &path) const;
    /** File and Quote > Export Quote XLSX... (and the quote table's right-click menu): one action. */
    QAction *exportXlsxAction() const { return m_exportXlsx; }
    /** The revisions window for the design's quote number; nullptr (and a status message)
     *  when the quote has no number or no issued revision yet. The caller owns it. */
    QDialog *revisionsWindow();

    /** Quote > Price Book (Prices and Catalog..., and the app's Connection... added by the window). */
    QMenu *priceBookMenu() const { return m_priceBookMenu; }
    /**
     * Disables what the connected role may not do (issue #21): Issue Revision and Revisions,
     * with the reason (PriceBookCapabilities::refusal()) as tooltip and status tip; enables
     * them again when it may. Called by populate() and after the price book is switched.
     */
    void applyCapabilities();
    /** The database was reopened or reloaded (a switch, another client's edit): hands its catalog and
     *  price book on (catalogChanged(), priceBookChanged()) and applies the role's capabilities. */
    void reloadFromDatabase();

    /** The Price Book window with its CSV import and hardware store wired to the database; the caller owns it. */
    PriceBookDialog *priceBookDialog();
    /** The hardware catalog as the Price Book window edits it (the database; removes pass catalogKeysIn()). */
    CatalogStore *catalogStore() const;
    /** The server and switch SKUs @p design uses: a model named here is retired instead of deleted. */
    static QSet<QString> catalogKeysIn(const Design &design);

signals:
    /** The price book was saved: the quote must be re-priced. */
    void priceBookChanged(const PriceBook &book);
    /** Extras or language changed: the quote must be rebuilt. */
    void extrasChanged();
    void statusMessage(const QString &message);
    /** A hardware model was saved, deleted, retired, restored or imported: @p catalog is the
     *  database's whole catalog (retired models too; new designs are offered catalog.offered()). */
    void catalogChanged(const Catalog &catalog);

private:
    void editPriceBook();
    void editDetails();
    /** Quote > Issue Revision: refuses without a customer, else asks "Issue revision N for CUSTOMER?". */
    void issueRevisionInteractive();
    /** The confirmation question for the next revision; empty when the quote has no customer. */
    QString nextRevisionQuestion() const;
    void showRevisions();
    /** The quote of the customer documents: built in the document language, draft unless issued. */
    Quote documentQuote() const;
    /** Asks for a file name (".xlsx" added when missing), writes it, and says so or why not. */
    void exportXlsxInteractive();

    PriceBookDatabase *m_database;
    ClusterDocument *m_document;
    QWidget *m_window;
    std::unique_ptr<DatabaseCatalogStore> m_catalogStore;
    QAction *m_exportXlsx = nullptr;
    QMenu *m_priceBookMenu = nullptr;
    QAction *m_issueRevision = nullptr;
    QAction *m_revisions = nullptr;
};

} // namespace cq
