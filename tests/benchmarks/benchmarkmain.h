#pragma once

#include <benchmark/benchmark.h>

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

} // namespace cqbench
