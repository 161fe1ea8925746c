#include "engine/trainingestimate.h"

#include <QTest>

using namespace cq;

/** Training layout, step time and run cost against hand arithmetic. */
class TestTrainingEstimate : public QObject
{
    Q_OBJECT
private slots:
    void presets()
    {
        const TrainingInputs small = TrainingInputs::preset7B();
        QCOMPARE(small.parameters, 7e9);
        QCOMPARE(small.tokens, 2e12);
        QCOMPARE(small.batchTokens, 4194304.0); // 4M = 2^22 tokens per step
        QCOMPARE(small.tensorParallel, 1);
        const TrainingInputs large = TrainingInputs::preset70B();
        QCOMPARE(large.parameters, 70e9);
        QCOMPARE(large.tensorParallel, 8);
        QCOMPARE(large.pipelineParallel, 4);
    }

    void planOn32Gpus()
    {
        // 7B on 4 x 8 GPUs: DP = 32 / (1 x 1) = 32; a DP group holds 8 / 1 = 8 GPUs per node on
        // 32 / 8 = 4 nodes; gradients 7e9 x 2 bytes (bf16) = 1.4e10 bytes.
        const TrainingPlan p = planTraining(TrainingInputs::preset7B(), 32, 8);
        QVERIFY(p.ok());
        QCOMPARE(p.dataParallel, 32);
        QCOMPARE(p.groupGpusPerNode, 8);
        QCOMPARE(p.groupNodes, 4);
        QCOMPARE(p.gradientBytes, 1.4e10);
        // 70B, TP 8 x PP 4 = 32: DP 1; gradients per rank 70e9 / 32 x 2 = 4.375e9 bytes.
        const TrainingPlan q = planTraining(TrainingInputs::preset70B(), 32, 8);
        QVERIFY(q.ok());
        QCOMPARE(q.dataParallel, 1);
        QCOMPARE(q.groupGpusPerNode, 1);
        QCOMPARE(q.gradientBytes, 4.375e9);
        // 70B on 64 GPUs: DP 2, one GPU of each group per node (TP fills the node), 2 nodes.
        const TrainingPlan r = planTraining(TrainingInputs::preset70B(), 64, 8);
        QCOMPARE(r.dataParallel, 2);
        QCOMPARE(r.groupGpusPerNode, 1);
        QCOMPARE(r.groupNodes, 2);
    }

    void layoutsThatDoNotFit_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("dp");
        QTest::addColumn<double>("mfu");
        QTest::addColumn<QString>("problem");
        QTest::newRow("TP wider than a node") << 16 << 1 << 0 << 0.5 << "tensor parallel 16 does not fit in a node of 8 GPUs";
        QTest::newRow("70B layout on 16 GPUs") << 8 << 4 << 0 << 0.5 << "DP x TP x PP = 1 x 8 x 4 needs more than the 16 GPUs of the cluster";
        QTest::newRow("explicit DP too large") << 1 << 1 << 17 << 0.5 << "DP x TP x PP = 17 x 1 x 1 needs more than the 16 GPUs of the cluster";
        QTest::newRow("MFU above 100 %") << 1 << 1 << 0 << 1.5 << "MFU must be above 0 % and at most 100 %";
        QTest::newRow("no TP") << 0 << 1 << 0 << 0.5 << "parallel degrees must be at least 1 (data parallel 0 = automatic)";
    }
    void layoutsThatDoNotFit()
    {
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, dp);
        QFETCH(double, mfu);
        QFETCH(QString, problem);
        TrainingInputs in;
        in.tensorParallel = tp;
        in.pipelineParallel = pp;
        in.dataParallel = dp;
        in.mfu = mfu;
        const TrainingPlan p = planTraining(in, 16, 8);
        QVERIFY(!p.ok());
        QCOMPARE(p.problem, problem);
        QVERIFY(!estimateTraining(in, p, 312, 1, {}).valid());
    }

    void stepTimeAndTimeToTrain()
    {
        // 7B on 32 A100 (312 TFLOPS) at MFU 0.5: compute = 6 x 7e9 x 4,194,304 / (32 x 312e12 x 0.5)
        // = 1.76160768e17 / 4.992e15 = 35.2886154 s; all_reduce 0.5 s, no overlap:
        // step 35.7886154 s; tokens/s = 4,194,304 / 35.7886154 = 117196.5988;
        // time to train 2e12 / 117196.5988 = 17,065,341.66 s (197.5 days); scaling 35.2886 / 35.7886 = 0.98603.
        const TrainingInputs in = TrainingInputs::preset7B();
        const TrainingEstimate e = estimateTraining(in, planTraining(in, 32, 8), 312, 0.5, QStringLiteral("ring"));
        QVERIFY(e.valid());
        QCOMPARE(e.peakTflops, 312.0);
        QVERIFY(qAbs(e.computeSeconds - 35.2886154) < 1e-6);
        QCOMPARE(e.exposedCommSeconds, 0.5);
        QVERIFY(qAbs(e.stepSeconds - 35.7886154) < 1e-6);
        QVERIFY(qAbs(e.tokensPerSecond - 117196.5988) < 1e-3);
        QVERIFY(qAbs(e.trainSeconds - 17065341.656) < 1e-2);
        QVERIFY(qAbs(e.scalingEfficiency - 0.9860291) < 1e-6);
        // 60 % of the all_reduce hidden behind backward: 35.2886154 + 0.5 x 0.4 = 35.4886154 s.
        TrainingInputs overlapped = in;
        overlapped.overlap = 0.6;
        QVERIFY(qAbs(estimateTraining(overlapped, planTraining(in, 32, 8), 312, 0.5, {}).stepSeconds - 35.4886154) < 1e-6);
        // An explicit peak wins over the servers' figure; one DP rank has no gradient all_reduce.
        TrainingInputs fp8 = TrainingInputs::preset70B();
        fp8.peakTflops = 1979;
        const TrainingEstimate big = estimateTraining(fp8, planTraining(fp8, 32, 8), 989, 2.0, {});
        QCOMPARE(big.peakTflops, 1979.0);
        QCOMPARE(big.allReduceSeconds, 0.0);
        QCOMPARE(big.scalingEfficiency, 1.0);
    }

    void runCost()
    {
        // 143,552.00 CNY a month (14,355,200 fen); a run of 730 h is one month: 14,355,200 fen.
        QCOMPARE(runCostFen(730 * 3600.0, 14355200), qint64(14355200));
        // 365 h: half a month, 7,177,600 fen.
        QCOMPARE(runCostFen(365 * 3600.0, 14355200), qint64(7177600));
        // 3 fen a month for half a month = 1.5 fen: half away from zero, 2.
        QCOMPARE(runCostFen(365 * 3600.0, 3), qint64(2));
        QCOMPARE(runCostFen(0, 14355200), qint64(0));
        QCOMPARE(runCostFen(std::numeric_limits<double>::infinity(), 100), qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestTrainingEstimate)
#include "tst_trainingestimate.moc"
