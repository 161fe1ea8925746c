#pragma once

#include "candidatebuilder.h"
#include "sizingrules.h"

#include <functional>
#include <optional>

namespace cq {

/** What the customer asks the advisor. */
struct SizingRequest {
    TrainingJob job;
    SizingGoal goal;
    /** GPU families allowed, catalog keys; empty = defaultGpuKeys(). */
    QStringList gpuKeys;
    Term term = Term::Monthly;
    /** The price book's region the cluster is rented in (PriceBook::regions(), QuoteExtras::region);
     *  empty: the book's default prices. */
    QString region;
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
    bool stopped = false;      ///< keepGoing said stop: nothing was ranked
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
    /**
     * @p catalog is the whole catalog (retired models are left out here). @p keepGoing, when
     * given, is asked before each candidate; once it says false the advice stops and comes
     * back empty with `stopped` set (a worker superseded by newer inputs).
     */
    static SizingAdvice advise(const SizingRequest &request, const Catalog &catalog, const PriceBook &book,
                               const std::function<bool()> &keepGoing = {});
    /**
     * Candidate @p rank (1-based) of @p list as a design to open or save, the one design
     * `size --generate N` writes and the window's Generate Design opens; nullopt with why in
     * @p problem when the list has no such candidate.
     */
    static std::optional<Design> generatedDesign(const QList<SizingCandidate> &list, int rank, QString *problem);
    /** Node counts tried: 1, 2, 4, ... up to @p maxServers. */
    static QList<int> serverCounts(int maxServers);
};

} // namespace cq
