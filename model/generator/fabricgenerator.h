#pragma once

#include "fabricplan.h"
#include "catalog/catalog.h"
#include "domain/design.h"

#include <QCoreApplication>

#include <optional>

namespace cq {

/** A generated cluster: the design (laid out) and the fabric plan of each room. */
struct GeneratedCluster {
    Design design;
    QList<FabricPlan> plans; ///< one per room, in room order
};

/**
 * Builds a whole cluster from a FabricSpec: rooms "Hall 1".."Hall M", servers node1..nodeN
 * (copies of the server template with the spec's GPU count and NICs), leaves, spines and
 * cores (copies of the switch template) named leaf1.., spine1.., core1.., every cable of each
 * room's FabricPlan, racks R01.. filled with as many servers as their power budget allows
 * (when the spec asks for racks; switches stay outside racks), all laid out by AutoLayout.
 * Leaf ports 0..d-1 face servers and the rest face spines; spine and core ports are taken
 * in order. Cable lengths follow typical runs, an editable assumption rather than a
 * measurement: server-leaf 3 m, leaf-spine 15 m, spine-core 50 m (Arrange > Set Cable Lengths
 * from Layout measures them on the canvas instead, CableLengths); the medium is the catalog's
 * part for that run (DAC while the catalog's DAC reaches, then AOC, then fibre), or DAC, AOC
 * and fibre by tier without a catalog.
 * Servers of room r form training cluster "<clusterName>" (one room) or "<clusterName>-r".
 * With FabricSpec::planes = K > 1 each room gets K fat trees of its plan (one plane's), plane p
 * cabling NICs p x R/K .. of every server, switches named p1-leaf1.., p1-spine1.., p1-core1...
 */
class FabricGenerator
{
    Q_DECLARE_TR_FUNCTIONS(cq::FabricGenerator)
public:
    static constexpr double ServerLeafM = 3.0;  ///< typical server-leaf run, metres
    static constexpr double LeafSpineM = 15.0;  ///< typical leaf-spine run, metres
    static constexpr double SpineCoreM = 50.0;  ///< typical spine-core run, metres

    /**
     * Generates the cluster. Returns nullopt with @p why set (translated, naming the problem)
     * when the spec does not fit the templates (more GPUs than slots, a switch whose link kind
     * or rate differs from the NICs, more rooms than servers, a server over the rack budget)
     * or FabricPlan::plan refuses it. Cable media are chosen from @p cableCatalog's cables
     * (CableLengths::mediumFor); without one, by tier (DAC, AOC, fibre).
     */
    static std::optional<GeneratedCluster> generate(const FabricSpec &spec, const Server &serverTemplate,
                                                     const Switch &switchTemplate, QString *why,
                                                     const Catalog *cableCatalog = nullptr);

    /** The problem with @p spec for these templates, or an empty string when it can be generated. */
    static QString specProblem(const FabricSpec &spec, const Server &serverTemplate, const Switch &switchTemplate);

    /** Servers generate() puts in room @p room (0-based): the first N mod M rooms take one more. */
    static int serversInRoom(const FabricSpec &spec, int room);

    /** Servers and switches (all planes) and cables generate() would make for @p spec, from the
     *  rooms' plans alone (no design built); nullopt when a room does not plan. */
    struct Size {
        qint64 devices = 0;
        qint64 cables = 0;
    };
    static std::optional<Size> plannedSize(const FabricSpec &spec);
};

} // namespace cq
