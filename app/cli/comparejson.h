#pragma once

#include "compare/comparison.h"

#include <QJsonObject>

namespace cq::CliJson {

/**
 * `compare --json`: {"inputs": {parameters, tokens, batch_tokens, tp, pp, mfu, term,
 * discount_percent, power_fen_per_kwh, message_bytes}, "designs": [{name, problem,
 * training_problem}], "rows": [{key, label, unit, better: "higher"|"lower"|"none",
 * values: [number | money {"min","max"} or decimal string | null], best: [bool]}],
 * "cheapest_run": index or null}. Money as in CliJson::money (decimal strings).
 */
QJsonObject comparison(const Comparison &comparison);

} // namespace cq::CliJson
