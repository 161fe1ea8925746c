#include "comparerunner.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace cq {

namespace {

/** The worker: figures per design, rows, then one cost curve per design; stops when cancelled. */
void compareAll(QPromise<CompareResult> &promise, const QList<ComparisonBuilder::Entry> &entries, const PriceBook &book,
                const CompareInputs &inputs, quint64 generation, QAtomicInt *started)
{
    if (promise.isCanceled())
        return; // superseded while it waited for the pool
    started->fetchAndAddRelaxed(1);
    CompareResult result;
    result.generation = generation;
    result.comparison.inputs = inputs;
    for (const ComparisonBuilder::Entry &e : entries) {
        if (promise.isCanceled())
            return;
        result.comparison.designs.append(DesignFiguresBuilder::build(e.name, e.design, book, inputs));
    }
    result.comparison.rows = ComparisonBuilder::rows(result.comparison.designs);
    const auto keepGoing = [&promise] { return !promise.isCanceled(); };
    for (int i = 0; i < entries.size(); ++i) {
        const int servers = std::max(1, result.comparison.designs.at(i).servers);
        result.curves.append({entries.at(i).name, CostCurve::curve(entries.at(i).design, book, inputs,
                                                                   CostCurve::serverCounts(servers), keepGoing)});
    }
    if (!promise.isCanceled())
        promise.addResult(std::move(result));
}

} // namespace

CompareRunner::CompareRunner(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1); // one run at a time; superseded ones are cancelled and return at once
    connect(&m_watcher, &QFutureWatcher<CompareResult>::finished, this, &CompareRunner::onFinished);
}

CompareRunner::~CompareRunner()
{
    m_watcher.disconnect(this);
    m_watcher.cancel();
    m_pool.waitForDone();
}

void CompareRunner::setDesigns(const QList<ComparisonBuilder::Entry> &entries, const PriceBook &book)
{
    m_entries = entries;
    m_book = book;
}

void CompareRunner::request(const CompareInputs &inputs)
{
    const bool wasBusy = isBusy();
    // Cancel and replace at once (DesignEvaluator's pattern). Waiting for the cancelled run's
    // finished() to start a pending one lost the last request: a cancelled future queued in the
    // pool does not always report finished, and a late finished() of an older future cannot
    // be told from the current one's.
    m_watcher.cancel();
    const quint64 generation = ++m_generation;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [entries = m_entries, book = m_book, inputs, generation,
                                                    started = &m_started](QPromise<CompareResult> &promise) {
        compareAll(promise, entries, book, inputs, generation, started);
    }));
    if (!wasBusy)
        emit busyChanged(true);
}

void CompareRunner::onFinished()
{
    const QFuture<CompareResult> future = m_watcher.future();
    if (!future.isFinished() || future.isCanceled() || future.resultCount() == 0)
        return; // a superseded run: the newest one reports
    const CompareResult result = future.result();
    if (result.generation != m_generation)
        return;
    emit busyChanged(false);
    emit finished(result);
}

} // namespace cq
