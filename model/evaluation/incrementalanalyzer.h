#pragma once

#include "engine/analysiscache.h"
#include "designevaluation.h"
#include "domain/design.h"
#include "rules/cableruletally.h"
#include "rules/deviceruleresults.h"

#include <memory>

namespace cq {

class FabricGraph;

/**
 * evaluateDesign() for successive versions of one design (the designer re-evaluates after every
 * edit): keeps the last version and what was computed from it, and on the next call redoes
 * only what the change can touch. Every result equals evaluateDesign() on the same design
 * (tests/model/tst_incrementalanalyzer.cpp checks it field by field after random edits):
 *  - the FabricGraph reuses the id -> vertex table when the servers' and switches' ids are
 *    unchanged, and the cable ends outside the edited span of cables (FabricGraph(design, previous));
 *  - each cluster's NCCL stage (all_reduce, 7 collectives x 32 sizes, training run) is reused
 *    when its CommShape, totals and the options compare equal (AnalysisCache);
 *  - the bisection's split is patched for the servers at an edited cable (BisectionCutCache),
 *    and each fabric's bisection max-flows start from its last flows (WarmMaxFlow) instead of zero;
 *  - after an edit of switch-to-switch cables, fabrics, tiers and pods are kept when the edited
 *    cables show they still hold (FabricGraph::switchStructureKept, topology/switchstructure.h);
 *  - while no edited cable runs switch to switch or makes or unmakes a leaf
 *    (FabricGraph::switchCablingUnchanged), fabrics, tiers, pods and the hop-count searches are
 *    the last ones, and with the devices unchanged too, so are the flow network's links and the
 *    loads of every switch not at an end of an edited cable;
 *  - the cabling rules are skipped when CableRuleTally, updated for the edited cables only
 *    (when the servers and switches are unchanged), shows they would find nothing;
 *  - the rules that read only rooms, racks, servers and switches are not run again while those
 *    four lists are the last design's (DeviceRuleResults: a copy with only cables edited).
 * The rest (the cluster networks, the cluster and cable-room rules) is recomputed.
 *
 * Translated texts are cached with the results: call reset() after the application's
 * translator changes. Not thread-safe: one evaluate() at a time (each call may run on a
 * different thread).
 */
class IncrementalAnalyzer
{
public:
    IncrementalAnalyzer();
    ~IncrementalAnalyzer();
    IncrementalAnalyzer(const IncrementalAnalyzer &) = delete;
    IncrementalAnalyzer &operator=(const IncrementalAnalyzer &) = delete;

    /**
     * evaluateDesign(@p design, @p options, @p progress). If @p progress stops it, the result
     * is incomplete (throw it away) and the next call starts from scratch.
     */
    DesignEvaluation evaluate(const Design &design, const AnalysisOptions &options, const AnalysisProgress &progress = {});

    /**
     * An edit of the cables only, as the caller made it: the design's cables [first, first +
     * inserted) replaced the last design's [first, first + removed); the rest are the same cables
     * in the same order. Adding a cable at i is {i, 0, 1}, removing it {i, 1, 0}, changing one
     * (its rate's device, an end moved to another port or device, its length) {i, 1, 1}.
     */
    struct CableEdit {
        qsizetype first = 0;
        qsizetype removed = 0;
        qsizetype inserted = 0;
    };

    /**
     * evaluate(@p design, @p options, @p progress) after @p edit of the last design (the caller
     * vouches for it: cables outside the span are not compared) whose servers and switches
     * are the very lists of the last design (a copy of it with only its cables edited shares
     * them): the graph is patched instead of compared and rebuilt (FabricGraph(design,
     * previous, edit)), the cable tally updated for the edited cables. Anything else (no last
     * design, other device lists, a long edit) goes the way of evaluate() without an edit.
     * Same result as evaluateDesign().
     */
    DesignEvaluation evaluate(const Design &design, const AnalysisOptions &options, const CableEdit &edit,
                              const AnalysisProgress &progress = {});

    /** Forgets the last design: the next evaluate() computes everything. */
    void reset();

    /** What the last evaluate() reused (for tests and the benchmark). */
    struct Reuse {
        bool vertices = false;   ///< the id -> vertex table
        int cableEnds = 0;       ///< cables whose ends were taken from the last graph
        int clusterModels = 0;   ///< clusters whose NCCL stage was reused
        bool cableRulesSkipped = false;
        bool deviceRules = false; ///< the device-only rules' findings (DeviceRuleResults)
        bool bisectionCut = false; ///< the bisection's split, patched for the edited servers (BisectionCutCache)
        /** Fabrics, tiers, pods, hop-count searches and (devices unchanged too) the flow links
         *  and the loads of the switches away from the edit were the last run's. */
        bool switchCabling = false;
        /** Fabrics, tiers and pods were the last run's (FabricGraph::switchStructureKept). */
        bool switchStructure = false;
        bool patched = false;    ///< the graph was patched for a CableEdit, not rebuilt
    };
    const Reuse &lastReuse() const { return m_reuse; }

private:
    void updateTally(const FabricGraph &graph, bool sameDevices);
    DesignEvaluation finish(const AnalysisOptions &options, const AnalysisProgress &progress);

    std::unique_ptr<Design> m_design;     ///< the last version; m_graph points into it
    std::unique_ptr<FabricGraph> m_graph;
    AnalysisCache m_cache;
    CableRuleTally m_tally;
    DeviceRuleResults m_deviceRules;
    Reuse m_reuse;
};

} // namespace cq
