#pragma once

#include <QList>
#include <QString>
#include <QUuid>

namespace cq {

enum class Severity { Error, Warning, Info };

/** "error", "warning", "info". */
QString severityKey(Severity severity);

/**
 * One finding of the design rules: a stable code (e.g. "CQ-ROOM-001"), a severity, a
 * translated user-visible message naming the objects, and the ids of the objects involved
 * (the GUI selects them when the diagnostic is clicked).
 */
struct Diagnostic {
    QString code;
    Severity severity = Severity::Error;
    QString message;
    QList<QUuid> ids;

    bool operator==(const Diagnostic &) const = default;
};

} // namespace cq
