#pragma once

#include <benchmark/benchmark.h>

#include <QFile>

/*
 * What the benchmark programs share: a failed set-up or step (a price book that does not
 * open, a save refused) must not time nothing and exit 0, so fail() marks the program failed
 * as well as the benchmark, and run() returns 1 then.
 */
namespace cqbench {

inline bool &anyFailed()
{
    static bool failed = false;
    return failed;
}

/** State::SkipWithError, and the program's exit status becomes 1. Leave the loop after it. */
inline void fail(benchmark::State &state, const char *why)
{
    anyFailed() = true;
    state.SkipWithError(why);
}

/** Runs the benchmarks the command line selects; 1 when any called fail(), else 0. */
inline int run(int *argc, char **argv)
{
    benchmark::Initialize(argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return anyFailed() ? 1 : 0;
}

/** A memory figure of this process in MB from Linux's /proc/self/status: @p field "VmRSS:"
 *  (resident) or "VmHWM:" (peak resident); 0 when it cannot be read. */
inline double statusMb(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return 0;
}

} // namespace cqbench
