#include "devicepicture.h"

#include <QPainter>
#include <QPixmap>
#include <QRectF>
#include <QWidget>

#include <cmath>

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
    // At least one pixel of slack each side, as Qt's DeviceCoordinateCache, but a size that
    // depends on the scale only: Qt rounds corners, so a move by a fraction of a pixel (a drop
    // snapped to the grid) could change the size by one, and the picture was rendered again
    // (a drop after select all rendered a fifth of 1,664 pictures, callgrind). Any integer
    // placement gives the same pixels, and the rectangle contains Qt's (tst_devicepicture
    // compares the two pixel for pixel).
    if (bounds.isEmpty())
        return std::nullopt;
    const QRectF mapped = transform.mapRect(bounds);
    const QRect deviceRect(int(std::floor(mapped.left())) - 1, int(std::floor(mapped.top())) - 1,
                           int(std::ceil(mapped.width())) + 3, int(std::ceil(mapped.height())) + 3);
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

void DevicePicture::blit(QPainter *painter, const QRect &deviceRect, const QPixmap &pix,
                         const std::function<void(QPainter *, const QTransform &)> &overlay)
{
    // The picture is already in device pixels: drawn with no transform, at whole pixels.
    const QTransform transform = painter->worldTransform();
    painter->setWorldTransform(QTransform());
    painter->drawPixmap(deviceRect.topLeft(), pix);
    if (overlay)
        overlay(painter, transform);
    painter->setWorldTransform(transform);
}

bool DevicePicture::draw(QPainter *painter, const QRectF &bounds, const QWidget *widget,
                         const std::function<void(QPainter *)> &render,
                         const std::function<void(QPainter *, const QTransform &)> &overlay)
{
    bool direct = false;
    const std::optional<QRect> deviceRect = placement(painter, bounds, widget, &direct);
    if (!deviceRect)
        return !direct;
    const QPixmap pix = picture(painter, *deviceRect, [&] { return rendered(painter, *deviceRect, render); });
    blit(painter, *deviceRect, pix, overlay);
    return true;
}

} // namespace cq
