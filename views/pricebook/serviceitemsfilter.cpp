#include "serviceitemsfilter.h"

#include "pricebooktablemodel.h"

namespace cq {

void ServiceItemsFilter::setHardwareSkus(const QSet<QString> &skus)
{
    m_hardware = skus;
    invalidateFilter();
}

bool ServiceItemsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex sku = sourceModel()->index(sourceRow, PriceBookTableModel::SkuColumn, sourceParent);
    return !m_hardware.contains(sku.data().toString());
}

} // namespace cq
