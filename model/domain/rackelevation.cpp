#include "rackelevation.h"

#include "designpower.h"

#include <algorithm>

namespace cq {

namespace {

bool intersects(const RackSlot &a, const RackSlot &b)
{
    return a.lowU <= b.topU() && b.lowU <= a.topU();
}

/** The lowest U from which @p heightU free U run up inside 1..@p rackU, or 0 when none. */
int lowestFreeRun(const QList<RackSlot> &taken, int heightU, int rackU)
{
    for (int low = 1; low + heightU - 1 <= rackU; ++low) {
        RackSlot probe;
        probe.lowU = low;
        probe.heightU = heightU;
        const auto hit = std::find_if(taken.cbegin(), taken.cend(), [&](const RackSlot &s) { return intersects(s, probe); });
        if (hit == taken.cend())
            return low;
        low = hit->topU(); // the loop's ++low steps just above the device in the way
    }
    return 0;
}

template<typename Device>
RackSlot slotOf(const Device &d, bool isSwitch)
{
    RackSlot s;
    s.device = d.id;
    s.isSwitch = isSwitch;
    s.name = d.name;
    s.model = d.sku;
    s.heightU = std::max(1, d.heightU);
    s.lowU = d.rackU;
    s.stacked = d.rackU < 1;
    return s;
}

RackElevation elevationOf(const Design &design, const Rack &rack, double drawW);

} // namespace

bool RackElevation::overflow() const
{
    return usedU > heightU
        || std::any_of(devices.cbegin(), devices.cend(), [](const RackSlot &s) { return s.overflow; });
}

bool RackElevation::overlap() const
{
    return std::any_of(devices.cbegin(), devices.cend(), [](const RackSlot &s) { return s.overlaps; });
}

const RackSlot *RackElevation::slot(const QUuid &device) const
{
    for (const RackSlot &s : devices) {
        if (s.device == device)
            return &s;
    }
    return nullptr;
}

RackElevation RackElevation::of(const Design &design, const Rack &rack)
{
    return elevationOf(design, rack, powerByRackW(design).value(rack.id));
}

QList<RackElevation> RackElevation::ofAll(const Design &design)
{
    const QHash<QUuid, double> drawW = powerByRackW(design); // one pass for every rack
    QList<RackElevation> all;
    for (const Rack &rack : design.racks)
        all.append(elevationOf(design, rack, drawW.value(rack.id)));
    return all;
}

namespace {

RackElevation elevationOf(const Design &design, const Rack &rack, double drawW)
{
    RackElevation e;
    e.rackId = rack.id;
    e.rackName = design.displayName(rack.id);
    e.heightU = std::max(1, rack.heightU);
    e.load = RackLoad(rack, drawW);

    QList<RackSlot> stacked;
    const auto collect = [&](const RackSlot &s) {
        e.usedU += s.heightU;
        (s.stacked ? stacked : e.devices).append(s);
    };
    for (const Server &s : design.servers) {
        if (s.rackId == rack.id && !rack.id.isNull())
            collect(slotOf(s, false));
    }
    for (const Switch &sw : design.switches) {
        if (sw.rackId == rack.id && !rack.id.isNull())
            collect(slotOf(sw, true));
    }
    for (RackSlot &s : stacked) {
        s.lowU = lowestFreeRun(e.devices, s.heightU, e.heightU);
        if (s.lowU == 0) { // no run of free U holds it: on top of everything, reaching beyond the top
            int top = 0;
            for (const RackSlot &t : std::as_const(e.devices))
                top = std::max(top, t.topU());
            s.lowU = top + 1;
        }
        e.devices.append(s);
    }
    QList<bool> covered(e.heightU + 1, false);
    for (qsizetype i = 0; i < e.devices.size(); ++i) {
        RackSlot &s = e.devices[i];
        s.overflow = s.topU() > e.heightU;
        for (qsizetype j = 0; j < e.devices.size(); ++j) {
            if (i != j && intersects(s, e.devices.at(j)))
                s.overlaps = true;
        }
        for (int u = s.lowU; u <= std::min(s.topU(), e.heightU); ++u)
            covered[u] = true;
    }
    e.freeU = int(std::count(covered.cbegin() + 1, covered.cend(), false));
    return e;
}

} // namespace

} // namespace cq
