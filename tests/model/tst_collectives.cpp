#include "engine/collectives.h"
#include "engine/nccllatency.h"

#include <QTest>

#include <limits>

using namespace cq;

Q_DECLARE_METATYPE(cq::Collective)
Q_DECLARE_METATYPE(cq::IntraHop)

class TestCollectives : public QObject
{
    Q_OBJECT
private slots:
    void ringAllReduceFromTheIssue()
    {
        // 2(n-1) alpha = 2 * 7 * 10 ns = 140 ns = 0.00014 ms
        // 2(n-1)/n * S / B = 14/8 * 1e8 B / 50e9 B/s = 1.75 * 2 ms = 3.5 ms
        QCOMPARE(ringAllReduceSeconds(1e8, 8, 50, 10e-9), 3.50014e-3);
    }

    void busBandwidthFactor_data()
    {
        QTest::addColumn<Collective>("collective");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<double>("factor");
        QTest::newRow("all_reduce 8: 2*7/8") << Collective::AllReduce << 8 << 1.75;
        QTest::newRow("all_reduce 32: 2*31/32") << Collective::AllReduce << 32 << 1.9375;
        QTest::newRow("all_gather 8: 7/8") << Collective::AllGather << 8 << 0.875;
        QTest::newRow("reduce_scatter 4: 3/4") << Collective::ReduceScatter << 4 << 0.75;
        QTest::newRow("alltoall 2: 1/2") << Collective::AllToAll << 2 << 0.5;
        QTest::newRow("broadcast 8: 1") << Collective::Broadcast << 8 << 1.0;
        QTest::newRow("reduce 8: 1") << Collective::Reduce << 8 << 1.0;
        QTest::newRow("sendrecv 2: 1") << Collective::SendRecv << 2 << 1.0;
        QTest::newRow("all_reduce 1 rank: nothing moves") << Collective::AllReduce << 1 << 0.0;
        QTest::newRow("no ranks") << Collective::Broadcast << 0 << 0.0;
    }
    void busBandwidthFactor()
    {
        QFETCH(Collective, collective);
        QFETCH(int, ranks);
        QFETCH(double, factor);
        QCOMPARE(cq::busBandwidthFactor(collective, ranks), factor);
    }

    void ringSeconds_data()
    {
        QTest::addColumn<Collective>("collective");
        QTest::addColumn<double>("seconds");
        // S = 1e9 bytes, n = 4, B = 100 GB/s, alpha = 1 us; S/B = 10 ms.
        QTest::newRow("all_reduce: 6 us + 1.5 * 10 ms") << Collective::AllReduce << 0.015006;
        QTest::newRow("all_gather: 3 us + 0.75 * 10 ms") << Collective::AllGather << 0.007503;
        QTest::newRow("reduce_scatter: 3 us + 0.75 * 10 ms") << Collective::ReduceScatter << 0.007503;
        QTest::newRow("alltoall: 3 us + 0.75 * 10 ms") << Collective::AllToAll << 0.007503;
        QTest::newRow("broadcast: 3 us + 10 ms") << Collective::Broadcast << 0.010003;
        QTest::newRow("sendrecv: 1 us + 10 ms") << Collective::SendRecv << 0.010001;
    }
    void ringSeconds()
    {
        QFETCH(Collective, collective);
        QFETCH(double, seconds);
        QCOMPARE(cq::ringSeconds(collective, 1e9, 4, 100, 1e-6), seconds);
    }

    void degenerateRings()
    {
        QCOMPARE(ringAllReduceSeconds(1e9, 1, 100, 1e-6), 0.0);                // one rank: no steps, no data
        QCOMPARE(ringAllReduceSeconds(0, 8, 100, 0), 0.0);                    // nothing to send
        QCOMPARE(ringAllReduceSeconds(1e9, 8, 0, 0), std::numeric_limits<double>::infinity());
        QCOMPARE(ringSteps(Collective::AllReduce, 8), 14);
        QCOMPARE(ringSteps(Collective::AllGather, 8), 7);
        QCOMPARE(ringSteps(Collective::SendRecv, 8), 1);
        QCOMPARE(ringSteps(Collective::AllReduce, 1), 0);
    }

    void algorithmBandwidth()
    {
        QCOMPARE(algorithmBandwidthGBps(1e9, 0.01), 100.0); // 1e9 B / 0.01 s = 1e11 B/s
        QCOMPARE(algorithmBandwidthGBps(1e9, 0), 0.0);
        QCOMPARE(algorithmBandwidthGBps(1e9, std::numeric_limits<double>::infinity()), 0.0);
    }

    void keys()
    {
        QCOMPARE(collectiveKey(Collective::AllReduce), QStringLiteral("all_reduce"));
        QCOMPARE(collectiveKey(Collective::ReduceScatter), QStringLiteral("reduce_scatter"));
        QCOMPARE(collectiveKey(Collective::AllToAll), QStringLiteral("alltoall"));
    }

    void ncclLatency_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<IntraHop>("hop");
        QTest::addColumn<double>("latencyUs");
        // base 8.4 + (2(n-1) - 2(N-1)) x intra hop + 2(N-1) x 14
        QTest::newRow("1 node x 8, NVLink: 8.4 + 14 x 3.4") << 8 << 1 << IntraHop::NVLink << 56.0;
        QTest::newRow("1 node x 8, PCI: 8.4 + 14 x 5.7") << 8 << 1 << IntraHop::Pci << 88.2;
        QTest::newRow("4 nodes x 8: 8.4 + 56 x 3.4 + 6 x 14") << 32 << 4 << IntraHop::NVLink << 282.8;
        QTest::newRow("2 nodes x 1: 8.4 + 0 + 2 x 14") << 2 << 2 << IntraHop::NVLink << 36.4;
        QTest::newRow("1 rank: no communication") << 1 << 1 << IntraHop::NVLink << 0.0;
        QTest::newRow("more nodes than ranks: base only") << 2 << 3 << IntraHop::NVLink << 8.4;
    }
    void ncclLatency()
    {
        QFETCH(int, ranks);
        QFETCH(int, nodes);
        QFETCH(IntraHop, hop);
        QFETCH(double, latencyUs);
        QCOMPARE(ncclRingAllReduceLatencyUs(ranks, nodes, hop), latencyUs);
    }
};

QTEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
