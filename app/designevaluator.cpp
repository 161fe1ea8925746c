#include "designevaluator.h"

#include "evaluation/incrementalanalyzer.h"

#include <QCoreApplication>
#include <QEvent>
#include <QMutex>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>

namespace cq {

/** What successive runs share: the analyzer that remembers the last design. */
struct EvaluatorState {
    QMutex mutex;
    IncrementalAnalyzer analyzer;
    std::atomic<bool> resetPending{false};
    quint64 lastCompleted = 0; ///< the request whose design the analyzer last saw whole (0: none); under mutex
};

namespace {

/**
 * The worker: analysis (with progress and cancellation), then the rules, through the shared
 * IncrementalAnalyzer (one run at a time: a cancelled run still winding down is waited for).
 */
void evaluate(QPromise<Evaluation> &promise, const Design &design, const AnalysisOptions &options, quint64 generation,
              const std::optional<IncrementalAnalyzer::CableEdit> &edit, const std::shared_ptr<EvaluatorState> &state)
{
    promise.setProgressRange(0, 100);
    const QMutexLocker lock(&state->mutex);
    if (state->resetPending.exchange(false)) {
        state->analyzer.reset(); // the texts it keeps are in the old language
        state->lastCompleted = 0;
    }
    Evaluation result;
    result.generation = generation;
    const auto progress = [&promise](int percent) {
        promise.setProgressValue(std::min(percent, 95)); // the rules still follow
        return !promise.isCanceled();
    };
    // The edit is relative to the previous request's design: usable only if the analyzer saw
    // that one last (runs may be skipped or cut short when requests come fast).
    const bool chained = edit && state->lastCompleted != 0 && state->lastCompleted + 1 == generation;
    state->lastCompleted = 0;
    DesignEvaluation e = chained ? state->analyzer.evaluate(design, options, *edit, progress)
                                 : state->analyzer.evaluate(design, options, progress);
    if (promise.isCanceled())
        return;
    state->lastCompleted = generation;
    result.reuse = state->analyzer.lastReuse();
    result.analysis = std::move(e.analysis);
    result.diagnostics = std::move(e.diagnostics); // errors first, as validate() orders them
    promise.setProgressValue(100);
    promise.addResult(std::move(result));
}

} // namespace

DesignEvaluator::DesignEvaluator(QObject *parent)
    : QObject(parent)
    , m_state(std::make_shared<EvaluatorState>())
{
    // Two threads: a cancelled run winds down while its replacement already starts (and waits
    // for the shared analyzer until the cancelled run reaches its next step).
    m_pool.setMaxThreadCount(2);
    connect(&m_watcher, &QFutureWatcher<Evaluation>::finished, this, &DesignEvaluator::onFinished);
    connect(&m_watcher, &QFutureWatcher<Evaluation>::progressValueChanged, this, &DesignEvaluator::progressChanged);
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this); // LanguageChange: cached texts go
}

bool DesignEvaluator::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_state->resetPending = true;
    return QObject::eventFilter(watched, event);
}

DesignEvaluator::~DesignEvaluator()
{
    m_watcher.disconnect(this);
    m_watcher.cancel();
    m_pool.waitForDone();
}

void DesignEvaluator::request(const Design &design, const AnalysisOptions &options,
                              std::optional<IncrementalAnalyzer::CableEdit> edit)
{
    const bool wasBusy = isBusy();
    m_watcher.cancel(); // the old run stops at its next step and never reports
    const quint64 generation = ++m_generation;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [design, options, generation, edit, state = m_state](QPromise<Evaluation> &promise) {
        evaluate(promise, design, options, generation, edit, state);
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
