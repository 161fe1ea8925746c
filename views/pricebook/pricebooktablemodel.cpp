#include "pricebooktablemodel.h"

#include "format/moneyformat.h"

namespace cq {

PriceBookTableModel::PriceBookTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void PriceBookTableModel::setItems(const QList<PriceItem> &items)
{
    beginResetModel();
    m_items = items;
    endResetModel();
}

void PriceBookTableModel::setInternalMode(bool internal)
{
    if (internal == m_internal)
        return;
    beginResetModel();
    m_internal = internal;
    endResetModel();
}

int PriceBookTableModel::addItem()
{
    const int row = int(m_items.size());
    beginInsertRows({}, row, row);
    PriceItem item;
    item.sku = QStringLiteral("NEW-%1").arg(row + 1);
    item.name = tr("New item");
    m_items.append(item);
    endInsertRows();
    return row;
}

void PriceBookTableModel::removeItem(int row)
{
    if (row < 0 || row >= m_items.size())
        return;
    beginRemoveRows({}, row, row);
    m_items.removeAt(row);
    endRemoveRows();
}

std::optional<Inclusions> PriceBookTableModel::inclusionsOf(const QString &sku) const
{
    for (const PriceItem &item : m_items) {
        if (item.sku == sku)
            return item.inclusions;
    }
    return std::nullopt;
}

void PriceBookTableModel::setInclusions(const QString &sku, Inclusions inclusions)
{
    for (int row = 0; row < m_items.size(); ++row) {
        if (m_items.at(row).sku == sku && m_items.at(row).inclusions != inclusions) {
            m_items[row].inclusions = inclusions;
            emit dataChanged(index(row, IncludesColumn), index(row, IncludesColumn));
        }
    }
}

int PriceBookTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int PriceBookTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_internal ? ColumnCount : CostColumn;
}

QString PriceBookTableModel::marginText(const PriceItem &item)
{
    const qint64 price = item.price.min.fen();
    if (price <= 0)
        return {};
    // Margin in basis points of the price, rounded half away from zero like every amount.
    const qint64 marginBp = Money(price - item.cost.fen()).mulDivRound(10000, price).fen();
    return formatBasisPoints(int(marginBp));
}

QVariant PriceBookTableModel::displayValue(const PriceItem &item, int column) const
{
    switch (column) {
    case SkuColumn: return item.sku;
    case NameColumn: return item.name;
    case NameZhColumn: return item.nameZh;
    case FamilyColumn: return item.family;
    case RegionColumn: return item.region;
    case UnitColumn: return priceUnitKey(item.unit);
    case KindColumn: return priceKindKey(item.kind);
    case MinColumn: return item.price.min.toDecimalString();
    case MaxColumn: return item.price.max.toDecimalString();
    case IncludedColumn: return {};
    case IncludesColumn: return inclusionsKey(item.inclusions);
    case SourceColumn: return item.source;
    case CostColumn: return item.cost.toDecimalString();
    case MarginColumn: return marginText(item);
    }
    return {};
}

QVariant PriceBookTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_items.size() || index.column() >= columnCount())
        return {};
    const PriceItem &item = m_items.at(index.row());
    if (role == Qt::CheckStateRole && index.column() == IncludedColumn)
        return item.includedInRent ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return displayValue(item, index.column());
    if (role == Qt::TextAlignmentRole && index.column() >= MinColumn && index.column() != IncludedColumn
        && index.column() != IncludesColumn && index.column() != SourceColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == UnitColumn)
        return tr("One of: month, hour, port-month, mbps-month, kwh, one-off");
    if (role == Qt::ToolTipRole && index.column() == IncludesColumn)
        return tr("What a server's price includes, never charged again: a comma-separated list of %1")
            .arg(inclusionsKey(Inclusions(0x3F)));
    return {};
}

bool PriceBookTableModel::setMoney(Money *target, const QString &text)
{
    Money value;
    if (!Money::fromDecimalString(text, &value) || value.fen() < 0) {
        m_lastError = tr("\"%1\" is not an amount >= 0 with at most two decimals.").arg(text);
        return false;
    }
    *target = value;
    return true;
}

bool PriceBookTableModel::setValue(PriceItem *item, int column, const QVariant &value)
{
    const QString text = value.toString().trimmed();
    switch (column) {
    case SkuColumn:
    case NameColumn:
        if (text.isEmpty()) {
            m_lastError = tr("The SKU and the name cannot be empty.");
            return false;
        }
        (column == SkuColumn ? item->sku : item->name) = text;
        return true;
    case NameZhColumn: item->nameZh = text; return true;
    case FamilyColumn: item->family = text; return true;
    case RegionColumn: item->region = text; return true;
    case SourceColumn: item->source = value.toString(); return true;
    case UnitColumn:
        if (priceUnitFromKey(text, &item->unit))
            return true;
        m_lastError = tr("Unknown unit \"%1\".").arg(text);
        return false;
    case KindColumn:
        if (priceKindFromKey(text, &item->kind))
            return true;
        m_lastError = tr("Kind must be list or estimate, not \"%1\".").arg(text);
        return false;
    case IncludesColumn:
        if (inclusionsFromKey(text, &item->inclusions))
            return true;
        m_lastError = tr("\"%1\" is not a comma-separated list of %2.").arg(text, inclusionsKey(Inclusions(0x3F)));
        return false;
    case MinColumn: return setMoney(&item->price.min, text);
    case MaxColumn: return setMoney(&item->price.max, text);
    case CostColumn: return setMoney(&item->cost, text);
    }
    return false;
}

bool PriceBookTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_items.size() || index.column() >= columnCount())
        return false;
    PriceItem item = m_items.at(index.row());
    bool ok = false;
    if (role == Qt::CheckStateRole && index.column() == IncludedColumn) {
        item.includedInRent = value.toInt() == Qt::Checked;
        ok = true;
    } else if (role == Qt::EditRole) {
        ok = setValue(&item, index.column(), value);
    }
    if (ok && item.price.min > item.price.max) {
        // Editing one end past the other moves both: a list price typed into "min" stays fixed.
        (index.column() == MinColumn ? item.price.max : item.price.min) = index.column() == MinColumn ? item.price.min
                                                                                                      : item.price.max;
    }
    if (!ok)
        return false;
    m_lastError.clear();
    m_items[index.row()] = item;
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), columnCount() - 1));
    return true;
}

QVariant PriceBookTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SkuColumn: return tr("SKU");
    case NameColumn: return tr("Name");
    case NameZhColumn: return tr("Name (Chinese)");
    case FamilyColumn: return tr("Discount family");
    case RegionColumn: return tr("Region");
    case UnitColumn: return tr("Unit");
    case KindColumn: return tr("List / estimate");
    case MinColumn: return tr("Price min");
    case MaxColumn: return tr("Price max");
    case IncludedColumn: return tr("Included in rent");
    case IncludesColumn: return tr("Price includes");
    case SourceColumn: return tr("Source");
    case CostColumn: return tr("Internal cost");
    case MarginColumn: return tr("Margin");
    }
    return {};
}

Qt::ItemFlags PriceBookTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.column() == IncludedColumn)
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable;
    if (index.column() == MarginColumn)
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

} // namespace cq
