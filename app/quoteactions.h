#pragma once

#include "pdf/quotepdfoptions.h"
#include "quote/pricebook.h"
#include "quote/quoteextras.h"

#include <QObject>

class QAction;
class QDialog;
class QMenu;
class QWidget;

namespace cq {

class ClusterDocument;
class PriceBookDatabase;
struct DesignAnalysis;
struct Quote;

/**
 * The Quote menu: the price-book editor (saved through the database, CSV import with a
 * backup first), the quote details (metadata, manual lines, hidden-fee checklist,
 * contingency, region, PDF language), issuing a revision (number from the price book's
 * sequence, snapshots stored, change against the previous revision shown) and the
 * customer PDF with topology, comparison, checklist and acceptance sections.
 * The extras and the PDF language are saved with the design (QuoteSettings, undoable);
 * issued revisions keep their own snapshots in the database (Quote > Revisions lists them).
 */
class QuoteActions : public QObject
{
    Q_OBJECT
public:
    QuoteActions(PriceBookDatabase *database, ClusterDocument *document, QWidget *window);

    void populate(QMenu *menu);
    /** The extras saved with the design (QuoteSettings::extras). */
    const QuoteExtras &extras() const;
    /** The customer document's language saved with the design ("zh_CN" by default). */
    QString language() const;
    /** Figures for the acceptance section (from the analysis); empty: no section. */
    void setAcceptance(const QuoteAcceptance &acceptance) { m_acceptance = acceptance; }
    /**
     * The acceptance figures of the first training cluster of @p analysis: nodes, GPUs per
     * node, in-node busbw = the per-GPU intra-node bandwidth (a ring's bus bandwidth is its
     * slowest link, NCCL's usable figure), cross-node busbw = the engine's all_reduce
     * estimate, the expected `nvidia-smi topo -m` entry (NV12 for A100 SXM, NV18 for H100
     * SXM: their NVLink counts per GPU; PIX/PXB/SYS for PCIe boards) and the NIC rate.
     * Empty when there is no cluster.
     */
    static QuoteAcceptance acceptanceFrom(const Design &design, const DesignAnalysis &analysis);
    /** The PDF sections for the current design and price book. */
    QuotePdfOptions pdfOptions() const;
    /**
     * The customer PDF's sections for any design (the GUI and `quote --pdf` share it): the
     * topology diagram, monthly vs annual with the design's extras, and @p acceptance.
     */
    static QuotePdfOptions pdfOptionsFor(const Design &design, const PriceBook &book, const QuoteAcceptance &acceptance);

    /** Issues the current quote as the next revision; returns the one-line summary shown. */
    QString issueRevision();
    /** Writes the customer PDF; an empty string on success, else the error. The one code path
     *  behind File > Export Quote PDF and Quote > Export Customer PDF. */
    QString exportCustomerPdf(const QString &path) const;
    /** The revisions window for the design's quote number; nullptr (and a status message)
     *  when the quote has no number or no issued revision yet. The caller owns it. */
    QDialog *revisionsWindow();

signals:
    /** The price book was saved: the quote must be re-priced. */
    void priceBookChanged(const PriceBook &book);
    /** Extras or language changed: the quote must be rebuilt. */
    void extrasChanged();
    void statusMessage(const QString &message);

private:
    void editPriceBook();
    void editDetails();
    void exportCustomerPdfInteractive();
    void showRevisions();

    PriceBookDatabase *m_database;
    ClusterDocument *m_document;
    QWidget *m_window;
    QuoteAcceptance m_acceptance;
};

} // namespace cq
