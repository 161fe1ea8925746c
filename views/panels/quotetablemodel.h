#pragma once

#include "quote/quote.h"
#include "quote/quotetotalrows.h"

#include <QAbstractTableModel>

namespace cq {

/**
 * The lines of a Quote as a read-only table, followed by its totals rows (quoteTotalRows():
 * subtotal, VAT and total; with one-off lines the monthly and one-off parts and the first invoice).
 * A one-off line shows "one-off" as its unit and no months.
 * Columns: Item, Qty, Unit, Unit price, Months, Share, Discount, Amount, Kind (List /
 * Estimate / Included); amount = qty x unit price x months x share x (1 - discount).
 * The discount shows four decimals of a percent at most, and the exact price when a
 * rule set a target price ("4.918% → 290.00"). Money is formatted by formatMoneyRange(): "71,776.00", estimates as
 * "25,000.00 – 40,000.00"; numeric columns are right-aligned. Estimate lines are italic
 * and say in their tooltip that the price is not binding (预估价格, 以咨询为准).
 */
class QuoteTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ItemColumn,
        QuantityColumn,
        UnitColumn,
        UnitPriceColumn,
        MonthsColumn,
        ShareColumn,
        DiscountColumn,
        AmountColumn,
        KindColumn,
        ColumnCount
    };
    enum class RowKind { Line, Subtotal, Vat, Total };


    explicit QuoteTableModel(QObject *parent = nullptr);

    void setQuote(const Quote &quote);
    const Quote &quote() const { return m_quote; }
    RowKind rowKind(int row) const;
    /** Number of summary rows after the lines (3, or 7 with one-off lines). */
    int summaryRows() const { return int(m_totals.size()); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant lineData(const QuoteLine &line, int column, int role) const;
    QString lineText(const QuoteLine &line, int column) const;
    QVariant summaryData(const QuoteTotalRow &row, int column, int role) const;
    static bool isNumeric(int column);

    Quote m_quote;
    QList<QuoteTotalRow> m_totals = quoteTotalRows(Quote());
};

/** "List", "Estimate" or "Included", translated. */
QString quoteLineKindText(const QuoteLine &line);
/** "month", "port-month", "Mb/s-month", "kWh", "one-off", translated. */
QString priceUnitText(PriceUnit unit);

} // namespace cq
