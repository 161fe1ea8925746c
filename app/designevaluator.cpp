#include "designevaluator.h"

#include "engine/analyzer.h"
#include "rules/validator.h"

#include <QtConcurrent/QtConcurrentRun>

namespace cq {

DesignEvaluator::DesignEvaluator(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Evaluation>::finished, this, &DesignEvaluator::onFinished);
}

DesignEvaluator::~DesignEvaluator()
{
    m_watcher.waitForFinished();
}

void DesignEvaluator::request(const Design &design, double messageBytes)
{
    m_pending.emplace(design, messageBytes);
    if (!m_watcher.isRunning())
        startNext();
}

void DesignEvaluator::startNext()
{
    if (!m_pending)
        return;
    auto [design, bytes] = std::move(*m_pending);
    m_pending.reset();
    const quint64 generation = ++m_generation;
    m_watcher.setFuture(QtConcurrent::run([design = std::move(design), bytes, generation] {
        return Evaluation{generation, validate(design), analyze(design, bytes)};
    }));
    emit busyChanged(true);
}

void DesignEvaluator::onFinished()
{
    const Evaluation result = m_watcher.result();
    if (m_pending) {
        startNext(); // a newer snapshot is waiting: this result is already stale
        return;
    }
    emit busyChanged(false);
    emit evaluated(result);
}

} // namespace cq
