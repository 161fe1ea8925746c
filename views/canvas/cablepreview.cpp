#include "cablepreview.h"

#include "deviceitem.h"

#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QPen>

namespace cq {

CablePreview::CablePreview(QGraphicsScene *scene)
    : m_scene(scene)
{
}

CablePreview::~CablePreview()
{
    // DesignScene's members die before its QGraphicsScene base, so the line still exists here.
    stop();
}

void CablePreview::start(const DeviceItem *device, int port)
{
    stop();
    m_from = PortRef{device->id(), port};
    const QPointF start = device->portScenePos(port);
    m_line = new QGraphicsLineItem(QLineF(start, start));
    m_line->setPen(QPen(QColor(0x19, 0x76, 0xd2), 1.5, Qt::DashLine));
    m_line->setZValue(100); // above every cable and box
    m_scene->addItem(m_line);
}

void CablePreview::moveTo(const QPointF &scenePos, DeviceItem *hovered, int port)
{
    if (m_line)
        m_line->setLine(QLineF(m_line->line().p1(), scenePos));
    if (hovered == m_highlighted && (!hovered || hovered->highlightedPort() == port))
        return;
    clearHighlight();
    if (hovered && port >= 0) {
        m_highlighted = hovered;
        hovered->setHighlightedPort(port);
    }
}

void CablePreview::stop()
{
    clearHighlight();
    delete m_line;
    m_line = nullptr;
    m_from.reset();
}

void CablePreview::clearHighlight()
{
    if (m_highlighted)
        m_highlighted->setHighlightedPort(-1);
    m_highlighted = nullptr;
}

bool CablePreview::isPreviewItem(const QGraphicsItem *item) const
{
    return item && item == m_line;
}

} // namespace cq
