#pragma once

#include "acceptance/acceptance.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cq {

/**
 * Machine-readable forms of imported measurements and of the acceptance report, as `import
 * --json` and `accept --json` print them, in the units of CliJson (clijson.h): rates Gb/s
 * (keys end in _Gbps), bandwidths GB/s (_GBps), sizes bytes, times µs. Diagnostics are
 * {"file", "line", "message"}.
 */
namespace AcceptanceJson {
QJsonArray diagnostics(const QList<ImportDiagnostic> &diagnostics);
/** {"file", "kind", ...the reader's result..., "diagnostics"}. */
QJsonObject imported(const ImportedFile &file);
/** {"design", "passed", "failed", "checks": [...], "performance": [{bytes, measured, predicted}], "unreadable", "diagnostics"}. */
QJsonObject report(const AcceptanceReport &report);
} // namespace AcceptanceJson

} // namespace cq
