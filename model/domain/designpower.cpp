#include "designpower.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace cq {

DesignPower designPower(const Design &design)
{
    DesignPower p;
    for (const Server &s : design.servers)
        p.serversW += s.powerW;
    for (const Switch &sw : design.switches)
        p.switchesW += sw.powerW;
    p.servers = int(design.servers.size());
    p.switches = int(design.switches.size());
    return p;
}

QHash<QUuid, double> powerByRackW(const Design &design)
{
    QHash<QUuid, double> watts;
    for (const Server &s : design.servers)
        watts[s.rackId] += s.powerW;
    for (const Switch &sw : design.switches)
        watts[sw.rackId] += sw.powerW;
    return watts;
}

qint64 milliwatts(double watts)
{
    // A file holds at most 100,000 devices of 10^6 W each: 10^14 mW, far inside qint64.
    return std::isfinite(watts) ? qint64(std::llround(watts * 1000.0)) : 0;
}

QString kwText(double watts, int decimals)
{
    decimals = std::clamp(decimals, 0, 6);
    qint64 step = 1; // milliwatts per unit of the last printed decimal of kW
    for (int i = decimals; i < 6; ++i)
        step *= 10;
    const qint64 mw = milliwatts(watts);
    const qint64 units = (std::llabs(mw) + step / 2) / step; // halves away from zero
    qint64 scale = 1;
    for (int i = 0; i < decimals; ++i)
        scale *= 10;
    QString text = QString::number(units / scale);
    if (decimals > 0)
        text += QLatin1Char('.') + QStringLiteral("%1").arg(units % scale, decimals, 10, QLatin1Char('0'));
    return mw < 0 && units != 0 ? QLatin1Char('-') + text : text;
}

} // namespace cq
