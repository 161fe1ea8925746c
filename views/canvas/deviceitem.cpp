#include "deviceitem.h"

#include "cableitem.h"
#include "cablelayers.h"
#include "devicedots.h"
#include "specformat.h"
#include "domain/designindex.h"

#include <QCoreApplication>
#include <QHash>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QVarLengthArray>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace cq {

namespace {
constexpr double Margin = 10;        // text inset from the box edge
constexpr double MinWidth = 140;
constexpr double PortsGap = 8;       // between the spec line and the first port row
constexpr double BottomPad = PortPlacement::EdgePad; // between the box edge and the outer port row
constexpr double CornerRadius = 6;
constexpr int MaxDrawnPorts = 1024;  // a corrupt port count must not lay out a million ports
constexpr double TextLod = 0.4;      // below this scale the 11-13 px text is under 5 px
// Below this scale (under DesignView::MinZoom: only the fit of a design over 160,000 units wide)
// a box is a few pixels: one fill in its outline colour, no picture, ports or frame.
constexpr double DotLod = 0.01;
// Ports read as link lights: lit green where a cable holds one, dark (unlit) where free.
const QColor UsedPort(0x2e, 0x9d, 0x4a);
const QColor FreePort(0x5f, 0x6b, 0x73);
const QColor Highlight(0x19, 0x76, 0xd2);

/** The last line of a device's tooltip: how a cable is drawn. */
QString dragHint()
{
    return QCoreApplication::translate("cq::DeviceItem", "Drag from a port to a port of another device to connect a cable.");
}
} // namespace

DeviceItem::DeviceItem(const QUuid &id)
    : DesignItem(id)
{
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    setAcceptHoverEvents(true); // the cursor turns into a cross over a port
    // No Qt item cache: pictures of our own, which a selection change leaves valid (see paint()).
    setZValue(0);
}

QFont DeviceItem::nameFont()
{
    QFont font;
    font.setPixelSize(13);
    font.setBold(true);
    return font;
}

QFont DeviceItem::specFont()
{
    QFont font;
    font.setPixelSize(11);
    return font;
}

bool DeviceItem::syncFrom(const DesignIndex &index, bool readPorts)
{
    const QString laidOutName = m_name;
    const QString laidOutSpec = m_spec;
    QPointF pos;
    int ports = 0;
    if (const Server *s = index.server(id())) {
        m_kind = Kind::Server;
        pos = s->pos;
        if (!sameButPosition(m_server, *s)) { // a move formats no text (see sameButPosition)
            m_server = *s;
            m_switch.reset();
            m_name = s->name;
            m_spec = serverSpec(*s);
            m_rateGbps = s->nicRateGbps;
            setDescription(QCoreApplication::translate("cq::DeviceItem", "Server %1\n%2\nSKU %3 \u00b7 %4 W")
                               .arg(m_name, m_spec, s->sku, QString::number(s->powerW))
                           + QLatin1Char('\n') + dragHint());
        }
        ports = s->nicCount;
    } else if (const Switch *sw = index.switchById(id())) {
        m_kind = Kind::Switch;
        pos = sw->pos;
        if (!sameButPosition(m_switch, *sw)) {
            m_switch = *sw;
            m_server.reset();
            m_name = sw->name;
            m_spec = switchSpec(*sw);
            m_rateGbps = sw->portRateGbps;
            setDescription(QCoreApplication::translate("cq::DeviceItem", "Switch %1\n%2\nSKU %3 \u00b7 %4 W")
                               .arg(m_name, m_spec, sw->sku, QString::number(sw->powerW))
                           + QLatin1Char('\n') + dragHint());
        }
        ports = sw->portCount;
    } else {
        return false;
    }
    // A move (the common case: a drop after select all re-syncs 1,664 devices) changes none of
    // this: no text measured again and no cached picture drawn again.
    const int drawnPorts = qBound(0, ports, MaxDrawnPorts);
    bool relayout = m_box.isNull() || m_name != laidOutName || m_spec != laidOutSpec || m_ports.size() != drawnPorts;
    if (relayout)
        layout(drawnPorts);
    bool portsChanged = (relayout || readPorts) && syncPorts(index);
    if ((relayout || readPorts) && updatePlacement()) { // a port moved to the other edge
        layout(drawnPorts);
        relayout = portsChanged = true;
    }
    setPos(pos);
    // The layout may have moved the ports even when the centre stayed put.
    if (relayout && m_router)
        m_router->deviceMoved(this);
    if (relayout || portsChanged) {
        invalidatePictures();
        update();
    }
    return true;
}

template<typename Device>
bool DeviceItem::sameButPosition(std::optional<Device> &synced, const Device &now)
{
    if (!synced)
        return false;
    synced->pos = now.pos; // our own copy: comparing in place copies no strings
    return *synced == now;
}

QPointF DeviceItem::portPos(int index) const
{
    return m_placement.position(index, m_box);
}

QPointF DeviceItem::portScenePos(int index) const
{
    return mapToScene(portPos(index));
}

int DeviceItem::portAt(const QPointF &scenePos) const
{
    return m_placement.portAt(mapFromScene(scenePos), m_box);
}

bool DeviceItem::isPortFree(int index) const
{
    return index >= 0 && index < m_ports.size() && !m_ports.at(index).used;
}

QString DeviceItem::portToolTip(int index) const
{
    if (index < 0 || index >= m_ports.size())
        return {};
    const Port &port = m_ports.at(index);
    const DesignIndex *design = m_router ? m_router->designIndex() : nullptr;
    const QString peerName = design && port.used ? design->displayName(port.peerDevice) : QString();
    const QString peer = QCoreApplication::translate("cq::DeviceItem", "%1 port %2").arg(peerName, QString::number(port.peerPort + 1));
    const QString state = !port.used ? QCoreApplication::translate("cq::PortItem", "free \u00b7 drag from here to a port to connect a cable")
                                     : QCoreApplication::translate("cq::PortItem", "cable to %1").arg(peer);
    return QCoreApplication::translate("cq::PortItem", "port %1 \u00b7 %2 Gb/s \u00b7 %3")
        .arg(QString::number(index + 1), QString::number(m_rateGbps), state);
}

void DeviceItem::setHighlightedPort(int index)
{
    if (m_highlighted != index) {
        m_highlighted = index;
        invalidatePictures();
        update();
    }
}

QRectF DeviceItem::boundingRect() const
{
    // Room for the pen and for the badge centred on the top-right corner.
    return m_box.adjusted(-2, -BadgeRadius - 2, BadgeRadius + 2, 2);
}

void DeviceItem::setPictureCaching(bool on)
{
    m_pictureCaching = on;
    m_picture.clear();
    m_selectedPicture.clear();
    update();
}

void DeviceItem::invalidatePictures()
{
    m_picture.invalidate();
    m_selectedPicture.invalidate();
}

void DeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    const bool selected = paintsSelected(option);
    if (painter->worldTransform().type() <= QTransform::TxScale
        && QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()) < DotLod) {
        paintDot(painter, selected);
        return;
    }
    if (m_pictureCaching && m_paintedSeverity != problemSeverity()) {
        m_paintedSeverity = problemSeverity();
        invalidatePictures();
    }
    // The plain picture, kept through selection changes (Qt follows those with update()).
    // Zoomed out, the selection is a frame of whole pixels filled over it each time: four
    // integer fills, where a selected copy of the picture cost twice as much for each of the
    // 1,664 devices of a select all (callgrind). Zoomed in (and with a problem badge,
    // which stays on top) the selected look is a second picture: the plain one with an
    // antialiased outline stroked over it.
    const auto plain = [this](QPainter *p) { paintContent(p, false); };
    const auto outlined = [this, &plain](QPainter *p) {
        if (!m_picture.draw(p, boundingRect(), nullptr, plain))
            paintContent(p, false);
        paintSelection(p);
    };
    const QTransform &transform = painter->worldTransform();
    const bool pixelFrame = QStyleOptionGraphicsItem::levelOfDetailFromTransform(transform) < TextLod
        && transform.type() <= QTransform::TxScale && !problemSeverity();
    std::function<void(QPainter *, const QTransform &)> frame;
    if (selected && pixelFrame)
        frame = [this](QPainter *p, const QTransform &itemToDevice) { paintSelectionPixels(p, itemToDevice); };
    bool cached = false;
    if (m_pictureCaching && (!selected || pixelFrame))
        cached = m_picture.draw(painter, boundingRect(), widget, plain, frame);
    else if (m_pictureCaching)
        cached = m_selectedPicture.draw(painter, boundingRect(), widget, outlined);
    if (!cached)
        paintContent(painter, selected);
}

void DeviceItem::paintContent(QPainter *painter, bool selected) const
{
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const bool server = m_kind == Kind::Server;
    QColor outline = server ? QColor(0x3f, 0x6a, 0xb5) : QColor(0xc7, 0x76, 0x12);
    QColor fill = server ? QColor(0xe8, 0xf0, 0xfe) : QColor(0xff, 0xf3, 0xe0);
    double width = outlineWidth();
    if (problemSeverity()) {
        outline = severityColor(*problemSeverity());
        if (lod < TextLod) // the badge is a dot from here: tint the whole box instead
            fill = outline.lighter(170);
    }
    if (selected) {
        outline = Highlight;
        width = SelectedWidth;
    }
    if (lod < TextLod && painter->worldTransform().type() <= QTransform::TxScale) {
        paintBoxPixels(painter, outline, fill, width);
    } else {
        painter->setPen(QPen(outline, width));
        painter->setBrush(fill);
        if (lod < TextLod)
            painter->drawRect(m_box);
        else
            painter->drawRoundedRect(m_box, CornerRadius, CornerRadius);
    }
    if (lod >= TextLod) {
        painter->setPen(QColor(0x21, 0x21, 0x21));
        painter->setFont(nameFont());
        painter->drawText(m_nameRect, Qt::AlignLeft | Qt::AlignVCenter, m_name);
        painter->setPen(QColor(0x54, 0x5b, 0x64));
        painter->setFont(specFont());
        painter->drawText(m_specRect, Qt::AlignLeft | Qt::AlignVCenter, m_spec);
    }
    paintPorts(painter, lod);
    paintBadge(painter, m_box.topRight());
}

double DeviceItem::outlineWidth() const
{
    return problemSeverity() ? 2.5 : 1.5;
}

void DeviceItem::paintSelection(QPainter *painter) const
{
    const QTransform transform = painter->worldTransform();
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(transform);
    if (lod < TextLod && transform.type() <= QTransform::TxScale) {
        painter->setWorldTransform(QTransform());
        paintSelectionPixels(painter, transform);
        painter->setWorldTransform(transform);
    } else {
        // A 3-unit pen centred on the same path covers the 1.5-unit (2.5 with a problem)
        // outline of the picture below; only its antialiased rim blends with it.
        painter->setPen(QPen(Highlight, SelectedWidth));
        painter->setBrush(Qt::NoBrush);
        if (lod < TextLod)
            painter->drawRect(m_box);
        else
            painter->drawRoundedRect(m_box, CornerRadius, CornerRadius);
    }
    if (problemSeverity())
        paintBadge(painter, m_box.topRight()); // on top of the outline, as when painted whole
}

void DeviceItem::paintPorts(QPainter *painter, double lod) const
{
    // Free and used squares apart, one pen and brush per group: a 64-port switch is one
    // drawRects() call per colour when zoomed out (a select all repaints 1,664 devices).
    QList<QRectF> squares[2]; // free, used
    squares[0].reserve(m_ports.size());
    squares[1].reserve(m_ports.size());
    for (int i = 0; i < m_ports.size(); ++i) {
        const QRectF square(portPos(i) - QPointF(PortSize / 2, PortSize / 2), QSizeF(PortSize, PortSize));
        squares[m_ports.at(i).used ? 1 : 0].append(square);
    }
    const bool detailed = lod >= TextLod;
    for (int used = 0; used < 2; ++used) {
        const QColor fill = used ? UsedPort : FreePort;
        if (!detailed) {
            paintPortPixels(painter, squares[used], fill);
            continue;
        }
        painter->setBrush(fill);
        painter->setPen(QPen(fill.darker(130), 1));
        for (const QRectF &square : std::as_const(squares[used]))
            painter->drawRoundedRect(square, 2, 2);
    }
    if (m_highlighted >= 0 && m_highlighted < m_ports.size()) {
        const QRectF square(portPos(m_highlighted) - QPointF(PortSize / 2, PortSize / 2), QSizeF(PortSize, PortSize));
        painter->setPen(QPen(Highlight, 2));
        painter->setBrush(isPortFree(m_highlighted) ? FreePort : UsedPort);
        if (detailed)
            painter->drawRoundedRect(square, 2, 2);
        else
            painter->drawRect(square);
    }
}

namespace {
/** @p rect (item units) in whole device pixels under @p transform, at least one each way. */
QRect devicePixels(const QTransform &transform, const QRectF &rect)
{
    const QRectF device = transform.mapRect(rect);
    return {qRound(device.left()), qRound(device.top()), qMax(1, qRound(device.width())), qMax(1, qRound(device.height()))};
}
} // namespace

QColor DeviceItem::dotColor(bool selected) const
{
    return selected             ? Highlight
        : problemSeverity()     ? severityColor(*problemSeverity())
        : m_kind == Kind::Server ? QColor(0x3f, 0x6a, 0xb5)
                                 : QColor(0xc7, 0x76, 0x12);
}

QRect DeviceItem::dotPixels(const QTransform &sceneToDevice) const
{
    return devicePixels(QTransform::fromTranslate(pos().x(), pos().y()) * sceneToDevice, m_box);
}

void DeviceItem::paintDot(QPainter *painter, bool selected) const
{
    // A picture of its own for each of 26,624 devices (the 131,072-GPU design at its fit) cost
    // a pixmap lookup and blit apiece: 100 ms a repaint, measured; a fill costs a fraction.
    const QColor color = dotColor(selected);
    const QTransform transform = painter->worldTransform();
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setWorldTransform(QTransform());
    painter->fillRect(devicePixels(transform, m_box), color);
    painter->setWorldTransform(transform);
    painter->setRenderHint(QPainter::Antialiasing, antialiased);
}

void DeviceItem::paintBoxPixels(QPainter *painter, const QColor &outline, const QColor &fill, double width) const
{
    // The outline an antialiased pen of @p width would draw, as whole device pixels (at least
    // one): an antialiased rectangle outline goes through Qt's stroker, 35,000 instructions a
    // box, measured; two integer fills cost a few hundred (a select all repaints 1,664 boxes).
    const QTransform transform = painter->worldTransform();
    const QRect outer = devicePixels(transform, m_box.adjusted(-width / 2, -width / 2, width / 2, width / 2));
    const int pen = qMax(1, qRound(width * transform.m11()));
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->fillRect(outer, outline);
    painter->fillRect(outer.adjusted(pen, pen, -pen, -pen), fill);
    painter->restore();
}

QVarLengthArray<QRect, 4> DeviceItem::selectionPixels(const QTransform &transform) const
{
    // The frame paintBoxPixels draws for a selected device, here over the unselected picture:
    // it reaches out to the outer edge and in to the inner edge of both frames, so that no
    // pixel of the unselected outline shows (at these scales the two differ by a pixel at most).
    const double plain = outlineWidth();
    const QRect plainOuter = devicePixels(transform, m_box.adjusted(-plain / 2, -plain / 2, plain / 2, plain / 2));
    const QRect selectedOuter = devicePixels(transform, m_box.adjusted(-SelectedWidth / 2, -SelectedWidth / 2, SelectedWidth / 2, SelectedWidth / 2));
    const int plainPen = qMax(1, qRound(plain * transform.m11()));
    const int selectedPen = qMax(1, qRound(SelectedWidth * transform.m11()));
    const QRect outer = plainOuter | selectedOuter;
    const QRect inner = plainOuter.adjusted(plainPen, plainPen, -plainPen, -plainPen)
        & selectedOuter.adjusted(selectedPen, selectedPen, -selectedPen, -selectedPen);
    if (inner.isEmpty())
        return {outer};
    return {QRect(outer.left(), outer.top(), outer.width(), inner.top() - outer.top()),
            QRect(outer.left(), inner.bottom() + 1, outer.width(), outer.bottom() - inner.bottom()),
            QRect(outer.left(), inner.top(), inner.left() - outer.left(), inner.height()),
            QRect(inner.right() + 1, inner.top(), outer.right() - inner.right(), inner.height())};
}

void DeviceItem::paintSelectionPixels(QPainter *painter, const QTransform &itemToDevice) const
{
    const QVarLengthArray<QRect, 4> frame = selectionPixels(itemToDevice);
    // The hint set back by hand: save() and restore() cost more than the frame.
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const QRect &rect : frame)
        painter->fillRect(rect, Highlight);
    painter->setRenderHint(QPainter::Antialiasing, antialiased);
}

void DeviceItem::paintPortPixels(QPainter *painter, const QList<QRectF> &squares, const QColor &fill)
{
    const QTransform transform = painter->worldTransform();
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    if (transform.type() > QTransform::TxScale) {
        painter->drawRects(squares); // rotated or sheared (no view of ours does that)
        return;
    }
    // Whole device pixels, at least one each, so that no port vanishes: Qt fills integer
    // rectangles without antialiasing in one pass, where antialiased squares under a scaling
    // transform go through its rasterizer one by one (about 10 ms for the 49,000 ports of a
    // select all at the fitted zoom, measured).
    QVarLengthArray<QRect, 128> pixels;
    for (const QRectF &square : squares)
        pixels.append(devicePixels(transform, square));
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->drawRects(pixels.data(), int(pixels.size()));
    painter->restore();
}

QVariant DeviceItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged && m_router)
        m_router->deviceMoved(this);
    if (m_dots && (change == ItemPositionHasChanged || change == ItemSelectedHasChanged || change == ItemVisibleHasChanged))
        m_dots->invalidate();
    return DesignItem::itemChange(change, value);
}

void DeviceItem::setDots(DeviceDots *dots)
{
    m_dots = dots;
    if (m_dots)
        m_dots->invalidate();
}

void DeviceItem::problemsChanged()
{
    if (m_dots)
        m_dots->invalidate(); // the dot takes the severity colour
}

void DeviceItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    if (portAt(event->scenePos()) >= 0)
        setCursor(Qt::CrossCursor);
    else
        unsetCursor();
}

void DeviceItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    unsetCursor();
}

void DeviceItem::layout(int portCount)
{
    const QFontMetricsF nameMetrics(nameFont());
    const QFontMetricsF specMetrics(specFont());
    // Until the cables are read: a server's ports on top, a switch's at the bottom. A server's
    // ports face up and a switch's downlinks down because the fabric is drawn above the servers
    // (AutoLayout, the New Cluster wizard); a switch's uplinks face up (updatePlacement).
    if (m_placement.portCount() != portCount)
        m_placement = PortPlacement::oneEdge(portCount, m_kind == Kind::Server);
    const double textWidth = qMax(nameMetrics.horizontalAdvance(m_name), specMetrics.horizontalAdvance(m_spec));
    const double width = std::ceil(qMax(MinWidth, qMax(textWidth, m_placement.portsWidth()) + 2 * Margin));
    const double topBand = m_placement.bandHeight(true);
    const double bottomBand = m_placement.bandHeight(false);
    const double above = topBand > 0 ? BottomPad + topBand + PortsGap : Margin;  // above the name
    const double below = topBand > 0 && bottomBand == 0 ? Margin : PortsGap + bottomBand + BottomPad;
    const double height = std::ceil(above + nameMetrics.height() + specMetrics.height() + below);

    prepareGeometryChange();
    m_box = QRectF(-width / 2, -height / 2, width, height);
    if (m_dots)
        m_dots->invalidate();
    m_nameRect = QRectF(m_box.left() + Margin, m_box.top() + above, width - 2 * Margin, nameMetrics.height());
    m_specRect = QRectF(m_nameRect.left(), m_nameRect.bottom(), m_nameRect.width(), specMetrics.height());
    m_ports.resize(portCount);
    if (m_cables.capacity() < portCount)
        m_cables.reserve(portCount); // a cable a port, usually: no rehash per cable as they attach
    if (m_highlighted >= portCount)
        m_highlighted = -1;
}

bool DeviceItem::syncPorts(const DesignIndex &index)
{
    // The device's cables in one lookup rather than one per port; the first cable on a port
    // wins, as in DesignIndex::cableAt.
    QList<const Cable *> cableOf(m_ports.size(), nullptr);
    const QList<Cable> &cables = index.design().cables;
    for (int at : index.cablesOf(id())) {
        const Cable &cable = cables.at(at);
        for (const PortRef &end : {cable.a, cable.b}) {
            if (end.device == id() && end.port >= 0 && end.port < cableOf.size() && !cableOf.at(end.port))
                cableOf[end.port] = &cable;
        }
    }
    bool changed = false;
    for (int i = 0; i < m_ports.size(); ++i) {
        Port &port = m_ports[i];
        const Cable *cable = cableOf.at(i);
        const PortRef other = cable ? cable->otherEnd(id()) : PortRef{};
        changed = changed || port.used != bool(cable); // the colour: free or used
        // The tooltip is worded, the peer's name looked up, when asked for (portToolTip): 786,432
        // ports in the largest designs, their names a tenth of opening one on the canvas.
        port.used = cable;
        port.peerDevice = other.device;
        port.peerPort = other.port;
    }
    return changed;
}

bool DeviceItem::updatePlacement()
{
    PortPlacement placement = PortPlacement::oneEdge(int(m_ports.size()), m_kind == Kind::Server);
    if (m_kind == Kind::Switch && m_tiers) {
        QList<int> peerTiers;
        peerTiers.reserve(m_ports.size());
        for (const Port &port : std::as_const(m_ports))
            peerTiers.append(port.peerDevice.isNull() ? -1 : m_tiers->value(port.peerDevice, -1));
        placement = PortPlacement::forSwitch(m_tiers->value(id(), 0), peerTiers);
    }
    bool same = placement.portCount() == m_placement.portCount();
    for (int k = 0; same && k < placement.portCount(); ++k)
        same = placement.isOnTop(k) == m_placement.isOnTop(k);
    m_placement = placement;
    return !same;
}

} // namespace cq
