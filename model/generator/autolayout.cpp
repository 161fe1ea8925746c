#include "autolayout.h"

#include "layoutframe.h"
#include "topology/fabricgraph.h"

#include <algorithm>
#include <cmath>

namespace cq {

namespace {

double roundedUp(double value, double step) { return std::ceil(value / step) * step; }
double snapped(double value) { return std::round(value / AutoLayout::Grid) * AutoLayout::Grid; }

/**
 * The gap between two tiers whose rows are @p span wide: at least TierGap, and 0.6 x span, so
 * that a cable from one end of a row to the other end of the next one runs steeper than 1 : 1.7
 * and clears the neighbours' boxes, whose ports sit up to two rows (24 units) inside the edge
 * while boxes stand DeviceGap (40) apart: 24 / 40 = 0.6.
 */
double tierGap(double span) { return std::max(AutoLayout::TierGap, roundedUp(0.6 * span, AutoLayout::Grid)); }

/** Width of a line of blocks: the number of blocks per line whose grid comes closest to 16:10. */
double lineWidth(int blocks, const QSizeF &largest)
{
    const double w = largest.width() + AutoLayout::BlockGap;
    const double h = largest.height() + AutoLayout::BlockGap;
    int best = 1;
    for (int columns = 1; columns <= std::max(1, blocks); ++columns) {
        auto misfit = [&](int c) { return std::abs(c * w / (((blocks + c - 1) / c) * h) - 1.6); };
        if (misfit(columns) < misfit(best))
            best = columns;
    }
    return best * w - AutoLayout::BlockGap;
}

/** Width of @p frames side by side in one line. */
double blocksWidth(const QList<LayoutFrame> &frames)
{
    double width = 0;
    for (const LayoutFrame &f : frames)
        width += f.size.width() + AutoLayout::BlockGap;
    return std::max(0.0, width - AutoLayout::BlockGap);
}

/** The devices and racks of one room (or of no room), laid out together. */
struct Area {
    QUuid room;
    QList<const Server *> servers;
    QList<const Switch *> switches;
    QList<const Rack *> emptyRacks; ///< racks holding no server of the area
};

/** Servers cabled to the same leaves, under those leaves. */
struct Group {
    QList<int> key; ///< sorted switch indices of the leaves
    QList<const Switch *> leaves;
    QList<const Server *> servers;
};

class Layouter
{
public:
    Layouter(const Design &design, const DeviceSizer &sizeOf)
        : m_design(design), m_graph(design), m_index(design), m_sizeOf(sizeOf) {}

    QHash<QUuid, Placement> run();

private:
    QList<Area> areas() const;
    QList<Group> groupsOf(const Area &area) const;
    QList<int> leafKey(const Server &server) const;
    int railOf(const Switch &leaf) const;
    int tierOf(const Switch &sw) const { return m_graph.tier(m_graph.switchIndex(sw.id)); }
    LayoutFrame::Box box(const Switch &sw) const { return {sw.id, m_sizeOf(sw.id, sw.portCount)}; }
    LayoutFrame groupFrame(const Group &group, const QSizeF &cell) const;
    LayoutFrame areaFrame(const Area &area) const;
    void emitArea(const Area &area, const LayoutFrame &frame, const QPointF &origin);

    const Design &m_design;
    const FabricGraph m_graph;
    const DesignIndex m_index;
    const DeviceSizer &m_sizeOf;
    QHash<QUuid, Placement> m_out;
};

QList<Area> Layouter::areas() const
{
    QList<Area> result;
    QHash<QUuid, int> areaOf; // room id (null: no room) -> area
    auto areaFor = [&](const QUuid &room) -> Area & {
        const QUuid key = m_index.room(room) ? room : QUuid();
        if (!areaOf.contains(key)) {
            areaOf.insert(key, int(result.size()));
            result.append(Area{key, {}, {}, {}});
        }
        return result[areaOf.value(key)];
    };
    for (const Room &r : m_design.rooms)
        areaFor(r.id);
    QSet<QUuid> usedRacks;
    for (const Server &s : m_design.servers) {
        areaFor(s.roomId).servers.append(&s);
        usedRacks.insert(s.rackId);
    }
    for (const Switch &sw : m_design.switches)
        areaFor(sw.roomId).switches.append(&sw);
    for (const Rack &r : m_design.racks) {
        if (!usedRacks.contains(r.id))
            areaFor(r.roomId).emptyRacks.append(&r);
    }
    return result;
}

QList<int> Layouter::leafKey(const Server &server) const
{
    QList<int> key;
    for (int c : m_index.cablesOf(server.id)) {
        const int sw = m_graph.switchIndex(m_design.cables.at(c).otherEnd(server.id).device);
        if (sw >= 0 && m_graph.tier(sw) == 1 && !key.contains(sw))
            key.append(sw);
    }
    std::sort(key.begin(), key.end());
    return key;
}

int Layouter::railOf(const Switch &leaf) const
{
    int rail = INT_MAX;
    for (int c : m_index.cablesOf(leaf.id)) {
        const PortRef &end = m_design.cables.at(c).otherEnd(leaf.id);
        if (m_index.server(end.device))
            rail = std::min(rail, end.port);
    }
    return rail;
}

QList<Group> Layouter::groupsOf(const Area &area) const
{
    QList<Group> groups;
    QHash<QList<int>, int> groupOf;
    QHash<QUuid, QList<int>> rackKey; // a rack stays in the group of its first server
    for (const Server *s : area.servers) {
        if (!s->rackId.isNull() && !rackKey.contains(s->rackId))
            rackKey.insert(s->rackId, leafKey(*s));
        const QList<int> key = s->rackId.isNull() ? leafKey(*s) : rackKey.value(s->rackId);
        if (!groupOf.contains(key)) {
            groupOf.insert(key, int(groups.size()));
            groups.append(Group{key, {}, {}});
        }
        groups[groupOf.value(key)].servers.append(s);
    }
    QSet<const Switch *> inArea(area.switches.cbegin(), area.switches.cend());
    QSet<const Switch *> placed;
    for (Group &g : groups) {
        for (int index : std::as_const(g.key)) {
            const Switch *leaf = &m_design.switches.at(index);
            if (inArea.contains(leaf) && !placed.contains(leaf)) {
                g.leaves.append(leaf);
                placed.insert(leaf);
            }
        }
        std::stable_sort(g.leaves.begin(), g.leaves.end(),
                         [this](const Switch *a, const Switch *b) { return railOf(*a) < railOf(*b); });
    }
    Group loose; // leaves of servers elsewhere and switches no leaf reaches
    for (const Switch *sw : area.switches) {
        if (tierOf(*sw) <= 1 && !placed.contains(sw))
            loose.leaves.append(sw);
    }
    if (!loose.leaves.isEmpty())
        groups.append(loose);
    return groups;
}

LayoutFrame Layouter::groupFrame(const Group &group, const QSizeF &cell) const
{
    QList<LayoutFrame::Box> leafBoxes;
    for (const Switch *leaf : group.leaves)
        leafBoxes.append(box(*leaf));
    const LayoutFrame leaves = LayoutFrame::row(leafBoxes, INFINITY, AutoLayout::DeviceGap);

    QList<QUuid> racks; // in order of their first server
    QHash<QUuid, QList<QUuid>> rackServers;
    QList<QUuid> loose;
    for (const Server *s : group.servers) {
        if (s->rackId.isNull() || !m_index.rack(s->rackId)) {
            loose.append(s->id);
            continue;
        }
        if (!rackServers.contains(s->rackId))
            racks.append(s->rackId);
        rackServers[s->rackId].append(s->id);
    }
    QList<LayoutFrame> parts;
    for (const QUuid &rack : std::as_const(racks))
        parts.append(LayoutFrame::rack(rack, rackServers.value(rack), cell, AutoLayout::RackPadding, AutoLayout::RackHeader));
    if (!loose.isEmpty()) {
        parts.append(LayoutFrame::grid(loose, int(loose.size()), cell)); // one row: no cable through a server
    }
    const LayoutFrame servers = LayoutFrame::wrap(parts, INFINITY, AutoLayout::DeviceGap);
    const double span = std::max(leaves.size.width(), servers.size.width());
    return LayoutFrame::stack({leaves, servers}, tierGap(span));
}

LayoutFrame Layouter::areaFrame(const Area &area) const
{
    QSizeF server(0, 0);
    for (const Server *s : area.servers)
        server = server.expandedTo(m_sizeOf(s->id, s->nicCount));
    // Cells of whole double grid steps put every server centre on the grid.
    const QSizeF cell(roundedUp(server.width() + AutoLayout::DeviceGap, 2 * AutoLayout::Grid),
                      roundedUp(server.height() + AutoLayout::DeviceGap, 2 * AutoLayout::Grid));
    QList<LayoutFrame> blocks;
    QSizeF largest(0, 0);
    double leafWidth = 0; // of the widest leaf row
    for (const Group &g : groupsOf(area)) {
        blocks.append(groupFrame(g, cell));
        largest = largest.expandedTo(blocks.last().size);
        QList<LayoutFrame::Box> leaves;
        for (const Switch *leaf : g.leaves)
            leaves.append(box(*leaf));
        leafWidth = std::max(leafWidth, LayoutFrame::row(leaves, INFINITY, AutoLayout::DeviceGap).size.width());
    }
    int topTier = 1;
    for (const Switch *sw : area.switches)
        topTier = std::max(topTier, tierOf(*sw));
    // Under a tier of spines the blocks stand in one line: wrapped, the lower line's uplinks
    // would run down through the upper line's servers (649 cables of the 4-SU SuperPOD did).
    // Up to MaxLineWidth: wider, Zoom to Fit would shrink the boxes to specks.
    const double oneLine = blocksWidth(blocks);
    const double width = topTier >= 2 && oneLine <= AutoLayout::MaxLineWidth ? oneLine
                                                                              : lineWidth(int(blocks.size()), largest);
    const LayoutFrame blockArea = LayoutFrame::wrap(blocks, width, AutoLayout::BlockGap);
    QList<LayoutFrame> rows;
    for (int tier = topTier; tier >= 2; --tier) {
        QList<LayoutFrame::Box> boxes;
        for (const Switch *sw : area.switches) {
            if (tierOf(*sw) == tier)
                boxes.append(box(*sw));
        }
        rows.append(LayoutFrame::row(boxes, std::max(width, blockArea.size.width()), AutoLayout::DeviceGap));
    }
    QList<LayoutFrame> empty;
    for (const Rack *r : area.emptyRacks)
        empty.append(LayoutFrame::rack(r->id, {}, cell, AutoLayout::RackPadding, AutoLayout::RackHeader));
    const LayoutFrame emptyRow = LayoutFrame::wrap(empty, width, AutoLayout::DeviceGap);
    double switchSpan = 0;
    for (const LayoutFrame &row : std::as_const(rows))
        switchSpan = std::max(switchSpan, row.size.width());
    const double span = std::max({switchSpan, blockArea.size.width(), emptyRow.size.width()});
    // The cables from the lowest switch row down reach the leaves: one block's leaf row, centred
    // under the switches, or across all blocks when there are several. Its servers hang further
    // down, under the block's own gap (groupFrame), so the wide server row does not set this one.
    const double leafReach = blocks.size() == 1 ? std::max(switchSpan, leafWidth) : span;
    const LayoutFrame switches = LayoutFrame::stack(rows, tierGap(span));
    const LayoutFrame fabric = LayoutFrame::stack({switches, blockArea}, tierGap(leafReach));
    return LayoutFrame::stack({fabric, emptyRow}, tierGap(span));
}

void Layouter::emitArea(const Area &area, const LayoutFrame &frame, const QPointF &origin)
{
    for (const Server *s : area.servers) {
        const QPointF c = frame.centres.value(s->id) + origin;
        const QUuid rack = frame.rects.contains(s->rackId) ? s->rackId : QUuid();
        m_out.insert(s->id, {{snapped(c.x()), snapped(c.y())}, area.room, rack, {}});
    }
    for (const Switch *sw : area.switches) {
        const QPointF c = frame.centres.value(sw->id) + origin;
        m_out.insert(sw->id, {{snapped(c.x()), snapped(c.y())}, area.room, {}, {}});
    }
    for (auto it = frame.rects.cbegin(); it != frame.rects.cend(); ++it) {
        const QRectF r = it.value().translated(origin);
        const QPointF topLeft(std::floor(r.left() / AutoLayout::Grid) * AutoLayout::Grid,
                              std::floor(r.top() / AutoLayout::Grid) * AutoLayout::Grid);
        const QPointF bottomRight(roundedUp(r.right(), AutoLayout::Grid), roundedUp(r.bottom(), AutoLayout::Grid));
        m_out.insert(it.key(), {topLeft, area.room, {}, QSizeF(bottomRight.x() - topLeft.x(), bottomRight.y() - topLeft.y())});
    }
}

QHash<QUuid, Placement> Layouter::run()
{
    double x = 0;
    for (const Area &area : areas()) {
        const LayoutFrame frame = areaFrame(area);
        const Room *room = m_index.room(area.room);
        if (room && frame.isEmpty()) { // an empty room keeps its size
            m_out.insert(room->id, {{x, 0}, {}, {}, room->rect.size()});
            x += roundedUp(room->rect.width(), AutoLayout::Grid) + AutoLayout::RoomGap;
            continue;
        }
        const double pad = AutoLayout::RoomPadding;
        emitArea(area, frame, {x + pad, AutoLayout::RoomHeader + pad});
        const QSizeF size(roundedUp(frame.size.width() + 2 * pad, AutoLayout::Grid),
                          roundedUp(frame.size.height() + AutoLayout::RoomHeader + 2 * pad, AutoLayout::Grid));
        if (room)
            m_out.insert(room->id, {{x, 0}, {}, {}, size});
        x += size.width() + AutoLayout::RoomGap;
    }
    return m_out;
}

} // namespace

QHash<QUuid, Placement> AutoLayout::layout(const Design &design, const DeviceSizer &sizeOf)
{
    return Layouter(design, sizeOf).run();
}

QSizeF AutoLayout::estimatedSize(const QUuid &, int portCount)
{
    constexpr int MaxPerRow = 20; // DeviceItem::MaxPortsPerRow
    const int ports = std::max(0, portCount);
    const int rows = (ports + MaxPerRow - 1) / MaxPerRow;
    const int perRow = rows > 0 ? (ports + rows - 1) / rows : 0;
    return {std::max(200.0, 30.0 + 13.0 * perRow), 70.0 + 13.0 * rows};
}

} // namespace cq
