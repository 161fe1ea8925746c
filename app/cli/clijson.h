#pragma once

#include "engine/designanalysis.h"
#include "quote/quote.h"
#include "rules/diagnostic.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cq {

/** Machine-readable forms of the results, as the CLI's --json prints them. Money is a
 *  decimal string ("143552.00"); ranges are {"min": "...", "max": "..."}; bandwidths GB/s. */
namespace CliJson {
QJsonArray diagnostics(const QList<Diagnostic> &diagnostics);
QJsonObject analysis(const DesignAnalysis &analysis);
QJsonObject quote(const Quote &quote);
QJsonValue money(const MoneyRange &range);
} // namespace CliJson

} // namespace cq
