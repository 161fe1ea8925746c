#include "cablelines.h"

#include "resolvedcables.h"

#include <QMap>

#include <tuple>

namespace cq {

QList<CableGroup> quoteCableGroups(const Design &design, const PriceBook &book, const NetworkCount &network)
{
    if (design.cables.isEmpty() || book.catalog.cables.isEmpty())
        return {};
    const FabricGraph graph(design);
    using Key = std::tuple<bool, double, int, QString>; // included, rate, medium, SKU
    QMap<Key, CableGroup> groups;
    for (const ResolvedCable &r : resolveCables(graph, book.catalog)) {
        if (!r.isOrdered())
            continue; // the second half of a breakout pair: one cable with the first
        const bool included = network.includedCables.contains(r.index);
        const QString sku = r.choice.model ? r.choice.model->sku : QString();
        const double rate = r.orderedRateGbps();
        CableGroup &group = groups[Key{included, rate, int(r.choice.kind), sku}];
        group.sku = sku;
        group.kind = r.choice.kind;
        group.rateGbps = rate;
        group.included = included;
        ++group.count;
    }
    return groups.values();
}

} // namespace cq
