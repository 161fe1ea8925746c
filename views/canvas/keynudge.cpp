#include "keynudge.h"

#include "grid.h"

#include <QSet>

namespace cq {

QPointF KeyNudge::step(int key, bool shift)
{
    const double units = GridStepUnits * (shift ? 10 : 1);
    switch (key) {
    case Qt::Key_Left: return {-units, 0};
    case Qt::Key_Right: return {units, 0};
    case Qt::Key_Up: return {0, -units};
    case Qt::Key_Down: return {0, units};
    default: return {};
    }
}

QHash<QUuid, QPointF> KeyNudge::positions(const DesignIndex &index, const QList<QUuid> &selected, const QPointF &delta)
{
    const QSet<QUuid> chosen(selected.cbegin(), selected.cend());
    auto carried = [&chosen](const QUuid &roomId, const QUuid &rackId) {
        return (!roomId.isNull() && chosen.contains(roomId)) || (!rackId.isNull() && chosen.contains(rackId));
    };
    QHash<QUuid, QPointF> moves;
    for (const QUuid &id : selected) {
        if (const Server *s = index.server(id); s && !carried(s->roomId, s->rackId))
            moves.insert(id, s->pos + delta);
        else if (const Switch *sw = index.switchById(id); sw && !carried(sw->roomId, sw->rackId))
            moves.insert(id, sw->pos + delta);
        else if (const Rack *r = index.rack(id); r && !carried(r->roomId, {}))
            moves.insert(id, r->rect.topLeft() + delta);
        else if (const Room *room = index.room(id))
            moves.insert(id, room->rect.topLeft() + delta);
    }
    return moves;
}

} // namespace cq
