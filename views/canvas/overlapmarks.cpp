#include "overlapmarks.h"

#include "deviceitem.h"

#include <algorithm>

namespace cq {

QList<Diagnostic> OverlapMarks::find(const QHash<QUuid, DeviceItem *> &devices)
{
    struct Box {
        QRectF rect;
        const DeviceItem *item;
    };
    QList<Box> boxes;
    boxes.reserve(devices.size());
    for (const DeviceItem *device : devices)
        boxes.append({device->mapRectToScene(device->box()), device});
    std::sort(boxes.begin(), boxes.end(), [](const Box &l, const Box &r) { return l.rect.left() < r.rect.left(); });
    QList<Diagnostic> found;
    for (qsizetype i = 0; i < boxes.size(); ++i) {
        for (qsizetype j = i + 1; j < boxes.size() && boxes.at(j).rect.left() < boxes.at(i).rect.right(); ++j) {
            if (!boxes.at(i).rect.intersects(boxes.at(j).rect))
                continue;
            const DeviceItem *a = boxes.at(i).item;
            const DeviceItem *b = boxes.at(j).item;
            if (b->name() < a->name())
                std::swap(a, b);
            found.append({QStringLiteral("CANVAS-OVERLAP"), Severity::Warning,
                          tr("%1 and %2 overlap: move one aside.").arg(a->name(), b->name()), {a->id(), b->id()}});
        }
    }
    std::sort(found.begin(), found.end(), [](const Diagnostic &l, const Diagnostic &r) { return l.message < r.message; });
    return found;
}

} // namespace cq
