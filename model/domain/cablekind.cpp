#include "cablekind.h"

#include <QCoreApplication>

namespace cq {

namespace {
constexpr CableKind AllKinds[] = {CableKind::Dac, CableKind::Aoc, CableKind::Fiber};
}

QString cableKindKey(CableKind kind)
{
    switch (kind) {
    case CableKind::Dac: return QStringLiteral("dac");
    case CableKind::Aoc: return QStringLiteral("aoc");
    case CableKind::Fiber: return QStringLiteral("fiber");
    }
    return {};
}

bool cableKindFromKey(const QString &key, CableKind *kind)
{
    for (CableKind k : AllKinds) {
        if (cableKindKey(k) == key) {
            *kind = k;
            return true;
        }
    }
    return false;
}

QString cableKindName(CableKind kind)
{
    switch (kind) {
    case CableKind::Dac: return QCoreApplication::translate("cq::CableKind", "DAC (copper)");
    case CableKind::Aoc: return QCoreApplication::translate("cq::CableKind", "AOC (active optical)");
    case CableKind::Fiber: return QCoreApplication::translate("cq::CableKind", "Fibre + transceivers");
    }
    return {};
}

} // namespace cq
