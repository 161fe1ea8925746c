#include "sizingadvisor.h"

#include "format/moneyformat.h"

#include <algorithm>
#include <tuple>

namespace cq {

namespace {

bool dominated(const SizingCandidate &c, const QList<SizingCandidate> &all)
{
    return std::any_of(all.cbegin(), all.cend(), [&c](const SizingCandidate &o) {
        const bool noWorse = o.time.total.value <= c.time.total.value && o.runCost.max <= c.runCost.max;
        const bool better = o.time.total.value < c.time.total.value || o.runCost.max < c.runCost.max;
        return noWorse && better;
    });
}

// Not-advised last; then by @p key.
template<typename Key>
void rank(QList<SizingCandidate> *list, Key key)
{
    std::stable_sort(list->begin(), list->end(), [&key](const SizingCandidate &a, const SizingCandidate &b) {
        const bool aOut = a.verdict() == SizingVerdict::NotAdvised, bOut = b.verdict() == SizingVerdict::NotAdvised;
        if (aOut != bOut)
            return bOut;
        return key(a) < key(b);
    });
}

const auto byCost = [](const SizingCandidate &c) { return std::make_pair(c.runCost.max, c.time.total.value); };
const auto byTime = [](const SizingCandidate &c) { return std::make_pair(c.time.total.value, c.runCost.max); };

} // namespace

QStringList SizingAdvisor::defaultGpuKeys()
{
    return {QStringLiteral("a100-sxm-80g"), QStringLiteral("h100-sxm-80g"), QStringLiteral("ascend-910b-64g"),
            QStringLiteral("rtx-4090")};
}

QList<int> SizingAdvisor::serverCounts(int maxServers)
{
    QList<int> counts;
    for (int n = 1; n <= std::max(1, maxServers); n *= 2)
        counts.append(n);
    return counts;
}

std::optional<Design> SizingAdvisor::generatedDesign(const QList<SizingCandidate> &list, int rank, QString *problem)
{
    if (rank < 1 || rank > list.size() || !list.at(rank - 1).ok()) {
        *problem = tr("the table has no candidate %1 (it has %2)").arg(rank).arg(list.size());
        return std::nullopt;
    }
    return list.at(rank - 1).design;
}

SizingAdvice SizingAdvisor::advise(const SizingRequest &request, const Catalog &catalog, const PriceBook &book,
                                   const std::function<bool()> &keepGoing)
{
    SizingAdvice advice;
    advice.request = request;
    if (const QString problem = request.job.problem(); !problem.isEmpty()) {
        advice.problem = problem;
        return advice;
    }
    const SizingContext context{request.job, catalog.offered(), book, request.term, request.region};
    const QStringList keys = request.gpuKeys.isEmpty() ? defaultGpuKeys() : request.gpuKeys;
    QList<SizingCandidate> all;
    QList<SizingCandidate> closest; // per family, the largest cluster that did not fit
    for (const QString &key : keys) {
        QList<SizingCandidate> family;
        SizingCandidate lastMiss;
        for (int servers : serverCounts(request.maxServers)) {
            if (keepGoing && !keepGoing()) {
                SizingAdvice stopped;
                stopped.request = request;
                stopped.stopped = true;
                return stopped;
            }
            SizingCandidate c = CandidateBuilder::build(context, key, servers);
            if (!c.ok()) {
                lastMiss = std::move(c);
                if (lastMiss.gpuName.isEmpty() || !lastMiss.plan.memory.total.value)
                    break; // unknown GPU or generator refused: more servers will not help
                continue;
            }
            const bool ethernetOnly = c.fabric == LinkKind::Ethernet;
            family.append(std::move(c));
            if (ethernetOnly) {
                advice.notes.append(tr("%1: its servers have plain Ethernet only, which the guides never use for multi-node training: one node only")
                                        .arg(family.last().gpuName));
                break;
            }
        }
        if (family.isEmpty()) {
            if (!lastMiss.problem.isEmpty())
                advice.notes.append(tr("%1: %2").arg(lastMiss.gpuName.isEmpty() ? key : lastMiss.gpuName, lastMiss.problem));
            if (lastMiss.plan.memory.total.value > 0)
                closest.append(lastMiss);
            continue;
        }
        const SizingFamilyFacts facts{family.first().servers == 1};
        for (SizingCandidate &c : family) {
            SizingRules::apply(&c, request.job, request.goal, facts);
            all.append(std::move(c));
        }
    }
    if (all.isEmpty()) {
        std::sort(closest.begin(), closest.end(), [](const SizingCandidate &a, const SizingCandidate &b) {
            return a.plan.memory.total.value / a.plan.memory.usable.value < b.plan.memory.total.value / b.plan.memory.usable.value;
        });
        advice.problem = tr("%1 fits no GPU of the catalog at up to %2 servers").arg(request.job.name).arg(request.maxServers);
        advice.nearest = closest;
        return advice;
    }
    QList<SizingCandidate> ranked;
    const bool goal = request.goal.days || request.goal.budget;
    for (const SizingCandidate &c : std::as_const(all)) {
        if (goal ? SizingRules::meets(c, request.goal) : (c.priced() && (c.servers == 1 || !dominated(c, all))))
            ranked.append(c);
    }
    if (ranked.isEmpty()) {
        QList<SizingCandidate> near = all;
        if (request.goal.days) {
            rank(&near, byTime);
            advice.problem = tr("No candidate meets the %1-day deadline: the fastest, %2, takes %3 days")
                                 .arg(*request.goal.days).arg(near.first().label()).arg(near.first().time.days(), 0, 'f', 1);
        } else {
            rank(&near, byCost);
            advice.problem = tr("No candidate stays within the budget of %1 per run: the cheapest, %2, costs %3")
                                 .arg(formatMoney(*request.goal.budget), near.first().label(),
                                      formatMoney(near.first().runCost.max));
        }
        advice.nearest = near.mid(0, 3);
        return advice;
    }
    if (request.goal.budget && !request.goal.days)
        rank(&ranked, byTime);
    else if (goal)
        rank(&ranked, byCost);
    else // one node first (the guides' order), then the frontier, cheapest first
        rank(&ranked, [](const SizingCandidate &c) { return std::make_tuple(c.servers > 1, c.runCost.max, c.time.total.value); });
    advice.moreCandidates = std::max(0, int(ranked.size()) - SizingAdvice::kMaxRows);
    advice.candidates = ranked.mid(0, SizingAdvice::kMaxRows);
    return advice;
}

} // namespace cq
