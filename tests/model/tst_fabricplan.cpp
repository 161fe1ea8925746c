#include "generatorfixtures.h"

#include "generator/fabricplan.h"

#include <QTest>

using namespace cq;
using namespace cqtest;

/**
 * Fabric sizing against published figures: the DGX SuperPOD compute-fabric table (DGX B200
 * RA, collective-model.md §3) and the folded-Clos closed forms for radix k (2-tier: k^2/2
 * endpoints on k leaves + k/2 spines; 3-tier k-ary fat tree: k^3/4 endpoints on 5k^2/4
 * switches with k^3/4 cables per tier).
 */
namespace {

/** Single-fabric spec: @p nics NICs per server on @p ports-port switches, leaves at @p ratio:1. */
FabricSpec oversubscribedSpec(int nics, int ports, double ratio)
{
    FabricSpec spec;
    spec.nicsPerServer = nics;
    spec.switchPorts = ports;
    spec.oversubscription = ratio;
    return spec;
}

} // namespace

class TestFabricPlan : public QObject
{
    Q_OBJECT
private slots:
    void superPodTable_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("nodeLeaf");
        QTest::addColumn<int>("leafSpine");
        QTest::addColumn<int>("spineCore");
        // k = 64: a leaf has 32 ports down, 32 up, so an SU is 32 nodes with one leaf per rail
        // (8 leaves); leaves = SUs x 8, node-leaf cables = nodes x 8, leaf-spine = leaves x 32.
        // 2 tiers while leaves <= 64: spines = leaves x 32 / 64.
        // 2 SU: 16 leaves, 16 x 32 / 64 = 8 spines, 64 x 8 = 512, 16 x 32 = 512.
        QTest::newRow("2 SU, 64 nodes") << 64 << 16 << 8 << 0 << 512 << 512 << 0;
        // 4 SU: 32 leaves, 32 x 32 / 64 = 16 spines, 1,024 and 1,024 cables.
        QTest::newRow("4 SU, 128 nodes") << 128 << 32 << 16 << 0 << 1024 << 1024 << 0;
        // 8 SU: 64 leaves (= k, the 2-tier limit), 32 spines, 2,048 and 2,048.
        QTest::newRow("8 SU, 256 nodes") << 256 << 64 << 32 << 0 << 2048 << 2048 << 0;
        // 16 SU: 128 leaves > 64 -> 3 tiers; pods of 32 leaves get 32 x 32 / 32 = 32 spines:
        // 4 pods, 128 spines; 4,096 spine uplinks / 64 = 64 cores.
        QTest::newRow("16 SU, 512 nodes") << 512 << 128 << 128 << 64 << 4096 << 4096 << 4096;
        // 32 SU: 256 leaves, 8 pods x 32 = 256 spines, 8,192 / 64 = 128 cores.
        QTest::newRow("32 SU, 1024 nodes") << 1024 << 256 << 256 << 128 << 8192 << 8192 << 8192;
        // 64 SU: 512 leaves, 16 pods x 32 = 512 spines, 16,384 / 64 = 256 cores.
        QTest::newRow("64 SU, 2048 nodes") << 2048 << 512 << 512 << 256 << 16384 << 16384 << 16384;
    }
    void superPodTable()
    {
        QFETCH(int, nodes);
        QString why;
        const std::optional<FabricPlan> plan = FabricPlan::plan(superPodSpec(nodes), nodes, &why);
        QVERIFY2(plan, qPrintable(why));
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, nodeLeaf);
        QFETCH(int, leafSpine);
        QFETCH(int, spineCore);
        QCOMPARE(plan->leaves, leaves);
        QCOMPARE(plan->spines, spines);
        QCOMPARE(plan->cores, cores);
        QCOMPARE(plan->serverLeafCables, nodeLeaf);
        QCOMPARE(plan->leafSpineCables, leafSpine);
        QCOMPARE(plan->spineCoreCables, spineCore);
        QCOMPARE(plan->tiers, cores > 0 ? 3 : 2);
        QCOMPARE(plan->serversPerGroup, 32);
        QCOMPARE(plan->leavesPerGroup, 8);
        QCOMPARE(plan->oversubscription(), 1.0);
    }

    void closedForms_data()
    {
        QTest::addColumn<int>("k");
        for (int k : {4, 8, 16, 40, 64})
            QTest::addRow("k=%d", k) << k;
    }
    void closedForms()
    {
        QFETCH(int, k);
        FabricSpec spec;
        spec.nicsPerServer = 1; // one endpoint per server: the textbook counts
        spec.switchPorts = k;
        QString why;
        // 2-tier maximum: k^2/2 endpoints, k leaves + k/2 spines, k^2/2 leaf-spine cables.
        const std::optional<FabricPlan> two = FabricPlan::plan(spec, k * k / 2, &why);
        QVERIFY2(two, qPrintable(why));
        QCOMPARE(two->tiers, 2);
        QCOMPARE(two->leaves, k);
        QCOMPARE(two->spines, k / 2);
        QCOMPARE(two->switches(), 3 * k / 2);
        QCOMPARE(two->leafSpineCables, k * k / 2);
        QCOMPARE(two->serverLeafCables, k * k / 2);
        // One endpoint more no longer fits two tiers.
        QCOMPARE(FabricPlan::plan(spec, k * k / 2 + 1, &why)->tiers, 3);
        // 3-tier maximum: k^3/4 endpoints, k^2/2 leaves and spines, k^2/4 cores (5k^2/4 in all),
        // k^3/4 cables on each tier.
        const int endpoints = k * k * k / 4;
        const std::optional<FabricPlan> three = FabricPlan::plan(spec, endpoints, &why);
        QVERIFY2(three, qPrintable(why));
        QCOMPARE(three->tiers, 3);
        QCOMPARE(three->leaves, k * k / 2);
        QCOMPARE(three->spines, k * k / 2);
        QCOMPARE(three->cores, k * k / 4);
        QCOMPARE(three->switches(), 5 * k * k / 4);
        QCOMPARE(three->serverLeafCables, endpoints);
        QCOMPARE(three->leafSpineCables, endpoints);
        QCOMPARE(three->spineCoreCables, endpoints);
        // One endpoint more would need a fourth tier.
        QVERIFY(!FabricPlan::plan(spec, endpoints + 1, &why));
        QVERIFY2(why.contains(QStringLiteral("more than three switch tiers")), qPrintable(why));
    }

    void publishedSwitchTable_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("twoTierEndpoints");
        QTest::addColumn<int>("twoTierSwitches");
        QTest::addColumn<int>("threeTierEndpoints");
        QTest::addColumn<int>("threeTierSwitches");
        // collective-model.md §3: QM9700 (k = 64) 2,048 / 96 and 65,536 / 5,120;
        // QM8700 (k = 40) 800 / 60 and 16,000 / 2,000.
        QTest::newRow("QM9700 NDR 64") << 64 << 2048 << 96 << 65536 << 5120;
        QTest::newRow("QM8700 HDR 40") << 40 << 800 << 60 << 16000 << 2000;
    }
    void publishedSwitchTable()
    {
        QFETCH(int, k);
        QFETCH(int, twoTierEndpoints);
        QFETCH(int, twoTierSwitches);
        QFETCH(int, threeTierEndpoints);
        QFETCH(int, threeTierSwitches);
        FabricSpec spec;
        spec.nicsPerServer = 1;
        spec.switchPorts = k;
        QString why;
        QCOMPARE(FabricPlan::plan(spec, twoTierEndpoints, &why)->switches(), twoTierSwitches);
        QCOMPARE(FabricPlan::plan(spec, threeTierEndpoints, &why)->switches(), threeTierSwitches);
    }

    void oneSwitchWhenEveryNicFits()
    {
        // 4 servers x 8 NICs = 32 ports <= 40: one HDR switch, no spine (DOMAIN.md: same switch).
        FabricSpec spec;
        spec.switchPorts = 40;
        QString why;
        const std::optional<FabricPlan> plan = FabricPlan::plan(spec, 4, &why);
        QCOMPARE(plan->tiers, 1);
        QCOMPARE(plan->leaves, 1);
        QCOMPARE(plan->spines, 0);
        QCOMPARE(plan->serverLeafCables, 32);
        QCOMPARE(plan->leafSpineCables, 0);
    }

    void smallClusterSharesLeavesAndSavesUplinks()
    {
        // 8 servers x 8 NICs = 64 > 40 ports. d = 20 downlinks: floor(20 / 8) = 2 servers per leaf,
        // 8 / 2 = 4 leaves, each using 16 downlinks, so ceil(16 x 20 / 20) = 16 uplinks; 4 x 16 = 64
        // leaf-spine cables on ceil(64 / 40) = 2 spines.
        FabricSpec spec;
        spec.switchPorts = 40;
        QString why;
        const std::optional<FabricPlan> plan = FabricPlan::plan(spec, 8, &why);
        QCOMPARE(plan->wiring, FabricPlan::Wiring::Shared);
        QCOMPARE(plan->serversPerGroup, 2);
        QCOMPARE(plan->leaves, 4);
        QCOMPARE(plan->leafUplinks, 16);
        QCOMPARE(plan->leafSpineCables, 64);
        QCOMPARE(plan->spines, 2);
        QCOMPARE(plan->oversubscription(), 1.0); // 16 server ports, 16 uplinks
        QCOMPARE(plan->summary(spec, 8), QStringLiteral("8 servers x 8 NICs: 2 tier(s), 4 leaf switch(es) + 2 spine(s) = "
                                                        "6 switches of 40 ports; cables 64 server-leaf + 64 leaf-spine; "
                                                        "leaves 16:16 (non-blocking)"));
        // Server 1 of a group, NIC 3 takes leaf port 1 x 8 + 3 = 11.
        QCOMPARE(plan->leafPort(1, 3, 8), (QPair<int, int>(0, 11)));
    }

    void oversubscribedLeaves()
    {
        // k = 64 at 3:1: d = floor(64 x 3 / 4) = 48 down, 16 up. 96 single-NIC servers: 48 per leaf,
        // 2 leaves, each with 16 uplinks: 32 leaf-spine cables on ceil(32 / 64) = 1 spine. 48:16 = 3.
        const FabricSpec spec = oversubscribedSpec(1, 64, 3);
        QString why;
        const std::optional<FabricPlan> plan = FabricPlan::plan(spec, 96, &why);
        QCOMPARE(plan->leafDownlinks, 48);
        QCOMPARE(plan->leafUplinks, 16);
        QCOMPARE(plan->leaves, 2);
        QCOMPARE(plan->spines, 1);
        QCOMPARE(plan->oversubscription(), 3.0);
        QVERIFY(plan->summary(spec, 96).endsWith(QStringLiteral("leaves 48:16 (3:1 oversubscribed)")));
    }

    void oversubscriptionIsTheRatioAsked()
    {
        // 16 servers x 8 NICs on 64-port switches at 2:1: d = floor(64 x 2 / 3) = 42, so 5
        // servers (40 NIC ports) per leaf and 40 / 2 = 20 uplinks: 40:20, exactly 2:1 (it was
        // 40:21). Rail-optimized: 8 rail leaves of 16 ports each, 16 / 2 = 8 uplinks.
        FabricSpec spec = oversubscribedSpec(8, 64, 2);
        QString why;
        std::optional<FabricPlan> plan = FabricPlan::plan(spec, 16, &why);
        QCOMPARE(plan->busiestLeafDownlinks, 40);
        QCOMPARE(plan->leafUplinks, 20);
        QCOMPARE(plan->oversubscription(), 2.0);
        spec.railOptimized = true;
        plan = FabricPlan::plan(spec, 16, &why);
        QCOMPARE(plan->busiestLeafDownlinks, 16);
        QCOMPARE(plan->leafUplinks, 8);
        QCOMPARE(plan->oversubscription(), 2.0);
        // 1.2:1: d = floor(64 x 1.2 / 2.2) = floor(34.9) = 34; 5-NIC servers, 34 / 5 = 6 per
        // leaf = 30 ports; 30 / 1.2 = 25 uplinks exactly (in doubles 25.000000000000004: not 26).
        spec = oversubscribedSpec(5, 64, 1.2);
        plan = FabricPlan::plan(spec, 100, &why);
        QCOMPARE(plan->leafDownlinks, 34);
        QCOMPARE(plan->busiestLeafDownlinks, 30);
        QCOMPARE(plan->leafUplinks, 25);
    }

    void moreNicsThanLeafDownlinks()
    {
        // 8-port switches: d = 4. A server with 6 NICs spans ceil(6 / 4) = 2 leaves; NIC 5 is on
        // the second leaf's port 5 - 4 = 1. 3 servers: 6 leaves.
        FabricSpec spec;
        spec.nicsPerServer = 6;
        spec.switchPorts = 8;
        QString why;
        const std::optional<FabricPlan> plan = FabricPlan::plan(spec, 3, &why);
        QCOMPARE(plan->wiring, FabricPlan::Wiring::Split);
        QCOMPARE(plan->leavesPerGroup, 2);
        QCOMPARE(plan->leaves, 6);
        QCOMPARE(plan->leafPort(0, 5, 6), (QPair<int, int>(1, 1)));
    }

    void railPlanesAreSizedOnTheirOwn()
    {
        // 16,384 servers x 8 NICs (131,072 GPUs) on 64-port switches, rail-optimized, d = 32.
        // One fabric: SU of 32 servers x 8 rail leaves, 512 SU = 4,096 leaves > k x k/2 = 2,048
        // (3 tiers hold 64^3/4 = 65,536 ports): a fourth tier, 2,048 x 32 = 65,536 leaves.
        FabricSpec spec = superPodSpec(16384);
        QString why;
        QVERIFY(!FabricPlan::plan(spec, 16384, &why));
        QCOMPARE(FabricPlan::tiersNeeded(spec, 16384), 4);
        QCOMPARE(FabricPlan::planesToFit(spec, 16384), 2);
        QCOMPARE(why, QStringLiteral("16384 servers x 8 NICs need 4 tiers of 64-port switches, more than three switch "
                                     "tiers (three hold at most 65536 NIC ports non-blocking); --planes 2 fits it in three."));
        QCOMPARE(FabricPlan::tooManyTiers(spec, 16384, 8, 2),
                 QStringLiteral("16384 servers x 8 NICs need 4 tiers of 64-port switches, more than three switch tiers "
                                "(three hold at most 65536 NIC ports non-blocking); --planes 8 or --breakout 2 fits it in three."));

        // 8 planes, one NIC of each server in each: 16,384 ports a plane. SU = 32 servers on one
        // leaf: 512 leaves, 32 up each; 16 pods of 32 leaves x ceil(32 x 32 / 32) = 32 spines = 512;
        // 512 x 32 = 16,384 spine-core cables on 16,384 / 64 = 256 cores. 1,280 switches and
        // 3 x 16,384 = 49,152 cables a plane; x 8 = 10,240 switches, 393,216 cables.
        spec.planes = 8;
        std::optional<FabricPlan> p = FabricPlan::plan(spec, 16384, &why);
        QVERIFY2(p, qPrintable(why));
        QCOMPARE(p->planes, 8);
        QCOMPARE(p->tiers, 3);
        QCOMPARE(p->leaves, 512);
        QCOMPARE(p->leafUplinks, 32);
        QCOMPARE(p->spinesPerPod.size(), 16);
        QCOMPARE(p->spines, 512);
        QCOMPARE(p->cores, 256);
        QCOMPARE(p->switches(), 1280);
        QCOMPARE(p->cables(), 49152);
        QCOMPARE(p->switches() * p->planes, 10240);
        QCOMPARE(p->cables() * p->planes, 393216);
        QCOMPARE(p->summary(spec, 16384),
                 QStringLiteral("8 rail plane(s), each 16,384 servers x 1 NICs: 3 tier(s), 512 leaf switch(es) + 512 spine(s) "
                                "+ 256 core(s) = 1,280 switches of 64 ports; cables 16,384 server-leaf + 16,384 leaf-spine "
                                "+ 16,384 spine-core; leaves 32:32 (non-blocking)"));

        // 2 planes of 4 NICs: SU of 32 servers x 4 rail leaves, 512 SU = 2,048 leaves = k x k/2,
        // the three-tier maximum: 64 pods x 32 spines = 2,048, 65,536 / 64 = 1,024 cores;
        // 5 x 64^2 / 4 = 5,120 switches a plane, 10,240 in all; 3 x 65,536 cables a plane.
        spec.planes = 2;
        p = FabricPlan::plan(spec, 16384, &why);
        QVERIFY2(p, qPrintable(why));
        QCOMPARE(p->leaves, 2048);
        QCOMPARE(p->spines, 2048);
        QCOMPARE(p->cores, 1024);
        QCOMPARE(p->switches() * p->planes, 10240);
        QCOMPARE(p->cables() * p->planes, 393216);
    }

    void planesMustDivideTheNics()
    {
        FabricSpec spec = superPodSpec(16);
        spec.planes = 3;
        QString why;
        QVERIFY(!FabricPlan::plan(spec, 16, &why));
        QCOMPARE(why, QStringLiteral("8 NICs per server do not split evenly into 3 rail planes: give a plane count that divides 8."));
        // One NIC a server cannot be split, so no plane count fits: the refusal names the other ways.
        FabricSpec one = oversubscribedSpec(1, 4, 1); // k = 4: three tiers hold 4^3/4 = 16 ports
        QCOMPARE(FabricPlan::planesToFit(one, 17), 0);
        QVERIFY(!FabricPlan::plan(one, 17, &why));
        QVERIFY2(why.endsWith(QStringLiteral("use rail planes, switches with more ports or fewer servers per room.")),
                 qPrintable(why));
    }

    void badSpecsAreRefused_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<int>("nics");
        QTest::addColumn<int>("ports");
        QTest::addColumn<QString>("message");
        QTest::newRow("no servers") << 0 << 8 << 40 << QStringLiteral("A cluster needs at least one server.");
        QTest::newRow("no NICs") << 4 << 0 << 40 << QStringLiteral("Each server needs at least one NIC to join the fabric.");
        QTest::newRow("radix 1") << 4 << 8 << 1 << QStringLiteral("A switch needs at least 2 ports (radix 1 given).");
    }
    void badSpecsAreRefused()
    {
        QFETCH(int, servers);
        QFETCH(int, nics);
        QFETCH(int, ports);
        QFETCH(QString, message);
        FabricSpec spec;
        spec.nicsPerServer = nics;
        spec.switchPorts = ports;
        QString why;
        QVERIFY(!FabricPlan::plan(spec, servers, &why));
        QCOMPARE(why, message);
    }
};

QTEST_GUILESS_MAIN(TestFabricPlan)
#include "tst_fabricplan.moc"
