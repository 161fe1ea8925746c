#pragma once

#include <QHash>
#include <QSet>
#include <QStringList>

namespace cq {

/**
 * Hands out unused names such as "node3": for a pattern with "%1", the lowest whole number
 * n >= 1 whose name is neither taken nor handed out before. Remembers per pattern where it
 * stopped, so naming 1,024 pasted servers costs O(names), not O(names^2).
 */
class NameAllocator
{
public:
    explicit NameAllocator(const QStringList &taken = {});

    /** Next free name for @p pattern ("node%1"; "%1" is appended when missing). */
    QString next(const QString &pattern);
    /** Marks @p name as used. */
    void take(const QString &name) { m_taken.insert(name); }

    /**
     * The numbering pattern a copy of @p name gets: trailing digits become "%1" ("node12" ->
     * "node%1", "Room 3" -> "Room %1"); a name without them gets "-%1" ("gpu-a" -> "gpu-a-%1").
     */
    static QString patternOf(const QString &name);

private:
    QSet<QString> m_taken;
    QHash<QString, qsizetype> m_nextNumber; ///< per pattern: every number below it is in use
};

} // namespace cq
