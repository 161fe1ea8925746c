#pragma once

#include "clicontext.h"

namespace cq {

/** `validate FILE [--json]`: the design rules' diagnostics. */
int runValidate(const CliContext &ctx);
/** `analyze FILE [--bytes N] [--json]`: switch loads and per-cluster all_reduce estimates. */
int runAnalyze(const CliContext &ctx);
/** `quote FILE [--term ..] [--pdf OUT] [--csv OUT] [--lang ..] [--pricebook DB] [--json]`. */
int runQuote(const CliContext &ctx);

} // namespace cq
