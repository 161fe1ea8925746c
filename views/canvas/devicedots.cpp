#include "devicedots.h"

#include "deviceitem.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <array>

namespace cq {

namespace {
// A device up to this much above the minimum gets a dot too: Qt's size test and ours round
// differently, and a device drawn twice only hides its dot under its picture.
constexpr double Margin = 1.05;

/** @p rect (scene units) in whole device pixels under @p transform, at least one each way. */
QRect pixelsOf(const QTransform &transform, const QRectF &rect)
{
    const QRectF device = transform.mapRect(rect);
    return {qRound(device.left()), qRound(device.top()), qMax(1, qRound(device.width())), qMax(1, qRound(device.height()))};
}
} // namespace

DeviceDots::DeviceDots(const QHash<QUuid, DeviceItem *> *devices, const bool *allSelected)
    : m_devices(devices)
    , m_allSelected(allSelected)
{
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: a pan exposes a strip
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(-1); // under the devices (a device Qt draws covers its dot), over the cables
}

void DeviceDots::setExtent(const QRectF &extent)
{
    if (extent == m_extent)
        return;
    prepareGeometryChange();
    m_extent = extent;
}

void DeviceDots::copyDevices()
{
    m_dots.clear();
    m_dots.reserve(m_devices->size());
    for (const DeviceItem *device : *m_devices) {
        if (!device->isVisible())
            continue;
        const QPointF at = device->pos();
        m_dots.append(Dot{device->boundingRect().translated(at), device->box().translated(at),
                          device->dotColor(false).rgb(), device->isSelected()});
    }
    m_valid = true;
}

void DeviceDots::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    m_lastPainted = 0;
    const double minimum = scene() ? scene()->minimumRenderSize() * Margin : 0;
    if (minimum <= 0)
        return; // Qt draws every device itself
    if (!m_valid)
        copyDevices();
    const QTransform transform = painter->worldTransform();
    const QRectF exposed = option->exposedRect;
    const bool all = m_allSelected && *m_allSelected;
    const QRgb selectedColor = m_devices->isEmpty() ? 0 : m_devices->cbegin().value()->dotColor(true).rgb();
    // Whole device pixels by colour (a handful: servers, switches, selected, problems), so that
    // 26,624 devices are a few drawRects() calls.
    std::array<std::pair<QRgb, QList<QRect>>, 8> byColor;
    int colors = 0;
    for (const Dot &dot : std::as_const(m_dots)) {
        if (!dot.bounds.intersects(exposed))
            continue;
        const QRectF onDevice = transform.mapRect(dot.bounds); // Qt's test (drawSubtreeRecursive)
        if (onDevice.width() >= minimum && onDevice.height() >= minimum)
            continue;
        const QRgb color = all || dot.selected ? selectedColor : dot.plain;
        int k = 0;
        while (k < colors && byColor[k].first != color)
            ++k;
        if (k == colors) {
            if (colors == int(byColor.size()))
                continue; // more colours than devices have: cannot happen
            byColor[colors++].first = color;
        }
        byColor[k].second.append(pixelsOf(transform, dot.box));
        ++m_lastPainted;
    }
    if (colors == 0)
        return;
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    for (int k = 0; k < colors; ++k) {
        painter->setBrush(QColor::fromRgb(byColor[k].first));
        painter->drawRects(byColor[k].second.constData(), int(byColor[k].second.size()));
    }
    painter->restore();
}

} // namespace cq
