#include "genericswitch.h"

#include <QRegularExpression>

#include <cmath>

namespace cq {

namespace {

constexpr char kName[] = QT_TRANSLATE_NOOP("cq::GenericSwitch", "generic %1-port %2 Gb/s %3 switch");
/** The zh_CN translation of kName, for Chinese quote lines whatever the UI language. */
constexpr char kNameZh[] = "通用 %1 端口 %2 Gb/s %3 交换机";

QString kindNameEn(LinkKind kind)
{
    switch (kind) {
    case LinkKind::InfiniBand: return QStringLiteral("InfiniBand");
    case LinkKind::RoCE: return QStringLiteral("RoCE");
    case LinkKind::Ethernet: return QStringLiteral("Ethernet");
    }
    return {};
}

QString kindNameZh(LinkKind kind)
{
    return kind == LinkKind::Ethernet ? QStringLiteral("以太网") : kindNameEn(kind);
}

QString skuKindKey(LinkKind kind)
{
    return kind == LinkKind::InfiniBand ? QStringLiteral("IB") : linkKindKey(kind).toUpper();
}

} // namespace

QString GenericSwitch::sku(const Spec &spec)
{
    return QStringLiteral("GENERIC-SW-%1-%2-%3").arg(skuKindKey(spec.kind), QString::number(spec.rateGbps)).arg(spec.ports);
}

std::optional<GenericSwitch::Spec> GenericSwitch::fromSku(const QString &sku)
{
    static const QRegularExpression pattern(QStringLiteral("^GENERIC-SW-(IB|ROCE|ETHERNET)-(\\d+(?:\\.\\d+)?)-(\\d+)$"));
    const QRegularExpressionMatch m = pattern.match(sku);
    if (!m.hasMatch())
        return std::nullopt;
    Spec spec;
    if (m.captured(1) == QLatin1String("IB"))
        spec.kind = LinkKind::InfiniBand;
    else if (!linkKindFromKey(m.captured(1).toLower(), &spec.kind))
        return std::nullopt;
    spec.rateGbps = m.captured(2).toDouble();
    spec.ports = m.captured(3).toInt();
    return spec;
}

QString GenericSwitch::name(const Spec &spec)
{
    return tr(kName).arg(spec.ports).arg(spec.rateGbps).arg(linkKindName(spec.kind));
}

QString GenericSwitch::nameEn(const Spec &spec)
{
    return QString::fromLatin1(kName).arg(spec.ports).arg(spec.rateGbps).arg(kindNameEn(spec.kind));
}

QString GenericSwitch::nameZh(const Spec &spec)
{
    return QString::fromUtf8(kNameZh).arg(spec.ports).arg(spec.rateGbps).arg(kindNameZh(spec.kind));
}

double GenericSwitch::perPortPowerW(const Catalog &catalog, double rateGbps)
{
    double sameRateW = 0, sameRatePorts = 0, allW = 0, allGbps = 0;
    for (const SwitchModel &m : catalog.switches) {
        if (m.retired || m.powerW <= 0 || m.portCount <= 0)
            continue;
        if (const int ports = m.portsAt(rateGbps); ports > 0) {
            sameRateW += m.powerW;
            sameRatePorts += ports;
        }
        allW += m.powerW;
        allGbps += m.portCount * m.portRateGbps;
    }
    if (sameRatePorts > 0)
        return sameRateW / sameRatePorts;
    return allGbps > 0 ? allW / allGbps * rateGbps : 0.0;
}

SwitchModel GenericSwitch::model(const Catalog &catalog, const Spec &spec)
{
    SwitchModel m;
    m.sku = sku(spec);
    m.name = name(spec);
    m.portCount = spec.ports;
    m.portRateGbps = spec.rateGbps;
    m.kind = spec.kind;
    m.powerW = std::round(perPortPowerW(catalog, spec.rateGbps) * spec.ports);
    m.source = tr("Not in the catalog; power estimated per port from the catalog's switches");
    return m;
}

} // namespace cq
