#pragma once

#include "rules/diagnostic.h"

#include <QStringList>

namespace cqtest {

/** The codes of @p list in order ("CQ-PORT-001", "CQ-FABRIC-002", ...). */
inline QStringList codes(const QList<cq::Diagnostic> &list)
{
    QStringList result;
    for (const cq::Diagnostic &d : list)
        result.append(d.code);
    return result;
}

/** The diagnostics of @p list whose code is @p code, in order. */
inline QList<cq::Diagnostic> withCode(const QList<cq::Diagnostic> &list, const QString &code)
{
    QList<cq::Diagnostic> result;
    for (const cq::Diagnostic &d : list) {
        if (d.code == code)
            result.append(d);
    }
    return result;
}

} // namespace cqtest
