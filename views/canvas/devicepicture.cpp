#include "devicepicture.h"

#include <QPainter>
#include <QPixmap>
#include <QRectF>
#include <QWidget>

namespace cq {

DevicePicture::~DevicePicture()
{
    clear();
}

void DevicePicture::clear()
{
    QPixmapCache::remove(m_key);
    m_key = {};
    m_stale = true;
}

std::optional<QRect> DevicePicture::placement(const QPainter *painter, const QRectF &bounds, const QWidget *widget,
                                              bool *direct)
{
    *direct = false;
    const QTransform &transform = painter->worldTransform();
    if (transform.type() > QTransform::TxScale) {
        *direct = true;
        return std::nullopt;
    }
    // As Qt's DeviceCoordinateCache (see the class comment): one pixel of slack each side.
    const QRect deviceRect = transform.mapRect(bounds).toRect().adjusted(-1, -1, 1, 1);
    if (deviceRect.isEmpty())
        return std::nullopt;
    if (widget) {
        const QRect view = widget->rect();
        if (!view.intersects(deviceRect))
            return std::nullopt;
        // Qt caches only the visible part of a picture 20 % wider or taller than the view: a
        // device at 800 % zoom. Painting it directly is cheap enough there and keeps this short.
        if (!view.contains(deviceRect)
            && (view.width() * 1.2 < deviceRect.width() || view.height() * 1.2 < deviceRect.height())) {
            *direct = true;
            return std::nullopt;
        }
    }
    return deviceRect;
}

QPixmap DevicePicture::picture(const QPainter *painter, const QRect &deviceRect, const std::function<QPixmap()> &make)
{
    const QTransform &transform = painter->worldTransform();
    const qreal dpr = painter->device()->devicePixelRatio();
    QPixmap pix;
    const bool found = QPixmapCache::find(m_key, &pix);
    bool invertible = true;
    QTransform diff = m_lastTransform.inverted(&invertible);
    if (invertible)
        diff *= transform;
    m_lastTransform = transform;
    const bool translatedOnly = invertible && diff.type() <= QTransform::TxTranslate;
    if (!found || m_stale || !translatedOnly || pix.size() != deviceRect.size() * dpr) {
        if (found)
            QPixmapCache::remove(m_key); // no copy of the old pixmap while the new one is made
        pix = QPixmap();
        pix = make();
        m_key = QPixmapCache::insert(pix);
        m_stale = false;
        ++m_renders;
    }
    return pix;
}

QPixmap DevicePicture::rendered(const QPainter *painter, const QRect &deviceRect, const std::function<void(QPainter *)> &render)
{
    const qreal dpr = painter->device()->devicePixelRatio();
    QPixmap pix(deviceRect.size() * dpr);
    pix.setDevicePixelRatio(dpr);
    pix.fill(Qt::transparent);
    QPainter pixPainter(&pix);
    pixPainter.setRenderHints(pixPainter.renderHints(), false);
    pixPainter.setRenderHints(painter->renderHints(), true);
    pixPainter.setWorldTransform(painter->worldTransform() * QTransform::fromTranslate(-deviceRect.x(), -deviceRect.y()), true);
    render(&pixPainter);
    pixPainter.end();
    return pix;
}

void DevicePicture::blit(QPainter *painter, const QRect &deviceRect, const QPixmap &pix)
{
    // The picture is already in device pixels: drawn with no transform, at whole pixels.
    const QTransform transform = painter->worldTransform();
    painter->setWorldTransform(QTransform());
    painter->drawPixmap(deviceRect.topLeft(), pix);
    painter->setWorldTransform(transform);
}

bool DevicePicture::draw(QPainter *painter, const QRectF &bounds, const QWidget *widget,
                         const std::function<void(QPainter *)> &render)
{
    bool direct = false;
    const std::optional<QRect> deviceRect = placement(painter, bounds, widget, &direct);
    if (!deviceRect)
        return !direct;
    blit(painter, *deviceRect, picture(painter, *deviceRect, [&] { return rendered(painter, *deviceRect, render); }));
    return true;
}

bool DevicePicture::drawEdited(QPainter *painter, const QRectF &bounds, const QWidget *widget, DevicePicture *base,
                               const std::function<void(QPainter *)> &renderBase,
                               const std::function<void(QImage *, const QTransform &)> &edit)
{
    bool direct = false;
    const std::optional<QRect> deviceRect = placement(painter, bounds, widget, &direct);
    if (!deviceRect)
        return !direct;
    const auto make = [&] {
        const QPixmap plain = base->picture(painter, *deviceRect,
                                            [&] { return base->rendered(painter, *deviceRect, renderBase); });
        // On the raster platform toImage() shares the pixels, and the first write copies them:
        // the base picture in the cache stays as it is.
        QImage image = plain.toImage();
        if (image.format() != QImage::Format_ARGB32_Premultiplied)
            image.convertTo(QImage::Format_ARGB32_Premultiplied);
        const qreal dpr = painter->device()->devicePixelRatio();
        edit(&image, painter->worldTransform() * QTransform::fromTranslate(-deviceRect->x(), -deviceRect->y())
                         * QTransform::fromScale(dpr, dpr));
        return QPixmap::fromImage(std::move(image));
    };
    blit(painter, *deviceRect, picture(painter, *deviceRect, make));
    return true;
}

} // namespace cq
