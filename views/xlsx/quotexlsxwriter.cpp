#include "quotexlsxwriter.h"

#include "format/moneyformat.h"
#include "pdf/quotepdftext.h"
#include "quote/quotebuilder.h"
#include "quote/quotetotalrows.h"
#include "xlsxworkbook.h"

#include <QDate>
#include <QHash>

namespace cq {

namespace {

using L = QuotePdfText::Label;

// The sheet's columns, 0-based (A = 0).
enum Col {
    ColNumber, ColSku, ColItem, ColQuantity, ColUnit, ColUnitMin, ColUnitMax, ColMonths, ColShare, ColDiscount,
    ColAmountMin, ColAmountMax, ColVatMin, ColVatMax, ColKind, ColNote, ColCount
};

constexpr int kHeaderRow = 5; // rows 0-3: title, number, customer, date and term; row 4 empty
constexpr int kFullBp = 10000;

constexpr char kContext[] = "cq::QuoteXlsxWriter";

/**
 * The workbook's own wording (the labels it shares with the PDF come from QuotePdfText): English
 * source texts of context "cq::QuoteXlsxWriter", translated through the quote's DocumentWording,
 * so the workbook follows the same catalogue and language as the quote PDF.
 */
struct SheetText {
    const DocumentWording &wording;
    QString text(const char *source) const { return wording.text(kContext, source); }
    QString sheetName() const { return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "Quote")); }
    QString sku() const { return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "SKU")); }
    QString unit() const { return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "Unit")); }
    QString unitPrice(const QString &currency) const
    {
        return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "Unit price (%1)")).arg(currency);
    }
    QString min(const QString &head) const { return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "%1 min")).arg(head); }
    QString max(const QString &head) const { return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "%1 max")).arg(head); }
    QString kind() const { return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "Kind")); }
    QString note() const { return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "Note")); }
    QString listPrice() const { return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "List price")); }
    QString priceIncludes(const QString &what) const
    {
        return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "the price includes %1")).arg(what);
    }
    /** The unit word of @p line; in an hourly quote (@p hourlyTerm) every monthly unit says hours. */
    QString unitName(const QuoteLine &line, bool hourlyTerm) const
    {
        // Hourly term: a monthly unit is priced per hour ("port-month" -> "port-hour"). A line
        // included in rent (power as kW of load) has no hourly price, but its kW are per hour too.
        const bool hour = line.perHour || hourlyTerm;
        switch (line.unit) {
        case PriceUnit::PerMonth:
            return hour ? text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "hour"))
                        : text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "month"));
        case PriceUnit::PerPortMonth:
            return hour ? text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "port-hour"))
                        : text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "port-month"));
        case PriceUnit::PerMbpsMonth:
            return hour ? text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "Mb/s-hour"))
                        : text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "Mb/s-month"));
        case PriceUnit::PerKwh: return QStringLiteral("kWh");
        case PriceUnit::OneOff: return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "one-off"));
        case PriceUnit::PerHour: return text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "hour"));
        case PriceUnit::Kw:
            return hour ? text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "kW-hour"))
                        : text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "kW-month"));
        case PriceUnit::PerTbMonth:
            return hour ? text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "TB-hour"))
                        : text(QT_TRANSLATE_NOOP("cq::QuoteXlsxWriter", "TB-month"));
        }
        return {};
    }
};

/** Writes the quote's rows; one instance per export. */
class QuoteSheet
{
public:
    QuoteSheet(const Quote &quote, XlsxSheet sheet, const QuotePdfText &text)
        : m_quote(quote), m_sheet(sheet), m_text(text), m_own{m_text.wording()}
    {
    }

    void write()
    {
        writeHead();
        writeColumnHeads();
        int row = kHeaderRow + 1;
        for (int i = 0; i < m_quote.lines.size(); ++i)
            writeLine(row++, i + 1, m_quote.lines.at(i));
        row = writeTotals(row, kHeaderRow + 1, row - 1);
        writeNotes(row + 1);
        setWidths();
        m_sheet.freezeRows(kHeaderRow + 1);
    }

private:
    void writeHead()
    {
        m_sheet.writeText(0, 0, m_text.text(L::Title), XlsxStyle::Bold);
        m_sheet.writeText(1, 0, m_text.text(L::QuoteNumber));
        // A draft has no number: it says DRAFT where the number would be, as the PDF does.
        m_sheet.writeText(1, ColItem, m_quote.draft ? m_text.text(L::DraftMark) : m_quote.settings.quoteNumber,
                          m_quote.draft ? XlsxStyle::Bold : XlsxStyle::Plain);
        m_sheet.writeText(2, 0, m_text.text(L::Customer));
        m_sheet.writeText(2, ColItem, m_quote.settings.customer);
        const QDate date = m_quote.settings.date.isValid() ? m_quote.settings.date : QDate::currentDate();
        m_sheet.writeText(3, 0, m_text.text(L::Date));
        m_sheet.writeText(3, ColItem, date.toString(Qt::ISODate));
        const Term term = m_quote.settings.term;
        m_sheet.writeText(3, ColQuantity, m_text.text(L::Term));
        m_sheet.writeText(3, ColUnit, m_text.text(term == Term::Annual ? L::Annual : term == Term::Hourly ? L::Hourly
                                                                                                          : L::Monthly));
    }

    void writeColumnHeads()
    {
        const QString unitPrice = m_own.unitPrice(m_quote.currency);
        const QString amount = m_text.text(L::ColAmount).arg(m_quote.currency);
        const QString vat = m_text.text(L::Vat).arg(formatBasisPoints(m_quote.vatBasisPoints));
        const QStringList heads{m_text.text(L::ColNumber), m_own.sku(), m_text.text(L::ColItem),
                                m_text.text(L::ColQuantity), m_own.unit(), m_own.min(unitPrice), m_own.max(unitPrice),
                                m_text.text(m_quote.settings.term == Term::Hourly ? L::ColHours : L::ColMonths),
                                m_text.text(L::ColShare), m_text.text(L::ColDiscount), m_own.min(amount),
                                m_own.max(amount), m_own.min(vat), m_own.max(vat), m_own.kind(), m_own.note()};
        for (int c = 0; c < heads.size(); ++c)
            m_sheet.writeText(kHeaderRow, c, heads.at(c), XlsxStyle::Header);
    }

    QString kindText(const QuoteLine &line) const
    {
        if (line.priceMissing)
            return m_text.text(L::PriceMissing);
        if (line.included)
            return m_text.text(L::Included);
        if (line.isEstimate())
            return m_text.text(L::Estimate);
        return line.isPublishedRange() ? m_text.text(L::PublishedRange) : m_own.listPrice();
    }

    void writeLine(int row, int number, const QuoteLine &line)
    {
        m_sheet.writeNumber(row, ColNumber, number);
        m_sheet.writeText(row, ColSku, line.sku);
        m_sheet.writeText(row, ColItem, m_text.description(line.description, line.descriptionZh),
                          !line.included && line.isRange() ? XlsxStyle::Italic : XlsxStyle::Plain);
        m_sheet.writeDecimal(row, ColQuantity, qRound64(line.quantity * 1000), 3); // milli-units, as entered
        m_sheet.writeText(row, ColUnit, m_own.unitName(line, m_quote.settings.term == Term::Hourly));
        m_sheet.writeText(row, ColKind, kindText(line));
        QString note = line.note;
        if (!line.included && line.includes != Inclusions()) // what the price includes is charged nowhere else
            note += (note.isEmpty() ? QString() : QStringLiteral("; "))
                  + m_own.priceIncludes(inclusionsText(line.includes, m_text.isChinese()));
        m_sheet.writeText(row, ColNote, note);
        if (line.priceMissing) { // never a silent 0.00
            m_sheet.writeText(row, ColUnitMin, m_text.text(L::PriceMissing), XlsxStyle::Bold);
            m_sheet.writeText(row, ColAmountMin, m_text.text(L::PriceMissing), XlsxStyle::Bold);
            return;
        }
        if (line.included) { // 包内: what the customer gets, no price arithmetic, never summed
            m_sheet.writeText(row, ColAmountMin, m_text.text(L::Included));
            return;
        }
        const XlsxStyle money = line.isRange() ? XlsxStyle::MoneyItalic : XlsxStyle::Money;
        m_sheet.writeMoney(row, ColUnitMin, line.unitPrice.min, money);
        m_sheet.writeMoney(row, ColUnitMax, line.unitPrice.max, money);
        // One-off: the word in place of months; the totals' SUMIF tells the two parts apart by it.
        if (line.oneOff)
            m_sheet.writeText(row, ColMonths, oneOffText());
        else
            m_sheet.writeNumber(row, ColMonths, line.months);
        m_sheet.writeDecimal(row, ColShare, line.sharePpm, 6, XlsxStyle::Percent);
        if (line.discountPpm != 0)
            m_sheet.writeDecimal(row, ColDiscount, line.discountPpm, 6, XlsxStyle::Percent);
        m_sheet.writeMoney(row, ColAmountMin, line.amount.min, money);
        m_sheet.writeMoney(row, ColAmountMax, line.amount.max, money);
        if (m_quote.roundingPolicy == RoundingPolicy::PerLine) {
            m_sheet.writeMoney(row, ColVatMin, line.vat.min, money);
            m_sheet.writeMoney(row, ColVatMax, line.vat.max, money);
        }
    }

    /** "one-off" (一次性) in the quote's language: a one-off line's months cell. */
    QString oneOffText() const { return m_text.wording().text(QuoteText::Context, QuoteText::OneOffUnit); }

    /**
     * The sum of column @p col over the line rows of @p part: "=SUM(K7:K12)" for the whole quote;
     * for the recurring lines those with a number of months, "=SUMIF(H7:H12,\">0\",K7:K12)"; for
     * the one-off lines those whose months cell says one-off. Empty without lines.
     */
    QString sumOf(int col, int first, int last, QuoteTotalRow::Part part) const
    {
        if (last < first)
            return {};
        const QString range = XlsxSheet::cellReference(first, col) + u':' + XlsxSheet::cellReference(last, col);
        const QString months = XlsxSheet::cellReference(first, ColMonths) + u':' + XlsxSheet::cellReference(last, ColMonths);
        switch (part) {
        case QuoteTotalRow::Part::Recurring: return QStringLiteral("=SUMIF(%1,\">0\",%2)").arg(months, range);
        case QuoteTotalRow::Part::OneOff: return QStringLiteral("=SUMIF(%1,\"%2\",%3)").arg(months, oneOffText(), range);
        case QuoteTotalRow::Part::Whole: break;
        }
        return QStringLiteral("=SUM(%1)").arg(range);
    }

    /** @p formula with @p figure cached when @p exact (the formula gives the figure), else the figure. */
    void writeFigure(int row, int col, const QString &formula, bool exact, Money figure, XlsxStyle style)
    {
        if (exact && !formula.isEmpty())
            m_sheet.writeMoneyFormula(row, col, formula, figure, style);
        else
            m_sheet.writeMoney(row, col, figure, style);
    }

    /** The label of a totals row (quoteTotalRows()): its own, or the PDF's subtotal, VAT and total. */
    QString totalLabel(const QuoteTotalRow &row) const
    {
        if (row.label)
            return m_text.wording().text(QuoteText::Context, row.label);
        switch (row.kind) {
        case QuoteTotalRow::Kind::Subtotal: return m_text.text(L::Subtotal);
        case QuoteTotalRow::Kind::Vat:
            return m_text.text(m_quote.pricesIncludeVat ? L::VatContained : L::Vat)
                .arg(formatBasisPoints(m_quote.vatBasisPoints));
        case QuoteTotalRow::Kind::Total: break;
        }
        return m_text.text(m_quote.total.isFixed() ? L::Total : L::TotalRange);
    }

    /** The sum of the lines' rounded amounts (or VAT, @p vat) in @p part. */
    MoneyRange lineSum(QuoteTotalRow::Part part, bool vat) const
    {
        MoneyRange sum;
        for (const QuoteLine &line : m_quote.lines) {
            // included and price-missing lines carry 0 and their cells no number
            if (part == QuoteTotalRow::Part::Whole || line.oneOff == (part == QuoteTotalRow::Part::OneOff))
                sum += vat ? line.vat : line.amount;
        }
        return sum;
    }

    /**
     * The totals rows of quoteTotalRows(), as formulas over the line rows wherever the formula gives
     * the quote's own figure: each part's subtotal a SUM (SUMIF by the months column), its VAT the
     * sum of the lines' VAT (per line) or the subtotal's VAT rounded once (per document), its total
     * subtotal + VAT; the whole quote's total with one-off lines the two parts' totals added.
     */
    int writeTotals(int row, int firstLine, int lastLine)
    {
        const bool perLine = m_quote.roundingPolicy == RoundingPolicy::PerLine;
        const qint64 vatDen = m_quote.pricesIncludeVat ? kFullBp + m_quote.vatBasisPoints : kFullBp;
        const XlsxStyle style = m_quote.total.isFixed() ? XlsxStyle::Money : XlsxStyle::MoneyItalic;
        QHash<int, int> subtotalRows, vatRows, totalRows; // by Part
        for (const QuoteTotalRow &total : quoteTotalRows(m_quote)) {
            const int part = int(total.part);
            const bool isTotal = total.kind == QuoteTotalRow::Kind::Total;
            m_sheet.writeText(row, ColItem, totalLabel(total), XlsxStyle::Bold);
            for (const bool isMax : {false, true}) {
                const int col = isMax ? ColAmountMax : ColAmountMin;
                const auto end = [isMax](const MoneyRange &r) { return isMax ? r.max : r.min; };
                const Money figure = end(total.amount);
                QString formula;
                Money formulaGives;
                if (total.kind == QuoteTotalRow::Kind::Subtotal) {
                    formula = sumOf(col, firstLine, lastLine, total.part);
                    formulaGives = end(lineSum(total.part, false));
                } else if (total.kind == QuoteTotalRow::Kind::Vat) {
                    const int subtotalRow = subtotalRows.value(part);
                    // Per document: the subtotal's VAT rounded once, halves away from zero, as Excel's ROUND does.
                    formula = perLine ? sumOf(isMax ? ColVatMax : ColVatMin, firstLine, lastLine, total.part)
                                      : QStringLiteral("=ROUND(%1*%2/%3,2)")
                                            .arg(XlsxSheet::cellReference(subtotalRow, col))
                                            .arg(m_quote.vatBasisPoints).arg(vatDen);
                    formulaGives = perLine ? end(lineSum(total.part, true))
                                           : end(partSum(total.part).subtotal).mulDivRound(m_quote.vatBasisPoints, vatDen);
                } else if (total.part == QuoteTotalRow::Part::Whole && m_quote.hasOneOff()) {
                    const QuoteTotalRow::Part r = QuoteTotalRow::Part::Recurring, o = QuoteTotalRow::Part::OneOff;
                    formula = QStringLiteral("=%1+%2").arg(XlsxSheet::cellReference(totalRows.value(int(r)), col),
                                                           XlsxSheet::cellReference(totalRows.value(int(o)), col));
                    formulaGives = end(m_quote.recurring.total) + end(m_quote.oneOff.total);
                } else {
                    const QString subtotalCell = XlsxSheet::cellReference(subtotalRows.value(part), col);
                    const QuoteSum sum = partSum(total.part);
                    formula = m_quote.pricesIncludeVat
                        ? QLatin1Char('=') + subtotalCell
                        : QStringLiteral("=%1+%2").arg(subtotalCell, XlsxSheet::cellReference(vatRows.value(part), col));
                    formulaGives = m_quote.pricesIncludeVat ? end(sum.subtotal) : end(sum.subtotal) + end(sum.vat);
                }
                writeFigure(row, col, formula, formulaGives == figure, figure, isTotal ? XlsxStyle::MoneyBold : style);
            }
            (total.kind == QuoteTotalRow::Kind::Subtotal ? subtotalRows
             : total.kind == QuoteTotalRow::Kind::Vat    ? vatRows
                                                         : totalRows).insert(part, row);
            ++row;
        }
        return row;
    }

    /** The figures of @p part as the quote has them (the whole quote's own subtotal, VAT, total). */
    QuoteSum partSum(QuoteTotalRow::Part part) const
    {
        switch (part) {
        case QuoteTotalRow::Part::Recurring: return m_quote.recurring;
        case QuoteTotalRow::Part::OneOff: return m_quote.oneOff;
        case QuoteTotalRow::Part::Whole: break;
        }
        return {m_quote.subtotal, m_quote.vat, m_quote.total};
    }

    void writeNotes(int row)
    {
        QStringList notes;
        if (m_quote.hasEstimates())
            notes << m_text.text(L::EstimateNotice).arg(estimatedLines());
        notes << m_text.roundingText(m_quote.roundingPolicy == RoundingPolicy::PerLine ? L::RoundingRule
                                                                                        : L::RoundingRulePerDocument,
                                     m_quote.currency);
        if (m_quote.draft)
            notes << m_text.text(L::DraftNotice);
        notes << m_quote.assumptions << m_quote.warnings;
        m_sheet.writeText(row++, ColItem, m_text.text(L::Notes), XlsxStyle::Bold);
        for (const QString &note : std::as_const(notes))
            m_sheet.writeText(row++, ColItem, note);
    }

    /** "#2, #4": the estimated lines by number, as the PDF's notice names them. */
    QString estimatedLines() const
    {
        QStringList refs;
        for (int i = 0; i < m_quote.lines.size(); ++i)
            if (!m_quote.lines.at(i).included && m_quote.lines.at(i).isEstimate())
                refs << m_text.text(L::LineRef).arg(i + 1);
        return refs.join(m_text.text(L::ListSeparator));
    }

    void setWidths()
    {
        // Characters of the default font; CJK characters are about two wide.
        m_sheet.setColumnWidth(ColNumber, ColNumber, 5);
        m_sheet.setColumnWidth(ColSku, ColSku, 20);
        m_sheet.setColumnWidth(ColItem, ColItem, 46);
        m_sheet.setColumnWidth(ColQuantity, ColUnit, 11);
        m_sheet.setColumnWidth(ColUnitMin, ColUnitMax, 15);
        m_sheet.setColumnWidth(ColMonths, ColDiscount, 10);
        m_sheet.setColumnWidth(ColAmountMin, ColAmountMax, 16);
        m_sheet.setColumnWidth(ColVatMin, ColVatMax, 13);
        m_sheet.setColumnWidth(ColKind, ColKind, 14);
        m_sheet.setColumnWidth(ColNote, ColNote, 60);
    }

    const Quote &m_quote;
    XlsxSheet m_sheet;
    QuotePdfText m_text;
    SheetText m_own;
};

} // namespace

QString QuoteXlsxWriter::write(const Quote &quote, const QString &path, const QString &language)
{
    XlsxWorkbook book(path);
    const QuotePdfText text(language);
    QuoteSheet(quote, book.addSheet(SheetText{text.wording()}.sheetName()), text).write();
    return book.close();
}

} // namespace cq
