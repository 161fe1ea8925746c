#pragma once

#include "fabricspec.h"
#include "catalog/catalog.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

#include <optional>

namespace cq {

/** The hardware a generated cluster is built from, chosen from the catalog. */
struct GeneratorTemplates {
    Server server;      ///< a catalog server (its SKU prices the generated servers)
    Switch sw;          ///< a catalog switch (or a GenericSwitch), used on every tier
    /** Where the generated hardware differs from the catalog (NICs, GPU count, a breakout or
     *  generic switch), one translated sentence each, for the user to read before quoting. */
    QStringList notes;
};

/**
 * Picks catalog entries for a FabricSpec and names GPU models by short keys. A GPU key is
 * the catalog id in lower case with the memory moved to the end ("A100-80G-SXM" ->
 * "a100-sxm-80g", "H100-80G-PCIE" -> "h100-pcie-80g", "RTX-4090" -> "rtx-4090").
 */
class CatalogChoice
{
    Q_DECLARE_TR_FUNCTIONS(cq::CatalogChoice)
public:
    static QString gpuKey(const GpuModel &gpu);
    /** The GPU with key or catalog id @p key (case does not matter), or nullptr. */
    static const GpuModel *gpuByKey(const Catalog &catalog, const QString &key);

    /**
     * The catalog server for @p gpu with at least @p gpus slots. Never one with 0 fabric NICs
     * when one with NICs exists; then, in order, one whose SKU is in @p pricedSkus (the price
     * book's items), one with stated power (> 0 W), one whose NICs match kind and rate and
     * whose GPU count matches; the first in catalog order wins remaining ties. An empty
     * @p pricedSkus gives no price preference.
     */
    static const ServerModel *serverFor(const Catalog &catalog, const GpuModel &gpu, int gpus, LinkKind fabric,
                                        double nicRateGbps, const QSet<QString> &pricedSkus = {});
    /** The catalog server for @p gpu with the most GPU slots (the first wins ties), or nullptr. */
    static const ServerModel *largestServerFor(const Catalog &catalog, const GpuModel &gpu);
    /**
     * Fits @p spec's per-server defaults to @p gpu as the catalog offers it: when no server
     * holds spec->gpusPerServer GPUs, the largest server's slot count (8 -> 4 for RTX 4090);
     * then NIC count, rate and kind of the server serverFor() picks; when the catalog has no
     * switch of that kind and rate, the rate of the first switch of that kind (the servers
     * then get faster NICs, which choose() notes). Unknown to the catalog: nothing changes.
     */
    static void fitToGpu(const Catalog &catalog, const GpuModel &gpu, FabricSpec *spec,
                         const QSet<QString> &pricedSkus = {});
    /** Offered catalog switches of @p fabric with ports at @p rateGbps (SwitchModel::portsAt,
     *  so an 800G breakout-2 switch serves 400G), in catalog order. */
    static QList<const SwitchModel *> switchesFor(const Catalog &catalog, LinkKind fabric, double rateGbps);

    /**
     * Server and switch templates for generating @p spec with GPU @p gpuKey, from
     * catalog.offered() only (retired models are never chosen). The switch is the offered one
     * of the spec's fabric with spec->switchPorts ports at the NIC rate (SwitchModel::portsAt:
     * the template of a 64 x 800G breakout-2 switch has 128 ports of 400G and the catalog SKU);
     * a switchPorts of 0 picks the one with the most ports. spec->breakout > 0 keeps to switches
     * split that many ways (1: unsplit), and then switchPorts may also count physical ports
     * (64 with breakout 2 takes a 64 x 800G switch as 128 x 400G). Among equally matching switches
     * (and servers, see serverFor) one whose SKU is in @p pricedSkus wins, then one with stated
     * power (> 0 W), then the first in catalog order. When none matches, a GenericSwitch
     * of that spec (0 ports: the kind's largest catalog radix, else 64), with a note saying so
     * and how its power was estimated. spec->sharp turns Switch::sharp on when the model has
     * SHARP, else a note says it has none. The spec's radix is written back. Returns nullopt with
     * @p why (translated, listing what the catalog offers) only for an unknown GPU key or no
     * server for that GPU with enough slots, or a breakout asked that no catalog switch has.
     */
    static std::optional<GeneratorTemplates> choose(const Catalog &catalog, const QString &gpuKey, FabricSpec *spec,
                                                    QString *why, const QSet<QString> &pricedSkus = {});
    /** The fewest breakout lanes N (2, 4, 8) for which an offered switch of @p spec's fabric splits
     *  ports of N x the NIC rate and the fabric for @p serverCount servers a room fits in three
     *  tiers with its radix; 0 when none does. */
    static int breakoutToFit(const Catalog &catalog, const FabricSpec &spec, int serverCount);

    /** The SKUs of @p items (PriceBook::items), for the pricedSkus of choose() and serverFor(). */
    template<typename Items>
    static QSet<QString> skusOf(const Items &items)
    {
        QSet<QString> skus;
        for (const auto &item : items)
            skus.insert(item.sku);
        return skus;
    }
};

} // namespace cq
