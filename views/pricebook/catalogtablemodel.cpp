#include "catalogtablemodel.h"

#include <QBrush>
#include <QLocale>
#include <QPalette>
#include <QGuiApplication>

namespace cq {

CatalogTableModel::CatalogTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void CatalogTableModel::setCatalog(const Catalog &catalog)
{
    beginResetModel();
    load(catalog);
    endResetModel();
}

int CatalogTableModel::rowOf(const QString &key) const
{
    for (int row = 0; row < modelCount(); ++row) {
        if (this->key(row) == key)
            return row;
    }
    return -1;
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : modelCount();
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(headers().size());
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= modelCount() || index.column() >= columnCount())
        return {};
    const bool retired = isRetired(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant value = cell(index.row(), index.column());
        if (retired && index.column() == NameColumn)
            return tr("%1 (retired)").arg(value.toString());
        return value;
    }
    case Qt::ForegroundRole:
        if (retired)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::ToolTipRole:
        if (retired)
            return tr("Retired: kept for the designs and issued quotes that use it, no longer offered for new ones.");
        return cell(index.row(), index.column()); // the whole text of a column capped by fitColumns()
    case Qt::TextAlignmentRole:
        if (isNumeric(index.column()))
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return headers().value(section);
}

QString CatalogTableModel::number(double value, int decimals)
{
    QString text = QLocale::c().toString(value, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

QString CatalogTableModel::stated(double value, int decimals)
{
    return value == 0 ? QString() : number(value, decimals);
}

} // namespace cq
