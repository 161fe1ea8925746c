#include "sizingrunner.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace cq {

SizingRunner::SizingRunner(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1); // one run at a time; superseded ones are cancelled and return at once
    connect(&m_watcher, &QFutureWatcher<SizingResult>::finished, this, &SizingRunner::onFinished);
}

SizingRunner::~SizingRunner()
{
    m_watcher.disconnect(this);
    m_watcher.cancel();
    m_pool.waitForDone();
}

void SizingRunner::setPrices(const Catalog &catalog, const PriceBook &book)
{
    m_catalog = catalog;
    m_book = book;
}

void SizingRunner::request(const SizingRequest &request)
{
    const bool wasBusy = isBusy();
    m_watcher.cancel(); // cancel and replace at once (CompareRunner's pattern)
    const quint64 generation = ++m_generation;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [request, catalog = m_catalog, book = m_book,
                                                    generation](QPromise<SizingResult> &promise) {
        if (promise.isCanceled())
            return; // superseded while it waited for the pool
        SizingResult result;
        result.generation = generation;
        result.advice = SizingAdvisor::advise(request, catalog, book, [&promise] { return !promise.isCanceled(); });
        if (!promise.isCanceled() && !result.advice.stopped)
            promise.addResult(std::move(result));
    }));
    if (!wasBusy)
        emit busyChanged(true);
}

void SizingRunner::onFinished()
{
    const QFuture<SizingResult> future = m_watcher.future();
    if (!future.isFinished() || future.isCanceled() || future.resultCount() == 0)
        return; // a superseded run: the newest one reports
    const SizingResult result = future.result();
    if (result.generation != m_generation)
        return;
    ++m_finished;
    emit busyChanged(false);
    emit finished(result.advice);
}

} // namespace cq
