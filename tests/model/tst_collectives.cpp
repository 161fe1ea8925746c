#include "engine/collectives.h"

#include <QTest>

#include <limits>

using namespace cq;

Q_DECLARE_METATYPE(cq::Collective)

class TestCollectives : public QObject
{
    Q_OBJECT
private slots:
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

    void ncclSteps_data()
    {
        QTest::addColumn<Collective>("collective");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("steps");
        // tuning.cc nsteps: all_reduce 2(n-1), all_gather / reduce_scatter n-1, broadcast / reduce n.
        QTest::newRow("all_reduce 8: 2 x 7") << Collective::AllReduce << 8 << 14;
        QTest::newRow("all_gather 8: 7") << Collective::AllGather << 8 << 7;
        QTest::newRow("reduce_scatter 32: 31") << Collective::ReduceScatter << 32 << 31;
        QTest::newRow("broadcast 8: 8") << Collective::Broadcast << 8 << 8;
        QTest::newRow("reduce 4: 4") << Collective::Reduce << 4 << 4;
        QTest::newRow("sendrecv: not a ring") << Collective::SendRecv << 8 << 0;
        QTest::newRow("alltoall: not a ring") << Collective::AllToAll << 8 << 0;
        QTest::newRow("one rank: nothing") << Collective::AllReduce << 1 << 0;
    }
    void ncclSteps()
    {
        QFETCH(Collective, collective);
        QFETCH(int, ranks);
        QFETCH(int, steps);
        QCOMPARE(cq::ncclSteps(collective, ranks), steps);
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
        QCOMPARE(allCollectives().size(), 7);
        for (Collective c : allCollectives()) {
            Collective parsed = Collective::AllReduce;
            QVERIFY(collectiveFromKey(collectiveKey(c), &parsed));
            QCOMPARE(parsed, c);
        }
        Collective untouched = Collective::Broadcast;
        QVERIFY(!collectiveFromKey(QStringLiteral("allreduce"), &untouched)); // nccl-tests spells it all_reduce
        QCOMPARE(untouched, Collective::Broadcast);
    }
};

QTEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
