#include "quotetablemodel.h"

#include "format/moneyformat.h"
#include "quote/quotebuilder.h"
#include "unitformat.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>

namespace cq {

QuoteTableModel::QuoteTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void QuoteTableModel::setQuote(const Quote &quote)
{
    beginResetModel();
    m_quote = quote;
    m_totals = quoteTotalRows(m_quote);
    endResetModel();
}

QuoteTableModel::RowKind QuoteTableModel::rowKind(int row) const
{
    const int lines = int(m_quote.lines.size());
    if (row < lines)
        return RowKind::Line;
    switch (m_totals.value(row - lines).kind) {
    case QuoteTotalRow::Kind::Subtotal: return RowKind::Subtotal;
    case QuoteTotalRow::Kind::Vat: return RowKind::Vat;
    case QuoteTotalRow::Kind::Total: break;
    }
    return RowKind::Total;
}

int QuoteTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_quote.lines.size()) + summaryRows();
}

int QuoteTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant QuoteTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::Alignment(isNumeric(index.column()) ? Qt::AlignRight | Qt::AlignVCenter
                                                                           : Qt::AlignLeft | Qt::AlignVCenter));
    const int lines = int(m_quote.lines.size());
    if (index.row() < lines)
        return lineData(m_quote.lines.at(index.row()), index.column(), role);
    return summaryData(m_totals.at(index.row() - lines), index.column(), role);
}

QVariant QuoteTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ItemColumn: return tr("Item");
    case QuantityColumn: return tr("Qty");
    case UnitColumn: return tr("Unit");
    case UnitPriceColumn: return tr("Unit price (%1)").arg(m_quote.currency);
    case MonthsColumn: return tr("Months");
    case ShareColumn: return tr("Share");
    case DiscountColumn: return tr("Discount");
    case AmountColumn: return tr("Amount (%1)").arg(m_quote.currency);
    case KindColumn: return tr("Kind");
    default: return {};
    }
}

QVariant QuoteTableModel::lineData(const QuoteLine &line, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return lineText(line, column);
    case Qt::FontRole:
        if (line.isRange()) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::ForegroundRole:
        return line.priceMissing ? QVariant(QColor(0xB7, 0x1C, 0x1C)) : QVariant();
    case Qt::ToolTipRole:
        if (line.priceMissing)
            return tr("No price in the price book: add one before sending the quote");
        if (line.isEstimate())
            return tr("Estimate (以咨询为准): ask for a binding price");
        if (line.isPublishedRange())
            return tr("Published list price range: the price within it is fixed on order");
        if (!line.included && line.includes != Inclusions()) { // what the price includes is charged nowhere else
            const bool chinese = QLocale().language() == QLocale::Chinese;
            const QString includes = tr("The price includes %1").arg(inclusionsText(line.includes, chinese));
            return line.note.isEmpty() ? includes : line.note + QLatin1Char('\n') + includes;
        }
        return line.note.isEmpty() ? QVariant() : QVariant(line.note);
    default:
        return {};
    }
}

QString QuoteTableModel::lineText(const QuoteLine &line, int column) const
{
    switch (column) {
    case ItemColumn: {
        // Chinese UI: the Chinese description when the price book has one.
        const bool chinese = QLocale().language() == QLocale::Chinese && !line.descriptionZh.isEmpty();
        const QString description = chinese ? line.descriptionZh : line.description;
        // The note says what an included line covers, e.g. the servers' kW for power.
        return line.note.isEmpty() ? description : description + QStringLiteral(" \u2014 ") + line.note;
    }
    // An included line (包内) shows what the customer gets (1 switch, 32 ports, 26.75 kW) but
    // no price arithmetic: it is never charged, as the CLI text and the PDF's included block say.
    case QuantityColumn: return trimmedNumber(line.quantity, 2);
    case UnitColumn:
        return line.oneOff ? QCoreApplication::translate(QuoteText::Context, QuoteText::OneOffUnit)
            : line.perHour ? tr("hour")
                           : priceUnitText(line.unit);
    case UnitPriceColumn:
        return line.priceMissing ? tr("price missing") : line.included ? QString() : formatMoneyRange(line.unitPrice);
    // Charged once: no months (the unit says one-off), as in the PDF.
    case MonthsColumn: return line.included ? QString() : line.oneOff ? QStringLiteral("-") : QString::number(line.months);
    case ShareColumn: return line.included ? QString() : formatPpm(line.sharePpm);
    case DiscountColumn: return line.included ? QString() : formatLineDiscount(line.discountPpm, line.targetPrice);
    case AmountColumn:
        return line.priceMissing ? tr("price missing") : line.included ? tr("included") : formatMoneyRange(line.amount);
    case KindColumn: return quoteLineKindText(line);
    default: return {};
    }
}

QVariant QuoteTableModel::summaryData(const QuoteTotalRow &row, int column, int role) const
{
    const MoneyRange amount = row.amount;
    const bool total = row.kind == QuoteTotalRow::Kind::Total;
    if (role == Qt::FontRole) {
        QFont font;
        font.setBold(total);
        font.setItalic(!amount.isFixed()); // a sum with an estimate in it is an estimate
        return font;
    }
    if (role == Qt::ToolTipRole && !amount.isFixed())
        return tr("Contains estimates (以咨询为准): the binding price may lie anywhere in this range");
    if (role != Qt::DisplayRole)
        return {};
    if (column == AmountColumn)
        return formatMoneyRange(amount);
    if (column != ItemColumn)
        return {};
    if (row.label) // the parts of a quote with one-off lines: "Monthly total", "One-off total", ...
        return QCoreApplication::translate(QuoteText::Context, row.label);
    switch (row.kind) {
    case QuoteTotalRow::Kind::Subtotal: return tr("Subtotal");
    case QuoteTotalRow::Kind::Vat:
        return m_quote.pricesIncludeVat ? tr("VAT %1 (included in prices)").arg(formatBasisPoints(m_quote.vatBasisPoints))
                                        : tr("VAT %1").arg(formatBasisPoints(m_quote.vatBasisPoints));
    case QuoteTotalRow::Kind::Total: break;
    }
    return tr("Total");
}

bool QuoteTableModel::isNumeric(int column)
{
    return column == QuantityColumn || column == UnitPriceColumn || column == MonthsColumn
        || column == ShareColumn || column == DiscountColumn || column == AmountColumn;
}

QString quoteLineKindText(const QuoteLine &line)
{
    if (line.priceMissing)
        return QuoteTableModel::tr("Price missing");
    if (line.included)
        return QuoteTableModel::tr("Included");
    if (line.isPublishedRange())
        return QuoteTableModel::tr("Published range");
    return line.isEstimate() ? QuoteTableModel::tr("Estimate") : QuoteTableModel::tr("List");
}

QString priceUnitText(PriceUnit unit)
{
    switch (unit) {
    case PriceUnit::PerMonth: return QuoteTableModel::tr("month");
    case PriceUnit::PerPortMonth: return QuoteTableModel::tr("port-month");
    case PriceUnit::PerMbpsMonth: return QuoteTableModel::tr("Mb/s-month");
    case PriceUnit::PerKwh: return QuoteTableModel::tr("kWh");
    case PriceUnit::OneOff: return QuoteTableModel::tr("one-off");
    case PriceUnit::PerHour: return QuoteTableModel::tr("hour");
    case PriceUnit::Kw: return QuoteTableModel::tr("kW");
    case PriceUnit::PerTbMonth: return QuoteTableModel::tr("TB-month");
    }
    return {};
}

} // namespace cq
