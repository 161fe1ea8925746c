#include "rackelevationwidget.h"

#include "document/clusterdocument.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace cq {

namespace {
constexpr int Margin = 12;
constexpr int NumberWidth = 28; // the U numbers left of each rack
constexpr int RackWidth = 230;
constexpr int Gap = 24;
constexpr int HeaderHeight = 56;
const QColor ErrorColour(0xc6, 0x28, 0x28);
} // namespace

RackElevationWidget::RackElevationWidget(ClusterDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("rackElevation"));
    setAccessibleName(tr("Rack elevation"));
    connect(document, &ClusterDocument::changed, this, &RackElevationWidget::refresh);
    refresh();
}

void RackElevationWidget::setRacks(const QList<QUuid> &rackIds)
{
    m_rackIds = rackIds;
    refresh();
}

void RackElevationWidget::refresh()
{
    m_elevations.clear();
    for (const RackElevation &e : RackElevation::ofAll(m_document->design())) {
        if (m_rackIds.isEmpty() || m_rackIds.contains(e.rackId))
            m_elevations.append(e);
    }
    updateGeometry();
    update();
}

int RackElevationWidget::rows() const
{
    int n = 1;
    for (const RackElevation &e : m_elevations) {
        n = std::max(n, e.heightU);
        for (const RackSlot &s : e.devices)
            n = std::max(n, s.topU());
    }
    return n;
}

int RackElevationWidget::columnX(int column) const
{
    return Margin + column * (NumberWidth + RackWidth + Gap) + NumberWidth;
}

int RackElevationWidget::unitTopY(int u) const
{
    return Margin + HeaderHeight + (rows() - u) * UnitPx;
}

QSize RackElevationWidget::sizeHint() const
{
    const int columns = std::max<int>(1, int(m_elevations.size()));
    return {2 * Margin + columns * (NumberWidth + RackWidth + Gap), 2 * Margin + HeaderHeight + rows() * UnitPx};
}

QRect RackElevationWidget::deviceRect(const QUuid &device) const
{
    for (int c = 0; c < m_elevations.size(); ++c) {
        if (const RackSlot *s = m_elevations.at(c).slot(device))
            return QRect(columnX(c) + 2, unitTopY(s->topU()) + 1, RackWidth - 4, s->heightU * UnitPx - 2);
    }
    return {};
}

void RackElevationWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (m_elevations.isEmpty()) {
        p.drawText(rect(), Qt::AlignCenter, tr("The design has no racks."));
        return;
    }
    for (int c = 0; c < m_elevations.size(); ++c)
        drawRack(p, m_elevations.at(c), c);
}

void RackElevationWidget::drawRack(QPainter &p, const RackElevation &e, int column) const
{
    const int x = columnX(column);
    // Header: name; U used / height; draw / budget kW as on the rack label.
    const bool error = e.overflow() || e.overlap();
    p.setPen(error ? ErrorColour : palette().color(QPalette::Text));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRect(x, Margin, RackWidth, 18), Qt::AlignLeft | Qt::AlignVCenter, e.rackName);
    p.setFont(font());
    p.drawText(QRect(x, Margin + 18, RackWidth, 18), Qt::AlignLeft | Qt::AlignVCenter,
               tr("%1 / %2 U used, %3 U free").arg(e.usedU).arg(e.heightU).arg(e.freeU));
    p.setPen(e.load.over() ? ErrorColour : palette().color(QPalette::Text));
    p.drawText(QRect(x, Margin + 36, RackWidth, 18), Qt::AlignLeft | Qt::AlignVCenter,
               tr("%1 / %2 kW").arg(e.load.drawKwText(), e.load.budgetKwText()));

    // The rack's U rows, U1 at the bottom, numbered on the left.
    const QRect frame(x, unitTopY(e.heightU), RackWidth, e.heightU * UnitPx);
    p.fillRect(frame, palette().color(QPalette::AlternateBase));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.8));
    p.setFont(small);
    for (int u = 1; u <= e.heightU; ++u) {
        const int y = unitTopY(u);
        p.setPen(QColor(0xd0, 0xd0, 0xd0));
        p.drawLine(x, y, x + RackWidth, y);
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRect(x - NumberWidth, y, NumberWidth - 4, UnitPx), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(u));
    }
    p.setPen(QPen(palette().color(QPalette::Text), 2));
    p.drawRect(frame);

    // Devices over their U spans; the one being dragged follows the mouse.
    for (const RackSlot &s : e.devices) {
        QRect box(x + 2, unitTopY(s.topU()) + 1, RackWidth - 4, s.heightU * UnitPx - 2);
        if (s.device == m_dragged)
            box.translate(0, m_dragDy);
        const bool bad = s.overflow || s.overlaps;
        const QColor fill = bad ? ErrorColour : (s.isSwitch ? QColor(0x2e, 0x7d, 0x32) : QColor(0x15, 0x65, 0xc0));
        p.setPen(QPen(fill.darker(140), 1));
        p.setBrush(fill.lighter(bad ? 100 : 115));
        p.drawRoundedRect(box, 2, 2);
        p.setPen(Qt::white);
        p.setFont(font());
        const QString text = s.heightU >= 2 ? s.name + QLatin1Char('\n') + s.model : s.name + QStringLiteral(" · ") + s.model;
        p.drawText(box.adjusted(6, 0, -6, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text);
    }
    p.setBrush(Qt::NoBrush);
}

const RackSlot *RackElevationWidget::slotAt(const QPoint &pos, int *column) const
{
    for (int c = 0; c < m_elevations.size(); ++c) {
        for (const RackSlot &s : m_elevations.at(c).devices) {
            if (deviceRect(s.device).contains(pos)) {
                *column = c;
                return &s;
            }
        }
    }
    return nullptr;
}

void RackElevationWidget::mousePressEvent(QMouseEvent *event)
{
    int column = -1;
    const RackSlot *s = event->button() == Qt::LeftButton ? slotAt(event->position().toPoint(), &column) : nullptr;
    if (!s)
        return QWidget::mousePressEvent(event);
    m_dragged = s->device;
    m_dragColumn = column;
    m_pressY = event->position().toPoint().y();
    m_dragDy = 0;
}

void RackElevationWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragged.isNull())
        return QWidget::mouseMoveEvent(event);
    m_dragDy = event->position().toPoint().y() - m_pressY;
    update();
}

void RackElevationWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragged.isNull())
        return QWidget::mouseReleaseEvent(event);
    const int dy = event->position().toPoint().y() - m_pressY;
    const QUuid device = m_dragged;
    const RackElevation e = m_elevations.value(m_dragColumn);
    m_dragged = QUuid();
    m_dragDy = 0;
    const RackSlot *s = e.slot(device);
    // Up the screen is up the rack: a drag of -n rows raises the device n U, inside the rack.
    const int steps = int(std::lround(-double(dy) / UnitPx));
    if (s && steps != 0)
        moveDevice(*s, std::clamp(s->lowU + steps, 1, std::max(1, e.heightU - s->heightU + 1)));
    update();
}

void RackElevationWidget::moveDevice(const RackSlot &slot, int lowU)
{
    const Design &design = m_document->design();
    const QString text = tr("Move in Rack");
    if (const Server *server = design.server(slot.device)) {
        Server after = *server;
        after.rackU = lowU;
        if (after != *server)
            m_document->changeServer(after, text);
    } else if (const Switch *sw = design.switchById(slot.device)) {
        Switch after = *sw;
        after.rackU = lowU;
        if (after != *sw)
            m_document->changeSwitch(after, text);
    }
}

} // namespace cq
