#include "designevaluator.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace cq;

namespace {

/** @p nodes 8-GPU A100 servers (8 x 200G IB), 4 per leaf, leaves 1:1 to 8 spines. */
Design fatTree(int nodes)
{
    Design d;
    auto addSwitch = [&](const QString &name) {
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.name = name;
        sw.portCount = 64;
        sw.portRateGbps = 200;
        d.switches.append(sw);
        return sw.id;
    };
    QList<QUuid> spines;
    for (int s = 0; s < 8; ++s)
        spines.append(addSwitch(QStringLiteral("spine%1").arg(s)));
    QHash<QUuid, int> nextPort;
    auto cable = [&](const QUuid &a, const QUuid &b) {
        d.cables.append(Cable{QUuid::createUuid(), {a, nextPort[a]++}, {b, nextPort[b]++}, 3.0});
    };
    QUuid leaf;
    for (int n = 0; n < nodes; ++n) {
        if (n % 4 == 0) {
            leaf = addSwitch(QStringLiteral("leaf%1").arg(n / 4));
            for (int u = 0; u < 32; ++u)
                cable(leaf, spines.at(u % 8));
        }
        Server s;
        s.id = QUuid::createUuid();
        s.name = QStringLiteral("node%1").arg(n);
        s.gpuArch = QStringLiteral("Ampere");
        s.gpuTflopsBf16 = 312;
        s.intraBandwidthGBps = 240;
        d.servers.append(s);
        for (int k = 0; k < 8; ++k)
            cable(s.id, leaf);
    }
    return d;
}

} // namespace

/**
 * DesignEvaluator: the analysis runs on the worker pool, the GUI thread keeps spinning, a new
 * request cancels the old run, and progress arrives.
 */
class TestDesignEvaluator : public QObject
{
    Q_OBJECT
private slots:
    void neverBlocksTheGuiThread()
    {
        // A 2,048-node (16,384-GPU) fabric takes long enough that a blocking call would show
        // (512 nodes took only 4 ms once the engine got faster, too short for two 1 ms ticks):
        // request() must return at once and the event loop must keep turning meanwhile.
        const Design big = fatTree(2048);
        DesignEvaluator evaluator;
        QSignalSpy done(&evaluator, &DesignEvaluator::evaluated);
        QSignalSpy busy(&evaluator, &DesignEvaluator::busyChanged);
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
        timer.start(1);
        QElapsedTimer clock;
        clock.start();
        evaluator.request(big, AnalysisOptions());
        const qint64 requestMs = clock.elapsed();
        QVERIFY2(requestMs < 100, qPrintable(QStringLiteral("request() took %1 ms").arg(requestMs)));
        QVERIFY(evaluator.isBusy());
        QVERIFY(done.wait(20000));
        qInfo("request() returned in %lld ms; the analysis took %lld ms; %d timer ticks meanwhile", requestMs,
              clock.elapsed(), ticks);
        QVERIFY2(ticks >= 2, "the GUI thread's event loop must run while the worker analyzes");
        QCOMPARE(busy.count(), 2); // true, then false
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
        const Evaluation e = done.at(0).at(0).value<Evaluation>();
        QCOMPARE(e.analysis.clusters.at(0).gpus, 16384); // 2,048 x 8
    }

    void newRequestCancelsTheOldRun()
    {
        // A big design first, a small one right after: only the small one is reported.
        DesignEvaluator evaluator;
        QSignalSpy done(&evaluator, &DesignEvaluator::evaluated);
        evaluator.request(fatTree(512), AnalysisOptions());
        evaluator.request(fatTree(4), AnalysisOptions());
        QCOMPARE(evaluator.generation(), quint64(2));
        QVERIFY(done.wait(20000));
        QTest::qWait(300); // a stale result would arrive in this time
        QCOMPARE(done.count(), 1);
        const Evaluation e = done.at(0).at(0).value<Evaluation>();
        QCOMPARE(e.generation, quint64(2));
        QCOMPARE(e.analysis.clusters.at(0).gpus, 32); // 4 x 8
    }

    // A request naming a one-cable edit of the previous request's design patches the last
    // results when that run completed, and compares otherwise (the previous run cancelled):
    // either way the same figures as a fresh evaluator on the edited design. fatTree(64): node0's
    // first NIC unplugged leaves it 7 of 8 cabled (CQ-NIC-001).
    void oneCableEditPatchesOnlyAfterTheRunItFollows()
    {
        const Design before = fatTree(64);
        const qsizetype at = 32; // leaf0's 32 uplinks come first, then node0's NIC 0
        QCOMPARE(before.cables.at(at).a.device, before.servers.first().id);
        Design after = before;
        after.cables.removeAt(at);
        const auto evaluate = [](DesignEvaluator &e, const Design &d,
                                 std::optional<IncrementalAnalyzer::CableEdit> edit = std::nullopt) {
            QSignalSpy done(&e, &DesignEvaluator::evaluated);
            e.request(d, AnalysisOptions(), edit);
            return done.wait(20000) ? done.first().first().value<Evaluation>() : Evaluation{};
        };
        DesignEvaluator fresh;
        const Evaluation want = evaluate(fresh, after);
        QVERIFY(std::any_of(want.diagnostics.cbegin(), want.diagnostics.cend(),
                            [](const Diagnostic &d) { return d.code == QLatin1String("CQ-NIC-001"); }));

        DesignEvaluator chained;
        evaluate(chained, before);
        const Evaluation got = evaluate(chained, after, IncrementalAnalyzer::CableEdit{at, 1, 0});
        QVERIFY(got.reuse.patched);
        QVERIFY(got.diagnostics == want.diagnostics);
        QCOMPARE(got.analysis.fabric.bisectionGbps, want.analysis.fabric.bisectionGbps);
        QCOMPARE(got.analysis.clusters.first().networkGBps, want.analysis.clusters.first().networkGBps);

        // Two edits in a row: the first one's run is cancelled by the second request, stopped
        // or never started (then the analyzer still holds `before` while the second request
        // names an edit of `after`, and must compare, not patch); the result is right either way.
        Design twice = after;
        twice.cables.removeAt(40); // node1's NIC 0 in `after` (node0 kept 7 cables at 32..38)
        const Evaluation wantTwice = evaluate(fresh, twice);
        DesignEvaluator skipped;
        evaluate(skipped, before);
        skipped.request(after, AnalysisOptions(), IncrementalAnalyzer::CableEdit{at, 1, 0});
        const Evaluation gotTwice = evaluate(skipped, twice, IncrementalAnalyzer::CableEdit{40, 1, 0});
        QVERIFY(gotTwice.diagnostics == wantTwice.diagnostics);
        QCOMPARE(gotTwice.analysis.fabric.bisectionGbps, wantTwice.analysis.fabric.bisectionGbps);
        QCOMPARE(gotTwice.analysis.fabric.idealBisectionGbps, wantTwice.analysis.fabric.idealBisectionGbps);
    }

    void progressArrives()
    {
        DesignEvaluator evaluator;
        QSignalSpy progress(&evaluator, &DesignEvaluator::progressChanged);
        QSignalSpy done(&evaluator, &DesignEvaluator::evaluated);
        evaluator.request(fatTree(64), AnalysisOptions());
        QVERIFY(done.wait(20000));
        QVERIFY(!progress.isEmpty());
        int last = -1;
        for (const QList<QVariant> &p : std::as_const(progress)) {
            QVERIFY(p.at(0).toInt() >= last); // never goes back
            last = p.at(0).toInt();
        }
        QCOMPARE(last, 100);
    }

    void rulesAndAnalysisWarningsTogether()
    {
        // 4 nodes on one leaf whose uplinks are 2:1 - but the cluster's traffic stays under the
        // leaf, so the analysis adds no warning; validate() finds nothing either.
        DesignEvaluator evaluator;
        QSignalSpy done(&evaluator, &DesignEvaluator::evaluated);
        evaluator.request(fatTree(4), AnalysisOptions());
        QVERIFY(done.wait(20000));
        const Evaluation e = done.at(0).at(0).value<Evaluation>();
        for (const Diagnostic &d : e.diagnostics)
            QVERIFY2(d.severity != Severity::Error, qPrintable(d.message));
    }

    void destructionWaitsForTheWorker()
    {
        // Destroying the evaluator mid-run must neither crash nor leave a worker behind.
        auto *evaluator = new DesignEvaluator;
        evaluator->request(fatTree(256), AnalysisOptions());
        delete evaluator;
    }
};

QTEST_MAIN(TestDesignEvaluator)
#include "tst_designevaluator.moc"
