#include "fabricgenerator.h"

#include "autolayout.h"
#include "cablelengths.h"
#include "document/containment.h"

#include <cmath>

namespace cq {

namespace {

/** Switch and cable numbering shared by every room of one generated design. */
struct Builder {
    const FabricSpec &spec;
    const Server &serverTemplate;
    const Switch &switchTemplate;
    const Catalog *cableCatalog; ///< media by the catalog's reach; null: the tier's typical medium
    Design design;
    QHash<QUuid, int> nextPort; ///< per switch: next free port index
    int servers = 0;
    int racks = 0;
    /** Switch numbering of one plane, continued over the rooms. */
    struct Counters {
        int leaves = 0;
        int spines = 0;
        int cores = 0;
    };
    QList<Counters> planeCounters; ///< one per plane
    int plane = 0;                 ///< the plane being built
    int firstNic = 0;              ///< its first NIC index on every server

    QUuid addSwitch(const QString &pattern, int *counter, const QUuid &room)
    {
        Switch sw = switchTemplate;
        sw.id = QUuid::createUuid();
        // Names say the plane when there are several: p1-leaf1, p1-spine1, ..., p8-core256.
        sw.name = spec.planes > 1 ? QStringLiteral("p%1-%2").arg(plane + 1).arg(pattern.arg(++*counter))
                                  : pattern.arg(++*counter);
        sw.roomId = room;
        design.switches.append(sw);
        return sw.id;
    }

    /** A cable of the tier's typical run @p lengthM; its medium the catalog's part for that run at
     *  the fabric's rate (a 3 m run at 400 Gb/s is AOC where the 400G DAC reaches 2 m), so the file
     *  says what the BOM and the quote order. */
    void cable(const PortRef &a, const PortRef &b, double lengthM, CableKind typical)
    {
        const CableKind kind = cableCatalog ? CableLengths::mediumFor(*cableCatalog, spec.nicRateGbps, lengthM) : typical;
        design.cables.append(Cable{QUuid::createUuid(), a, b, lengthM, kind});
    }

    /** Cables numbered c = 0.. from @p from (each with @p perSource ports) round-robin over @p to. */
    void roundRobin(const QList<QUuid> &from, const QList<int> &perSource, const QList<QUuid> &to, double lengthM,
                    CableKind typical)
    {
        qint64 c = 0;
        for (int i = 0; i < from.size(); ++i) {
            for (int j = 0; j < perSource.at(i); ++j, ++c) {
                const QUuid &sw = to.at(int(c % to.size()));
                cable({from.at(i), nextPort[from.at(i)]++}, {sw, nextPort[sw]++}, lengthM, typical);
            }
        }
    }

    QList<QUuid> addServers(int count, const QUuid &room, const QString &cluster);
    void addRacks(const QList<QUuid> &servers, const FabricPlan &plan, const QUuid &room);
    QList<QUuid> addLeaves(const FabricPlan &plan, const QList<QUuid> &servers, const QUuid &room);
    void addUpperTiers(const FabricPlan &plan, const QList<QUuid> &leaves, const QUuid &room);
    void buildRoom(const FabricPlan &plan, int serverCount, int roomNumber);
};

QList<QUuid> Builder::addServers(int count, const QUuid &room, const QString &cluster)
{
    QList<QUuid> ids;
    for (int i = 0; i < count; ++i) {
        Server s = serverTemplate;
        s.id = QUuid::createUuid();
        s.name = QStringLiteral("node%1").arg(++servers);
        s.roomId = room;
        s.cluster = cluster;
        s.gpuCount = spec.gpusPerServer;
        s.nicCount = spec.nicsPerServer;
        s.nicRateGbps = spec.nicRateGbps;
        s.nicKind = spec.fabric;
        design.servers.append(s);
        ids.append(s.id);
    }
    return ids;
}

// Racks never span two leaf groups, so the layout can keep a rack's servers together.
void Builder::addRacks(const QList<QUuid> &servers, const FabricPlan &plan, const QUuid &room)
{
    if (spec.rackBudgetKw <= 0)
        return;
    const int perRack = std::max(1, int(std::floor(spec.rackBudgetKw * 1000.0 / serverTemplate.powerW)));
    const int firstServer = int(design.servers.size() - servers.size());
    for (int group = 0; group * plan.serversPerGroup < servers.size(); ++group) {
        const int begin = group * plan.serversPerGroup;
        const int end = std::min<int>(servers.size(), begin + plan.serversPerGroup);
        for (int first = begin; first < end; first += perRack) {
            Rack rack{QUuid::createUuid(), QStringLiteral("R%1").arg(++racks, 2, 10, QLatin1Char('0')), room,
                      QRectF(0, 0, 240, 400), spec.rackBudgetKw};
            design.racks.append(rack);
            for (int i = first; i < std::min(end, first + perRack); ++i)
                design.servers[firstServer + i].rackId = rack.id;
        }
    }
}

void Builder::buildRoom(const FabricPlan &plan, int serverCount, int roomNumber)
{
    const QUuid room = QUuid::createUuid();
    design.rooms.append(Room{room, FabricGenerator::tr("Hall %1").arg(roomNumber), {}, QRectF(0, 0, 800, 500)});
    const QString cluster = spec.rooms > 1 ? QStringLiteral("%1-%2").arg(spec.clusterName).arg(roomNumber)
                                           : spec.clusterName;
    const QList<QUuid> serverIds = addServers(serverCount, room, cluster);
    addRacks(serverIds, plan, room);
    const int nicsPerPlane = spec.nicsPerPlane();
    for (plane = 0; plane < std::max(1, spec.planes); ++plane) {
        firstNic = plane * nicsPerPlane; // plane p takes NICs p x R/K .. (p + 1) x R/K - 1
        addUpperTiers(plan, addLeaves(plan, serverIds, room), room);
    }
}

QList<QUuid> Builder::addLeaves(const FabricPlan &plan, const QList<QUuid> &servers, const QUuid &room)
{
    QList<QUuid> leafIds;
    for (int i = 0; i < plan.leaves; ++i)
        leafIds.append(addSwitch(QStringLiteral("leaf%1"), &planeCounters[plane].leaves, room));
    const int nics = spec.nicsPerPlane();
    for (int s = 0; s < servers.size(); ++s) {
        const int group = s / plan.serversPerGroup;
        for (int nic = 0; nic < nics; ++nic) {
            const QPair<int, int> at = plan.leafPort(s % plan.serversPerGroup, nic, nics);
            const QUuid leaf = leafIds.at(group * plan.leavesPerGroup + at.first);
            cable({servers.at(s), firstNic + nic}, {leaf, at.second}, FabricGenerator::ServerLeafM, CableKind::Dac);
        }
    }
    for (const QUuid &leaf : std::as_const(leafIds))
        nextPort[leaf] = plan.leafDownlinks; // uplinks start after the server ports
    return leafIds;
}

void Builder::addUpperTiers(const FabricPlan &plan, const QList<QUuid> &leafIds, const QUuid &room)
{
    const QList<int> leafUp(leafIds.size(), plan.leafUplinks);
    if (plan.tiers == 2) {
        QList<QUuid> spineIds;
        for (int i = 0; i < plan.spines; ++i)
            spineIds.append(addSwitch(QStringLiteral("spine%1"), &planeCounters[plane].spines, room));
        roundRobin(leafIds, leafUp, spineIds, FabricGenerator::LeafSpineM, CableKind::Aoc);
    } else if (plan.tiers == 3) {
        const int half = spec.switchPorts / 2;
        QList<QUuid> allSpines;
        for (int pod = 0; pod < plan.spinesPerPod.size(); ++pod) {
            QList<QUuid> podSpines;
            for (int i = 0; i < plan.spinesPerPod.at(pod); ++i)
                podSpines.append(addSwitch(QStringLiteral("spine%1"), &planeCounters[plane].spines, room));
            const QList<QUuid> podLeaves = leafIds.mid(pod * half, half);
            roundRobin(podLeaves, leafUp.mid(pod * half, half), podSpines, FabricGenerator::LeafSpineM, CableKind::Aoc);
            allSpines += podSpines;
        }
        QList<int> spineUp; // one uplink per downlink: the aggregation tier is non-blocking
        for (const QUuid &spine : std::as_const(allSpines))
            spineUp.append(nextPort.value(spine));
        QList<QUuid> coreIds;
        for (int i = 0; i < plan.cores; ++i)
            coreIds.append(addSwitch(QStringLiteral("core%1"), &planeCounters[plane].cores, room));
        roundRobin(allSpines, spineUp, coreIds, FabricGenerator::SpineCoreM, CableKind::Fiber);
    }
}

} // namespace

QString FabricGenerator::specProblem(const FabricSpec &spec, const Server &serverTemplate, const Switch &switchTemplate)
{
    if (spec.gpusPerServer < 1 || spec.gpusPerServer > serverTemplate.gpuSlots)
        return tr("%1 GPUs per server do not fit: the server has %2 GPU slots.")
            .arg(spec.gpusPerServer).arg(serverTemplate.gpuSlots);
    if (spec.rooms < 1 || spec.rooms > spec.serverCount)
        return tr("%1 rooms for %2 servers: give between 1 and %2 rooms.").arg(spec.rooms).arg(spec.serverCount);
    if (switchTemplate.kind != spec.fabric)
        return tr("The switch is %1 but the NICs are %2.").arg(linkKindName(switchTemplate.kind), linkKindName(spec.fabric));
    if (switchTemplate.portRateGbps != spec.nicRateGbps)
        return tr("The switch ports run at %1 Gb/s but the NICs at %2 Gb/s.")
            .arg(switchTemplate.portRateGbps).arg(spec.nicRateGbps);
    if (switchTemplate.portCount != spec.switchPorts)
        return tr("The switch has %1 ports, the spec asks for %2.").arg(switchTemplate.portCount).arg(spec.switchPorts);
    if (spec.rackBudgetKw > 0 && serverTemplate.powerW > spec.rackBudgetKw * 1000.0)
        return tr("One server draws %1 kW, more than the %2 kW rack budget.")
            .arg(serverTemplate.powerW / 1000.0).arg(spec.rackBudgetKw);
    return {};
}

int FabricGenerator::serversInRoom(const FabricSpec &spec, int room)
{
    const int rooms = std::max(1, spec.rooms);
    return spec.serverCount / rooms + (room < spec.serverCount % rooms ? 1 : 0);
}

std::optional<FabricGenerator::Size> FabricGenerator::plannedSize(const FabricSpec &spec)
{
    Size size;
    QString why;
    for (int room = 0; room < std::max(1, spec.rooms); ++room) {
        const int servers = serversInRoom(spec, room);
        const std::optional<FabricPlan> plan = FabricPlan::plan(spec, servers, &why);
        if (!plan)
            return std::nullopt;
        size.devices += servers + qint64(plan->switches()) * plan->planes;
        size.cables += qint64(plan->cables()) * plan->planes;
    }
    return size;
}

std::optional<GeneratedCluster> FabricGenerator::generate(const FabricSpec &spec, const Server &serverTemplate,
                                                          const Switch &switchTemplate, QString *why,
                                                          const Catalog *cableCatalog)
{
    if (spec.serverCount < 1) {
        *why = FabricPlan::tr("A cluster needs at least one server.");
        return std::nullopt;
    }
    if (const QString problem = specProblem(spec, serverTemplate, switchTemplate); !problem.isEmpty()) {
        *why = problem;
        return std::nullopt;
    }
    GeneratedCluster result;
    Builder builder{spec, serverTemplate, switchTemplate, cableCatalog, {}, {}, 0, 0, {}, 0, 0};
    builder.planeCounters.resize(std::max(1, spec.planes));
    builder.design.name = spec.clusterName;
    for (int room = 0; room < spec.rooms; ++room) {
        const int servers = serversInRoom(spec, room);
        const std::optional<FabricPlan> plan = FabricPlan::plan(spec, servers, why);
        if (!plan)
            return std::nullopt;
        builder.buildRoom(*plan, servers, room + 1);
        result.plans.append(*plan);
    }
    result.design = builder.design;
    const DesignIndex index(result.design);
    Containment::apply(&result.design, index, AutoLayout::layout(result.design, AutoLayout::estimatedSize));
    return result;
}

} // namespace cq
