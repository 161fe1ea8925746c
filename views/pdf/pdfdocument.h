#pragma once

#include "pdfpaginator.h"

#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QFont>
#include <QMarginsF>
#include <QPageLayout>
#include <QString>

#include <functional>
#include <memory>

class QPagedPaintDevice;
class QPainter;
class QPdfWriter;

namespace cq {

class PdfPageFrame;

/**
 * Where the pages of one paintBlocks() call stand in a document of several parts (a sizing
 * proposal followed by its quote): "Page first of total" on the first. The default numbers
 * the call's own pages 1..n.
 */
struct PdfPageNumbering {
    int first = 1; ///< number of the call's first page; above 1 it opens a new page first
    int total = 0; ///< pages of the whole document; 0: the call's own page count
};

/** Page set-up of one customer PDF: A4, the orientation, margins in millimetres and resolution. */
struct PdfPageSetup {
    QString title; ///< the PDF's title metadata
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    QMarginsF marginsMm{16, 14, 16, 12};
    int resolutionDpi = 300; ///< device pixels per inch of every length painted
};

/**
 * The skeleton every customer PDF (quote, comparison, acceptance report) is written with:
 * an in-memory QPdfWriter on A4 with the set-up's margins, resolution, title and creator
 * "ClusterQuote"; blocks paginated by PdfPaginator (no block split, the table head repeated)
 * between the one header and footer style of PdfPageFrame; the text maps repaired for
 * Chinese (PdfUnicodeRepair); and a safe save through QSaveFile, which replaces the file
 * only when the whole PDF is written. Fonts: textFont(), DejaVu Sans then Noto Sans CJK SC.
 *
 * The same pages go to paper through the second constructor: a QPrinter (File > Print, the
 * print preview's printer) or any other paged device, painted by the same code; then
 * finish() ends the job instead of save().
 */
class PdfDocument
{
    Q_DECLARE_TR_FUNCTIONS(cq::PdfDocument)

public:
    explicit PdfDocument(const PdfPageSetup &setup);
    /**
     * Paints on @p target (not owned; a QPrinter gets the title as its document name): the
     * set-up's orientation and margins are applied, its paper size (the one chosen in the print
     * dialog) and its resolution are kept, and every length follows the device's resolution.
     */
    PdfDocument(const PdfPageSetup &setup, QPagedPaintDevice *target);
    ~PdfDocument();
    PdfDocument(const PdfDocument &) = delete;
    PdfDocument &operator=(const PdfDocument &) = delete;

    /**
     * Why a PDF cannot be written now, or empty: @p language not English or Simplified
     * Chinese, no QGuiApplication (fonts), or with @p needsWidgets no QApplication (charts).
     */
    static QString unavailableReason(const QString &language, bool needsWidgets = false);
    /** DejaVu Sans for Latin text with Noto Sans CJK SC for Chinese (QT-NOTES §0.2). */
    static QFont textFont(qreal pointSize, bool bold = false);

    /** The device painted on: the in-memory PDF writer, or the target of the second constructor. */
    QPagedPaintDevice *device() const { return m_device; }
    /** The paint rect inside the margins in device pixels, its top left at (0, 0). */
    QRectF pageRect() const;
    /** Starts @p painter (a QPainter or a QCPPainter) on the PDF; empty, or why it could not. */
    QString begin(QPainter *painter);
    /**
     * Paints @p blocks over as many pages as they need: @p frame's header at the top and its
     * footer at the bottom of each page, the table head (@p headHeightPx, @p paintHead) above
     * a page's first table row. @return the number of pages.
     */
    int paintBlocks(QPainter *painter, const QList<PdfBlock> &blocks, const PdfPageFrame &frame,
                    qreal headHeightPx = 0, const std::function<void(QPainter *, const QRectF &)> &paintHead = {},
                    const PdfPageNumbering &numbering = {});
    /** The pages paintBlocks() would paint @p blocks on, for numbering a document of several parts. */
    int pageCount(const QList<PdfBlock> &blocks, const PdfPageFrame &frame, qreal headHeightPx = 0) const;
    /**
     * Ends @p painter, repairs the text maps for @p drawnText (at least every character painted)
     * and writes the PDF to @p path, replaced atomically. @return empty, or the reason it failed.
     */
    QString save(QPainter *painter, const QString &path, const QString &drawnText);
    /**
     * Ends @p painter on the target of the second constructor (the last page goes to the
     * printer). @return empty, or why the job failed (a QPrinter in its Error state).
     */
    QString finish(QPainter *painter);

private:
    QByteArray m_pdf;
    QBuffer m_buffer;
    std::unique_ptr<QPdfWriter> m_writer; ///< null when painting on a target
    QPagedPaintDevice *m_device = nullptr;
};

} // namespace cq
