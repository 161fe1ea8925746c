#include "../model/realoutputs.h"
#include "acceptance/acceptancechart.h"
#include "acceptance/acceptancereportwidget.h"
#include "format/designformat.h"

#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <qcustomplot.h>

using namespace cq;

/**
 * The acceptance report widget driven with real outputs against the a100-2node-ib sample:
 * topo-06 (A800, NV8: fails the NVLink check) and nccl-allreduce-01 (one node, passes).
 * A screenshot goes to /tmp/tst_acceptancereport.png.
 */
class TestAcceptanceReport : public QObject
{
    Q_OBJECT

private slots:
    void showsChecksAndChart()
    {
        QFile topo(realOutputPath(QStringLiteral("topo-06.txt")));
        QFile nccl(realOutputPath(QStringLiteral("nccl-allreduce-01.txt")));
        if (!topo.open(QIODevice::ReadOnly) || !nccl.open(QIODevice::ReadOnly))
            QSKIP("needs ../shared beside the clone");
        const DesignReadResult design = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY(design.ok());
        const AcceptanceReport report = runAcceptance(
            design.design, {importFile(topo.readAll(), QStringLiteral("topo-06.txt")),
                            importFile(nccl.readAll(), QStringLiteral("nccl-allreduce-01.txt"))});
        AcceptanceReportWidget widget;
        widget.resize(1200, 800);
        widget.setReport(report);
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        // gpu-count (pass), gpu-fabric (fail: NV8 < 12), busbw-all_reduce (pass).
        QCOMPARE(widget.table()->rowCount(), 3);
        QCOMPARE(widget.table()->item(1, 0)->text(), QStringLiteral("FAIL"));
        QCOMPARE(widget.table()->item(1, 2)->text(), QStringLiteral("GPU fabric"));
        QCOMPARE(widget.table()->item(2, 0)->text(), QStringLiteral("PASS"));
        QVERIFY(widget.summary().endsWith(QLatin1String("2 check(s) passed, 1 failed")));
        QCOMPARE(widget.charts()->count(), 1);
        auto *chart = qobject_cast<AcceptanceChart *>(widget.charts()->widget(0));
        QVERIFY(chart);
        QCOMPARE(chart->curveCount(), 3); // measured, predicted, 80 % bar
        QCOMPARE(chart->plot()->graph(0)->dataCount(), 32); // sizes above 0 B
        QVERIFY(widget.grab().save(QStringLiteral("/tmp/tst_acceptancereport.png")));
    }
};

QTEST_MAIN(TestAcceptanceReport)
#include "tst_acceptancereport.moc"
