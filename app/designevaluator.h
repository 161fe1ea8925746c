#pragma once

#include "domain/design.h"
#include "engine/analyzer.h"
#include "engine/designanalysis.h"
#include "evaluation/incrementalanalyzer.h"
#include "rules/diagnostic.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <memory>
#include <optional>

namespace cq {

struct EvaluatorState;

/** What the worker thread computes for one design snapshot. */
struct Evaluation {
    quint64 generation = 0;
    QList<Diagnostic> diagnostics;   ///< validate() and analysisDiagnostics(), errors first
    DesignAnalysis analysis;
    IncrementalAnalyzer::Reuse reuse; ///< what the analysis took from the previous run
};

/**
 * Runs the design rules and the analysis for the latest design snapshot on a worker pool
 * (QtConcurrent::run with a QPromise, QT-NOTES §3 "Threads"), off the GUI thread. A new
 * request cancels the run in progress (the engine checks the promise between steps, so a
 * cancelled run stops within one step) and starts the new one at once; a cancelled run never
 * reports. Progress (0..100) arrives through progressChanged() on the GUI thread.
 * Runs go through one IncrementalAnalyzer (engine/incrementalanalyzer.h), so a re-evaluation
 * after an edit redoes only what the edit touches; a language change makes it start afresh.
 */
class DesignEvaluator : public QObject
{
    Q_OBJECT
public:
    explicit DesignEvaluator(QObject *parent = nullptr);
    /** Cancels the run in progress and waits for the pool: no worker outlives the evaluator. */
    ~DesignEvaluator() override;

    /**
     * Evaluates a copy of @p design with @p options, cancelling any run in progress. When the
     * caller knows @p design is the previous request's design after one cable edit (@p edit),
     * and that request's run completed, the analysis patches its last results for the edit
     * instead of comparing every cable (IncrementalAnalyzer::CableEdit); otherwise it compares.
     */
    void request(const Design &design, const AnalysisOptions &options,
                 std::optional<IncrementalAnalyzer::CableEdit> edit = std::nullopt);
    bool isBusy() const { return m_watcher.isRunning(); }
    /** Number of the latest request (Evaluation::generation of its result). */
    quint64 generation() const { return m_generation; }

signals:
    void busyChanged(bool busy);
    void progressChanged(int percent);
    void evaluated(const cq::Evaluation &evaluation);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onFinished();

    QThreadPool m_pool;
    QFutureWatcher<Evaluation> m_watcher;
    quint64 m_generation = 0;
    std::shared_ptr<EvaluatorState> m_state; ///< shared with the runs, which may outlive a request
};

} // namespace cq
