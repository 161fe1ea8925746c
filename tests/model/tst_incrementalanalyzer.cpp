// IncrementalAnalyzer (model/engine/incrementalanalyzer.h) against evaluateDesign() from
// scratch, field by field, after random one-cable and one-device edits of a generated fat
// tree and of rail planes; WarmMaxFlow on a network small enough to solve by hand; and the
// bisection over rail planes (one fabric each) with figures worked out by hand.

#include "../benchmarks/fattree.h"

#include "evaluation/designevaluation.h"
#include "topology/fabricgraph.h"
#include "evaluation/incrementalanalyzer.h"
#include "engine/fabricanalysis.h"
#include "engine/fabricsummary.h"
#include "engine/switchdistances.h"
#include "engine/warmmaxflow.h"

#include <QRandomGenerator>
#include <QTest>

#include <memory>

using namespace cq;

namespace {

/** Switches L1, S, L2: the source's servers on L1 (800 Gb/s), the sink's on L2 (800 Gb/s). */
BisectionCut leafToLeafCut()
{
    BisectionCut cut;
    cut.servers = 2;
    cut.sourceGbps = {800, 0, 0};
    cut.sinkGbps = {0, 0, 800};
    return cut;
}

/**
 * Rail planes by hand: 64 8x H100 servers (8 NICs of 400 Gb/s) node1..node64 and @p planes
 * fabrics, plane p (1-based) of 4 leaves p<p>-leaf1..4 and 2 spines p<p>-spine1..2, cabling
 * NICs (p - 1) x 8/K .. p x 8/K - 1 of every server; node i is on leaf (i - 1) / 16 + 1 of
 * every plane. Each leaf has as many uplinks as server ports, half to each spine
 * (non-blocking). Switches in design order plane by plane, each plane's leaves then spines.
 */
Design railPlanes(int planes)
{
    constexpr int servers = 64;
    constexpr int perLeaf = 16;
    const int nics = 8 / planes;
    Design d;
    QHash<QUuid, int> next;
    auto cable = [&](const QUuid &a, const QUuid &b) {
        d.cables.append(Cable{QUuid::createUuid(), {a, next[a]++}, {b, next[b]++}, 3.0});
    };
    QList<QList<QUuid>> leaves(planes);
    QList<QList<QUuid>> spines(planes);
    for (int p = 0; p < planes; ++p) {
        for (int l = 0; l < 4; ++l) {
            Switch sw = cqbench::ndrSwitch(QStringLiteral("p%1-leaf%2").arg(p + 1).arg(l + 1));
            sw.portCount = 512;
            leaves[p].append(sw.id);
            d.switches.append(sw);
        }
        for (int k = 0; k < 2; ++k) {
            Switch sw = cqbench::ndrSwitch(QStringLiteral("p%1-spine%2").arg(p + 1).arg(k + 1));
            sw.portCount = 512;
            spines[p].append(sw.id);
            d.switches.append(sw);
        }
    }
    for (int i = 0; i < servers; ++i) {
        const Server s = cqbench::h100Server(QStringLiteral("node%1").arg(i + 1));
        d.servers.append(s);
        for (int p = 0; p < planes; ++p) {
            for (int k = 0; k < nics; ++k) // NIC port p x nics + k
                cable(s.id, leaves[p][i / perLeaf]);
        }
    }
    for (int p = 0; p < planes; ++p) {
        for (const QUuid &leaf : std::as_const(leaves[p])) {
            for (int up = 0; up < perLeaf * nics; ++up)
                cable(leaf, spines[p][up % 2]);
        }
    }
    return d;
}

/** Index in @p d of the cable of server @p server's NIC port @p nic; -1 if none. */
qsizetype nicCable(const Design &d, const QString &server, int nic)
{
    for (qsizetype i = 0; i < d.cables.size(); ++i) {
        if (d.displayName(d.cables.at(i).a.device) == server && d.cables.at(i).a.port == nic)
            return i;
    }
    return -1;
}

/** Where two evaluations differ, part by part (empty when equal). */
QStringList differences(const DesignEvaluation &got, const DesignEvaluation &want)
{
    QStringList diff;
    const DesignAnalysis &g = got.analysis;
    const DesignAnalysis &w = want.analysis;
    if (g.switches != w.switches)
        diff << QStringLiteral("switch loads");
    if (g.tiers != w.tiers)
        diff << QStringLiteral("tiers");
    if (!(g.fabric.spineFailure == w.fabric.spineFailure))
        diff << QStringLiteral("spine failure %1 vs %2").arg(g.fabric.spineFailure.bisectionGbps).arg(w.fabric.spineFailure.bisectionGbps);
    if (!(g.fabric.linkFailure == w.fabric.linkFailure))
        diff << QStringLiteral("link failure %1 vs %2").arg(g.fabric.linkFailure.bisectionGbps).arg(w.fabric.linkFailure.bisectionGbps);
    if (!(g.fabric == w.fabric))
        diff << QStringLiteral("fabric summary (bisection %1 vs %2)").arg(g.fabric.bisectionGbps).arg(w.fabric.bisectionGbps);
    if (g.clusters.size() != w.clusters.size()) {
        diff << QStringLiteral("cluster count");
    } else {
        for (int i = 0; i < g.clusters.size(); ++i) {
            const ClusterAnalysis &x = g.clusters.at(i);
            const ClusterAnalysis &y = w.clusters.at(i);
            if (x.sweep != y.sweep)
                diff << QStringLiteral("cluster %1 sweep").arg(i);
            if (!(x.allReduce == y.allReduce))
                diff << QStringLiteral("cluster %1 all_reduce").arg(i);
            if (!(x.training == y.training))
                diff << QStringLiteral("cluster %1 training").arg(i);
            if (!(x == y))
                diff << QStringLiteral("cluster %1").arg(i);
        }
    }
    if (g.messageBytes != w.messageBytes)
        diff << QStringLiteral("message size");
    if (got.diagnostics != want.diagnostics)
        diff << QStringLiteral("diagnostics: %1 vs %2").arg(got.diagnostics.size()).arg(want.diagnostics.size());
    return diff;
}

/** A free-standing edit of the kinds the designer makes, chosen by @p rng. */
QString randomEdit(Design *d, QRandomGenerator *rng)
{
    auto pick = [&](qsizetype n) { return int(rng->bounded(int(n))); };
    switch (rng->bounded(9)) {
    case 0: { // unplug a cable
        d->cables.removeAt(pick(d->cables.size()));
        return QStringLiteral("remove cable");
    }
    case 1: { // plug a server NIC port into a switch port (may double-book either port)
        const Server &s = d->servers.at(pick(d->servers.size()));
        const Switch &sw = d->switches.at(pick(d->switches.size()));
        d->cables.insert(pick(d->cables.size() + 1),
                         Cable{QUuid::createUuid(), {s.id, pick(s.nicCount)}, {sw.id, pick(sw.portCount)}, 3.0});
        return QStringLiteral("add cable");
    }
    case 2: { // move a cable end to another port of its device
        Cable &c = d->cables[pick(d->cables.size())];
        c.b.port = pick(64);
        return QStringLiteral("move cable end");
    }
    case 3: { // re-plug a switch-to-switch cable's end onto another switch
        Cable &c = d->cables[pick(d->cables.size())];
        c.a.device = d->switches.at(pick(d->switches.size())).id;
        return QStringLiteral("re-plug cable");
    }
    case 4: { // a server's NICs at another rate
        d->servers[pick(d->servers.size())].nicRateGbps = 200;
        return QStringLiteral("NIC rate");
    }
    case 5: { // a smaller switch
        d->switches[pick(d->switches.size())].portCount = 40;
        return QStringLiteral("switch ports");
    }
    case 6: { // a server moves to another training cluster
        d->servers[pick(d->servers.size())].cluster = QStringLiteral("second");
        return QStringLiteral("cluster");
    }
    case 7: { // a switch and its cables deleted
        d->take({d->switches.at(pick(d->switches.size())).id});
        return QStringLiteral("remove switch");
    }
    default: { // a longer cable (latency)
        d->cables[pick(d->cables.size())].lengthM = 30;
        return QStringLiteral("cable length");
    }
    }
}

/** The load of the switch named @p name in @p analysis (a default one when there is none). */
SwitchLoad loadOf(const DesignAnalysis &analysis, const QString &name)
{
    for (const SwitchLoad &l : analysis.switches) {
        if (l.name == name)
            return l;
    }
    return {};
}

/** Index in @p d of the cable between the devices named @p a and @p b (either way round); -1 if none. */
qsizetype cableBetween(const Design &d, const QString &a, const QString &b)
{
    for (qsizetype i = 0; i < d.cables.size(); ++i) {
        const QString x = d.displayName(d.cables.at(i).a.device);
        const QString y = d.displayName(d.cables.at(i).b.device);
        if ((x == a && y == b) || (x == b && y == a))
            return i;
    }
    return -1;
}

} // namespace

class TestIncrementalAnalyzer : public QObject
{
    Q_OBJECT

private slots:
    // source -> L1 (800), L1 - S (200), S - L2 (200), L2 -> sink (800): the links bound the
    // flow at 200 Gb/s. Widening L1 - S to 600 leaves 200 (S - L2 still 200); widening S - L2
    // to 400 gives 400; then cutting the source side to 100 gives 100; failing S gives 0.
    void warmFlowByHand()
    {
        BisectionCut cut = leafToLeafCut();
        FlowLinks links;
        links.links = {{0, 1, 200}, {1, 2, 200}};
        WarmMaxFlow flow;
        QCOMPARE(flow.solve(cut, links, -1, -1, 0), 200.0);
        links.links[0].capacityGbps = 600;
        QCOMPARE(flow.solve(cut, links, -1, -1, 0), 200.0);
        links.links[1].capacityGbps = 400;
        QCOMPARE(flow.solve(cut, links, -1, -1, 0), 400.0);
        cut.sourceGbps[0] = 100;
        QCOMPARE(flow.solve(cut, links, -1, -1, 0), 100.0);
        cut.sourceGbps[0] = 800;
        QCOMPARE(flow.solve(cut, links, 1, -1, 0), 0.0);         // spine S fails
        QCOMPARE(flow.solve(cut, links, -1, 1, 300), 100.0);     // S - L2 loses 300 of 400
        QCOMPARE(flow.solve(cut, links, -1, -1, 0), 400.0);      // and back
        cut.sourceGbps[0] = 0.5;                                  // not a whole number: refused
        QCOMPARE(flow.solve(cut, links, -1, -1, 0), -1.0);
    }

    // Links that go and come back (the network is patched in place, a gone link kept as a closed
    // pair): L1 - L2 direct at 100 adds a second path, 200 + 100 = 300; S - L2 gone leaves only
    // the direct 100; back gives 300 again. Toggled 100 times, past the rebuild after 64 gone
    // links, the answers stay 100 and 300. Failing S with the direct link there leaves 100.
    void warmFlowLinksComeAndGo()
    {
        BisectionCut cut = leafToLeafCut();
        const std::vector<FlowLink> both = {{0, 1, 200}, {0, 2, 100}, {1, 2, 200}};
        const std::vector<FlowLink> direct = {{0, 1, 200}, {0, 2, 100}};
        FlowLinks links;
        links.links = {{0, 1, 200}, {1, 2, 200}};
        WarmMaxFlow flow;
        QCOMPARE(flow.solve(cut, links, -1, -1, 0), 200.0);
        for (int i = 0; i < 100; ++i) {
            links.links = both;
            QCOMPARE(flow.solve(cut, links, -1, -1, 0), 300.0);
            links.links = direct;
            QCOMPARE(flow.solve(cut, links, -1, -1, 0), 100.0);
        }
        links.links = both;
        QCOMPARE(flow.solve(cut, links, 1, -1, 0), 100.0);  // S fails
        QCOMPARE(flow.solve(cut, links, -1, 1, 100), 200.0); // the direct link's cable fails
        QCOMPARE(flow.solve(cut, links, -1, 2, 50), 250.0);  // half of S - L2 fails
        QCOMPARE(flow.solve(cut, links, 0, -1, 0), 0.0);     // L1 fails: its servers are cut off
    }

    // Hop counts from switch A kept or searched again as links change, against counts by hand.
    // Links A-B, B-C, C-D, A-C, and E alone: A 0, B 1, C 1, D 2, E unreached.
    void hopCountsFollowLinkEdits()
    {
        Design d;
        for (const char *name : {"A", "B", "C", "D", "E"})
            d.switches.append(cqbench::ndrSwitch(QString::fromLatin1(name)));
        auto link = [&](int x, int y) { return Cable{QUuid::createUuid(), {d.switches.at(x).id, y}, {d.switches.at(y).id, x}, 3.0}; };
        d.cables = {link(0, 1), link(1, 2), link(2, 3), link(0, 2)};
        SwitchDistances hops;
        auto graph = std::make_unique<FabricGraph>(d);
        hops.update(*graph);
        QCOMPARE(hops.from(0), QList<int>({0, 1, 1, 2, -1}));
        // Each step: the edit, then the counts by hand.
        auto step = [&](const Design &edited) {
            auto next = std::make_unique<FabricGraph>(edited, *graph);
            hops.update(*next, true);
            graph = std::move(next);
        };
        Design d2 = d;
        d2.cables.removeAt(3); // A-C gone: C's only link to A's level; C 2 via B, D 3
        step(d2);
        QCOMPARE(hops.from(0), QList<int>({0, 1, 2, 3, -1}));
        Design d3 = d2;
        d3.cables.append(link(0, 3)); // A-D joins hops 0 and 3: D 1, C 2 (via B or D)
        step(d3);
        QCOMPARE(hops.from(0), QList<int>({0, 1, 2, 1, -1}));
        Design d4 = d3;
        d4.cables.append(link(0, 4)); // A-E reaches E: 1
        step(d4);
        QCOMPARE(hops.from(0), QList<int>({0, 1, 2, 1, 1}));
        // B-C gone: C keeps D, one hop nearer, so the search is kept (the same list, not redone).
        const int *kept = hops.from(0).constData();
        Design d5 = d4;
        d5.cables.removeAt(1);
        step(d5);
        QCOMPARE(hops.from(0), QList<int>({0, 1, 2, 1, 1}));
        QCOMPARE(hops.from(0).constData(), kept);
    }

    void equalsFromScratchAfterRandomEdits()
    {
        Design design = cqbench::superPod(8); // 256 servers, 2 pods, 3 tiers, 6,144 cables
        design.servers[5].nicKind = LinkKind::RoCE; // some warnings to carry along
        AnalysisOptions options;
        options.training = TrainingInputs::preset7B();
        QRandomGenerator rng(20261201);
        IncrementalAnalyzer analyzer;
        int reusedVertices = 0;
        int skippedCableRules = 0;
        int reusedModels = 0;
        int keptSwitchCabling = 0;
        for (int step = 0; step < 60; ++step) {
            const QString edit = step == 0 ? QStringLiteral("first") : randomEdit(&design, &rng);
            const DesignEvaluation got = analyzer.evaluate(design, options);
            const DesignEvaluation want = evaluateDesign(design, options);
            const QStringList diff = differences(got, want);
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("step %1 (%2): %3").arg(step).arg(edit, diff.join(u", "))));
            reusedVertices += analyzer.lastReuse().vertices;
            skippedCableRules += analyzer.lastReuse().cableRulesSkipped;
            reusedModels += analyzer.lastReuse().clusterModels;
            keptSwitchCabling += analyzer.lastReuse().switchCabling;
        }
        // The cache was really used, so the equality above is not from-scratch vs from-scratch.
        QVERIFY(reusedVertices > 0);
        QVERIFY(reusedModels > 0);
        QVERIFY(keptSwitchCabling > 0);
        qInfo("of 60 steps: vertex table reused in %d, cable rules skipped in %d, switch cabling kept in %d; "
              "NCCL stages reused %d (2 clusters)", reusedVertices, skippedCableRules, keptSwitchCabling, reusedModels);
    }

    // Named cable edits (IncrementalAnalyzer::CableEdit: the graph patched, not rebuilt) on a
    // 128-server, one-pod fat tree of 400 Gb/s ports: leaf1..leaf32 each hold 32 server cables
    // and one uplink to each of spine1..spine32. Figures worked out by hand at each step; and
    // every step equals evaluateDesign() from scratch, field by field.
    void namedCableEditsEqualFromScratch()
    {
        Design design = cqbench::superPod(4);
        const AnalysisOptions options;
        IncrementalAnalyzer analyzer;
        analyzer.evaluate(design, options);
        auto step = [&](const char *what, const IncrementalAnalyzer::CableEdit &edit, bool patched = true) {
            const DesignEvaluation got = analyzer.evaluate(design, options, edit);
            const QStringList diff = differences(got, evaluateDesign(design, options));
            if (!diff.isEmpty() || analyzer.lastReuse().patched != patched)
                qWarning("%s: patched %d, %s", what, analyzer.lastReuse().patched, qPrintable(diff.join(u", ")));
            return diff.isEmpty() && analyzer.lastReuse().patched == patched ? got : DesignEvaluation{};
        };

        // 1. Unplug leaf1 - spine1: leaf1 keeps 31 uplinks for 32 servers, 12,800 / 12,400 = 32:31;
        // spine1 has 31 leaves below and 32 core cables above, 12,400 / 12,800 = 0.96875. The
        // bisection (servers 1-64 on leaves 1-16 against 65-128 on leaves 17-32, 204,800 Gb/s a
        // side) loses what leaf1 can no longer send: 204,800 - 400 = 204,400 Gb/s.
        const qsizetype uplink = cableBetween(design, QStringLiteral("leaf1"), QStringLiteral("spine1"));
        QVERIFY(uplink >= 0);
        const Cable unplugged = design.cables.takeAt(uplink);
        DesignEvaluation e = step("unplug leaf1-spine1", {uplink, 1, 0});
        QCOMPARE(loadOf(e.analysis, QStringLiteral("leaf1")).oversubscription, 32.0 / 31.0);
        QCOMPARE(loadOf(e.analysis, QStringLiteral("leaf1")).uplinkGbps, 12400.0);
        QCOMPARE(loadOf(e.analysis, QStringLiteral("spine1")).oversubscription, 12400.0 / 12800.0);
        QCOMPARE(e.analysis.fabric.idealBisectionGbps, 204800.0);
        QCOMPARE(e.analysis.fabric.bisectionGbps, 204400.0);
        QVERIFY(!analyzer.lastReuse().switchCabling); // a switch-to-switch cable

        // 2. Plug it back in, at the end of the list: all 1:1 again, full bisection.
        design.cables.append(unplugged);
        e = step("plug back leaf1-spine1", {design.cables.size() - 1, 0, 1});
        QCOMPARE(loadOf(e.analysis, QStringLiteral("leaf1")).oversubscription, 1.0);
        QCOMPARE(e.analysis.fabric.bisectionGbps, 204800.0);

        // 3. Unplug leaf2 - spine2 (one of leaf2's ports comes free), then move the switch end of
        // node1's NIC 1 cable from leaf1 to that port of leaf2. leaf1: 31 servers under 32
        // uplinks, 12,400 / 12,800; leaf2: 33 servers under 31 uplinks, 13,200 / 12,400 = 33:31.
        const qsizetype leaf2Up = cableBetween(design, QStringLiteral("leaf2"), QStringLiteral("spine2"));
        const int freedPort = design.cables.at(leaf2Up).a.port; // leaf2 is end a of its uplinks
        design.cables.removeAt(leaf2Up);
        step("unplug leaf2-spine2", {leaf2Up, 1, 0});
        const Switch *leaf2 = std::find_if(design.switches.cbegin(), design.switches.cend(),
                                           [](const Switch &sw) { return sw.name == QLatin1String("leaf2"); });
        Cable &nic = design.cables[0]; // node1 NIC 1 -> leaf1 port 1
        QCOMPARE(design.displayName(nic.b.device), QStringLiteral("leaf1"));
        nic.b = PortRef{leaf2->id, freedPort};
        e = step("move node1 NIC 1 to leaf2", {0, 1, 1});
        QCOMPARE(loadOf(e.analysis, QStringLiteral("leaf1")).oversubscription, 12400.0 / 12800.0);
        QCOMPARE(loadOf(e.analysis, QStringLiteral("leaf2")).oversubscription, 33.0 / 31.0);
        QCOMPARE(loadOf(e.analysis, QStringLiteral("leaf2")).portsUsed, 64);
        QVERIFY(analyzer.lastReuse().switchCabling); // a server cable: fabrics, tiers, pods kept

        // 4. A device edit is not a cable edit: node2's NICs at 200 Gb/s (another servers list)
        // goes the comparing way, and still equals the full pass; node2's 8 NICs now bring
        // 8 x 200 / 8 = 200 GB/s, the smallest node's NIC bandwidth of the cluster.
        design.servers[1].nicRateGbps = 200;
        e = step("node2 NICs at 200 Gb/s", {0, 0, 0}, false);
        QCOMPARE(e.analysis.clusters.value(0).nicGBps, 200.0);

        // 5. Cable edits are patched again after it: node2's NIC 1 cable (leaf1 port 2) unplugged,
        // then a new one from that NIC into the same port, at another place in the list. leaf1
        // then holds 30 servers at 400 Gb/s and node2 at its 200: 12,200 Gb/s down.
        const Cable node2First = design.cables.takeAt(8);
        QCOMPARE(design.displayName(node2First.a.device), QStringLiteral("node2"));
        step("unplug node2 NIC 1", {8, 1, 0});
        design.cables.insert(3, Cable{QUuid::createUuid(), node2First.a, node2First.b, 2.0});
        e = step("plug node2 NIC 1 into leaf1 port 2", {3, 0, 1});
        QCOMPARE(loadOf(e.analysis, QStringLiteral("leaf1")).downlinkGbps, 30 * 400.0 + 200.0);

        // 6. Two cables on one port: node3's NIC 1 cable moved from leaf1 port 3 to port 2.
        QCOMPARE(design.displayName(design.cables.at(16).a.device), QStringLiteral("node3"));
        design.cables[16].b = node2First.b;
        e = step("double-book leaf1 port 2", {16, 1, 1});
        QVERIFY(std::any_of(e.diagnostics.cbegin(), e.diagnostics.cend(),
                            [](const Diagnostic &d) { return d.code == QLatin1String("CQ-PORT-002"); }));
        QVERIFY(!analyzer.lastReuse().cableRulesSkipped);
    }

    // Many named edits at random places: add, remove, change (an end moved, a length), each
    // equal to the full pass; the graph is patched every time.
    void namedRandomCableEditsEqualFromScratch()
    {
        Design design = cqbench::superPod(8);
        const AnalysisOptions options;
        QRandomGenerator rng(2312);
        IncrementalAnalyzer analyzer;
        analyzer.evaluate(design, options);
        for (int step = 1; step <= 40; ++step) {
            IncrementalAnalyzer::CableEdit edit;
            const int kind = int(rng.bounded(4));
            const int at = int(rng.bounded(int(design.cables.size())));
            if (kind == 0) {
                design.cables.removeAt(at);
                edit = {at, 1, 0};
            } else if (kind == 1) {
                const Server &s = design.servers.at(rng.bounded(int(design.servers.size())));
                const Switch &sw = design.switches.at(rng.bounded(int(design.switches.size())));
                design.cables.insert(at, Cable{QUuid::createUuid(), {s.id, int(rng.bounded(8))}, {sw.id, int(rng.bounded(64))}, 3.0});
                edit = {at, 0, 1};
            } else if (kind == 2) {
                design.cables[at].a.device = design.switches.at(rng.bounded(int(design.switches.size()))).id;
                edit = {at, 1, 1};
            } else {
                design.cables[at].lengthM = 40;
                edit = {at, 1, 1};
            }
            const DesignEvaluation got = analyzer.evaluate(design, options, edit);
            QVERIFY(analyzer.lastReuse().patched);
            const QStringList diff = differences(got, evaluateDesign(design, options));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("step %1 (kind %2 at %3): %4").arg(step).arg(kind).arg(at).arg(diff.join(u", "))));
        }
    }

    // Unplugs and cable lengths only: the design stays free of cabling findings, so every step
    // takes the path that skips the cabling rules, and must still equal the full pass.
    void equalsFromScratchAfterRandomUnplugs()
    {
        Design design = cqbench::superPod(8);
        const AnalysisOptions options;
        QRandomGenerator rng(4);
        IncrementalAnalyzer analyzer;
        int skipped = 0;
        int keptSwitchCabling = 0;
        for (int step = 0; step < 30; ++step) {
            if (step > 0 && rng.bounded(2) == 0)
                design.cables.removeAt(rng.bounded(int(design.cables.size())));
            else if (step > 0)
                design.cables[rng.bounded(int(design.cables.size()))].lengthM = 50;
            const DesignEvaluation got = analyzer.evaluate(design, options);
            const QStringList diff = differences(got, evaluateDesign(design, options));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(diff.join(u", "))));
            skipped += analyzer.lastReuse().cableRulesSkipped;
            keptSwitchCabling += analyzer.lastReuse().switchCabling;
        }
        QCOMPARE(skipped, 30);
        QVERIFY(keptSwitchCabling > 0); // the unplugged server cables (a third of all cables)
    }

    // The benchmark's edit on the clean design: the cable rules are skipped after it (nothing
    // can be double-booked by an unplug) and still equal the full pass (no diagnostics).
    void unplugKeepsCableRulesSkipped()
    {
        const Design design = cqbench::superPod(4);
        IncrementalAnalyzer analyzer;
        const AnalysisOptions options;
        analyzer.evaluate(design, options);
        Design edited = design;
        edited.cables.removeAt(0);
        const DesignEvaluation got = analyzer.evaluate(edited, options);
        QVERIFY(analyzer.lastReuse().cableRulesSkipped);
        QVERIFY(analyzer.lastReuse().switchCabling); // node1's first NIC cable: a server cable
        QCOMPARE(analyzer.lastReuse().cableEnds, int(edited.cables.size()));
        QVERIFY(differences(got, evaluateDesign(edited, options)).isEmpty());
        // The comparison does see an edit: against the unedited design the unplugged NIC shows
        // (node1 has 7 of 8 NICs, so the cluster's ring bandwidth and the cut change).
        QVERIFY(!differences(got, evaluateDesign(design, options)).isEmpty());
        analyzer.reset();
        analyzer.evaluate(edited, options);
        QCOMPARE(analyzer.lastReuse().cableEnds, 0);
    }

    // Fabrics, tiers and pods survive a switch-cable edit that leaves every switch a path and a
    // neighbour one tier down (FabricGraph::switchStructureKept), and are found again otherwise.
    // superPod(4): one pod, 32 leaves (tier 1) each cabled once to 32 spines (tier 2), each spine
    // to 8 of 16 cores (tier 3). Unplug spine1's 32 leaf cables: after 1..31 spine1 still has a
    // leaf below it; after the 32nd it is reached only from the cores (tier 4), so not kept.
    // Then a second leaf1-spine2 cable (tiers 1 and 2: kept) and a leaf2-core1 cable (tiers 1 and
    // 3, a shorter path for the cores: not kept). Every step equals the analysis from scratch.
    void switchStructureKeptWhileTiersHold()
    {
        Design design = cqbench::superPod(4);
        const auto idOf = [&](const QString &name) {
            const auto it = std::find_if(design.switches.cbegin(), design.switches.cend(),
                                         [&](const Switch &sw) { return sw.name == name; });
            return it == design.switches.cend() ? QUuid() : it->id;
        };
        const QUuid spine1 = idOf(QStringLiteral("spine1"));
        const QUuid spine2 = idOf(QStringLiteral("spine2"));
        const QUuid leaf1 = idOf(QStringLiteral("leaf1"));
        const QUuid core1 = idOf(QStringLiteral("core1"));
        QVERIFY(!spine1.isNull() && !spine2.isNull() && !leaf1.isNull() && !core1.isNull());
        const AnalysisOptions options;
        IncrementalAnalyzer analyzer;
        analyzer.evaluate(design, options);
        for (int unplugged = 1; unplugged <= 32; ++unplugged) {
            const auto it = std::find_if(design.cables.cbegin(), design.cables.cend(), [&](const Cable &c) {
                return c.b.device == spine1 && design.switchById(c.a.device)
                    && design.switchById(c.a.device)->name.startsWith(QLatin1String("leaf"));
            });
            QVERIFY(it != design.cables.cend());
            design.cables.removeAt(it - design.cables.cbegin());
            const DesignEvaluation got = analyzer.evaluate(design, options);
            QVERIFY(!analyzer.lastReuse().switchCabling);
            QCOMPARE(analyzer.lastReuse().switchStructure, unplugged < 32);
            const QStringList diff = differences(got, evaluateDesign(design, options));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("after %1 unplugged: %2").arg(unplugged).arg(diff.join(u", "))));
        }
        const auto plugIn = [&](const QUuid &a, const QUuid &b, int portB) {
            design.cables.append(Cable{QUuid::createUuid(), {a, 60}, {b, portB}, 3.0});
            const qsizetype at = design.cables.size() - 1;
            return analyzer.evaluate(design, options, IncrementalAnalyzer::CableEdit{at, 0, 1});
        };
        DesignEvaluation got = plugIn(leaf1, spine2, 61);
        QVERIFY(analyzer.lastReuse().patched);
        QVERIFY(analyzer.lastReuse().switchStructure);
        QVERIFY(differences(got, evaluateDesign(design, options)).isEmpty());
        got = plugIn(idOf(QStringLiteral("leaf2")), core1, 62);
        QVERIFY(analyzer.lastReuse().patched);
        QVERIFY(!analyzer.lastReuse().switchStructure);
        QVERIFY(differences(got, evaluateDesign(design, options)).isEmpty());
    }

    // The bisection's split is patched for the edited servers, even when they move in the leaf
    // order or leave it and the middle moves. superPod(4): 128 servers of 8 x 400 Gb/s NICs in
    // leaf order node1..node128; the source half node1..node64 has 64 x 3,200 = 204,800 Gb/s.
    // Unplugging node128's NICs one by one takes the sink half to 204,800 - 400 k (k = 1..7:
    // ideal 204,400 after the first); after the 8th node128 has no NIC and leaves the cut: 127
    // servers, halves of 63 and 64, so node64 changes sides: 63 x 3,200 = 201,600 each side.
    // A changed device (a rename) cuts from scratch.
    void bisectionCutPatchedAsServersMove()
    {
        Design design = cqbench::superPod(4);
        const AnalysisOptions options;
        IncrementalAnalyzer analyzer;
        analyzer.evaluate(design, options);
        const QUuid node128 = design.servers.last().id;
        for (int nic = 0; nic < 8; ++nic) {
            const auto it = std::find_if(design.cables.cbegin(), design.cables.cend(),
                                         [&](const Cable &c) { return c.a.device == node128 && c.a.port == nic; });
            QVERIFY(it != design.cables.cend());
            const qsizetype at = it - design.cables.cbegin();
            design.cables.removeAt(at);
            const DesignEvaluation got = analyzer.evaluate(design, options, IncrementalAnalyzer::CableEdit{at, 1, 0});
            QVERIFY2(analyzer.lastReuse().bisectionCut, qPrintable(QStringLiteral("NIC %1").arg(nic)));
            if (nic == 0)
                QCOMPARE(got.analysis.fabric.idealBisectionGbps, 204400.0);
            const QStringList diff = differences(got, evaluateDesign(design, options));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("NIC %1: %2").arg(nic).arg(diff.join(u", "))));
            if (nic == 7) {
                QCOMPARE(got.analysis.fabric.servers, 127);
                QCOMPARE(got.analysis.fabric.idealBisectionGbps, 201600.0);
            }
        }
        design.servers[3].name = QStringLiteral("renamed");
        const DesignEvaluation got = analyzer.evaluate(design, options);
        QVERIFY(!analyzer.lastReuse().bisectionCut);
        QVERIFY(differences(got, evaluateDesign(design, options)).isEmpty());
    }

    // Rail planes: every plane's share counts. railPlanes(8): each plane holds NIC k of every
    // server, 64 x 400 = 25,600 Gb/s; the halves in leaf order are node1-32 (leaves 1-2 of each
    // plane) and node33-64 (leaves 3-4), 32 x 400 = 12,800 Gb/s a side in each plane. A leaf has
    // 16 x 400 = 6,400 down and 16 uplinks (8 to each spine) = 6,400 up, so each plane carries
    // its whole 12,800: 8 x 12,800 = 102,400 = 64 x 8 x 400 / 2. railPlanes(2): 4 NICs a plane,
    // 32 x 4 x 400 = 51,200 a side per plane (leaves of 64 x 400 = 25,600 down and up): 2 x 51,200
    // = 102,400 again. (Before, only the plane of the servers' first NIC counted: 12,800 and 51,200.)
    void railPlanesBisectionByHand_data()
    {
        QTest::addColumn<int>("planes");
        QTest::newRow("8 planes") << 8;
        QTest::newRow("2 planes") << 2;
        QTest::newRow("1 plane") << 1;
    }
    void railPlanesBisectionByHand()
    {
        QFETCH(int, planes);
        const Design d = railPlanes(planes);
        const FabricGraph graph(d);
        const FabricSummary s = fabricSummary(graph, switchLoads(graph));
        QCOMPARE(s.servers, 64);
        QCOMPARE(s.cabledServers, 64);
        QCOMPARE(s.fabrics, planes);
        QCOMPARE(s.idealBisectionGbps, 102400.0);
        QCOMPARE(s.bisectionGbps, 102400.0);
        QCOMPARE(bisectionGbps(graph, bisectionCut(graph)), 102400.0);
        if (planes > 1)
            QVERIFY2(s.bisectionMethod.contains(QStringLiteral("across %1 switch fabrics (rail planes)").arg(planes)),
                     qPrintable(s.bisectionMethod));
    }

    // Failures touch one plane. railPlanes(8): the spine failed is p1-spine1 (tier 2, all
    // spines 16 x 400 x 4 = 25,600 down, the first in design order): plane 1 keeps p1-spine2,
    // which takes 8 uplinks of each leaf, so leaves 1-2 send 2 x 8 x 400 = 6,400: 7 x 12,800
    // + 6,400 = 96,000 (-6,400, 6.25 %). The link failed is p1-leaf1's first uplink (every leaf
    // has 6,400 up; the first in design order): p1-leaf1 sends 15 x 400 = 6,000, plane 1
    // 6,000 + 6,400 = 12,400: 102,000, -400 Gb/s = -400 / 102,400 = -0.39 %, shown -0.4 %.
    void railPlaneFailuresByHand()
    {
        const Design d = railPlanes(8);
        const FabricGraph graph(d);
        const FabricSummary s = fabricSummary(graph, switchLoads(graph));
        QCOMPARE(s.spineFailure.element, QStringLiteral("p1-spine1"));
        QCOMPARE(s.spineFailure.bisectionGbps, 96000.0);
        QCOMPARE(s.spineFailure.lossPercent, 6.25);
        QVERIFY(s.linkFailure.element.startsWith(QStringLiteral("uplink p1-leaf1 port 17 - p1-spine1")));
        QCOMPARE(s.linkFailure.bisectionGbps, 102000.0);
        QCOMPARE(failureChangeText(s, s.linkFailure), QStringLiteral("-400 Gb/s, -0.4 %"));
    }

    // The failure line's change: "unchanged" only for an equal figure. The 131,072-GPU design
    // printed "(unchanged)" beside 3,276,400 of 3,276,800: -400 / 3,276,800 = -0.0122 %, two
    // decimals "-0.01"; of the 26,214,400 over all 8 planes -400 is -0.0015 %: "-0.002".
    void failureChangeWords()
    {
        FabricSummary s;
        s.bisectionGbps = 3276800;
        FailureImpact f{true, QStringLiteral("uplink"), {}, 3276400, 0.0122, QString()};
        QCOMPARE(failureChangeText(s, f), QStringLiteral("-400 Gb/s, -0.01 %"));
        f.bisectionGbps = 3276800;
        QCOMPARE(failureChangeText(s, f), QStringLiteral("unchanged"));
        s.bisectionGbps = 26214400;
        f.bisectionGbps = 26214000;
        QCOMPARE(failureChangeText(s, f), QStringLiteral("-400 Gb/s, -0.002 %"));
        f.bisectionGbps = 0;
        QCOMPARE(failureChangeText(s, f), QStringLiteral("-26214400 Gb/s, -100 %"));
    }

    // A split cluster: node1-2 on leafA, node3-4 on leafB, no link between the leaves (two
    // fabrics). The halves in leaf order are node1-2 against node3-4, in different fabrics: no
    // path, bisection 0 of the ideal 2 x 8 x 400 = 6,400; the method says which servers reach
    // which fabric (untranslated here: the English catalogue makes "server(s)" "servers").
    void splitClusterNamesItsFabrics()
    {
        Design d;
        Switch a = cqbench::ndrSwitch(QStringLiteral("leafA"));
        Switch b = cqbench::ndrSwitch(QStringLiteral("leafB"));
        d.switches = {a, b};
        QHash<QUuid, int> next;
        for (int i = 0; i < 4; ++i) {
            const Server s = cqbench::h100Server(QStringLiteral("node%1").arg(i + 1));
            d.servers.append(s);
            for (int k = 0; k < 8; ++k)
                d.cables.append(Cable{QUuid::createUuid(), {s.id, k}, {(i < 2 ? a : b).id, next[i < 2 ? a.id : b.id]++}, 3.0});
        }
        const FabricGraph graph(d);
        const FabricSummary s = fabricSummary(graph, switchLoads(graph));
        QCOMPARE(s.fabrics, 2);
        QCOMPARE(s.servers, 4);
        QCOMPARE(s.idealBisectionGbps, 6400.0);
        QCOMPARE(s.bisectionGbps, 0.0);
        QVERIFY2(s.bisectionMethod.endsWith(QStringLiteral("2 GPU server(s) reach the fabric of leafA; "
                                                           "2 GPU server(s) reach the fabric of leafB")),
                 qPrintable(s.bisectionMethod));
        // Nothing crosses, so no failure can cost anything (not "single-tier fabric").
        QVERIFY(!s.spineFailure.applicable);
        QVERIFY(!s.linkFailure.applicable);
        QCOMPARE(s.spineFailure.effect, QStringLiteral("the halves are in switch fabrics that no link joins: no bisection to lose"));
    }

    // Edits on rail planes, named (patched) and equal to a from-scratch evaluation each time.
    // railPlanes(8), 102,400 Gb/s (railPlanesBisectionByHand):
    // 1. node64 loses NIC 1 (plane 1): it still counts, now in leaf order by its NIC 2 (plane 2,
    //    after every plane-1 leaf: still last, still on the sink side). The sink half has
    //    32 x 3,200 - 400 = 102,000: ideal and bisection 102,000 (p1-leaf4 has 6,000 down).
    // 2. Plugged back: 102,400.
    // 3. p5-leaf1 loses one uplink to p5-spine1: 15 x 400 = 6,000 up, plane 5 carries
    //    6,000 + 6,400 = 12,400: 102,000. (Before, an edit in plane 5 did not move it.)
    void railPlaneEditsByHand()
    {
        Design design = railPlanes(8);
        const AnalysisOptions options;
        IncrementalAnalyzer analyzer;
        QCOMPARE(analyzer.evaluate(design, options).analysis.fabric.bisectionGbps, 102400.0);
        auto step = [&](const char *what, const IncrementalAnalyzer::CableEdit &edit) {
            const DesignEvaluation got = analyzer.evaluate(design, options, edit);
            const QStringList diff = differences(got, evaluateDesign(design, options));
            if (!diff.isEmpty() || !analyzer.lastReuse().patched)
                qWarning("%s: patched %d, %s", what, analyzer.lastReuse().patched, qPrintable(diff.join(u", ")));
            return diff.isEmpty() && analyzer.lastReuse().patched ? got.analysis.fabric : FabricSummary{};
        };
        const qsizetype at = nicCable(design, QStringLiteral("node64"), 0);
        QVERIFY(at >= 0);
        const Cable unplugged = design.cables.takeAt(at);
        FabricSummary f = step("node64 NIC 1 unplugged", {at, 1, 0});
        QCOMPARE(f.servers, 64);
        QCOMPARE(f.fabrics, 8);
        QCOMPARE(f.idealBisectionGbps, 102000.0);
        QCOMPARE(f.bisectionGbps, 102000.0);
        QVERIFY(analyzer.lastReuse().bisectionCut);

        design.cables.insert(at, unplugged);
        f = step("node64 NIC 1 back", {at, 0, 1});
        QCOMPARE(f.bisectionGbps, 102400.0);

        const qsizetype uplink = cableBetween(design, QStringLiteral("p5-leaf1"), QStringLiteral("p5-spine1"));
        QVERIFY(uplink >= 0);
        design.cables.removeAt(uplink);
        f = step("p5-leaf1 uplink unplugged", {uplink, 1, 0});
        QCOMPARE(f.idealBisectionGbps, 102400.0);
        QCOMPARE(f.bisectionGbps, 102000.0);
    }

    // A one-cable edit re-solves the fabric it changed, no other: railPlanes(8) with
    // p5-leaf1's first uplink unplugged. Plane 5's flow is asked again (its version moves), the
    // other seven keep their answers; the bisection is 7 x 12,800 + 12,400 = 102,000 and the
    // spine failure (plane 1, 6,400 there) 102,000 - 12,800 + 6,400 = 95,600; the whole summary
    // equals one from scratch.
    void editReSolvesOnlyItsFabric()
    {
        const Design d = railPlanes(8);
        auto graph = std::make_unique<FabricGraph>(d);
        FabricSummaryCache cache;
        fabricSummary(*graph, switchLoads(*graph), &cache);
        QCOMPARE(cache.flows.fabrics.size(), size_t(8));
        std::vector<int> versions;
        for (const FabricFlow &f : cache.flows.fabrics)
            versions.push_back(f.version);
        Design edited = d;
        edited.cables.removeAt(cableBetween(d, QStringLiteral("p5-leaf1"), QStringLiteral("p5-spine1")));
        auto next = std::make_unique<FabricGraph>(edited, *graph);
        const FabricSummary got = fabricSummary(*next, switchLoads(*next), &cache);
        const int plane5 = next->fabricOf(edited.switches.at(4 * 6).id); // p5-leaf1: 6 switches a plane
        QCOMPARE(edited.switches.at(4 * 6).name, QStringLiteral("p5-leaf1"));
        for (int f = 0; f < 8; ++f) {
            if (f == plane5)
                QVERIFY(cache.flows.fabrics[size_t(f)].version > versions[size_t(f)]);
            else
                QCOMPARE(cache.flows.fabrics[size_t(f)].version, versions[size_t(f)]);
        }
        QCOMPARE(got.bisectionGbps, 102000.0);
        QCOMPARE(got.spineFailure.bisectionGbps, 95600.0);
        QVERIFY(got == fabricSummary(*next, switchLoads(*next)));
    }

    // Random edits of rail planes, each equal to the evaluation from scratch.
    void railPlanesEqualFromScratchAfterRandomEdits()
    {
        Design design = railPlanes(8);
        const AnalysisOptions options;
        QRandomGenerator rng(2026120701);
        IncrementalAnalyzer analyzer;
        for (int step = 0; step < 40; ++step) {
            const QString edit = step == 0 ? QStringLiteral("first") : randomEdit(&design, &rng);
            const DesignEvaluation got = analyzer.evaluate(design, options);
            const QStringList diff = differences(got, evaluateDesign(design, options));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("step %1 (%2): %3").arg(step).arg(edit, diff.join(u", "))));
        }
    }

    // Two servers named alike (CQ-NAME-001): after a cable-only edit the device rules' finding is
    // the last run's, and still there; after a rename (a new server list) it is found again, gone.
    void deviceRulesKeptForCableEdits()
    {
        Design design = cqbench::superPod(4);
        design.servers[1].name = design.servers.at(0).name;
        const QList<QUuid> twins{design.servers.at(0).id, design.servers.at(1).id};
        const auto nameFinding = [](const DesignEvaluation &e) {
            const auto it = std::find_if(e.diagnostics.cbegin(), e.diagnostics.cend(),
                                         [](const Diagnostic &d) { return d.code == QLatin1String("CQ-NAME-001"); });
            return it == e.diagnostics.cend() ? QList<QUuid>{} : it->ids;
        };
        const AnalysisOptions options;
        IncrementalAnalyzer analyzer;
        QCOMPARE(nameFinding(analyzer.evaluate(design, options)), twins);
        QVERIFY(!analyzer.lastReuse().deviceRules);
        Design edited = design; // shares the device lists
        edited.cables.removeAt(5);
        DesignEvaluation got = analyzer.evaluate(edited, options, IncrementalAnalyzer::CableEdit{5, 1, 0});
        QVERIFY(analyzer.lastReuse().deviceRules);
        QCOMPARE(nameFinding(got), twins);
        QVERIFY(differences(got, evaluateDesign(edited, options)).isEmpty());
        edited.servers[1].name = QStringLiteral("renamed");
        got = analyzer.evaluate(edited, options);
        QVERIFY(!analyzer.lastReuse().deviceRules);
        QVERIFY(nameFinding(got).isEmpty());
        QVERIFY(differences(got, evaluateDesign(edited, options)).isEmpty());
    }

    // A cable from an InfiniBand NIC into an Ethernet switch, added with no device changed:
    // the running tally must count it (CQ-LINK-001), so the cabling rules are not skipped.
    void linkLayerMismatchIsNotSkipped()
    {
        Design design = cqbench::superPod(4);
        Switch eth = cqbench::ndrSwitch(QStringLiteral("eth-mgmt"));
        eth.kind = LinkKind::Ethernet;
        design.switches.append(eth);
        const PortRef nic = design.cables.first().a; // node1 NIC 1, freed next
        design.cables.removeFirst();
        const AnalysisOptions options;
        IncrementalAnalyzer analyzer;
        analyzer.evaluate(design, options);
        design.cables.append(Cable{QUuid::createUuid(), nic, {eth.id, 0}, 3.0});
        const DesignEvaluation got = analyzer.evaluate(design, options);
        QVERIFY(!analyzer.lastReuse().cableRulesSkipped);
        QVERIFY(std::any_of(got.diagnostics.cbegin(), got.diagnostics.cend(),
                            [](const Diagnostic &d) { return d.code == QLatin1String("CQ-LINK-001"); }));
        QVERIFY(differences(got, evaluateDesign(design, options)).isEmpty());
    }

    // The switch cabling is kept exactly while no edited cable joins two switches or takes a
    // leaf's last server away: unplug the 32 server cables of one leaf one by one (the 32nd
    // makes it a spine-only switch, so tiers change), then one leaf-spine cable.
    void switchCablingKeptOnlyForServerCables()
    {
        Design design = cqbench::superPod(4); // 128 servers, leaf1 = NIC 0 of unit 1's 32 servers
        const AnalysisOptions options;
        IncrementalAnalyzer analyzer;
        analyzer.evaluate(design, options);
        const auto leaf = std::find_if(design.switches.cbegin(), design.switches.cend(),
                                       [](const Switch &sw) { return sw.name == QLatin1String("leaf1"); });
        QVERIFY(leaf != design.switches.cend());
        const QUuid leaf1 = leaf->id;
        for (int unplugged = 1; unplugged <= 32; ++unplugged) {
            const auto it = std::find_if(design.cables.cbegin(), design.cables.cend(), [&](const Cable &c) {
                return c.b.device == leaf1 && design.server(c.a.device);
            });
            QVERIFY(it != design.cables.cend());
            design.cables.removeAt(it - design.cables.cbegin());
            const DesignEvaluation got = analyzer.evaluate(design, options);
            QCOMPARE(analyzer.lastReuse().switchCabling, unplugged < 32);
            const QStringList diff = differences(got, evaluateDesign(design, options));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("after %1 unplugged: %2").arg(unplugged).arg(diff.join(u", "))));
        }
        const auto uplink = std::find_if(design.cables.cbegin(), design.cables.cend(), [&](const Cable &c) {
            return design.switchById(c.a.device) && design.switchById(c.b.device);
        });
        design.cables.removeAt(uplink - design.cables.cbegin());
        const DesignEvaluation got = analyzer.evaluate(design, options);
        QVERIFY(!analyzer.lastReuse().switchCabling);
        QVERIFY(differences(got, evaluateDesign(design, options)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestIncrementalAnalyzer)
#include "tst_incrementalanalyzer.moc"
