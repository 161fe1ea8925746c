#include "designevaluator.h"

#include "rules/analysisrules.h"
#include "rules/validator.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace cq {

namespace {

/** The worker: analysis (with progress and cancellation), then the rules. */
void evaluate(QPromise<Evaluation> &promise, const Design &design, const AnalysisOptions &options, quint64 generation)
{
    promise.setProgressRange(0, 100);
    Evaluation result;
    result.generation = generation;
    result.analysis = analyze(design, options, [&promise](int percent) {
        promise.setProgressValue(std::min(percent, 95)); // the rules still follow
        return !promise.isCanceled();
    });
    if (promise.isCanceled())
        return;
    result.diagnostics = validate(design) + analysisDiagnostics(result.analysis);
    // Errors first, as validate() orders them; the analysis adds warnings only.
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
                     [](const Diagnostic &x, const Diagnostic &y) { return x.severity < y.severity; });
    if (promise.isCanceled())
        return;
    promise.setProgressValue(100);
    promise.addResult(std::move(result));
}

} // namespace

DesignEvaluator::DesignEvaluator(QObject *parent)
    : QObject(parent)
{
    // Two threads: a cancelled run winds down while its replacement already starts.
    m_pool.setMaxThreadCount(2);
    connect(&m_watcher, &QFutureWatcher<Evaluation>::finished, this, &DesignEvaluator::onFinished);
    connect(&m_watcher, &QFutureWatcher<Evaluation>::progressValueChanged, this, &DesignEvaluator::progressChanged);
}

DesignEvaluator::~DesignEvaluator()
{
    m_watcher.disconnect(this);
    m_watcher.cancel();
    m_pool.waitForDone();
}

void DesignEvaluator::request(const Design &design, const AnalysisOptions &options)
{
    const bool wasBusy = isBusy();
    m_watcher.cancel(); // the old run stops at its next step and never reports
    const quint64 generation = ++m_generation;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [design, options, generation](QPromise<Evaluation> &promise) {
        evaluate(promise, design, options, generation);
    }));
    if (!wasBusy)
        emit busyChanged(true);
}

void DesignEvaluator::onFinished()
{
    const QFuture<Evaluation> future = m_watcher.future();
    if (future.isCanceled() || future.resultCount() == 0)
        return; // superseded: the newer run reports
    const Evaluation result = future.result();
    if (result.generation != m_generation)
        return;
    emit busyChanged(false);
    emit evaluated(result);
}

} // namespace cq
