#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QSizeF>
#include <QString>

class QPagedPaintDevice;

namespace cq {

class Catalog;
class DesignScene;
class Design;
class DocumentWording;

/**
 * The design on paper (File > Print Design, its print preview): the canvas scene, as the PNG
 * and SVG exports show it (CanvasExport: no selection highlight), fitted onto one A4-landscape
 * page, or tiled over several pages when on one page the canvas's smallest text
 * (DeviceItem::specFont) would print below MinTextPt. Every page has the header and footer of
 * the customer PDFs (PdfPageFrame: design name, print date, "Page i of n") and above the
 * footer a legend line with the servers, switches and cables the bill of materials counts
 * (BillOfMaterials: the BOM dock's and `clusterquote bom`'s figures). Worded in the design's
 * document language (QuoteSettings::documentLanguage), as the quote PDF is.
 */
class DesignPrinter
{
    Q_DECLARE_TR_FUNCTIONS(cq::DesignPrinter)

public:
    /** How many pages the canvas may take. */
    enum class Pages {
        Readable, ///< one page when the text stays readable, else tiled over up to MaxPages
        OnePage,  ///< always fitted onto one page, however small
    };
    /** Smallest size, points, the canvas's smallest text may print at before the design is tiled. */
    static constexpr double MinTextPt = 5;
    /** Most pages a tiled design takes; beyond that the tiles shrink below MinTextPt. */
    static constexpr int MaxPages = 16;

    /** Millimetres per scene unit at which DeviceItem::specFont() (11 px) prints at MinTextPt:
     *  5 pt x 25.4 / 72 mm = 1.764 mm over 11 units = 0.160 mm per unit. */
    static double readableMmPerUnit();
    /**
     * Columns (width) and rows (height) of pages for a canvas of @p sourceUnits scene units on
     * pages whose drawing area is @p bodyMm millimetres: 1 x 1 when it fits at
     * readableMmPerUnit() or @p pages is OnePage; else the fewest pages at that scale, the
     * scale lowered in 5 % steps until columns x rows <= MaxPages.
     */
    static QSize tiles(const QSizeF &sourceUnits, const QSizeF &bodyMm, Pages pages);
    /** "Servers: 4 · Switches: 2 · Cables: 8" for @p design, counted by its bill of materials. */
    static QString legendText(const Design &design, const Catalog &catalog, const DocumentWording &wording);

    /**
     * Prints @p scene's design on @p device (a QPrinter: landscape, the PDFs' margins, the
     * device's paper size). @return the number of pages, or 0 with @p error set to a
     * one-line, translated reason.
     */
    static int print(DesignScene *scene, const Catalog &catalog, QPagedPaintDevice *device, Pages pages,
                     QString *error);
};

} // namespace cq
