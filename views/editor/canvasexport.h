#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QRectF>

class QPainter;

namespace cq {

class DesignScene;

/**
 * The canvas as a picture: SVG (QSvgGenerator, vector: boxes, text and every cable as
 * lines) and PNG. Both show the content (rooms, racks, devices, cables) with a margin and
 * without the selection highlight. Errors come back as one line naming the file.
 */
class CanvasExport
{
    Q_DECLARE_TR_FUNCTIONS(cq::CanvasExport)
public:
    /** Scene units of free space around the content. */
    static constexpr double Margin = 40;
    /** Longest side of a PNG, pixels: a 1,000-server canvas at 100% would be 20,000 px wide. */
    static constexpr int MaxImageSide = 8192;

    /** Writes @p path as SVG; an empty string on success. */
    static QString toSvg(DesignScene *scene, const QString &path);
    /** Writes @p path as PNG at @p scale pixels per scene unit (reduced to fit MaxImageSide). */
    static QString toPng(DesignScene *scene, const QString &path, double scale = 1.0);
    /** The picture toPng() writes; the scale is reduced so that no side exceeds @p maxSide pixels. */
    static QImage render(DesignScene *scene, double scale = 1.0, int maxSide = MaxImageSide);
    /** The scene rectangle every export shows: the content with Margin around it (400 x 300 when empty). */
    static QRectF sourceRect(DesignScene *scene);
    /** Paints @p source of the scene into @p target without the selection highlight (vectors,
     *  no item caches); the selection is given back afterwards. The print of the design uses it too. */
    static void paint(DesignScene *scene, QPainter *painter, const QRectF &target, const QRectF &source);
};

} // namespace cq
