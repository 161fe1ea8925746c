#pragma once

#include "engine/designanalysis.h"
#include "quote/quote.h"
#include "rules/diagnostic.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cq {

/** Machine-readable forms of the results, as the CLI's --json prints them. Money is a
 *  decimal string ("143552.00"); ranges are {"min": "...", "max": "..."}; bandwidths GB/s
 *  (link capacities Gb/s, keys say which), times µs unless the key ends in _s.
 *  analysis(): {"message_bytes", "fabric": {switches, tier_loads, bisection ...}, "clusters":
 *  [...], "collectives": [one object per (cluster, collective, size) with collective, bytes,
 *  time_us, algbw_GBps, busbw_GBps, algorithm, protocol and the terms]}. */
namespace CliJson {
QJsonArray diagnostics(const QList<Diagnostic> &diagnostics);
QJsonObject analysis(const DesignAnalysis &analysis);
/** A quote line whose price is missing has "unit_price", "target_price" and "amount" null
 *  and "price_missing": true (never "0.00"). */
QJsonObject quote(const Quote &quote);
QJsonValue money(const MoneyRange &range);
} // namespace CliJson

} // namespace cq
