#include "paletteicons.h"

#include <QPainter>
#include <QPixmap>

namespace cq {

namespace {
// All drawings are on a 32 x 32 canvas; larger pixmaps scale the painter.
void drawRoom(QPainter &p)
{
    p.setPen(QPen(QColor(0x60, 0x7d, 0x8b), 2));
    p.setBrush(QColor(0xec, 0xef, 0xf1));
    p.drawRoundedRect(QRectF(3, 5, 26, 22), 3, 3);
    p.fillRect(QRectF(4, 6, 24, 5), QColor(0xb0, 0xbe, 0xc5));
}

void drawRack(QPainter &p)
{
    p.setPen(QPen(QColor(0x60, 0x7d, 0x8b), 1.5));
    p.setBrush(QColor(0xcf, 0xd8, 0xdc));
    p.drawRect(QRectF(8, 2, 16, 28));
    p.setBrush(QColor(0xe8, 0xf0, 0xfe));
    for (int i = 0; i < 4; ++i) // mounted units
        p.drawRect(QRectF(10, 6 + i * 6, 12, 4));
}

void drawServer(QPainter &p)
{
    p.setPen(QPen(QColor(0x3f, 0x6a, 0xb5), 1.5));
    p.setBrush(QColor(0xe8, 0xf0, 0xfe));
    for (int i = 0; i < 2; ++i) {
        const QRectF unit(3, 7 + i * 10, 26, 8);
        p.drawRoundedRect(unit, 1.5, 1.5);
        p.fillRect(QRectF(6, unit.top() + 3, 12, 2), QColor(0x3f, 0x6a, 0xb5));
        p.setBrush(QColor(0x2e, 0x9d, 0x4a));
        p.drawEllipse(QPointF(24, unit.center().y()), 1.5, 1.5);
        p.setBrush(QColor(0xe8, 0xf0, 0xfe));
    }
}

void drawGpu(QPainter &p)
{
    p.setPen(QPen(QColor(0x33, 0x69, 0x1e), 1.5));
    p.setBrush(QColor(0xdc, 0xed, 0xc8));
    p.drawRoundedRect(QRectF(3, 8, 26, 14), 2, 2);
    p.setBrush(QColor(0x76, 0xb9, 0x00)); // the chip
    p.drawRect(QRectF(11, 11, 10, 8));
    for (int x = 5; x <= 26; x += 3) // edge connector
        p.drawLine(QPointF(x, 22), QPointF(x, 26));
}

void drawSwitch(QPainter &p)
{
    p.setPen(QPen(QColor(0xc7, 0x76, 0x12), 1.5));
    p.setBrush(QColor(0xff, 0xf3, 0xe0));
    p.drawRoundedRect(QRectF(2, 10, 28, 12), 2, 2);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x2e, 0x9d, 0x4a));
    for (int i = 0; i < 6; ++i)
        p.drawRect(QRectF(5 + i * 4, 14, 3, 4));
}

QPixmap render(CatalogPayload::Kind kind, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 32.0, size / 32.0);
    switch (kind) {
    case CatalogPayload::Kind::Room: drawRoom(p); break;
    case CatalogPayload::Kind::Rack: drawRack(p); break;
    case CatalogPayload::Kind::Server: drawServer(p); break;
    case CatalogPayload::Kind::Gpu: drawGpu(p); break;
    case CatalogPayload::Kind::Switch: drawSwitch(p); break;
    }
    return pixmap;
}
} // namespace

QIcon paletteIcon(CatalogPayload::Kind kind)
{
    QIcon icon;
    icon.addPixmap(render(kind, 32));
    icon.addPixmap(render(kind, 64)); // sharp on high-DPI screens
    return icon;
}

} // namespace cq
