#include "sizing/memoryestimate.h"
#include "sizing/parallelplan.h"
#include "sizing/rentedrun.h"
#include "sizing/sizingrules.h"
#include "sizing/trainingtime.h"

#include "domain/gpuarchitecture.h"

#include <QTest>

using namespace cq;

/** The sizing advisor's formulas against hand-worked cases (issue #19). */
class TestSizing : public QObject
{
    Q_OBJECT

private slots:
    void modelStates()
    {
        // ZeRO paper §3.1: 7.5B parameters x 16 B = 120 GB of model states.
        QCOMPARE(MemoryEstimate::modelStateBytes(7.5e9), 120e9);
        // DOMAIN.md: LLaMA-65B in BF16 needs about 130 GB for its weights: 65e9 x 2 B.
        QCOMPARE(MemoryEstimate::weightBytes(65e9), 130e9);
    }

    void zeroStagesDivide()
    {
        // 7B, TP 1, PP 1, DP 8: weights 14 GB, gradients 14 GB, optimizer 84 GB undivided.
        TrainingJob job = *TrainingJob::preset(QStringLiteral("7B"));
        job.zeroStage = 1;
        MemoryEstimate m = MemoryEstimate::perGpu(job, 1, 1, 8, 80);
        QCOMPARE(m.weights.value, 14e9);
        QCOMPARE(m.gradients.value, 14e9);
        QCOMPARE(m.optimizer.value, 84e9 / 8); // 10.5 GB
        job.zeroStage = 3;
        m = MemoryEstimate::perGpu(job, 1, 1, 8, 80);
        QCOMPARE(m.weights.value, 14e9 / 8);
        QCOMPARE(m.gradients.value, 14e9 / 8);
    }

    void activationsByHand()
    {
        // 70B (Llama 2): s 4096, b 1, h 8192, a 64. sbh = 4096 x 8192 = 33,554,432.
        TrainingJob job = *TrainingJob::preset(QStringLiteral("70B"));
        job.recompute = Recompute::None; // 34 + 5 x 64 x 4096 / 8192 = 34 + 160 = 194
        QCOMPARE(MemoryEstimate::activationBytesPerLayer(job), 33554432.0 * 194); // 6,509,559,808 B
        job.recompute = Recompute::Selective;
        QCOMPARE(MemoryEstimate::activationBytesPerLayer(job), 33554432.0 * 34); // 1,140,850,688 B
        job.recompute = Recompute::Full;
        QCOMPARE(MemoryEstimate::activationBytesPerLayer(job), 33554432.0 * 2);
        // 80 layers x 67,108,864 B / TP 8 = 671,088,640 B per GPU.
        QCOMPARE(MemoryEstimate::perGpu(job, 8, 1, 1, 80).activations.value, 671088640.0);
    }

    void timeToTrainByHand()
    {
        // 7B, 1T tokens, 64 A100 at 312 TFLOPS, MFU 50 %: 6 x 7e9 x 1e12 / (64 x 312e12 x 0.5)
        // = 4.2e22 / 9.984e15 = 4,206,730.8 s = 48.69 days, before communication.
        TrainingJob job = *TrainingJob::preset(QStringLiteral("7B"));
        job.tokens = 1e12;
        ParallelPlan plan;
        plan.dataParallel = 64;
        const TrainingTime t = TrainingTime::estimate(job, plan, 312, StepCommunication{});
        QCOMPARE(qRound64(t.compute.value), qint64(4206731));
        QVERIFY(qAbs(t.days() - 48.69) < 0.01);
        QVERIFY2(t.compute.formula.contains(QStringLiteral("4,206,731 s (48.7 days)")), qPrintable(t.compute.formula));
        job.recompute = Recompute::Full; // 8 x instead of 6 x: 4,206,730.8 x 8 / 6 = 5,608,974.4 s
        QCOMPARE(qRound64(TrainingTime::estimate(job, plan, 312, {}).compute.value), qint64(5608974));
    }

    /** FP8 tensor cores by architecture: twice the dense BF16 peak, or none (issue #19). */
    void fp8PeakByArchitecture_data()
    {
        QTest::addColumn<QString>("arch");
        QTest::addColumn<double>("bf16");
        QTest::addColumn<double>("fp8");
        // H100 SXM datasheet: 989.4 BF16, 1,978.9 FP8 dense; the catalog's 989 doubles to 1,978.
        QTest::newRow("H100 Hopper") << QStringLiteral("Hopper") << 989.0 << 1978.0;
        QTest::newRow("H20 Hopper") << QStringLiteral("Hopper") << 148.0 << 296.0;
        QTest::newRow("RTX 4090 Ada") << QStringLiteral("Ada") << 165.0 << 330.0;
        QTest::newRow("L40S Ada") << QStringLiteral("ada") << 362.0 << 724.0;
        QTest::newRow("A100 Ampere") << QStringLiteral("Ampere") << 312.0 << 0.0;
        QTest::newRow("Ascend 910B") << QStringLiteral("Ascend") << 280.0 << 0.0;
        QTest::newRow("unknown") << QString() << 100.0 << 0.0;
    }
    void fp8PeakByArchitecture()
    {
        QFETCH(QString, arch);
        QFETCH(double, bf16);
        QFETCH(double, fp8);
        QCOMPARE(fp8DenseTflops(arch, bf16), fp8);
    }

    void timeToTrainFp8ByHand()
    {
        // 7B, 1T tokens, 64 H100 at MFU 50 %: BF16 6 x 7e9 x 1e12 / (64 x 989e12 x 0.5)
        // = 4.2e22 / 3.1648e16 = 1,327,098.1 s (15.4 days); FP8 at 1,978 TFLOPS the half, 663,549.0 s (7.7 days).
        TrainingJob job = *TrainingJob::preset(QStringLiteral("7B"));
        job.tokens = 1e12;
        ParallelPlan plan;
        plan.dataParallel = 64;
        const TrainingTime bf16 = TrainingTime::estimate(job, plan, 989, StepCommunication{});
        QCOMPARE(qRound64(bf16.compute.value), qint64(1327098));
        QVERIFY2(bf16.compute.formula.contains(QStringLiteral("64 GPUs x 989 TFLOPS BF16 x MFU 50 %")), qPrintable(bf16.compute.formula));
        job.precision = Precision::Fp8;
        const TrainingTime fp8 = TrainingTime::estimate(job, plan, fp8DenseTflops(QStringLiteral("Hopper"), 989), {});
        QCOMPARE(fp8.compute.value, bf16.compute.value / 2);
        QCOMPARE(qRound64(fp8.compute.value), qint64(663549));
        QVERIFY2(fp8.compute.formula.contains(QStringLiteral("64 GPUs x 1978 TFLOPS FP8 x MFU 50 %) = 663,549 s (7.7 days)")),
                 qPrintable(fp8.compute.formula));
    }

    void fp8KeepsTheMemory()
    {
        // Transformer Engine keeps BF16 weights/gradients and FP32 optimizer states; activations in BF16:
        // 7B, TP 1 PP 1 DP 8, ZeRO-1: 14 + 14 + 84 / 8 GB + 32 x 34 x 2048 x 4096 B either way.
        TrainingJob job = *TrainingJob::preset(QStringLiteral("7B"));
        const MemoryEstimate bf16 = MemoryEstimate::perGpu(job, 1, 1, 8, 80);
        job.precision = Precision::Fp8;
        const MemoryEstimate fp8 = MemoryEstimate::perGpu(job, 1, 1, 8, 80);
        QCOMPARE(fp8.total.value, bf16.total.value);
        QCOMPARE(fp8.total.value, 14e9 + 14e9 + 84e9 / 8 + 32 * 34 * 2048.0 * 4096);
        QVERIFY2(fp8.weights.formula.contains(QStringLiteral("Transformer Engine")), qPrintable(fp8.weights.formula));
        QVERIFY2(fp8.activations.formula.contains(QStringLiteral("activations counted in BF16")), qPrintable(fp8.activations.formula));
        QVERIFY(!bf16.activations.formula.contains(QStringLiteral("FP8")));
        // Only BF16 and FP8 are sizing choices.
        QVERIFY(job.problem().isEmpty());
        job.precision = Precision::Fp16;
        QCOMPARE(job.problem(), QStringLiteral("the precision must be BF16 or FP8"));
    }

    void planKeepsTensorParallelInNode()
    {
        // 70B on 32 A100 80G (72 GB usable), ZeRO-1, selective: TP 8 PP 1 DP 4 needs
        // 17.5 + 17.5 + 105 / 4 + 11.41 = 72.66 GB > 72: PP 2 DP 2: 8.75 + 8.75 + 52.5 / 2 + 11.41 = 55.16 GB.
        const TrainingJob job = *TrainingJob::preset(QStringLiteral("70B"));
        const ParallelPlan plan = ParallelPlan::choose(job, 32, 8, 80);
        QVERIFY2(plan.ok(), qPrintable(plan.problem));
        QCOMPARE(plan.tensorParallel, 8);
        QCOMPARE(plan.pipelineParallel, 2);
        QCOMPARE(plan.dataParallel, 2);
        // On PCIe boards (TP domain 1) the same GPUs never use TP.
        QCOMPARE(ParallelPlan::choose(*TrainingJob::preset(QStringLiteral("7B")), 8, 1, 80).tensorParallel, 1);
    }

    void rules()
    {
        SizingCandidate c;
        c.gpuKey = QStringLiteral("ascend-910b-64g");
        c.servers = 8;
        c.gpusPerServer = 8;
        c.gpus = 64;
        c.fabric = LinkKind::RoCE;
        c.nicsPerServer = 8;
        c.nicRateGbps = 200;
        c.softwareStack = QStringLiteral("CANN");
        c.time.total.value = 100 * 86400.0;
        SizingGoal goal;
        goal.days = 90;
        SizingRules::apply(&c, TrainingJob{}, goal, {});
        const auto verdictOf = [&c](const char *rule) {
            for (const SizingReason &r : c.reasons)
                if (r.rule == QLatin1String(rule))
                    return r.verdict;
            return SizingVerdict::Advised;
        };
        QCOMPARE(verdictOf("fabric"), SizingVerdict::NotAdvised);   // RoCE beyond 32 GPUs
        QCOMPARE(verdictOf("nic-rate"), SizingVerdict::Caution);    // 200 < 400 Gb/s per GPU from 32 GPUs
        QCOMPARE(verdictOf("software"), SizingVerdict::Caution);    // CANN
        QCOMPARE(verdictOf("deadline"), SizingVerdict::NotAdvised); // 100 > 90 days
        // 4 nodes of RoCE (32 GPUs, 200 Gb/s each): allowed with care, rate as advised for 32? no: 400.
        c.reasons.clear();
        c.servers = 2;
        c.gpus = 16;
        SizingRules::apply(&c, TrainingJob{}, {}, {});
        QCOMPARE(verdictOf("fabric"), SizingVerdict::Caution);
        QCOMPARE(verdictOf("nic-rate"), SizingVerdict::Advised);    // 200 Gb/s per GPU for 8-16 GPUs
        c.reasons.clear();
        c.fabric = LinkKind::Ethernet;
        SizingRules::apply(&c, TrainingJob{}, {}, {});
        QCOMPARE(verdictOf("fabric"), SizingVerdict::NotAdvised);   // Ethernet never multi-node
        QCOMPARE(SizingRules::guideA100Tflops(16), 580.0);
    }

    /** Whole periods of the term, by hand: a month is 730 h = 2,628,000 s, a year 12 of them. */
    void rentedRunWholePeriods()
    {
        const MoneyRange month = MoneyRange::fixed(Money::yuan(1000));
        const MoneyRange cables = MoneyRange::fixed(Money::yuan(300));
        // 50 days = 4,320,000 s; / 2,628,000 = 1.64 -> 2 months x 1,000.00 + 300.00 once = 2,300.00
        RentedRun r = RentedRun::of(Term::Monthly, 50 * 86400.0, month, cables, 730);
        QCOMPARE(r.periods, 2);
        QCOMPARE(r.cost, MoneyRange::fixed(Money::yuan(2300)));
        // Exactly one month of 730 h rents one month, not two.
        r = RentedRun::of(Term::Monthly, 730 * 3600.0, month, {}, 730);
        QCOMPARE(r.periods, 1);
        QCOMPARE(r.cost, month);
        // 400 days > 365 days a year: 2 years x 1,000.00 + 300.00 = 2,300.00
        r = RentedRun::of(Term::Annual, 400 * 86400.0, month, cables, 730);
        QCOMPARE(r.periods, 2);
        QCOMPARE(r.cost, MoneyRange::fixed(Money::yuan(2300)));
        // 10.5 h = 37,800 s -> 11 hours x 10.00 = 110.00
        r = RentedRun::of(Term::Hourly, 37800, MoneyRange::fixed(Money::yuan(10)), {}, 730);
        QCOMPARE(r.periods, 11);
        QCOMPARE(r.cost, MoneyRange::fixed(Money::yuan(110)));
        // No training, nothing rented and nothing bought.
        r = RentedRun::of(Term::Monthly, 0, month, cables, 730);
        QCOMPARE(r.periods, 0);
        QCOMPARE(r.cost, MoneyRange());
    }
};

QTEST_GUILESS_MAIN(TestSizing)
#include "tst_sizing.moc"
