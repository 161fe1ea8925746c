#include "engine/ncclramp.h"

#include <QTest>

using namespace cq;

namespace {

constexpr double kMiB = 1048576.0;

/** A ring all_reduce on one 8-GPU A100 node: 12 channels x 20 GB/s (NcclCostModel's search). */
NcclLaunch a100Ring(double bytes, Protocol p = Protocol::Simple)
{
    NcclLaunch l;
    l.collective = Collective::AllReduce;
    l.algorithm = Algorithm::Ring;
    l.protocol = p;
    l.bytes = bytes;
    l.ranks = 8;
    l.nodes = 1;
    l.gpusPerNode = 8;
    l.channels = 12;
    l.busGBps = 240;
    l.algbwGBps = 240.0 * 8 / 14;
    l.ringGraphGBps = 240;
    return l;
}

} // namespace

/**
 * NcclRamp against values worked by hand from NCCL's sources: enqueue.cc topoGetAlgoInfo
 * (channels) and calcCollChunking / the device loop (chunks), with tuning.cc's maxThreads and
 * threadThresholds and init.cc's buffer sizes.
 */
class TestNcclRamp : public QObject
{
    Q_OBJECT
private slots:
    void channelsUsed_data()
    {
        QTest::addColumn<double>("bytes");
        QTest::addColumn<int>("protocol");
        QTest::addColumn<double>("ringGraphGBps");
        QTest::addColumn<int>("channels");
        // Simple: 512 threads x 64 B = 32 KiB a channel; 12 x 32 KiB = 384 KiB <= 1 MiB.
        QTest::newRow("1 MiB Simple: all 12") << kMiB << int(Protocol::Simple) << 240.0 << 12;
        // 256 KiB < 9 x 32 KiB, not < 8 x 32 KiB: 8 channels.
        QTest::newRow("256 KiB Simple: 8") << 256 * 1024.0 << int(Protocol::Simple) << 240.0 << 8;
        // A ring graph of 12 GB/s or less (PCI_BW) gets 256 threads: 16 KiB a channel, 256 KiB -> 12.
        QTest::newRow("256 KiB Simple, PCIe ring: 12") << 256 * 1024.0 << int(Protocol::Simple) << 12.0 << 12;
        // LL on a ring: 512 threads x 8 B x 8 ranks = 32 KiB a channel; 100 KiB -> 3 (96 KiB < 100 KiB).
        QTest::newRow("100 KiB LL: 3") << 100 * 1024.0 << int(Protocol::LL) << 240.0 << 3;
        // LL128: 640 threads x 8 B = 5 KiB a channel; 40 KiB -> 8.
        QTest::newRow("40 KiB LL128: 8") << 40 * 1024.0 << int(Protocol::LL128) << 240.0 << 8;
        QTest::newRow("8 B: 1") << 8.0 << int(Protocol::LL) << 240.0 << 1;
    }

    void channelsUsed()
    {
        QFETCH(double, bytes);
        QFETCH(int, protocol);
        QFETCH(double, ringGraphGBps);
        QFETCH(int, channels);
        NcclLaunch l = a100Ring(bytes, Protocol(protocol));
        l.ringGraphGBps = ringGraphGBps;
        QCOMPARE(NcclRamp::channelsUsed(l), channels);
    }

    void nvlsKeepsItsChannels()
    {
        NcclLaunch l = a100Ring(1024);
        l.algorithm = Algorithm::Nvls;
        l.channels = 8;
        QCOMPARE(NcclRamp::channelsUsed(l), 8);
    }

    void ringStepBytes()
    {
        // 1 MiB on 12 channels: 87,381.33 B a channel, 8 chunks a loop: chunk ceil(10,922.67) =
        // 10,923 B (< 4 steps x 512 KiB), so a step is 10,923 / 4 = 2,730.75 B.
        QCOMPARE(NcclRamp::stepBytes(a100Ring(kMiB), 12), 2730.75);
        // LL: 32 KiB chunks of one step: 10,923 B.
        QCOMPARE(NcclRamp::stepBytes(a100Ring(kMiB, Protocol::LL), 12), 10923.0);
        // 1 GiB: 11.2 MB a chunk would exceed 2 MiB: full chunks, steps of 512 KiB.
        QCOMPARE(NcclRamp::stepBytes(a100Ring(1024 * kMiB), 12), 524288.0);
        // Broadcast: one chunk a loop, one step a chunk: 1 MiB / 12 = 87,382 B.
        NcclLaunch b = a100Ring(kMiB);
        b.collective = Collective::Broadcast;
        QCOMPARE(NcclRamp::stepBytes(b, 12), 87382.0);
    }

    void treeLL128StepBytes()
    {
        // 2 nodes x 8 GPUs, 8 MiB on 12 channels: 699,050.67 B a channel; nstepsLL128 = 1 + 1 + 0.8 = 2.8.
        // 576,000 halves while 699,050 / chunk < 2.8 x 64 / 8 = 22.4 and > 128 KiB: 288,000,
        // 144,000, 72,000; then 699,050 / 72,000 = 9 >= 2.8 x 16 / 8 = 5.6: stays 72,000.
        NcclLaunch l = a100Ring(8 * kMiB, Protocol::LL128);
        l.algorithm = Algorithm::Tree;
        l.ranks = 16;
        l.nodes = 2;
        QCOMPARE(NcclRamp::stepBytes(l, 12), 72000.0);
    }

    void nvlsStepBytes()
    {
        // 128 MiB on 8 NVLS channels, 8 heads: 16 MiB a channel < 64 x 8 x 128 KiB: 64 KiB chunks;
        // not < 8 x 8 x 64 KiB = 4 MiB. A step moves a chunk for each head: 8 x 64 KiB.
        NcclLaunch l = a100Ring(128 * kMiB);
        l.algorithm = Algorithm::Nvls;
        l.channels = 8;
        l.busGBps = 476;
        QCOMPARE(NcclRamp::stepBytes(l, 8), 524288.0);
    }

    void pipelineFill()
    {
        // 1 GiB ring all_reduce: 2 passes x 8 steps x 512 KiB at 240 / 12 = 20 GB/s = 419.4304 us.
        QCOMPARE(NcclRamp::pipelineFillUs(a100Ring(1024 * kMiB), 12), 419.4304);
        // 1 MiB: 2 x 8 x 2,730.75 B / 20 GB/s = 2.1846 us.
        QCOMPARE(NcclRamp::pipelineFillUs(a100Ring(kMiB), 12), 2.1846);
        // CollNet is not modelled: no fill.
        NcclLaunch c = a100Ring(kMiB);
        c.algorithm = Algorithm::CollNetChain;
        QCOMPARE(NcclRamp::pipelineFillUs(c, 12), 0.0);
    }

    void bandwidthTerm()
    {
        // 256 KiB Simple runs on 8 of 12 channels: 262,144 / (1000 x 137.142857 x 8 / 12) = 2.8672 us,
        // plus 2 x 8 x (ceil(32,768 / 8) / 4 = 1,024 B) / 20 GB/s = 0.8192 us.
        QCOMPARE(NcclRamp::bandwidthTermUs(a100Ring(256 * 1024.0)), 2.8672 + 0.8192);
        NcclLaunch none = a100Ring(kMiB);
        none.algbwGBps = 0;
        QCOMPARE(NcclRamp::bandwidthTermUs(none), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestNcclRamp)
#include "tst_ncclramp.moc"
