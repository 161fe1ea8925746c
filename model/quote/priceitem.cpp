#include "priceitem.h"

#include <array>
#include <utility>

namespace cq {

namespace {
constexpr std::array<std::pair<PriceUnit, const char *>, 6> kUnitKeys{{
    {PriceUnit::PerMonth, "month"},
    {PriceUnit::PerPortMonth, "port-month"},
    {PriceUnit::PerMbpsMonth, "mbps-month"},
    {PriceUnit::PerKwh, "kwh"},
    {PriceUnit::OneOff, "one-off"},
    {PriceUnit::PerHour, "hour"},
}};
} // namespace

QString priceUnitKey(PriceUnit unit)
{
    for (const auto &[u, key] : kUnitKeys) {
        if (u == unit)
            return QString::fromLatin1(key);
    }
    return {};
}

bool priceUnitFromKey(const QString &key, PriceUnit *unit)
{
    for (const auto &[u, k] : kUnitKeys) {
        if (key == QLatin1String(k)) {
            *unit = u;
            return true;
        }
    }
    return false;
}

QString priceKindKey(PriceKind kind)
{
    return kind == PriceKind::Estimate ? QStringLiteral("estimate") : QStringLiteral("list");
}

bool priceKindFromKey(const QString &key, PriceKind *kind)
{
    if (key == QLatin1String("list") || key == QLatin1String("estimate")) {
        *kind = key == QLatin1String("list") ? PriceKind::List : PriceKind::Estimate;
        return true;
    }
    return false;
}

} // namespace cq
