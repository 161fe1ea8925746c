#pragma once

#include "sizing/sizingadvisor.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

namespace cq {

/** One worker run's advice, tagged with the request it answers. */
struct SizingResult {
    quint64 generation = 0;
    SizingAdvice advice;
};

/**
 * Runs the sizing advisor on a one-thread worker pool (QtConcurrent::run with a QPromise, as
 * CompareRunner does), never on the GUI thread. A new request cancels the run in flight (the
 * advisor asks keepGoing before each candidate) and queues its own; only the newest
 * request's advice is ever reported (checked by generation), so a stale one never shows.
 */
class SizingRunner : public QObject
{
    Q_OBJECT
public:
    explicit SizingRunner(QObject *parent = nullptr);
    /** Cancels the run in flight and waits for the pool: no worker outlives the runner. */
    ~SizingRunner() override;

    /** The catalog and price book every later request is sized against. */
    void setPrices(const Catalog &catalog, const PriceBook &book);
    /** Advises on @p request (superseding any earlier one). */
    void request(const SizingRequest &request);
    bool isBusy() const { return m_watcher.isRunning(); }
    /** Runs that reported advice so far (superseded ones are not counted). */
    int runsFinished() const { return m_finished; }

signals:
    void busyChanged(bool busy);
    void finished(const cq::SizingAdvice &advice);

private:
    void onFinished();

    QThreadPool m_pool;
    QFutureWatcher<SizingResult> m_watcher;
    Catalog m_catalog;
    PriceBook m_book;
    quint64 m_generation = 0;
    int m_finished = 0;
};

} // namespace cq
