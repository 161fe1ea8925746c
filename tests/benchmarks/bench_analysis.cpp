// Benchmarks of the analytic engine on a 2,048-server, 16,384-GPU three-tier fat tree
// (fattree.h). Build with -DCQ_BUILD_BENCHMARKS=ON in a Release build directory and run
// bin: tests/benchmarks/bench_analysis. Targets from issue 4: full analysis under 50 ms on one
// core; re-analysis after a one-cable edit under 5 ms. Issue 23 adds the 131,072-GPU design
// (cluster131k.h; the *131k benchmarks): opening its file under 3 s, full evaluation under
// 100 ms, re-analysis after a one-cable edit under 5 ms. Run only those with
// --benchmark_filter=131k (generating the design takes about 4 s, once).

#include "benchmarkmain.h"
#include "cluster131k.h"
#include "fattree.h"

#include "engine/analyzer.h"
#include "engine/bisection.h"
#include "evaluation/designevaluation.h"
#include "engine/fabricanalysis.h"
#include "topology/fabricgraph.h"
#include "engine/fabricsummary.h"
#include "evaluation/incrementalanalyzer.h"
#include "evaluation/analysisrules.h"
#include "rules/validator.h"

#include <benchmark/benchmark.h>

#include <QFile>
#include <QSet>

using namespace cq;

namespace {

const Design &pod()
{
    static const Design d = cqbench::superPod();
    return d;
}

/** Rules, switch loads, tiers, bisection and failures, 7 collectives x 32 sizes, training. */
void BM_FullAnalysis(benchmark::State &state)
{
    const AnalysisOptions options;
    for (auto _ : state) {
        const DesignEvaluation e = evaluateDesign(pod(), options); // analyze + validate on one graph
        benchmark::DoNotOptimize(e.diagnostics.size());
    }
    state.counters["cables"] = double(pod().cables.size());
    state.counters["gpus"] = double(pod().gpuCount());
}
BENCHMARK(BM_FullAnalysis)->Unit(benchmark::kMillisecond);

/**
 * One cable edited (removed from a copy of the design at index @p cable), then the rules and the
 * analysis again through IncrementalAnalyzer, which last saw the unedited design (evaluated
 * untimed before each edit): what the designer pays after one edit.
 */
void reanalysisAfterRemoving(benchmark::State &state, qsizetype cable)
{
    const AnalysisOptions options;
    IncrementalAnalyzer analyzer;
    Design edited = pod();
    for (auto _ : state) {
        state.PauseTiming();
        analyzer.evaluate(pod(), options);
        edited = pod();
        edited.cables.removeAt(cable);
        state.ResumeTiming();
        benchmark::DoNotOptimize(analyzer.evaluate(edited, options).diagnostics.size());
    }
    state.counters["reusedEnds"] = double(analyzer.lastReuse().cableEnds);
    state.counters["reusedModels"] = double(analyzer.lastReuse().clusterModels);
    state.counters["cableRulesSkipped"] = double(analyzer.lastReuse().cableRulesSkipped);
    state.counters["switchCablingKept"] = double(analyzer.lastReuse().switchCabling);
}

/** node1's first NIC cable unplugged (server to leaf, the first cable of the design). */
void BM_ReanalysisAfterCableEdit(benchmark::State &state)
{
    reanalysisAfterRemoving(state, 0);
}
BENCHMARK(BM_ReanalysisAfterCableEdit)->Unit(benchmark::kMillisecond);

/** A leaf-to-spine cable unplugged (the first after pod 1's 1,024 server cables): the switch
 *  cabling changes, so tiers, hop counts and the flow links are found again. */
void BM_ReanalysisAfterUplinkEdit(benchmark::State &state)
{
    reanalysisAfterRemoving(state, 4 * 32 * 8);
}
BENCHMARK(BM_ReanalysisAfterUplinkEdit)->Unit(benchmark::kMillisecond);

/**
 * One switch-to-switch cable unplugged and plugged back in turns, every evaluation timed:
 * each is a re-analysis after a one-cable edit, with no untimed full run in between (so a
 * profile of this benchmark shows only the incremental path). Argument 0: a leaf-to-spine
 * cable (the only one of its link); 1: the last spine-to-core cable (one of 4 in its link).
 */
void BM_ReanalysisUplinkToggle(benchmark::State &state)
{
    const AnalysisOptions options;
    IncrementalAnalyzer analyzer;
    Design edited = pod();
    edited.cables.removeAt(state.range(0) == 0 ? 4 * 32 * 8 : edited.cables.size() - 1);
    analyzer.evaluate(pod(), options);
    bool unplugged = false;
    for (auto _ : state) {
        unplugged = !unplugged;
        benchmark::DoNotOptimize(analyzer.evaluate(unplugged ? edited : pod(), options).diagnostics.size());
    }
    state.counters["switchCablingKept"] = double(analyzer.lastReuse().switchCabling);
}
BENCHMARK(BM_ReanalysisUplinkToggle)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

/** The parts of the full analysis, to see where the time goes. */
void BM_Rules(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(validate(pod()).size());
}
BENCHMARK(BM_Rules)->Unit(benchmark::kMillisecond);

void BM_FabricGraph(benchmark::State &state)
{
    for (auto _ : state) {
        const FabricGraph g(pod());
        benchmark::DoNotOptimize(g.maxTier());
    }
}
BENCHMARK(BM_FabricGraph)->Unit(benchmark::kMillisecond);

void BM_FabricSummary(benchmark::State &state)
{
    const FabricGraph g(pod());
    const QList<SwitchLoad> loads = switchLoads(g);
    for (auto _ : state)
        benchmark::DoNotOptimize(fabricSummary(g, loads).bisectionGbps);
}
BENCHMARK(BM_FabricSummary)->Unit(benchmark::kMillisecond);

void BM_SwitchLoads(benchmark::State &state)
{
    const FabricGraph g(pod());
    for (auto _ : state)
        benchmark::DoNotOptimize(switchLoads(g).size());
}
BENCHMARK(BM_SwitchLoads)->Unit(benchmark::kMillisecond);

void BM_OneMaxFlow(benchmark::State &state)
{
    const FabricGraph g(pod());
    const BisectionCut cut = bisectionCut(g);
    for (auto _ : state)
        benchmark::DoNotOptimize(bisectionGbps(g, cut));
}
BENCHMARK(BM_OneMaxFlow)->Unit(benchmark::kMillisecond);

void BM_EngineOnly(benchmark::State &state)
{
    const AnalysisOptions options;
    for (auto _ : state)
        benchmark::DoNotOptimize(analyze(pod(), options).clusters.size());
}
BENCHMARK(BM_EngineOnly)->Unit(benchmark::kMillisecond);

/** Issue 23: DesignFormat::load of the 131,072-GPU design's file (171 MB of JSON). Target 3 s. */
void BM_Open131k(benchmark::State &state)
{
    const QString file = cqbench::cluster131kFile(); // generated and saved outside the timing
    qsizetype cables = 0;
    for (auto _ : state) {
        const DesignReadResult read = DesignFormat::load(file);
        if (!read.error.isEmpty()) {
            cqbench::fail(state, "the 131,072-GPU design does not open");
            break;
        }
        cables = read.design.cables.size();
    }
    state.counters["cables"] = double(cables);
    state.counters["peak_MB"] = cqbench::statusMb("VmHWM:"); // the generated design is resident too
}
BENCHMARK(BM_Open131k)->Unit(benchmark::kMillisecond)->Iterations(3);

/** Issue 23: evaluateDesign() on the 131,072-GPU design, as BM_FullAnalysis. Target 100 ms. */
void BM_FullAnalysis131k(benchmark::State &state)
{
    const Design &d = cqbench::cluster131k();
    const AnalysisOptions options;
    for (auto _ : state) {
        const DesignEvaluation e = evaluateDesign(d, options);
        benchmark::DoNotOptimize(e.diagnostics.size());
    }
    state.counters["cables"] = double(d.cables.size());
    state.counters["gpus"] = double(d.gpuCount());
}
BENCHMARK(BM_FullAnalysis131k)->Unit(benchmark::kMillisecond);

/** fabricSummary() alone on the 131,072-GPU design: the bisection over 8 rail planes, two failures, hops. */
void BM_FabricSummary131k(benchmark::State &state)
{
    const FabricGraph g(cqbench::cluster131k());
    const QList<SwitchLoad> loads = switchLoads(g);
    for (auto _ : state)
        benchmark::DoNotOptimize(fabricSummary(g, loads).bisectionGbps);
}
BENCHMARK(BM_FabricSummary131k)->Unit(benchmark::kMillisecond);

/** Index of the first cable of the 131,072-GPU design that joins two switches. */
qsizetype firstSwitchCable(const Design &d)
{
    QSet<QUuid> switches;
    for (const Switch &s : d.switches)
        switches.insert(s.id);
    for (qsizetype i = 0; i < d.cables.size(); ++i) {
        if (switches.contains(d.cables.at(i).a.device) && switches.contains(d.cables.at(i).b.device))
            return i;
    }
    return 0;
}

/**
 * Issue 23: one cable of the 131,072-GPU design unplugged and plugged back in turns through
 * IncrementalAnalyzer, every evaluation timed (as BM_ReanalysisUplinkToggle). Argument 0: the
 * first cable (a server's NIC cable); 1: the first switch-to-switch cable. Target 5 ms.
 */
void BM_ReanalysisToggle131k(benchmark::State &state)
{
    const Design &d = cqbench::cluster131k();
    const AnalysisOptions options;
    IncrementalAnalyzer analyzer;
    Design edited = d;
    edited.cables.removeAt(state.range(0) == 0 ? 0 : firstSwitchCable(d));
    analyzer.evaluate(d, options);
    bool unplugged = false;
    for (auto _ : state) {
        unplugged = !unplugged;
        benchmark::DoNotOptimize(analyzer.evaluate(unplugged ? edited : d, options).diagnostics.size());
    }
    state.counters["switchCablingKept"] = double(analyzer.lastReuse().switchCabling);
    state.counters["structureKept"] = double(analyzer.lastReuse().switchStructure);
    state.counters["reusedModels"] = double(analyzer.lastReuse().clusterModels);
}
BENCHMARK(BM_ReanalysisToggle131k)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

/**
 * BM_ReanalysisToggle131k with the edit named (IncrementalAnalyzer::CableEdit: the cable
 * removed at its index, then inserted back), as a caller that made the edit knows it: the
 * graph is patched instead of every cable compared. Target 5 ms.
 */
void reanalysisEditToggle(benchmark::State &state, const Design &d, qsizetype cable)
{
    const AnalysisOptions options;
    IncrementalAnalyzer analyzer;
    Design edited = d;
    edited.cables.removeAt(cable);
    analyzer.evaluate(d, options);
    bool unplugged = false;
    for (auto _ : state) {
        unplugged = !unplugged;
        const IncrementalAnalyzer::CableEdit edit{cable, unplugged ? 1 : 0, unplugged ? 0 : 1};
        benchmark::DoNotOptimize(analyzer.evaluate(unplugged ? edited : d, options, edit).diagnostics.size());
    }
    state.counters["patched"] = double(analyzer.lastReuse().patched);
    state.counters["switchCablingKept"] = double(analyzer.lastReuse().switchCabling);
    state.counters["structureKept"] = double(analyzer.lastReuse().switchStructure);
    state.counters["reusedModels"] = double(analyzer.lastReuse().clusterModels);
}

void BM_ReanalysisEditToggle131k(benchmark::State &state)
{
    const Design &d = cqbench::cluster131k();
    reanalysisEditToggle(state, d, state.range(0) == 0 ? 0 : firstSwitchCable(d));
}
BENCHMARK(BM_ReanalysisEditToggle131k)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

/** The same on the 16,384-GPU fat tree: node1's first NIC cable (0), a leaf-to-spine cable (1). */
void BM_ReanalysisEditToggle(benchmark::State &state)
{
    reanalysisEditToggle(state, pod(), state.range(0) == 0 ? 0 : 4 * 32 * 8);
}
BENCHMARK(BM_ReanalysisEditToggle)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    return cqbench::run(&argc, argv); // 1 when the 131,072-GPU file did not open
}
