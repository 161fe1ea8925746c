#include "viewsfixture.h"

#include "panels/analysispanel.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace cq;

namespace {
/**
 * Two 8x A100 nodes under leaf1 (16 x 200 Gb/s down, 8 x 200 Gb/s up: 3200 / 1600 = 2:1)
 * and a single-tier leaf2. all_reduce of 1 GiB = 1,073,741,824 B over n = 16 ranks with
 * B = 25 GB/s (one 200 Gb/s NIC per GPU) and alpha = 60 µs:
 *   beta term = 2(n-1)/n x S / B = 1.875 x 1,073,741,824 / 25e9 s = 80,530.6368 µs
 *   time      = 60 + 80,530.6368 = 80,590.6368 µs             -> "80.59 ms"
 *   algbw     = S / t = 1,073,741,824 / 80,590.6368 µs = 13.3234 GB/s -> "13.3 GB/s"
 *   busbw     = algbw x 1.875 = 24.9814 GB/s                 -> "25 GB/s"
 */
DesignAnalysis handAnalysis()
{
    DesignAnalysis a;
    a.messageBytes = 1073741824.0;
    a.switches.append(SwitchLoad{QUuid::createUuid(), QStringLiteral("leaf1"), 18, 40, 3200, 1600, 2.0});
    a.switches.append(SwitchLoad{QUuid::createUuid(), QStringLiteral("leaf2"), 8, 40, 1600, 0, 0});
    ClusterAnalysis c;
    c.cluster = QStringLiteral("training");
    c.nodes = 2;
    c.gpusPerNode = 8;
    c.gpus = 16;
    c.intraNodeGBps = 240;
    c.networkGBps = 200;            // 8 x 200 Gb/s = 1600 Gb/s = 200 GB/s per node
    c.worstOversubscription = 2.0;
    c.peakTflopsBf16 = 4992;        // 16 x 312
    c.powerKw = 13;                 // 2 x 6.5 kW
    c.crossNode = true;
    c.allReduce.bytes = 1073741824.0;
    c.allReduce.ranks = 16;
    c.allReduce.latencyUs = 60;
    c.allReduce.bandwidthUs = 80530.6368;
    c.allReduce.timeUs = 80590.6368;
    c.allReduce.algbwGBps = 13.323406621847168;
    c.allReduce.busbwGBps = 24.98138741596344;
    c.allReduce.bottleneckGBps = 25;
    c.allReduce.bottleneck = QStringLiteral("NIC: 8 x 200 Gb/s InfiniBand");
    a.clusters.append(c);
    return a;
}

/** The value in column 1 of the first row labelled @p label under @p parent (depth first). */
QString valueOf(const QTreeWidgetItem *parent, const QString &label)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        const QTreeWidgetItem *child = parent->child(i);
        if (child->text(0) == label)
            return child->text(1);
        const QString nested = valueOf(child, label);
        if (!nested.isNull())
            return nested;
    }
    return {};
}
} // namespace

/** AnalysisPanel shows a hand-built DesignAnalysis and asks for other message sizes. */
class TestAnalysisPanel : public QObject
{
    Q_OBJECT
private slots:
    void switchTable()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        auto *table = panel.findChild<QTableWidget *>(QStringLiteral("switchTable"));
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("leaf1"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("18 / 40"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("3200"));
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("1600"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("2:1"));
        QCOMPARE(table->item(1, 4)->text(), QStringLiteral("\u2014 (single tier)"));
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Down Gb/s"));
    }

    void clusterRows()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        auto *tree = panel.findChild<QTreeWidget *>(QStringLiteral("clusterTree"));
        QCOMPARE(tree->topLevelItemCount(), 1);
        const QTreeWidgetItem *top = tree->topLevelItem(0);
        QCOMPARE(top->text(0), QStringLiteral("training"));
        QCOMPARE(top->text(1), QStringLiteral("2 nodes x 8 GPUs = 16 GPUs"));
        QCOMPARE(valueOf(top, QStringLiteral("Intra-node, per GPU")), QStringLiteral("240 GB/s"));
        QCOMPARE(valueOf(top, QStringLiteral("Network, per node")), QStringLiteral("200 GB/s"));
        QCOMPARE(valueOf(top, QStringLiteral("Worst oversubscription")), QStringLiteral("2:1"));
        QCOMPARE(valueOf(top, QStringLiteral("Peak BF16")), QStringLiteral("4992 TFLOPS"));
        QCOMPARE(valueOf(top, QStringLiteral("all_reduce of 1 GiB")), QStringLiteral("80.59 ms"));
        QCOMPARE(valueOf(top, QStringLiteral("algbw")), QStringLiteral("13.3 GB/s"));
        QCOMPARE(valueOf(top, QStringLiteral("busbw")), QStringLiteral("25 GB/s"));
        QCOMPARE(valueOf(top, QStringLiteral("Latency term (alpha)")), QStringLiteral("60.0 \u00b5s"));
        QCOMPARE(valueOf(top, QStringLiteral("Bandwidth term (beta)")), QStringLiteral("80.53 ms"));
        QCOMPARE(valueOf(top, QStringLiteral("Bottleneck")), QStringLiteral("NIC: 8 x 200 Gb/s InfiniBand (B = 25 GB/s)"));
        QCOMPARE(valueOf(top, QStringLiteral("Algorithm / protocol")), QStringLiteral("ring / Simple, 16 ranks"));
        QCOMPARE(valueOf(top, QStringLiteral("Scope")), QStringLiteral("crosses the network"));
    }

    void singleNodeAndSingleGpu()
    {
        DesignAnalysis a = handAnalysis();
        a.clusters[0].crossNode = false;
        ClusterAnalysis one = a.clusters[0];
        one.cluster = QStringLiteral("inference");
        one.allReduce.ranks = 1;
        a.clusters.append(one);
        AnalysisPanel panel;
        panel.setAnalysis(a);
        auto *tree = panel.findChild<QTreeWidget *>(QStringLiteral("clusterTree"));
        QCOMPARE(valueOf(tree->topLevelItem(0), QStringLiteral("Scope")), QStringLiteral("intra-node only"));
        QCOMPARE(valueOf(tree->topLevelItem(1), QStringLiteral("all_reduce of 1 GiB")),
                 QStringLiteral("\u2014 (one GPU: nothing to reduce)"));
        panel.setAnalysis({});
        QCOMPARE(tree->topLevelItemCount(), 0);
    }

    void messageSizeSelector()
    {
        AnalysisPanel panel;
        auto *combo = panel.findChild<QComboBox *>(QStringLiteral("messageSize"));
        QCOMPARE(combo->count(), 15); // 1 MiB, 2 MiB, ... 16 GiB: 2^20 .. 2^34
        QCOMPARE(combo->itemText(0), QStringLiteral("1 MiB"));
        QCOMPARE(combo->itemText(14), QStringLiteral("16 GiB"));
        QCOMPARE(combo->currentText(), QStringLiteral("1 GiB"));
        QCOMPARE(panel.messageBytes(), 1073741824.0);
        QSignalSpy spy(&panel, &AnalysisPanel::messageBytesChanged);
        combo->setCurrentIndex(combo->findText(QStringLiteral("16 MiB")));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toDouble(), 16777216.0); // 16 x 2^20
        panel.setMessageBytes(3e6); // nearest on a log scale: 2 MiB (log2 ratio 0.52) vs 4 MiB (0.48)
        QCOMPARE(combo->currentText(), QStringLiteral("4 MiB"));
        QCOMPARE(spy.count(), 1); // set by the program: no signal
    }

    void busyLabelAndScreenshot()
    {
        AnalysisPanel panel;
        panel.setAnalysis(handAnalysis());
        panel.resize(620, 560);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *busy = panel.findChild<QLabel *>(QStringLiteral("busyLabel"));
        QVERIFY(!busy->isVisible());
        panel.setBusy(true);
        QVERIFY(busy->isVisible());
        QCOMPARE(busy->text(), QStringLiteral("Analyzing\u2026"));
        cqtest::saveShot(panel.grab().toImage(), QStringLiteral("analysis"));
        panel.setBusy(false);
        QVERIFY(!busy->isVisible());
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
