#pragma once

#include "pdfpaginator.h"
#include "pdftable.h"
#include "quotepdfoptions.h"
#include "quotepdfsections.h"
#include "quotepdftext.h"
#include "quote/quote.h"

#include <QFont>

class QPaintDevice;

namespace cq {

/**
 * The customer quote as a list of unbreakable blocks for PdfPaginator: title and quote
 * details, the line table (charged items 增项, then items included in server rent 包内, each row
 * numbered by its place in the quote, as on every other surface),
 * the share legend, totals, the estimate notice, the rounding rule and the notes.
 * Plus the repeated table head and the texts of the page header and footer (PdfPageFrame).
 * Shows only what Quote holds: there are no internal cost or margin figures to leak.
 * Lengths are device pixels of @p device (a QPdfWriter at 300 dpi).
 */
class QuotePdfContent
{
public:
    QuotePdfContent(const Quote &quote, const QuotePdfText &text, QPaintDevice *device, qreal widthPx,
                    const QuotePdfOptions &options = {});

    /** PdfDocument::textFont: DejaVu Sans for Latin text with Noto Sans CJK SC for Chinese. */
    static QFont textFont(qreal pointSize, bool bold = false);

    QList<PdfBlock> blocks() const;
    /** Every text the blocks, head and footer can paint (for PdfUnicodeRepair); may hold more. */
    QString drawnText() const;
    qreal tableHeadHeight() const;
    void paintTableHead(QPainter *painter, const QRectF &rect) const;
    /** The page header's text (PdfPageFrame): "Quotation <number>", or the draft mark. */
    QString headerText() const;
    /** The page footer's text (PdfPageFrame): the title and the quote number. */
    QString footerText() const;

private:
    qreal mm(qreal millimetres) const;
    /** The "#" of quote line @p index (0-based in Quote::lines): its 1-based place in the quote. */
    static int lineNumber(int index);
    /** The quote number, or "DRAFT" (草稿) before a revision is issued (Quote::draft). */
    QString numberText() const;

    PdfBlock titleBlock() const;
    PdfBlock tableBlock(const PdfTable *table, const QList<PdfCell> &cells, const QFont &font,
                        const QColor &background, bool tableRow) const;
    QList<PdfBlock> detailBlocks() const;
    PdfBlock sectionBlock(const QString &title) const;
    PdfBlock chargedRow(const QuoteLine &line, int number) const;
    PdfBlock includedRow(const QuoteLine &line, int number) const;
    /** One row per server line whose price includes something: "<server>: the price includes ...". */
    QList<PdfBlock> inclusionRows() const;
    PdfBlock totalsBlock() const;
    /** "one-off" (一次性) in the document's language: a one-off line's months cell. */
    QString oneOffText() const;
    PdfBlock paragraphBlock(const QString &title, const QString &body, bool highlighted,
                            const QFont &bodyFont) const;
    QList<PdfBlock> tableBlocks() const;
    QList<PdfBlock> closingBlocks() const;
    /** The notice listing estimate lines (@p estimates) or published-range lines. */
    QString rangeNotice(bool estimates) const;
    /** The quote's warnings (a missing price, an overflow) in a red frame. */
    PdfBlock warningBlock() const;
    QString noteOf(const QuoteLine &line) const;
    QList<PdfCell> headCells() const;

    const Quote &m_quote;
    QuotePdfText m_text;
    QPaintDevice *m_device;
    qreal m_widthPx;
    QFont m_body;
    QFont m_bold;
    QFont m_small;
    PdfTable m_lines;   ///< #, item, quantity, unit price, months, share, amount
    PdfTable m_details; ///< label, value, label, value
    PdfTable m_totals;  ///< label, value; in the right part of the page
    QuotePdfOptions m_options;
    QuotePdfSections m_sections;
};

} // namespace cq
