#pragma once

#include "quote/cabletier.h"
#include "catalog/catalog.h"
#include "topology/fabricgraph.h"

#include <QList>
#include <QPair>
#include <QStringList>

#include <array>

namespace cq {

/**
 * Servers of one catalog model, or switches of one catalog model in one fabric tier, in a
 * bill of materials. Its transceivers are the fibre runs' optics that plug into these devices'
 * ports: where they go, not a second order (the cable lines order them, a fibre part being a
 * transceiver pair + fibre), so a column a buyer sums never holds them.
 */
struct BomDeviceLine {
    QString sku;
    QString name;          ///< the catalog model's name; the SKU when the catalog lacks it
    int tier = -1;         ///< switches: FabricGraph tier (1 leaf, 2 spine, 3 core, 0 no server reaches it); servers -1
    int count = 0;
    int nicsEach = 0;      ///< compute NIC ports per server (Server::nicCount); 0 for switches
    int transceivers = 0;  ///< optics plugged into these devices' ports in all (fibre runs: one per end)
    int transceiversEachMin = 0; ///< fewest optics in one of these devices' ports
    int transceiversEachMax = 0; ///< most optics in one of these devices' ports (= min when even)
};

/** Cables of one catalog part and one length. */
struct BomCableLine {
    QString sku;           ///< empty when no offered catalog part covers the run
    QString name;
    CableKind kind = CableKind::Dac; ///< medium ordered
    double rateGbps = 0;
    double lengthM = 0;    ///< each, metres
    int count = 0;
    int spares = 0;        ///< BillOfMaterials::sparesFor(count)
    int transceivers = 0;  ///< fibre runs: 2 per cable (one at each end); else 0
    int transceiverSpares = 0;
    int mediumChanged = 0; ///< of count, cables typed a shorter medium (DAC beyond its reach)
    int breakoutPairs = 0; ///< of count, full-rate cables each carrying two design cables (resolveCables breakout)
    int orderCount() const { return count + spares; }
};

/**
 * What a design takes to build: servers and switches by catalog model, and every cable and
 * optic by part, rate and length, with counts per rate and per tier and spares. Computed in
 * one place for the BOM dock, `clusterquote bom` (text, JSON, CSV) and their tests.
 *
 * Spares: ceil(count x spareRatio) per line, default 2 % (DefaultSpareRatio): one spare per
 * 50 cables or optics, and at least one of every part that is ordered at all, so a failed
 * cable at turn-up never waits for a delivery. A planning convention, editable per BOM (the
 * dock's spin box, not a published standard); servers and switches get none (they are covered
 * by the vendor's replacement service, not by shelf spares).
 *
 * Lengths are the cables' own (Cable::lengthM, kept to a tenth of a metre in the file and the
 * inspector): every cable carries one, typed or set by the generator (3 m server-leaf, 15 m
 * leaf-spine, 50 m spine-core). None is derived from canvas positions: the canvas is a
 * schematic without a metre scale, so a distance read from it would be invented.
 */
class BillOfMaterials
{
public:
    /** Default spare ratio: 2 % (one per 50), rounded up per line. */
    static constexpr double DefaultSpareRatio = 0.02;

    /** The BOM of @p graph's design, its cables as resolveCables() orders them. */
    static BillOfMaterials of(const FabricGraph &graph, const Catalog &catalog,
                              double spareRatio = DefaultSpareRatio);
    /** Same, building the FabricGraph of @p design. */
    static BillOfMaterials of(const Design &design, const Catalog &catalog, double spareRatio = DefaultSpareRatio);
    /** Spares for @p count parts: ceil(count x ratio); 0 for ratio <= 0. */
    static int sparesFor(int count, double ratio);

    double spareRatio = DefaultSpareRatio;
    QList<BomDeviceLine> servers;  ///< by SKU, in design order of first appearance
    /** By tier (leaves, spines, cores, ..., then switches no server reaches), then SKU in design order. */
    QList<BomDeviceLine> switches;
    QList<BomCableLine> cables;    ///< by rate, medium, SKU, length
    QList<QPair<double, int>> cablesByRate; ///< (Gb/s, cables), ascending rate
    /** Indexed by CableTier; cables as ordered: a breakout pair (two design cables) is one. */
    std::array<int, CableTierCount> cablesByTier{};
    /** Switches per FabricGraph tier: [0] reached by no leaf, [1] leaves, [2] spines, [3] cores, ... */
    QList<int> switchesByTier;
    int cableCount = 0;
    int transceiverCount = 0;
    int mediumChangedCount = 0;    ///< cables ordered as a longer medium than typed
    int unmatchedCount = 0;        ///< cables no offered catalog part covers
    int breakoutUnpairedCount = 0; ///< design cables between breakout ports not ordered as a full-rate pair
    /** Names of the switches no server reaches through cables (tier 0), in design order. */
    QStringList unreachedSwitches;

    /** What a reader of the BOM must know, one sentence each (medium changed, no part, no
     *  cables, switches no server reaches): the one wording of the text, CSV, XLSX and dock. */
    QStringList notes() const;
    /** Name shown for a cable line with no catalog part: "no catalog part covers this run". */
    static QString noPartName();
    /** A tier of switch lines for people: "leaf", "spine", "core", "tier 4", "no server reaches it". */
    static QString switchTierName(int tier);
    /** The same as a CSV key: "leaf", "spine", "core", "tier-4", "unreached". */
    static QString switchTierKey(int tier);

    int cablesIn(CableTier tier) const { return cablesByTier.at(size_t(tier)); }
    int switchesInTier(int tier) const { return switchesByTier.value(tier); }
    int serverCount() const;
    int switchCount() const;
};

} // namespace cq
