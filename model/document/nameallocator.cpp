#include "nameallocator.h"

namespace cq {

NameAllocator::NameAllocator(const QStringList &taken)
    : m_taken(taken.cbegin(), taken.cend())
{
}

QString NameAllocator::next(const QString &pattern)
{
    // A translated pattern that lost its "%1" must not make every candidate the same name.
    const QString numbered = pattern.contains(QLatin1String("%1")) ? pattern : pattern + QLatin1String("%1");
    qsizetype n = m_nextNumber.value(numbered, 1);
    QString name = numbered.arg(n);
    while (m_taken.contains(name))
        name = numbered.arg(++n);
    m_taken.insert(name);
    m_nextNumber.insert(numbered, n + 1);
    return name;
}

QString NameAllocator::patternOf(const QString &name)
{
    qsizetype digits = name.size();
    while (digits > 0 && name.at(digits - 1).isDigit())
        --digits;
    if (digits == name.size())
        return name + QStringLiteral("-%1");
    return name.left(digits) + QStringLiteral("%1");
}

} // namespace cq
