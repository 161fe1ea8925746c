#pragma once

#include "candidatebuilder.h"
#include "sizingrules.h"

namespace cq {

/** What the customer asks the advisor. */
struct SizingRequest {
    TrainingJob job;
    SizingGoal goal;
    /** GPU families allowed, catalog keys; empty = defaultGpuKeys(). */
    QStringList gpuKeys;
    Term term = Term::Monthly;
    int maxServers = 256;      ///< the largest node count tried (1, 2, 4, ... up to it)
};

/** The ranked proposals, or why there is none and the nearest ones. */
struct SizingAdvice {
    SizingRequest request;
    /** The table, best first: with a goal the candidates that meet it (cheapest first for a
     *  deadline, fastest first for a budget); without one the one-node candidates that fit
     *  (the guides' "one node first"), then the time/cost frontier, cheapest first. Not-advised candidates come after the others. At most kMaxRows. */
    QList<SizingCandidate> candidates;
    int moreCandidates = 0;    ///< ranked candidates left out of the table
    /** Why the table is empty (no GPU fits the model, nobody meets the goal); empty when it is not. */
    QString problem;
    /** With a problem: the candidates nearest to the goal (fastest, cheapest, or closest in memory). */
    QList<SizingCandidate> nearest;
    QStringList notes;         ///< per family, what was left out and why
    bool ok() const { return problem.isEmpty(); }

    static constexpr int kMaxRows = 12;
};

/**
 * Ranks clusters for a training job: for each allowed GPU family, 1, 2, 4, ... servers
 * (CandidateBuilder; a family whose server has only plain Ethernet stops at one node, the
 * guides' rule), judged by SizingRules, then ranked for the goal (SizingAdvice::candidates).
 * Pure; safe on a worker thread. About 50 ms per candidate for the larger fabrics.
 */
class SizingAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(cq::SizingAdvisor)
public:
    /** A100 80G SXM, H100 80G SXM, Ascend 910B 64G, RTX 4090 (catalog keys). */
    static QStringList defaultGpuKeys();
    /** @p catalog is the whole catalog (retired models are left out here). */
    static SizingAdvice advise(const SizingRequest &request, const Catalog &catalog, const PriceBook &book);
    /** Node counts tried: 1, 2, 4, ... up to @p maxServers. */
    static QList<int> serverCounts(int maxServers);
};

} // namespace cq
