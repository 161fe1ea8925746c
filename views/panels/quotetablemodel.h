#pragma once

#include "quote/quote.h"

#include <QAbstractTableModel>

namespace cq {

/**
 * The lines of a Quote as a read-only table, followed by subtotal, VAT and total rows.
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
    /** Number of summary rows after the lines. */
    static constexpr int SummaryRows = 3;

    explicit QuoteTableModel(QObject *parent = nullptr);

    void setQuote(const Quote &quote);
    const Quote &quote() const { return m_quote; }
    RowKind rowKind(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant lineData(const QuoteLine &line, int column, int role) const;
    QString lineText(const QuoteLine &line, int column) const;
    QVariant summaryData(RowKind kind, int column, int role) const;
    static bool isNumeric(int column);

    Quote m_quote;
};

/** "List", "Estimate" or "Included", translated. */
QString quoteLineKindText(const QuoteLine &line);
/** "month", "port-month", "Mb/s-month", "kWh", "one-off", translated. */
QString priceUnitText(PriceUnit unit);

} // namespace cq
