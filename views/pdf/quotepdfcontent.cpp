#include "quotepdfcontent.h"

#include "pdfdocument.h"
#include "pdfwrappedtext.h"
#include "domain/groupeddigits.h"
#include "format/moneyformat.h"
#include "quote/pricebook.h"
#include "quote/quotebuilder.h"
#include "quote/quotetotalrows.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>

namespace cq {

namespace {

using L = QuotePdfText::Label;

const QColor kHeadBackground(0xE3, 0xE8, 0xEF);
const QColor kSectionBackground(0xF2, 0xF4, 0xF7);
const QColor kEstimateBackground(0xFF, 0xF4, 0xDB);
const QColor kNoticeBorder(0xD9, 0x8E, 0x04);

// Line table columns: #, item, quantity, unit price, months, share, amount (sum 1). The months
// and share columns are wide enough for their bold headers ("Months", "Share", 计费比例) on one line;
// the quantity column for a year's energy of a large cluster ("1,145,370 kWh") on one line.
const QList<qreal> kLineColumns{0.04, 0.20, 0.15, 0.14, 0.10, 0.10, 0.10, 0.17};
const QColor kMissingBackground(0xFD, 0xE2, 0xE0);
const QColor kMissingBorder(0xB4, 0x23, 0x18);
enum LineColumn { ColNumber, ColItem, ColQuantity, ColUnitPrice, ColMonths, ColShare, ColDiscount, ColAmount };
constexpr Qt::Alignment kRight = Qt::AlignRight;
constexpr qreal kTotalsIndent = 0.38; // the totals sit under the price columns
constexpr qreal kTotalsAmountFraction = 0.66; // of the totals' usual width: the amounts

/** Cell padding: 1.2 mm in device pixels. */
qreal cellPaddingPx(const QPaintDevice *device)
{
    return 1.2 * device->logicalDpiY() / 25.4;
}

/**
 * @p paragraph cut at white space into pieces of at most @p maxChars characters (a word
 * longer than that is cut inside): a block never splits across pages, so a note longer
 * than a page must arrive as several blocks. 1,200 characters are about 10 lines.
 */
QStringList pageSizedPieces(const QString &paragraph, qsizetype maxChars = 1200)
{
    QStringList pieces;
    QString rest = paragraph;
    while (rest.size() > maxChars) {
        qsizetype cut = rest.lastIndexOf(QLatin1Char(' '), maxChars);
        if (cut <= 0)
            cut = maxChars;
        pieces << rest.left(cut);
        rest = rest.mid(cut).trimmed();
    }
    if (!rest.isEmpty())
        pieces << rest;
    return pieces;
}

QString dateText(const QDate &date)
{
    return date.toString(QStringLiteral("yyyy-MM-dd")); // ISO: unambiguous in both languages
}

} // namespace

QuotePdfContent::QuotePdfContent(const Quote &quote, const QuotePdfText &text, QPaintDevice *device, qreal widthPx,
                                 const QuotePdfOptions &options)
    : m_quote(quote), m_text(text), m_device(device), m_widthPx(widthPx),
      m_lines(device, kLineColumns, widthPx, cellPaddingPx(device)),
      m_details(device, {0.16, 0.34, 0.16, 0.34}, widthPx, cellPaddingPx(device)),
      m_totals(device, {1 - kTotalsAmountFraction, kTotalsAmountFraction}, widthPx * (1 - kTotalsIndent),
               cellPaddingPx(device)),
      m_options(options), m_sections(quote, options, text, device, widthPx)
{
    m_body = textFont(8.5);
    m_bold = textFont(8.5, true);
    m_small = textFont(7.5);
}

int QuotePdfContent::lineNumber(int index)
{
    // The line's place in Quote::lines, as the window, CSV, JSON and XLSX number it: the charged
    // and included blocks regroup the rows but never renumber them.
    return index + 1;
}

qreal QuotePdfContent::mm(qreal millimetres) const
{
    return millimetres * m_device->logicalDpiY() / 25.4;
}

QFont QuotePdfContent::textFont(qreal pointSize, bool bold)
{
    return PdfDocument::textFont(pointSize, bold);
}

QList<PdfBlock> QuotePdfContent::blocks() const
{
    QList<PdfBlock> result{titleBlock()};
    if (m_quote.draft) // before any revision is issued the document is no offer and has no number
        result.append(paragraphBlock(m_text.text(L::DraftMark), m_text.text(L::DraftNotice), true, m_body));
    result += detailBlocks();
    result += tableBlocks();
    result += closingBlocks();
    return result;
}

PdfBlock QuotePdfContent::titleBlock() const
{
    const QFont title = textFont(20, true);
    PdfBlock block;
    block.heightPx = QFontMetricsF(title, m_device).height() + mm(3);
    block.paint = [this, title](QPainter *p, const QRectF &rect) {
        p->setFont(title);
        p->setPen(Qt::black);
        p->drawText(rect, Qt::AlignLeft | Qt::AlignTop,
                    m_quote.draft ? m_text.text(L::Title) + QStringLiteral(" (") + m_text.text(L::DraftMark) + u')'
                                  : m_text.text(L::Title));
        p->setPen(QPen(kNoticeBorder, mm(0.5)));
        p->drawLine(QPointF(rect.left(), rect.bottom() - mm(1)), QPointF(rect.right(), rect.bottom() - mm(1)));
    };
    return block;
}

PdfBlock QuotePdfContent::tableBlock(const PdfTable *table, const QList<PdfCell> &cells, const QFont &font,
                                     const QColor &background, bool tableRow) const
{
    PdfBlock block;
    block.heightPx = table->rowHeight(cells, font);
    block.tableRow = tableRow;
    block.paint = [table, cells, font, background](QPainter *p, const QRectF &rect) {
        table->paintRow(p, rect, cells, font, background);
    };
    return block;
}

QList<PdfBlock> QuotePdfContent::detailBlocks() const
{
    const QuoteSettings &s = m_quote.settings;
    const QString term = m_text.text(s.term == Term::Annual ? L::Annual : s.term == Term::Hourly ? L::Hourly : L::Monthly);
    const QList<QList<QString>> rows{
        {m_text.text(L::QuoteNumber), numberText(), m_text.text(L::Customer), s.customer},
        {m_text.text(L::Date), dateText(s.date), m_text.text(L::SalesEngineer), s.salesEngineer},
        {m_text.text(L::ValidUntil), dateText(s.date.addDays(s.validityDays)), m_text.text(L::Term), term},
    };
    QList<PdfBlock> result;
    for (const QList<QString> &row : rows) {
        const QList<PdfCell> cells{{row[0]}, {row[1]}, {row[2]}, {row[3]}};
        result.append(tableBlock(&m_details, cells, m_body, QColor(), false));
    }
    result.first().spaceBeforePx = mm(2);
    return result;
}

QList<PdfCell> QuotePdfContent::headCells() const
{
    const QString currency = m_quote.currency;
    const bool hourly = m_quote.settings.term == Term::Hourly;
    return {{m_text.text(L::ColNumber)}, {m_text.text(L::ColItem)}, {m_text.text(L::ColQuantity), 1, kRight},
            {m_text.text(hourly ? L::ColUnitPriceHourly : L::ColUnitPrice).arg(currency), 1, kRight},
            {m_text.text(hourly ? L::ColHours : L::ColMonths), 1, kRight},
            {m_text.text(L::ColShare), 1, kRight}, {m_text.text(L::ColDiscount), 1, kRight},
            {m_text.text(L::ColAmount).arg(currency), 1, kRight}};
}

qreal QuotePdfContent::tableHeadHeight() const
{
    return m_lines.rowHeight(headCells(), m_bold);
}

void QuotePdfContent::paintTableHead(QPainter *painter, const QRectF &rect) const
{
    m_lines.paintRow(painter, rect, headCells(), m_bold, kHeadBackground);
}

PdfBlock QuotePdfContent::sectionBlock(const QString &title) const
{
    PdfBlock block = tableBlock(&m_lines, {{title, m_lines.columnCount()}}, m_bold, kSectionBackground, true);
    block.keepWithNext = true; // a section title never ends a page
    return block;
}

PdfBlock QuotePdfContent::chargedRow(const QuoteLine &line, int number) const
{
    QString item = m_text.description(line.description, line.descriptionZh);
    // An estimate (预估价) and a published list range (官网明示价区间) are different promises.
    if (line.isEstimate())
        item += QLatin1Char('\n') + QStringLiteral("[%1]").arg(m_text.text(L::Estimate));
    else if (line.isPublishedRange())
        item += QLatin1Char('\n') + QStringLiteral("[%1]").arg(m_text.text(L::PublishedRange));
    if (!line.discountName.isEmpty())
        item += QLatin1Char('\n') + line.discountName; // the rule behind the discount column
    // An hourly line's GPU-hour price; a port fee says how its quantity was counted.
    if (!line.note.isEmpty()
        && (line.perHour || line.sku == QLatin1String(ServiceSku::IbPort) || line.sku == QLatin1String(ServiceSku::Power)))
        item += QLatin1Char('\n') + noteOf(line);
    const QString share = line.sharePpm == Ppm::kWhole ? QStringLiteral("-") : formatPpm(line.sharePpm);
    // The percentage shown, and with a target price the exact price it stands for.
    const QString percent = line.discountPpm == 0 && !line.targetPrice ? QStringLiteral("-") : formatPpm(line.discountPpm);
    const QString discount = line.targetPrice
        ? m_text.text(L::TargetPrice).arg(percent, formatMoney(*line.targetPrice)) : percent;
    // A line without a price never reads as 0.00: both money cells say so.
    const QString missing = m_text.text(L::PriceMissing);
    // Energy is priced per kWh, not per month or hour as the column head says: its cell names
    // its unit, and its months cell is "-" (the kWh already count the term's hours, see the note).
    const bool perKwh = line.unit == PriceUnit::PerKwh;
    const QString unitPrice = line.priceMissing ? missing
        : formatMoneyRange(line.unitPrice, {}, RangeStyle::Compact) + (perKwh ? QStringLiteral("/kWh") : QString());
    const QString amount = line.priceMissing ? missing : formatMoneyRange(line.amount, {}, RangeStyle::Compact);
    const QList<PdfCell> cells{
        {QString::number(number)},
        {item},
        {line.origin == QuoteLine::Origin::Manual ? m_text.manualQuantity(line.quantity, line.unit, line.perHour)
                                                  : m_text.quantity(line.quantity, line.unit), 1, kRight},
        {m_lines.fitted(unitPrice, ColUnitPrice, m_body), 1, kRight},
        // A one-off line is charged once: its months cell says so instead of "1".
        {line.oneOff ? oneOffText() : perKwh ? QStringLiteral("-") : QString::number(line.months), 1, kRight},
        {share, 1, kRight},
        {discount, 1, kRight},
        {m_lines.fitted(amount, ColAmount, m_body), 1, kRight},
    };
    const QColor background = line.priceMissing ? kMissingBackground
        : line.isRange()                        ? kEstimateBackground
                                                : QColor();
    return tableBlock(&m_lines, cells, m_body, background, true);
}

QString QuotePdfContent::noteOf(const QuoteLine &line) const
{
    // The builder wrote the power note in the UI language; this PDF may be in another one.
    // Its figures are kept on the line (the one power figure, designpower.h): kW with two decimals.
    if (line.origin == QuoteLine::Origin::Design && line.sku == QLatin1String(ServiceSku::Power)) {
        const QString kw = groupedDigits(QString::number(line.powerKw, 'f', 2));
        if (line.included)
            return m_text.text(L::PowerNote).arg(kw);
        if (line.unit == PriceUnit::PerKwh && line.powerHours > 0)
            return m_text.text(L::PowerKwhNote).arg(kw, QuotePdfText::groupedNumber(line.powerHours))
                .arg(line.powerUtilisationPercent).arg(QuotePdfText::groupedNumber(line.quantity));
        return m_text.text(L::PowerKwNote).arg(kw);
    }
    if (line.origin == QuoteLine::Origin::Design && line.sku == QLatin1String(ServiceSku::IbPort))
        return m_text.text(line.included ? L::PortIncludedNote : L::PortCountNote)
            .arg(QuotePdfText::groupedNumber(line.quantity), groupedDigits(line.countedServers));
    // The other included network lines with a note: the switches (monthly) and the cables and
    // optics (one-off) of a fabric the servers' price includes.
    if (line.origin == QuoteLine::Origin::Design && line.included && line.block == QuoteBlock::Network
        && !line.note.isEmpty())
        return m_text.text(line.unit == PriceUnit::OneOff ? L::CableIncludedNote : L::SwitchIncludedNote);
    return line.note;
}

QList<PdfBlock> QuotePdfContent::inclusionRows() const
{
    // What each server price includes: shown here once, charged nowhere (Inclusion).
    QList<PdfBlock> rows;
    for (const QuoteLine &line : m_quote.lines) {
        if (line.included || line.includes == Inclusions() || line.origin != QuoteLine::Origin::Design)
            continue;
        const QString text = m_text.text(L::PriceIncludes)
                                 .arg(m_text.description(line.description, line.descriptionZh),
                                      inclusionsText(line.includes, m_text.isChinese()));
        const QList<PdfCell> cells{{QString()}, {text, ColAmount - ColItem}, {m_text.text(L::Included), 1, kRight}};
        rows.append(tableBlock(&m_lines, cells, m_body, QColor(), true));
    }
    return rows;
}

PdfBlock QuotePdfContent::includedRow(const QuoteLine &line, int number) const
{
    const QList<PdfCell> cells{
        {QString::number(number)},
        {m_text.description(line.description, line.descriptionZh)},
        {noteOf(line), ColAmount - ColQuantity},
        {line.priceMissing ? m_text.text(L::PriceMissing) : m_text.text(L::Included), 1, kRight},
    };
    return tableBlock(&m_lines, cells, m_body, line.priceMissing ? kMissingBackground : QColor(), true);
}

QList<PdfBlock> QuotePdfContent::tableBlocks() const
{
    QList<PdfBlock> result;
    bool anyShare = false;
    bool anyCharged = false;
    for (bool included : {false, true}) {
        bool sectionOpen = false;
        if (const QList<PdfBlock> scope = included ? inclusionRows() : QList<PdfBlock>(); !scope.isEmpty()) {
            result.append(sectionBlock(m_text.text(L::IncludedSection)));
            sectionOpen = true;
            result += scope;
        }
        for (int i = 0; i < m_quote.lines.size(); ++i) {
            const QuoteLine &line = m_quote.lines.at(i);
            if (line.included != included)
                continue;
            if (!sectionOpen)
                result.append(sectionBlock(m_text.text(included ? L::IncludedSection : L::ChargedSection)));
            sectionOpen = true;
            anyShare = anyShare || (!included && line.sharePpm != Ppm::kWhole);
            anyCharged = anyCharged || !included;
            result.append(included ? includedRow(line, lineNumber(i)) : chargedRow(line, lineNumber(i)));
        }
    }
    if (!result.isEmpty())
        result.first().spaceBeforePx = mm(5);
    // How every amount is made from the columns beside it, stated once under the table.
    QStringList legend;
    if (anyCharged)
        legend << m_text.roundingText(L::AmountRule, m_quote.currency);
    if (anyShare)
        legend << m_text.text(L::ShareLegend);
    for (const QString &text : std::as_const(legend)) {
        result.append(paragraphBlock(QString(), text, false, m_small));
        result.last().spaceBeforePx = mm(1.5);
    }
    return result;
}

QString QuotePdfContent::oneOffText() const
{
    return m_text.wording().text(QuoteText::Context, QuoteText::OneOffUnit);
}

PdfBlock QuotePdfContent::totalsBlock() const
{
    // The rows every surface shows (quoteTotalRows()): with one-off lines the recurring part, the
    // one-off part and the first invoice, each total in bold.
    const QString vatRate = formatBasisPoints(m_quote.vatBasisPoints);
    const QString vatLabel = m_text.text(m_quote.pricesIncludeVat ? L::VatContained : L::Vat).arg(vatRate);
    const QString totalLabel = m_text.text(m_quote.total.isFixed() ? L::Total : L::TotalRange);
    const auto money = [this](const MoneyRange &r) { return formatMoneyRange(r, m_quote.currency, RangeStyle::Compact); };
    const QList<QuoteTotalRow> totals = quoteTotalRows(m_quote);
    QList<QList<PdfCell>> rows;
    QList<bool> bold;
    for (const QuoteTotalRow &row : totals) {
        const QString label = row.label ? m_text.wording().text(QuoteText::Context, row.label)
            : row.kind == QuoteTotalRow::Kind::Subtotal ? m_text.text(L::Subtotal)
            : row.kind == QuoteTotalRow::Kind::Vat      ? vatLabel
                                                        : totalLabel;
        rows.append({{label}, {money(row.amount), 1, kRight}});
        bold.append(row.kind == QuoteTotalRow::Kind::Total);
    }
    // The label column widens to its widest label (in bold for a total) when that is wider than the
    // usual 34 %: "First invoice (first month + one-off)" would otherwise wrap onto two lines. The
    // amount column keeps its width, so the block reaches further left under the line table, never
    // past the page's text width; a quote whose labels fit is laid out as before.
    const qreal padding = cellPaddingPx(m_device);
    const qreal usualWidth = m_widthPx * (1 - kTotalsIndent);
    const qreal amountWidth = kTotalsAmountFraction * usualWidth;
    qreal labelWidth = (1 - kTotalsAmountFraction) * usualWidth;
    for (int r = 0; r < rows.size(); ++r)
        labelWidth = qMax(labelWidth, PdfTable::naturalWidth(rows[r][0].text, bold[r] ? m_bold : m_body, m_device, padding));
    const qreal width = qMin(m_widthPx, labelWidth + amountWidth);
    const bool wider = width > usualWidth;
    const PdfTable table =
        wider ? PdfTable(m_device, {1 - amountWidth / width, amountWidth / width}, width, padding) : m_totals;
    QList<qreal> heights;
    PdfBlock block;
    for (int r = 0; r < rows.size(); ++r) {
        heights.append(table.rowHeight(rows[r], bold[r] ? m_bold : m_body));
        block.heightPx += heights.last();
    }
    block.spaceBeforePx = mm(4);
    block.paint = [this, table, wider, width, rows, heights, bold](QPainter *p, const QRectF &rect) {
        qreal y = rect.top();
        const qreal left = wider ? qMax(rect.left(), rect.right() - width) : rect.left() + kTotalsIndent * rect.width();
        for (int r = 0; r < rows.size(); ++r) {
            const bool last = r == rows.size() - 1; // what the customer pays first
            table.paintRow(p, QRectF(left, y, rect.right() - left, heights[r]), rows[r],
                           bold[r] ? m_bold : m_body, last ? kHeadBackground : QColor());
            y += heights[r];
        }
    };
    return block;
}

PdfBlock QuotePdfContent::paragraphBlock(const QString &title, const QString &body, bool highlighted,
                                         const QFont &bodyFont) const
{
    const qreal pad = highlighted ? mm(2) : 0;
    const QFontMetricsF titleMetrics(m_bold, m_device);
    const qreal titleHeight = title.isEmpty() ? 0 : titleMetrics.height() + mm(0.8);
    // Wrapped inside the margin even where the notes hold a word longer than the line.
    const qreal bodyHeight = PdfWrappedText::height(body, bodyFont, m_widthPx - 2 * pad, m_device);
    PdfBlock block;
    block.heightPx = titleHeight + bodyHeight + 2 * pad;
    block.spaceBeforePx = mm(4);
    block.paint = [=, this](QPainter *p, const QRectF &rect) {
        if (highlighted) {
            p->setPen(QPen(kNoticeBorder, mm(0.4)));
            p->setBrush(kEstimateBackground);
            p->drawRect(rect);
        }
        const QRectF inner = rect.adjusted(pad, pad, -pad, -pad);
        p->setPen(Qt::black);
        p->setFont(m_bold);
        p->drawText(inner, Qt::AlignLeft | Qt::AlignTop, title);
        PdfWrappedText::draw(p, inner.adjusted(0, titleHeight, 0, 0), body, bodyFont);
    };
    return block;
}

QString QuotePdfContent::rangeNotice(bool estimates) const
{
    QStringList refs;
    for (int i = 0; i < m_quote.lines.size(); ++i) {
        const QuoteLine &line = m_quote.lines.at(i);
        if (!line.included && (estimates ? line.isEstimate() : line.isPublishedRange()))
            refs << m_text.text(L::LineRef).arg(lineNumber(i)) + QLatin1Char(' ')
                        + m_text.description(line.description, line.descriptionZh);
    }
    return m_text.text(estimates ? L::EstimateNotice : L::PublishedRangeNotice)
        .arg(refs.join(m_text.text(L::ListSeparator)));
}

PdfBlock QuotePdfContent::warningBlock() const
{
    QStringList lines;
    for (const QString &warning : m_quote.warnings)
        lines << QStringLiteral("- ") + warning;
    PdfBlock block = paragraphBlock(m_text.text(L::WarningsTitle), lines.join(QLatin1Char('\n')), true, m_body);
    const auto paint = block.paint;
    block.paint = [this, paint](QPainter *p, const QRectF &rect) {
        // Drawn over the notice frame: red, so that an incomplete quote cannot pass for a complete one.
        p->save();
        p->setPen(QPen(kMissingBorder, mm(0.6)));
        p->setBrush(kMissingBackground);
        p->drawRect(rect);
        p->restore();
        paint(p, rect);
    };
    return block;
}

QList<PdfBlock> QuotePdfContent::closingBlocks() const
{
    QList<PdfBlock> result{totalsBlock()};
    if (!m_quote.warnings.isEmpty())
        result.append(warningBlock());
    if (m_quote.hasEstimates())
        result.append(paragraphBlock(m_text.text(L::Estimate), rangeNotice(true), true, m_body));
    if (m_quote.hasPublishedRanges())
        result.append(paragraphBlock(m_text.text(L::PublishedRange), rangeNotice(false), true, m_body));
    const L rule = m_quote.roundingPolicy == RoundingPolicy::PerLine ? L::RoundingRule : L::RoundingRulePerDocument;
    result.append(paragraphBlock(m_text.text(L::RoundingRuleTitle), m_text.roundingText(rule, m_quote.currency),
                                 false, m_body));
    // One block per paragraph so that long notes flow over pages instead of being clipped.
    QStringList notes;
    for (const QString &paragraph : m_quote.settings.notes.trimmed().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        notes += pageSizedPieces(paragraph);
    for (int i = 0; i < notes.size(); ++i) {
        result.append(paragraphBlock(i == 0 ? m_text.text(L::Notes) : QString(), notes.at(i), false, m_body));
        if (i > 0)
            result.last().spaceBeforePx = mm(1);
    }
    result += m_sections.blocks();
    return result;
}

QString QuotePdfContent::drawnText() const
{
    QString text;
    for (char16_t c = 0x20; c < 0x7F; ++c) // digits, separators, brackets: always genuine
        text += QChar(c);
    text += QChar(0x2026); // the ellipsis of an elided header
    for (int label = 0; label < int(L::Count); ++label)
        text += m_text.text(L(label));
    for (PriceUnit unit : {PriceUnit::PerMonth, PriceUnit::PerPortMonth, PriceUnit::PerMbpsMonth,
                           PriceUnit::PerKwh, PriceUnit::OneOff, PriceUnit::PerHour, PriceUnit::Kw,
                           PriceUnit::PerTbMonth})
        text += m_text.quantity(2, unit) + m_text.quantity(1, unit);
    const QuoteSettings &s = m_quote.settings;
    text += s.quoteNumber + s.customer + s.salesEngineer + s.notes + m_quote.currency;
    for (const QuoteLine &line : m_quote.lines)
        text += m_text.description(line.description, line.descriptionZh) + noteOf(line) + line.discountName
            + m_text.manualQuantity(line.quantity, line.unit, line.perHour);
    text += inclusionsText(Inclusions(0x3F), m_text.isChinese());
    for (const char *source : {QuoteText::OneOffUnit, QuoteText::MonthlyCharges, QuoteText::AnnualCharges,
                               QuoteText::HourlyCharges, QuoteText::MonthlyTotal, QuoteText::AnnualTotal,
                               QuoteText::HourlyTotal, QuoteText::OneOffCharges, QuoteText::OneOffTotal,
                               QuoteText::FirstInvoice, QuoteText::FirstInvoiceHourly, QuoteText::AnnualWithOneOff})
        text += m_text.wording().text(QuoteText::Context, source);
    text += m_quote.warnings.join(QString()) + m_quote.assumptions.join(QString());
    return text + m_sections.drawnText();
}

QString QuotePdfContent::numberText() const
{
    return m_quote.draft ? m_text.text(L::DraftMark) : m_quote.settings.quoteNumber;
}

QString QuotePdfContent::headerText() const
{
    return m_text.text(L::HeaderQuote).arg(numberText());
}

QString QuotePdfContent::footerText() const
{
    return m_text.text(L::Title) + QStringLiteral(" ") + numberText();
}

} // namespace cq
