#pragma once

#include "fabricspec.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace cq {

/**
 * The switch counts and wiring shape of one fat-tree (folded Clos) fabric for a cluster of
 * servers, sized from radix-k switches (all ports at the NIC rate):
 *  - E = servers x NICs endpoints. E <= k: one switch, no spine (1 tier).
 *  - Else leaves split their ports into d downlinks and u = k - d uplinks: d = k/2 when
 *    non-blocking, d = floor(k R / (R + 1)) for oversubscription R (48:16 for k = 64, R = 3).
 *    Rail-optimized: a scalable unit (SU) of d servers gets one leaf per rail (NIC index);
 *    otherwise floor(d / NICs) servers share a leaf (NICs beyond d fill leaves in order).
 *    Every leaf gets u' = ceil(m u / d) uplinks, m = the most downlinks any leaf uses (u' = u
 *    for full SUs, fewer for a small cluster that leaves ports free).
 *  - 2 tiers when the leaves L <= k: S = ceil(L u' / k) spines, all ports down; uplink number
 *    c = leaf x u' + j goes to spine c mod S, so every leaf reaches every spine and spine loads
 *    differ by at most one.
 *  - 3 tiers when L > k (pods of k/2 leaves under their own k/2-down, k/2-up aggregation
 *    "spine" switches, Leiserson / Al-Fares k-ary fat tree): each pod of Lp leaves gets
 *    ceil(Lp u' / (k/2)) spines, spine uplinks go round-robin to C = ceil(S k/2 / k) cores.
 *    Beyond L = k^2/2 leaves (E = k^3/4 at d = k/2) a fourth tier would be needed: refused.
 * Closed forms this reproduces (collective-model.md §3): 2-tier k^2/2 endpoints on 3k/2
 * switches; 3-tier k^3/4 endpoints on 5k^2/4 switches, k^3/4 cables per tier; DGX SuperPOD
 * (k = 64, 8 rails, SU = 32 nodes) 128 nodes: 32 leaves, 16 spines, 1,024 + 1,024 cables.
 * With FabricSpec::planes = K > 1 the plan is that of one plane (R / K NICs a server), and the
 * cluster has K identical copies of it.
 */
struct FabricPlan {
    Q_DECLARE_TR_FUNCTIONS(cq::FabricPlan)
public:
    /** How the servers of a leaf group reach its leaves. */
    enum class Wiring {
        Rail,   ///< NIC r of each server to leaf r of the group, port = server's place in the group
        Shared, ///< all NICs of a server to the group's one leaf, next to each other
        Split,  ///< one server per group, its NICs filling d ports per leaf in order
    };

    Wiring wiring = Wiring::Shared;
    int tiers = 1;                ///< 1 (one switch), 2 (leaf/spine) or 3 (leaf/spine/core)
    int leafDownlinks = 0;        ///< d: leaf ports facing servers
    int leafUplinks = 0;          ///< u': leaf ports facing spines actually cabled
    int busiestLeafDownlinks = 0; ///< m: server ports cabled on the fullest leaf
    int serversPerGroup = 0;      ///< servers of one leaf group (SU when rail-optimized)
    int leavesPerGroup = 0;       ///< rails when rail-optimized, else 1
    int groups = 0;               ///< leaf groups
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    QList<int> spinesPerPod;      ///< 3 tiers: aggregation switches of each pod of k/2 leaves
    int serverLeafCables = 0;
    int leafSpineCables = 0;
    int spineCoreCables = 0;
    /** Identical fat trees (rail planes) of this shape; every count above is of one plane. */
    int planes = 1;

    /** Switches of one plane (all planes: x planes). */
    int switches() const { return leaves + spines + cores; }
    /** The leaf (0-based within the group) and its port that NIC @p nic of the group's
     *  server number @p serverInGroup takes. */
    QPair<int, int> leafPort(int serverInGroup, int nic, int nicsPerServer) const;
    /** Cables of one plane (all planes: x planes). */
    int cables() const { return serverLeafCables + leafSpineCables + spineCoreCables; }
    /** Downlink : uplink capacity of the fullest leaf as built, m / u' (0 with one tier). */
    double oversubscription() const { return leafUplinks > 0 ? double(busiestLeafDownlinks) / leafUplinks : 0.0; }

    /**
     * One translated line describing the plan for @p servers servers of @p spec, e.g.
     * "128 servers x 8 NICs: 2 tiers, 32 leaf switches + 16 spines = 48 switches of 64 ports;
     * cables 1024 server-leaf + 1024 leaf-spine; leaves 32:32 (non-blocking)" (plural forms
     * from the English catalogue; untranslated they read "tier(s)"). With planes, "8 rail planes,
     * each 16384 servers x 1 NICs: ...".
     */
    QString summary(const FabricSpec &spec, int servers) const;

    /**
     * Sizes the fabric for @p serverCount servers of @p spec (the other figures from @p spec).
     * Returns nullopt with @p why set (translated) for a spec that cannot be built: no servers,
     * no NICs, a radix below 2, more NICs on a leaf group than exist, planes that do not divide
     * the NICs, more than three tiers (naming the tiers needed). With spec.planes > 1, the plan
     * of one plane (spec.planeSpec()).
     */
    static std::optional<FabricPlan> plan(const FabricSpec &spec, int serverCount, QString *why);

    /** Tiers a fat tree of @p spec's radix needs for @p serverCount servers (4 or more when
     *  plan() refuses for size; 0 when plan() refuses for another reason). */
    static int tiersNeeded(const FabricSpec &spec, int serverCount);
    /** The fewest planes above spec.planes, dividing the NICs, with which @p serverCount servers
     *  of @p spec fit in three tiers; 0 when none does. */
    static int planesToFit(const FabricSpec &spec, int serverCount);
    /** The refusal for @p serverCount servers of @p spec needing more than three tiers, naming the
     *  options that fit it when given (> 0): "... need 4 tiers of 64-port switches, ...; --planes 8
     *  or --breakout 2 fits it in three." */
    static QString tooManyTiers(const FabricSpec &spec, int serverCount, int planes, int breakout);

private:
    /** plan() of one fat tree (spec.planes ignored). */
    static std::optional<FabricPlan> planOne(const FabricSpec &spec, int serverCount, QString *why);
};

} // namespace cq
