// The price book's own SQL (issue 22: statements prepared once per connection). Build with
// -DCQ_BUILD_BENCHMARKS=ON in a Release build directory and run tests/benchmarks/bench_pricebook.
// BM_CreateSeededPriceBook: open() of a new file, which creates the schema, writes the whole
// seeded catalog and price book (one statement per row) and reads them back.
// BM_SavePriceBook: savePriceBook() of the seed book into an open file (every item, rule and
// setting replaced, then the snapshot re-read). BM_ReadPriceBook: reload() of catalog and
// price book. BM_IssueRevision: nextQuoteNumber() + saveRevision() of one small quote.
// Read the CPU column: the wall time also holds the fsync of each WAL commit, which depends on
// the disk and on whatever else runs. Run with --benchmark_repetitions=5 for medians.

#include "pricebookdatabase.h"
#include "pricebookseed.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include "benchmarkmain.h"

using namespace cq;

namespace {

void BM_CreateSeededPriceBook(benchmark::State &state)
{
    QTemporaryDir dir;
    int n = 0;
    for (auto _ : state) {
        const QString path = dir.filePath(QStringLiteral("seed-%1.sqlite").arg(++n));
        PriceBookDatabase database;
        if (!database.open(path)) {
            cqbench::fail(state, "cannot create a price book");
            break;
        }
        benchmark::DoNotOptimize(database.priceBook().items.size());
    }
}

void BM_SavePriceBook(benchmark::State &state)
{
    QTemporaryDir dir;
    PriceBookDatabase database;
    if (!database.open(dir.filePath(QStringLiteral("bench.sqlite")))) {
        cqbench::fail(state, "cannot open a price book");
        return;
    }
    const PriceBook seed = PriceBookSeed::priceBook();
    for (auto _ : state) {
        if (!database.savePriceBook(seed)) {
            cqbench::fail(state, "save refused");
            break;
        }
    }
    state.counters["items"] = double(seed.items.size());
}

void BM_ReadPriceBook(benchmark::State &state)
{
    QTemporaryDir dir;
    PriceBookDatabase database;
    if (!database.open(dir.filePath(QStringLiteral("bench.sqlite")))) {
        cqbench::fail(state, "cannot open a price book");
        return;
    }
    for (auto _ : state) {
        if (!database.reload()) {
            cqbench::fail(state, "read failed");
            break;
        }
        benchmark::DoNotOptimize(database.priceBook().items.size());
    }
}

void BM_IssueRevision(benchmark::State &state)
{
    QTemporaryDir dir;
    PriceBookDatabase database;
    if (!database.open(dir.filePath(QStringLiteral("bench.sqlite")))) {
        cqbench::fail(state, "cannot open a price book");
        return;
    }
    QuoteRevision revision;
    revision.issuedAt = QDateTime(QDate(2026, 12, 3), QTime(12, 0), Qt::UTC);
    revision.priceBook = database.priceBook();
    for (auto _ : state) {
        const QString number = database.nextQuoteNumber(QDate(2026, 12, 3));
        if (number.isEmpty() || !database.saveRevision(number, &revision)) {
            cqbench::fail(state, "issue failed");
            break;
        }
    }
}

} // namespace

BENCHMARK(BM_CreateSeededPriceBook)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SavePriceBook)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReadPriceBook)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IssueRevision)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // QSQLITE needs an application object
    return cqbench::run(&argc, argv);
}
