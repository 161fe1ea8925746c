#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>

class QPainter;
class QPaintDevice;
class QTextLayout;

namespace cq {

/**
 * One cell of a PDF table row: wrapped text spanning @c span columns, in the row's font made
 * bold when @c bold (measured bold too), on @c background when it is valid.
 */
struct PdfCell {
    QString text;
    int span = 1;
    Qt::Alignment align = Qt::AlignLeft;
    bool bold = false;
    QColor background = QColor(); // invalid: no fill
};

/**
 * Column geometry, measuring and drawing of a table on a paged device (QPdfWriter).
 * All lengths are device pixels; text is measured with the device's metrics (a bare
 * QFontMetrics would use the screen's DPI, QT-NOTES §4). Cells wrap at word boundaries
 * (inside a word only when it is wider than its column).
 * Every line sits on a common baseline grid built from all families of the font: Qt gives
 * a Latin-only line a smaller ascent than a line with CJK glyphs, which would otherwise
 * set "1" and "35,888.00" higher than "8卡 A100" in the same row.
 */
class PdfTable
{
public:
    /** @p columnFractions share @p widthPx between the columns (they should sum to 1). */
    PdfTable(QPaintDevice *device, const QList<qreal> &columnFractions, qreal widthPx, qreal paddingPx);

    int columnCount() const { return int(m_columnX.size()) - 1; }
    /**
     * Widest line of @p text in @p font on @p device plus 2 x @p paddingPx: the column width
     * at which a cell holds @p text without wrapping ('\n' separates lines).
     */
    static qreal naturalWidth(const QString &text, const QFont &font, const QPaintDevice *device, qreal paddingPx);
    /** Height of a row of these cells in @p font, padding included. */
    qreal rowHeight(const QList<PdfCell> &cells, const QFont &font) const;
    /** Paints a row into @p rect (x from rect.left(), height as measured), with a rule below it. */
    void paintRow(QPainter *painter, const QRectF &rect, const QList<PdfCell> &cells, const QFont &font,
                  const QColor &background = QColor()) const;
    /**
     * @p text as given if it fits the text width of @p column in @p font; otherwise broken
     * into two lines after its first inner '-' (a range "a-b"), since Unicode line breaking
     * never breaks between a hyphen and a digit.
     */
    QString fitted(const QString &text, int column, const QFont &font) const;

private:
    /** Baseline offset and line pitch of a font together with its fallback families. */
    struct LineGrid {
        qreal ascent = 0;
        qreal pitch = 0;
    };
    LineGrid lineGrid(const QFont &font) const;
    /** Lays out one cell's text on the grid; returns its height. */
    qreal layoutCell(QTextLayout *layout, const PdfCell &cell, qreal width, const LineGrid &grid) const;
    /** The row's @p font, bold for a bold cell. */
    static QFont cellFont(const PdfCell &cell, const QFont &font);
    qreal textWidth(int column, int span) const;

    QPaintDevice *m_device;
    QList<qreal> m_columnX; ///< left edge of each column, plus the right edge of the table
    qreal m_paddingPx;
};

} // namespace cq
