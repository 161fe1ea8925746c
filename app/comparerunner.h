#pragma once

#include "compare/comparison.h"
#include "compare/costcurve.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>


namespace cq {

/** What one worker run produces: the comparison and, per design, its cost-against-time curve. */
struct CompareResult {
    quint64 generation = 0;
    Comparison comparison;
    QList<QPair<QString, QList<CostPoint>>> curves;
};

/**
 * Runs comparisons on a one-thread worker pool (QtConcurrent::run with a QPromise, as
 * DesignEvaluator does), never on the GUI thread. Slider moves coalesce: a new request cancels
 * the run in flight (the worker checks between designs and curve points) and queues its own;
 * queued runs cancelled before they start return at once. Only the newest request's result is
 * ever shown (checked by generation).
 */
class CompareRunner : public QObject
{
    Q_OBJECT
public:
    explicit CompareRunner(QObject *parent = nullptr);
    /** Cancels the run in flight and waits for the pool: no worker outlives the runner. */
    ~CompareRunner() override;

    /** The designs and price book every later request compares. */
    void setDesigns(const QList<ComparisonBuilder::Entry> &entries, const PriceBook &book);
    /** Compares the designs under @p inputs (coalesced, see the class comment). */
    void request(const CompareInputs &inputs);
    bool isBusy() const { return m_watcher.isRunning(); }
    /** Runs that began computing so far (requests superseded before they started are not counted). */
    int runsStarted() const { return m_started.loadRelaxed(); }

signals:
    void busyChanged(bool busy);
    void finished(const cq::CompareResult &result);

private:
    void onFinished();

    QThreadPool m_pool;
    QFutureWatcher<CompareResult> m_watcher;
    QList<ComparisonBuilder::Entry> m_entries;
    PriceBook m_book;
    quint64 m_generation = 0;
    QAtomicInt m_started = 0;
};

} // namespace cq
