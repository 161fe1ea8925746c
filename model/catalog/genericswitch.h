#pragma once

#include "catalog.h"

#include <QCoreApplication>

#include <optional>

namespace cq {

/**
 * A switch the catalog does not have, named by its spec: what `generate` and File > New
 * Cluster use when no offered catalog switch has the asked port count, rate and kind
 * ("generic 36-port 100 Gb/s RoCE switch", SKU "GENERIC-SW-ROCE-100-36"). No price item
 * carries such a SKU, so the quote lists it as price missing until the provider prices it.
 */
class GenericSwitch
{
    Q_DECLARE_TR_FUNCTIONS(cq::GenericSwitch)
public:
    /** The spec a generic SKU stands for. */
    struct Spec {
        LinkKind kind = LinkKind::InfiniBand;
        double rateGbps = 0;
        int ports = 0;
    };

    /** "GENERIC-SW-<IB|ROCE|ETHERNET>-<rate Gb/s>-<ports>", stable for one spec. */
    static QString sku(const Spec &spec);
    /** The spec of a generic SKU, or nullopt for any other SKU. */
    static std::optional<Spec> fromSku(const QString &sku);
    /** "generic 36-port 100 Gb/s RoCE switch" in the UI language. */
    static QString name(const Spec &spec);
    /** The same name in English and in Simplified Chinese, whatever the UI language (quote lines). */
    static QString nameEn(const Spec &spec);
    static QString nameZh(const Spec &spec);

    /**
     * Estimated power of one port at @p rateGbps, watts: the offered catalog switches whose
     * ports run at that rate (breakout ports counted), total power / total ports; when none
     * does, the offered switches' total power per Gb/s of port capacity x @p rateGbps; 0 when
     * the catalog gives no switch power at all. An estimate from the provider's own figures,
     * not a datasheet value.
     */
    static double perPortPowerW(const Catalog &catalog, double rateGbps);

    /** The generic model for @p spec: ports x perPortPowerW(), 1U, no SHARP, no breakout;
     *  its source says how the power was estimated. */
    static SwitchModel model(const Catalog &catalog, const Spec &spec);
};

} // namespace cq
