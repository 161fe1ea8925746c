#pragma once

#include "domain/priceitem.h"

#include <QAbstractTableModel>
#include <QList>
#include <optional>

namespace cq {

/**
 * The price items of a price book as an editable table. Money is edited as decimal text
 * ("35888.00", at most two decimals) and stored as fen; a bad entry is refused (setData
 * returns false) and lastError() says why. The internal cost and margin columns exist only
 * in internal mode: in customer mode columnCount() stops before them, so no view, export
 * or screenshot of the table can show them.
 */
class PriceBookTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SkuColumn, NameColumn, NameZhColumn, FamilyColumn, RegionColumn, UnitColumn, KindColumn,
        MinColumn, MaxColumn, IncludedColumn,
        IncludesColumn, ///< what a server SKU's price includes, inclusionsKey() text
        SourceColumn,
        CostColumn,   ///< internal only
        MarginColumn, ///< internal only, read-only: (min price - cost) / min price
        ColumnCount
    };

    explicit PriceBookTableModel(QObject *parent = nullptr);

    void setItems(const QList<PriceItem> &items);
    QList<PriceItem> items() const { return m_items; }
    void setInternalMode(bool internal);
    bool isInternalMode() const { return m_internal; }
    /** Appends an empty list-price item named "NEW-<n>"; returns its row. */
    int addItem();
    void removeItem(int row);
    /** What the price of @p sku includes (its first item), or nullopt when no item has that SKU. */
    std::optional<Inclusions> inclusionsOf(const QString &sku) const;
    /** Sets what the price of @p sku includes on every item of that SKU (all regions). */
    void setInclusions(const QString &sku, Inclusions inclusions);
    QString lastError() const { return m_lastError; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    /** "12.50 %" margin of @p item on its minimum price; empty when the price is 0. */
    static QString marginText(const PriceItem &item);

private:
    QVariant displayValue(const PriceItem &item, int column) const;
    bool setMoney(Money *target, const QString &text);
    bool setValue(PriceItem *item, int column, const QVariant &value);

    QList<PriceItem> m_items;
    bool m_internal = false;
    QString m_lastError;
};

} // namespace cq
