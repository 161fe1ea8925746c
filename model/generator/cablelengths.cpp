#include "cablelengths.h"

#include "autolayout.h"
#include "portplacement.h"
#include "catalog/cablechoice.h"
#include "topology/fabricgraph.h"

#include <QHash>

#include <cmath>
#include <optional>

namespace cq {

namespace {

/** Where a device stands: its box (centre and estimated size), room and rack. */
struct Stand {
    QRectF box;
    QUuid room;
    QUuid rack;
};

class LengthWorker
{
public:
    LengthWorker(const Design &design, const Catalog &catalog) : m_design(design), m_graph(design), m_catalog(catalog) {}

    LayoutCableLength of(int index);

private:
    std::optional<Stand> standOf(const QUuid &device) const;
    QPointF portCentre(const PortRef &port, const Stand &stand);

    const Design &m_design;
    const FabricGraph m_graph;
    const Catalog &m_catalog;
    QHash<QUuid, PortPlacement> m_placements; ///< per device, made on first use
};

std::optional<Stand> LengthWorker::standOf(const QUuid &device) const
{
    auto make = [&](const QPointF &pos, int ports, const QUuid &room, const QUuid &rack) {
        const QSizeF size = AutoLayout::estimatedSize(device, ports);
        const QRectF box(pos.x() - size.width() / 2, pos.y() - size.height() / 2, size.width(), size.height());
        return Stand{box, room, rack};
    };
    if (const Server *s = m_graph.server(device))
        return make(s->pos, s->nicCount, s->roomId, s->rackId);
    if (const Switch *sw = m_graph.switchById(device))
        return make(sw->pos, sw->portCount, sw->roomId, sw->rackId);
    return std::nullopt;
}

QPointF LengthWorker::portCentre(const PortRef &port, const Stand &stand)
{
    auto it = m_placements.find(port.device);
    if (it == m_placements.end())
        it = m_placements.insert(port.device, PortPlacement::of(m_design, m_graph, port.device));
    return it->position(port.port, stand.box);
}

LayoutCableLength LengthWorker::of(int index)
{
    const Cable &cable = m_design.cables.at(index);
    LayoutCableLength r;
    r.index = index;
    r.lengthM = cable.lengthM;
    r.kind = cable.kind;
    const std::optional<Stand> a = standOf(cable.a.device);
    const std::optional<Stand> b = standOf(cable.b.device);
    if (!a || !b) {
        r.problem = CableLengths::tr("A cable has an end on a device that is not in the design: its typed %1 m stays.")
                        .arg(cable.lengthM);
        return r;
    }
    if (!a->room.isNull() && !b->room.isNull() && a->room != b->room) {
        r.problem = CableLengths::tr("The cable from %1 to %2 joins two machine rooms, whose distance the layout does "
                                     "not show: its typed %3 m stays.")
                        .arg(m_graph.displayName(cable.a.device), m_graph.displayName(cable.b.device))
                        .arg(cable.lengthM);
        return r;
    }
    const QPointF pa = portCentre(cable.a, *a);
    const QPointF pb = portCentre(cable.b, *b);
    r.fromLayout = true;
    r.runM = (std::abs(pa.x() - pb.x()) + std::abs(pa.y() - pb.y())) * CableLengths::MetresPerUnit;
    r.trayRises = !a->rack.isNull() && a->rack == b->rack ? 0 : 2;
    r.lengthM = CableLengths::orderedLengthM(r.runM, r.trayRises);
    r.kind = CableLengths::mediumFor(m_catalog, m_graph.linkRateGbps(index), r.lengthM);
    return r;
}

} // namespace

double CableLengths::orderedLengthM(double runM, int trayRises)
{
    const double withSlack = (std::max(0.0, runM) + trayRises * TrayRiseM) * (1 + ServiceLoopShare);
    // A hair below the step so that a length a whole number of half metres stays that length.
    return std::max(StepM, std::ceil(withSlack / StepM - 1e-9) * StepM);
}

CableKind CableLengths::mediumFor(const Catalog &catalog, double rateGbps, double lengthM)
{
    const CableChoiceResult choice = chooseCable(catalog, CableKind::Dac, rateGbps, lengthM);
    return choice.model ? choice.kind : defaultCableKind(lengthM);
}

QList<LayoutCableLength> CableLengths::compute(const Design &design, const Catalog &catalog, const QList<int> &indices)
{
    LengthWorker worker(design, catalog);
    QList<LayoutCableLength> out;
    if (indices.isEmpty()) {
        out.reserve(design.cables.size());
        for (int i = 0; i < design.cables.size(); ++i)
            out.append(worker.of(i));
        return out;
    }
    for (int i : indices) {
        if (i >= 0 && i < design.cables.size())
            out.append(worker.of(i));
    }
    return out;
}

int CableLengths::apply(Design *design, const QList<LayoutCableLength> &lengths)
{
    int changed = 0;
    for (const LayoutCableLength &l : lengths) {
        if (!l.fromLayout || l.index < 0 || l.index >= design->cables.size())
            continue;
        Cable &c = design->cables[l.index];
        if (c.lengthM == l.lengthM && c.kind == l.kind)
            continue;
        c.lengthM = l.lengthM;
        c.kind = l.kind;
        ++changed;
    }
    return changed;
}

} // namespace cq
