#include "cablelayer.h"

#include "cableitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace cq {

namespace {
const QColor Plain(0x37, 0x47, 0x4f);
const QColor Selected(0x19, 0x76, 0xd2);
constexpr double BadgeLod = 0.3; // below this the badge is under 5 px: the colour says it
// Zoomed out, thousands of lines overlap into a block: plain cables are drawn lighter there,
// so the boxes stand out. (Translucent lines would show bundles, but blending made the first
// paint of a 25,000-cable design 1.6 times and a select-all repaint 4 times slower.)
constexpr double LightLod = 0.5;
const QColor LightPlain(0xb0, 0xbe, 0xc5);
}

CableLayer::CableLayer(const QSet<CableItem *> *cables, bool cached, qreal z)
    : m_cables(cables)
{
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: redraw only around what changed
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(z);
    if (cached)
        setCacheMode(DeviceCoordinateCache);
}

void CableLayer::setExtent(const QRectF &extent)
{
    if (extent != m_extent) {
        prepareGeometryChange();
        m_extent = extent;
    }
}

void CableLayer::invalidate(const QRectF &sceneRect)
{
    update(mapRectFromScene(sceneRect));
}

void CableLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF exposed = option->exposedRect;
    // Lines by style; selected last so that they lie on top.
    QList<QLineF> plain;
    QList<QLineF> errors;
    QList<QLineF> warnings;
    QList<QLineF> selected;
    QList<const CableItem *> badged;
    for (const CableItem *cable : *m_cables) {
        if (!exposed.intersects(cable->bounds()))
            continue;
        const std::optional<Severity> worst = cable->problemSeverity();
        if (cable->isSelected())
            selected.append(cable->line());
        else if (worst == Severity::Error)
            errors.append(cable->line());
        else if (worst == Severity::Warning)
            warnings.append(cable->line());
        else
            plain.append(cable->line());
        if (worst && lod >= BadgeLod)
            badged.append(cable);
    }
    m_lastPainted = int(plain.size() + errors.size() + warnings.size() + selected.size());
    painter->setRenderHint(QPainter::Antialiasing, lod >= 0.75);
    const double minimumWidth = 1.2 / qMax(lod, 1e-6); // scene units for 1.2 device pixels
    auto draw = [&](const QList<QLineF> &lines, const QColor &color, double width) {
        if (!lines.isEmpty()) {
            painter->setPen(QPen(color, qMax(width, minimumWidth), Qt::SolidLine, Qt::FlatCap));
            painter->drawLines(lines);
        }
    };
    draw(plain, lod < LightLod ? LightPlain : Plain, 1.5);
    draw(warnings, ProblemMarks::severityColor(Severity::Warning), 2.5);
    draw(errors, ProblemMarks::severityColor(Severity::Error), 2.5);
    draw(selected, Selected, 3);
    for (const CableItem *cable : std::as_const(badged))
        cable->marks().paintBadge(painter, cable->line().center());
}

} // namespace cq
