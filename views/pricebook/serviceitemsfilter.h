#pragma once

#include <QSet>
#include <QSortFilterProxyModel>

namespace cq {

/**
 * The price items that are no catalog hardware (storage, bandwidth, power, services,
 * ports, cloud slices): a filtered view of the Prices tab's PriceBookTableModel, edited
 * in place and saved with the prices.
 */
class ServiceItemsFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    /** The SKUs of the catalog's server, switch and cable models, which this view leaves out. */
    void setHardwareSkus(const QSet<QString> &skus);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QSet<QString> m_hardware;
};

} // namespace cq
