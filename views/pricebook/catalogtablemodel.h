#pragma once

#include "catalog/catalog.h"
#include "catalogstore.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace cq {

/**
 * One kind of hardware model of the catalog as a read-only table (editing goes through the
 * kind's form dialog). Rows are in catalog order, so a row is the index in the catalog's
 * list. A retired model is shown greyed with "(retired)" after its name. Subclasses give
 * the columns and cells of their kind.
 */
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit CatalogTableModel(QObject *parent = nullptr);

    /** Reloads the rows from @p catalog (retired models included). */
    void setCatalog(const Catalog &catalog);
    virtual CatalogStore::Kind kind() const = 0;
    /** The GPU id or SKU of @p row. */
    virtual QString key(int row) const = 0;
    virtual bool isRetired(int row) const = 0;
    /** The row whose key is @p key, or -1. */
    int rowOf(const QString &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /** The column of the model's name, which carries "(retired)". */
    static constexpr int NameColumn = 1;

protected:
    /** Takes this kind's list from @p catalog (called between begin/endResetModel). */
    virtual void load(const Catalog &catalog) = 0;
    virtual int modelCount() const = 0;
    /** The column titles, translated. */
    virtual QStringList headers() const = 0;
    /** Display text of a cell. */
    virtual QVariant cell(int row, int column) const = 0;
    /** True for columns of figures (right-aligned). */
    virtual bool isNumeric(int column) const = 0;
    /** A number with at most @p decimals decimals and no trailing zeros ("12.5", "80"). */
    static QString number(double value, int decimals = 2);
    /** A figure whose 0 means "not stated": empty for 0, else number(). */
    static QString stated(double value, int decimals = 2);
};

} // namespace cq
