#pragma once

#include "domain/design.h"
#include "engine/designanalysis.h"
#include "rules/diagnostic.h"

#include <QFutureWatcher>
#include <QObject>

namespace cq {

/** What the worker thread computes for one design snapshot. */
struct Evaluation {
    quint64 generation = 0;
    QList<Diagnostic> diagnostics;
    DesignAnalysis analysis;
};

/**
 * Runs the design rules and the analysis on a worker thread (QtConcurrent) for the latest
 * design snapshot. Requests that arrive while a run is in progress are coalesced: only the
 * newest snapshot is evaluated next, and stale results are never reported.
 */
class DesignEvaluator : public QObject
{
    Q_OBJECT
public:
    explicit DesignEvaluator(QObject *parent = nullptr);
    ~DesignEvaluator() override;

    /** Queues an evaluation of @p design (copied) for an all_reduce of @p messageBytes. */
    void request(const Design &design, double messageBytes);
    bool isBusy() const { return m_watcher.isRunning(); }

signals:
    void busyChanged(bool busy);
    void evaluated(const cq::Evaluation &evaluation);

private:
    void startNext();
    void onFinished();

    QFutureWatcher<Evaluation> m_watcher;
    std::optional<std::pair<Design, double>> m_pending;
    quint64 m_generation = 0;
};

} // namespace cq
