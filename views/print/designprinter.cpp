#include "designprinter.h"

#include "bom/billofmaterials.h"
#include "canvas/designscene.h"
#include "canvas/deviceitem.h"
#include "document/clusterdocument.h"
#include "editor/canvasexport.h"
#include "pdf/documentwording.h"
#include "pdf/pdfdocument.h"
#include "pdf/pdfpageframe.h"

#include <QDate>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPicture>

#include <cmath>

namespace cq {

namespace {

constexpr char kContext[] = "cq::DesignPrinter";
const char *const kHeader = QT_TRANSLATE_NOOP("cq::DesignPrinter", "%1 · cluster design");
const char *const kUntitled = QT_TRANSLATE_NOOP("cq::DesignPrinter", "Untitled design");
const char *const kFooter = QT_TRANSLATE_NOOP("cq::DesignPrinter", "ClusterQuote · printed %1");
const char *const kLegend = QT_TRANSLATE_NOOP("cq::DesignPrinter", "Servers: %1 · Switches: %2 · Cables: %3");
const char *const kTile = QT_TRANSLATE_NOOP("cq::DesignPrinter", "Part: row %1 of %2, column %3 of %4");
const QColor kLegendText(0x33, 0x3A, 0x44);

/** The design's name for the header: its own name, else the file's, else "Untitled design". */
QString designTitle(const ClusterDocument &document, const DocumentWording &wording)
{
    if (!document.design().name.trimmed().isEmpty())
        return document.design().name.trimmed();
    if (!document.filePath().isEmpty())
        return QFileInfo(document.filePath()).completeBaseName();
    return wording.text(kContext, kUntitled);
}

} // namespace

double DesignPrinter::readableMmPerUnit()
{
    return MinTextPt * 25.4 / 72.0 / DeviceItem::specFont().pixelSize();
}

QSize DesignPrinter::tiles(const QSizeF &sourceUnits, const QSizeF &bodyMm, Pages pages)
{
    if (pages == Pages::OnePage || sourceUnits.isEmpty() || bodyMm.isEmpty())
        return {1, 1};
    double scale = readableMmPerUnit();
    if (std::min(bodyMm.width() / sourceUnits.width(), bodyMm.height() / sourceUnits.height()) >= scale)
        return {1, 1};
    for (;;) {
        // The small epsilon keeps an exact fit (3.0 pages) from asking for a fourth.
        const int columns = std::max(1, int(std::ceil(sourceUnits.width() * scale / bodyMm.width() - 1e-9)));
        const int rows = std::max(1, int(std::ceil(sourceUnits.height() * scale / bodyMm.height() - 1e-9)));
        if (columns * rows <= MaxPages)
            return {columns, rows};
        scale *= 0.95;
    }
}

QString DesignPrinter::legendText(const Design &design, const Catalog &catalog, const DocumentWording &wording)
{
    const BillOfMaterials bom = BillOfMaterials::of(design, catalog);
    return wording.text(kContext, kLegend).arg(bom.serverCount()).arg(bom.switchCount()).arg(bom.cableCount);
}

int DesignPrinter::print(DesignScene *scene, const Catalog &catalog, QPagedPaintDevice *device, Pages pages,
                         QString *error)
{
    const auto failed = [error](const QString &reason) {
        *error = tr("Cannot print the design: %1").arg(reason);
        return 0;
    };
    const ClusterDocument &document = *scene->document();
    const QString language = document.design().quote.documentLanguage();
    if (const QString why = PdfDocument::unavailableReason(language); !why.isEmpty())
        return failed(why);
    const DocumentWording wording(language);
    const QString title = wording.text(kContext, kHeader).arg(designTitle(document, wording));
    PdfDocument pdf({title, QPageLayout::Landscape, QMarginsF(14, 12, 14, 10)}, device);
    QPainter painter;
    if (const QString why = pdf.begin(&painter); !why.isEmpty())
        return failed(why);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);

    const QDate today = QDate::currentDate();
    const PdfPageFrame frame(device, wording, title,
                             wording.text(kContext, kFooter).arg(today.toString(QStringLiteral("yyyy-MM-dd"))));
    const QFont legendFont = PdfDocument::textFont(8);
    const qreal pxPerMm = device->logicalDpiY() / 25.4;
    const qreal legendHeight = QFontMetricsF(legendFont, device).height() + 2 * pxPerMm;
    const QRectF page = pdf.pageRect();
    const QRectF body(0, frame.headerHeight(), page.width(),
                      page.height() - frame.headerHeight() - frame.footerHeight() - legendHeight);
    const QRectF source = CanvasExport::sourceRect(scene);
    const QSize grid = tiles(source.size(), body.size() / pxPerMm, pages);
    // One scale over the whole grid of pages, the drawing centred on it.
    const qreal scale = std::min(grid.width() * body.width() / source.width(),
                                 grid.height() * body.height() / source.height());
    const QSizeF drawing = source.size() * scale;
    const QPointF offset((grid.width() * body.width() - drawing.width()) / 2,
                         (grid.height() * body.height() - drawing.height()) / 2);
    const QString legend = legendText(document.design(), catalog, wording);
    // Recorded once at screen resolution, then replayed scaled: QPicture converts the canvas's
    // point-size fonts (the room titles) to the printer's resolution, which a direct render at
    // 1,200 dpi blows up; and one recording serves every tile.
    QPicture picture;
    {
        QPainter recorder(&picture);
        recorder.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        CanvasExport::paint(scene, &recorder, QRectF(QPointF(0, 0), source.size()), source);
    }
    const int pageCount = grid.width() * grid.height();
    for (int row = 0; row < grid.height(); ++row) {
        for (int column = 0; column < grid.width(); ++column) {
            const int number = row * grid.width() + column + 1;
            if (number > 1)
                device->newPage();
            frame.paintHeader(&painter, QRectF(0, 0, page.width(), frame.headerHeight()), number, pageCount);
            // This page's share of the drawing, in the drawing's own pixels, then in scene units.
            const QRectF share = QRectF(QPointF(column * body.width(), row * body.height()) - offset, body.size())
                                     .intersected(QRectF(QPointF(0, 0), drawing));
            if (!share.isEmpty()) {
                const QPointF origin = body.topLeft() + offset - QPointF(column * body.width(), row * body.height());
                painter.save();
                painter.setClipRect(share.translated(origin));
                painter.translate(origin);
                // drawPicture() scales by the device's DPI over the picture's: undone here.
                painter.scale(scale * picture.logicalDpiX() / device->logicalDpiX(),
                              scale * picture.logicalDpiY() / device->logicalDpiY());
                painter.drawPicture(0, 0, picture);
                painter.restore();
            }
            painter.save();
            painter.setFont(legendFont);
            painter.setPen(kLegendText);
            const QRectF legendRect(0, body.bottom() + pxPerMm, page.width(), legendHeight - pxPerMm);
            painter.drawText(legendRect, Qt::AlignLeft | Qt::AlignVCenter, legend);
            if (pageCount > 1)
                painter.drawText(legendRect, Qt::AlignRight | Qt::AlignVCenter,
                                 wording.text(kContext, kTile).arg(row + 1).arg(grid.height()).arg(column + 1).arg(grid.width()));
            painter.restore();
            frame.paintFooter(&painter, QRectF(0, page.height() - frame.footerHeight(), page.width(), frame.footerHeight()),
                              number, pageCount);
        }
    }
    if (const QString why = pdf.finish(&painter); !why.isEmpty())
        return failed(why);
    return pageCount;
}

} // namespace cq
