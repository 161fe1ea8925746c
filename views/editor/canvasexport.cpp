#include "canvasexport.h"

#include "canvas/designscene.h"
#include "document/clusterdocument.h"

#include <QFileInfo>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace cq {

QRectF CanvasExport::sourceRect(DesignScene *scene)
{
    const QRectF content = scene->contentRect();
    return content.isNull() ? QRectF(0, 0, 400, 300)
                            : content.adjusted(-CanvasExport::Margin, -CanvasExport::Margin, CanvasExport::Margin,
                                               CanvasExport::Margin);
}

void CanvasExport::paint(DesignScene *scene, QPainter *painter, const QRectF &target, const QRectF &source)
{
    const QList<QUuid> selected = scene->selectedIds();
    scene->clearAll();
    scene->setItemCaching(false); // vectors, not the screen's pixmaps
    scene->render(painter, target, source);
    scene->setItemCaching(true);
    scene->selectIds(selected);
}

QString CanvasExport::toSvg(DesignScene *scene, const QString &path)
{
    const QRectF source = sourceRect(scene);
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(source.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
    svg.setTitle(scene->document()->design().name);
    svg.setDescription(tr("ClusterQuote cluster design"));
    QPainter painter;
    if (!painter.begin(&svg))
        return tr("%1: cannot write the SVG file").arg(QFileInfo(path).fileName());
    paint(scene, &painter, QRectF(QPointF(0, 0), source.size()), source);
    painter.end();
    return {};
}

QImage CanvasExport::render(DesignScene *scene, double scale, int maxSide)
{
    const QRectF source = sourceRect(scene);
    const double longest = std::max(source.width(), source.height()) * scale;
    const double fitted = longest > maxSide ? scale * maxSide / longest : scale;
    const QSize size(int(std::ceil(source.width() * fitted)), int(std::ceil(source.height() * fitted)));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    paint(scene, &painter, QRectF(QPointF(0, 0), size), source);
    return image;
}

QString CanvasExport::toPng(DesignScene *scene, const QString &path, double scale)
{
    if (!render(scene, scale).save(path, "PNG"))
        return tr("%1: cannot write the PNG file").arg(QFileInfo(path).fileName());
    return {};
}

} // namespace cq
