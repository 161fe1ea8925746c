#pragma once

#include <QRectF>
#include <QString>
#include <QUuid>

namespace cq {

/** A machine room (机房) at a site; a container for servers and switches on the canvas. */
struct Room {
    QUuid id;
    QString name;   ///< e.g. "Hall A"
    QString site;   ///< city or data-centre, e.g. "Shenzhen"
    QRectF rect;    ///< canvas geometry in scene units (1 unit = 1 px at 100% zoom)

    bool operator==(const Room &) const = default;
};

} // namespace cq
