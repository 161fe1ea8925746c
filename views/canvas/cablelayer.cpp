#include "cablelayer.h"

#include "cablebundles.h"
#include "cableitem.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPaintEngine>
#include <QPainter>
#include <QRegion>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <optional>

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
// Device pixels by which a line cut at the viewport stops short of Qt's own cut (see cutAt).
constexpr double CutSlack = 1.0 / 128;

/** Scene units for 1.2 device pixels at @p lod: no pen is drawn thinner (see the class comment). */
double minimumWidth(double lod)
{
    return 1.2 / qMax(lod, 1e-6);
}

/**
 * QRectF::intersects for two rectangles that are normalized and not empty, inline: the call
 * was a tenth of the first frame of a one-server drag (a hundred pieces for thousands of
 * cables) and of a select all (25,000 cables against the exposed rectangle).
 */
bool overlaps(const QRectF &a, const QRectF &b)
{
    return a.left() < b.right() && b.left() < a.right() && a.top() < b.bottom() && b.top() < a.bottom();
}

/**
 * An order-free hash of @p lines' coordinates relative to @p origin, at 1/64 unit: the sum of
 * one mixed word per line, with no qHash(double) call (four a line were a tenth of a select
 * all repaint). Relative and rounded, so that the lines of a layer moved whole (every line and
 * the origin by one offset, a drop after dragging everything) hash as before.
 */
size_t linesHash(const QList<QLineF> &lines, const QPointF &origin)
{
    constexpr quint64 K = 0x9e3779b97f4a7c15ull;
    const auto fixed = [](double v) { return quint64(qRound64(v * 64)); };
    quint64 sum = 0;
    for (const QLineF &line : lines) {
        quint64 h = fixed(line.x1() - origin.x());
        h = (h ^ (h >> 31)) * K + fixed(line.y1() - origin.y());
        h = (h ^ (h >> 31)) * K + fixed(line.x2() - origin.x());
        h = (h ^ (h >> 31)) * K + fixed(line.y2() - origin.y());
        sum += (h ^ (h >> 29)) * K;
    }
    return size_t(sum);
}

/** The parameter interval [t0, t1] of @p line inside @p rect (Liang-Barsky), or nothing. */
std::optional<std::pair<double, double>> intervalIn(const QLineF &line, const QRectF &rect)
{
    double t0 = 0;
    double t1 = 1;
    // Each edge: p * t <= q keeps the point inside.
    const double p[] = {-line.dx(), line.dx(), -line.dy(), line.dy()};
    const double q[] = {line.x1() - rect.left(), rect.right() - line.x1(), line.y1() - rect.top(), rect.bottom() - line.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return std::nullopt; // parallel to this edge and outside it
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = qMax(t0, t);
        else
            t1 = qMin(t1, t);
        if (t0 > t1)
            return std::nullopt;
    }
    return std::pair{t0, t1};
}

/**
 * @p line cut at @p rect the way Qt's raster engine cuts a line at the edge of the device it
 * paints on (QRasterizer::rasterizeLine: the rectangle grown by the pen's reach across each
 * edge, for a pen @p width scene units wide), but @p slack scene units short of that reach, so
 * that rounding never leaves an end outside Qt's band and Qt cuts it again; nothing when the
 * line lies outside.
 */
std::optional<QLineF> cutAt(const QLineF &line, const QRectF &rect, double width, double slack)
{
    const double length = line.length();
    if (length <= 0)
        return std::nullopt;
    const double rx = qAbs(line.dy()) * width * 0.5 / length - slack;
    const double ry = qAbs(line.dx()) * width * 0.5 / length - slack;
    const auto span = intervalIn(line, rect.adjusted(-rx, -ry, rx, ry));
    if (!span)
        return std::nullopt;
    if (span->first <= 0 && span->second >= 1)
        return line; // inside: untouched, to the last bit
    return QLineF(line.pointAt(span->first), line.pointAt(span->second));
}

/**
 * The stretches of @p line through @p pieces, merged where they overlap, so that no stretch
 * of the line is drawn twice (an antialiased edge drawn twice comes out darker).
 */
QList<QLineF> stretchesThrough(const QLineF &line, const QRectF &bounds, const QList<QRectF> &pieces)
{
    QList<std::pair<double, double>> spans;
    for (const QRectF &piece : pieces) {
        if (overlaps(piece, bounds)) {
            if (const auto span = intervalIn(line, piece))
                spans.append(*span);
        }
    }
    std::sort(spans.begin(), spans.end());
    QList<QLineF> stretches;
    for (int i = 0; i < spans.size();) {
        auto [t0, t1] = spans.at(i);
        for (++i; i < spans.size() && spans.at(i).first <= t1; ++i)
            t1 = qMax(t1, spans.at(i).second);
        stretches.append(QLineF(line.pointAt(t0), line.pointAt(t1)));
    }
    return stretches;
}
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
    if (extent == m_extent)
        return;
    // Qt's DeviceCoordinateCache places its pixmap (and, for a layer larger than the view, the
    // visible part it keeps) relative to the item's bounds in device pixels, and does not drop
    // it on a geometry change: when the bounds' top-left moves, Qt would blit the old pixels
    // shifted by as much (cables drawn away from their ports after a drop beyond the top or left
    // edge of the content, found by a tester). The layer is drawn again then.
    const bool moved = extent.topLeft() != m_extent.topLeft();
    prepareGeometryChange();
    m_extent = extent;
    if (moved && cacheMode() != NoCache) {
        const CacheMode mode = cacheMode();
        setCacheMode(NoCache); // drops Qt's pixmaps and their placement
        setCacheMode(mode);
    }
}

void CableLayer::invalidate(const QRectF &sceneRect)
{
    update(sceneRect.translated(-m_origin));
}

void CableLayer::invalidateAlong(const QLineF &line, double margin)
{
    // A long diagonal cable's bounding box covers a large area of other cables; pieces of at
    // most Piece units keep the repainted region (and the cables drawn into it) close to the line.
    constexpr double Piece = 200;
    const int pieces = qBound(1, int(line.length() / Piece) + 1, 64);
    for (int i = 0; i < pieces; ++i) {
        const QRectF box = QRectF(line.pointAt(double(i) / pieces), line.pointAt(double(i + 1) / pieces)).normalized();
        invalidate(box.adjusted(-margin, -margin, margin, margin));
    }
}

void CableLayer::setOrigin(const QPointF &origin)
{
    m_origin = origin;
    setPos(origin);
}

void CableLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    // Scene units from here on: the exposed rectangle and the clip region are in item units.
    QRectF exposed = option->exposedRect.translated(m_origin);
    // Qt clips a partial cache update to the invalidated rectangles (and the visible part):
    // cables outside them would be stroked and then thrown away.
    QRegion clip;
    if (painter->hasClipping()) {
        clip = painter->clipRegion().translated(m_origin.toPoint());
        exposed &= QRectF(clip.boundingRect()).adjusted(-1, -1, 1, 1); // the region is rounded to units
        if (clip.rectCount() <= 1)
            clip = QRegion();
    }
    m_lastPainted = 0;
    if (!exposed.isValid())
        return; // nothing exposed (and overlaps() below wants a rectangle that is not empty)
    if (drawsBundles(lod)) {
        m_lastPainted = paintBundles(painter, exposed, lod);
        return;
    }
    // A few scattered pieces (one dragged server's cables): only the stretch of each cable
    // through them is drawn, not whole cables across the view (antialiased from 0.75 up).
    // The stretches reach past the pieces by more than half a pen and a pixel, so inside the
    // clip each line comes out as the whole line would.
    constexpr int MaxPieces = 256;
    QList<QRectF> pieces;
    if (!clip.isEmpty() && clip.rectCount() <= MaxPieces) {
        const double reach = qMax(3.0, minimumWidth(lod)) + 2 / qMax(lod, 1e-6);
        for (const QRect &piece : clip)
            pieces.append(QRectF(piece).adjusted(-reach, -reach, reach, reach));
    }
    const double plainWidth = qMax(1.5, minimumWidth(lod));
    const double problemWidth = qMax(2.5, minimumWidth(lod));
    const double selectedWidth = qMax(3.0, minimumWidth(lod));
    const std::optional<QRectF> cut = visibleCut(painter);
    // Lines by style; selected last so that they lie on top.
    QList<QLineF> plain;
    QList<QLineF> errors;
    QList<QLineF> warnings;
    QList<QLineF> selected;
    QList<const CableItem *> badged;
    // A large layer: only the cables the index finds near the exposed rectangle.
    const bool indexed = m_near && m_cables->size() >= LargeLayer;
    const QList<CableItem *> near = indexed ? m_near(exposed) : QList<CableItem *>();
    const auto visit = [&](const auto &each) {
        if (indexed) {
            for (const CableItem *cable : near)
                each(cable);
        } else {
            for (const CableItem *cable : *m_cables)
                each(cable);
        }
    };
    visit([&](const CableItem *cable) {
        const QRectF bounds = cable->bounds();
        if (!overlaps(exposed, bounds) || (!clip.isEmpty() && !clip.intersects(bounds.toAlignedRect())))
            return;
        const std::optional<Severity> worst = cable->problemSeverity();
        QList<QLineF> &lines = cable->isSelected() ? selected
                               : worst == Severity::Error ? errors
                               : worst == Severity::Warning ? warnings
                                                            : plain;
        QLineF line = cable->line();
        if (cut) {
            const double width = cable->isSelected() ? selectedWidth : worst ? problemWidth : plainWidth;
            const std::optional<QLineF> inside = cutAt(line, *cut, width, CutSlack / qMax(lod, 1e-6));
            if (!inside)
                return;
            line = *inside;
        }
        if (pieces.isEmpty())
            lines.append(line);
        else
            lines.append(stretchesThrough(line, bounds, pieces));
        if (worst && lod >= BadgeLod)
            badged.append(cable);
    });
    m_lastPainted = int(plain.size() + errors.size() + warnings.size() + selected.size());
    painter->save();
    painter->translate(-m_origin);
    // Into Qt's item cache, a partial update paints on a scratch pixmap that is then copied into
    // the cache through the same clip (qgraphicsscene.cpp, _q_paintIntoCache): pixels outside it
    // are thrown away whatever we draw there. Without the clip the raster engine does not cut
    // every span of every stretch against a region of a hundred rectangles (a tenth of the first
    // frame of a one-server drag at 100 %, callgrind); stroking the stretches is the rest.
    if (cacheMode() != NoCache && !pieces.isEmpty())
        painter->setClipping(false);
    const bool antialiased = lod >= 0.75;
    painter->setRenderHint(QPainter::Antialiasing, antialiased);
    struct Group {
        const QList<QLineF> &lines;
        QColor color;
        double width;
    };
    const Group groups[] = {{plain, lod < LightLod ? LightPlain : Plain, plainWidth},
                            {warnings, ProblemMarks::severityColor(Severity::Warning), problemWidth},
                            {errors, ProblemMarks::severityColor(Severity::Error), problemWidth},
                            {selected, Selected, selectedWidth}};
    const auto drawn = std::count_if(std::begin(groups), std::end(groups), [](const Group &g) { return !g.lines.isEmpty(); });
    // A whole repaint of cables all in one style (all plain after opening, all selected after
    // select all): through the coverage mask, drawn once and only tinted again when just the
    // style changed.
    const bool oneStyle = drawn == 1 && badged.isEmpty() && !antialiased && pieces.isEmpty() && !painter->hasClipping();
    for (const Group &group : groups) {
        if (group.lines.isEmpty())
            continue;
        if (oneStyle && paintThroughMask(painter, group.lines, group.color, group.width))
            continue;
        painter->setPen(QPen(group.color, group.width, Qt::SolidLine, Qt::FlatCap));
        painter->drawLines(group.lines);
    }
    for (const CableItem *cable : std::as_const(badged))
        cable->marks().paintBadge(painter, cable->line().center());
    painter->restore();
}

bool CableLayer::drawsBundles(double lod) const
{
    return m_bundles && lod < BundleLod && m_cables->size() >= LargeLayer;
}

int CableLayer::paintBundles(QPainter *painter, const QRectF &exposed, double lod)
{
    m_bundles->update(*m_cables, CableBundles::cellUnitsFor(lod));
    painter->save();
    painter->translate(-m_origin);
    // The colour behind the cables: the view's background (rooms and racks under a bundle are
    // a few pixels at these scales).
    const QList<QGraphicsView *> views = scene() ? scene()->views() : QList<QGraphicsView *>();
    const QColor paper = views.isEmpty() ? QColor(Qt::white) : views.constFirst()->backgroundBrush().color();
    const int drawn = m_bundles->paint(painter, exposed, lod, paper);
    painter->restore();
    return drawn;
}

std::optional<QRectF> CableLayer::visibleCut(const QPainter *painter) const
{
    // Qt's DeviceCoordinateCache keeps only the visible part of a layer over 1.2 times the
    // viewport's width or height (qgraphicsscene.cpp, drawItemHelper): its pixmap ends at the
    // viewport's edge, and Qt's rasterizer cuts each line crossing that edge there, then snaps
    // the cut ends to 1/64 pixel and walks the line's edges from them. A partial update paints
    // into a scratch pixmap as large as the exposed pieces' bounding box, which reaches past the
    // viewport: cut elsewhere, the same line came out up to 13 of 255 levels different in the
    // rows along the edge (the one-row layout's long, steep cables, tst_canvasscale). Cut here
    // at the viewport's edge, every repaint draws the same line.
    if (cacheMode() != DeviceCoordinateCache || !scene() || scene()->views().size() != 1)
        return std::nullopt;
    const QPaintDevice *device = painter->device();
    if (!device || device->devType() != QInternal::Pixmap)
        return std::nullopt; // not Qt's item cache (an SVG, a printer, a widget)
    const QGraphicsView *view = scene()->views().constFirst();
    const QTransform toView = deviceTransform(view->viewportTransform());
    if (toView.type() > QTransform::TxScale)
        return std::nullopt;
    // Qt's own test, with its rounding: visible part only when the layer's device rectangle is
    // not inside the viewport and is over 1.2 times as wide or as high.
    const QRect deviceRect = toView.mapRect(boundingRect()).toRect().adjusted(-1, -1, 1, 1);
    const QRect viewRect = view->viewport()->rect();
    if (viewRect.contains(deviceRect)
        || !(viewRect.width() * 1.2 < deviceRect.width() || viewRect.height() * 1.2 < deviceRect.height()))
        return std::nullopt; // the whole layer is cached: no line reaches the pixmap's edge
    return toView.inverted().mapRect(QRectF(viewRect)).translated(m_origin); // scene units
}

bool CableLayer::paintThroughMask(QPainter *painter, const QList<QLineF> &lines, const QColor &color, double width)
{
    // Only into the raster pixmap of Qt's item cache, where the world transform is the whole
    // transform to its pixels (an SVG or a printer gets lines).
    const QPaintDevice *device = painter->device();
    if (!device || device->devType() != QInternal::Pixmap || !painter->paintEngine()
        || painter->paintEngine()->type() != QPaintEngine::Raster || device->devicePixelRatioF() != 1.0
        || painter->deviceTransform() != painter->worldTransform())
        return false;
    const QSize size(device->width(), device->height());
    // The transform from the layer's own units (before paint() translated by -origin) and the
    // lines relative to the origin: a layer moved whole keeps its mask (see MaskKey::sameLines).
    const QTransform layerToPixels = QTransform::fromTranslate(m_origin.x(), m_origin.y()) * painter->worldTransform();
    const MaskKey key{size, layerToPixels, width, lines.size(), linesHash(lines, m_origin)};
    const QRgb tint = qPremultiply(color.rgba());
    if (!key.sameLines(m_maskKey) || m_mask.isNull()) {
        // The same lines, pen and transform as a direct drawing: without antialiasing a pixel
        // is covered or not, so the mask has exactly the pixels the lines would have.
        m_mask = QImage(size, QImage::Format_ARGB32_Premultiplied); // Alpha8 takes Qt's slow generic path
        m_mask.fill(0);
        QPainter maskPainter(&m_mask);
        maskPainter.setWorldTransform(painter->worldTransform());
        maskPainter.setPen(QPen(color, width, Qt::SolidLine, Qt::FlatCap));
        maskPainter.drawLines(lines);
        ++m_maskRenders;
        m_maskKey = key;
        m_maskTint = tint;
    } else if (tint != m_maskTint) {
        // Each pixel is covered (in the old colour, opaque) or clear: the new colour kept where
        // covered, in place (Qt spreads such a fill over its threads).
        QPainter recolour(&m_mask);
        recolour.setCompositionMode(QPainter::CompositionMode_SourceIn);
        recolour.fillRect(m_mask.rect(), color);
        m_maskTint = tint;
    }
    painter->save();
    painter->resetTransform();
    painter->drawImage(0, 0, m_mask);
    painter->restore();
    return true;
}

bool CableLayer::MaskKey::sameLines(const MaskKey &other) const
{
    // A layer moved whole by a fraction of a pixel is the case: Qt keeps its cached picture
    // through such a move (translated only), and the mask, reused, shows the lines where that
    // picture showed them, instead of 24,576 lines drawn again (a deselect after dragging
    // everything spent 340 million instructions on it).
    const QTransform &a = transform;
    const QTransform &b = other.transform;
    return size == other.size && width == other.width && lines == other.lines && linesHash == other.linesHash
        && a.m11() == b.m11() && a.m12() == b.m12() && a.m21() == b.m21() && a.m22() == b.m22()
        && a.type() <= QTransform::TxScale && b.type() <= QTransform::TxScale
        && qAbs(a.dx() - b.dx()) < 1 && qAbs(a.dy() - b.dy()) < 1;
}

} // namespace cq
