#include "pdftable.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QTextLayout>

namespace cq {

namespace {
const QColor kRuleColor(0xB0, 0xB8, 0xC4);
const QColor kTextColor(0x1A, 0x1A, 0x1A);
} // namespace

PdfTable::PdfTable(QPaintDevice *device, const QList<qreal> &columnFractions, qreal widthPx, qreal paddingPx)
    : m_device(device), m_paddingPx(paddingPx)
{
    qreal x = 0;
    m_columnX.append(x);
    for (qreal fraction : columnFractions) {
        x += fraction * widthPx;
        m_columnX.append(x);
    }
}

qreal PdfTable::textWidth(int column, int span) const
{
    const int last = qMin(column + span, columnCount());
    return m_columnX.at(last) - m_columnX.at(column) - 2 * m_paddingPx;
}

PdfTable::LineGrid PdfTable::lineGrid(const QFont &font) const
{
    qreal ascent = 0;
    qreal descent = 0;
    for (const QString &family : font.families()) {
        QFont single = font;
        single.setFamilies({family});
        const QFontMetricsF metrics(single, m_device);
        ascent = qMax(ascent, metrics.ascent());
        descent = qMax(descent, metrics.descent());
    }
    if (ascent == 0) { // no family list: the font's own metrics
        const QFontMetricsF metrics(font, m_device);
        ascent = metrics.ascent();
        descent = metrics.descent();
    }
    return {ascent, ascent + descent};
}

qreal PdfTable::layoutCell(QTextLayout *layout, const PdfCell &cell, qreal width, const LineGrid &grid) const
{
    QTextOption option(cell.align);
    // Words first; a word wider than its column (a long SKU) is broken rather than overflowing.
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout->setTextOption(option);
    layout->beginLayout();
    int lines = 0;
    for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine(), ++lines) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, lines * grid.pitch + grid.ascent - line.ascent()));
    }
    layout->endLayout();
    return qMax(lines, 1) * grid.pitch;
}

qreal PdfTable::rowHeight(const QList<PdfCell> &cells, const QFont &font) const
{
    const LineGrid grid = lineGrid(font);
    qreal tallest = grid.pitch;
    int column = 0;
    for (const PdfCell &cell : cells) {
        // QPainter::drawText turns '\n' into a line separator; QTextLayout needs it done by hand.
        QTextLayout layout(QString(cell.text).replace(QLatin1Char('\n'), QChar::LineSeparator), cellFont(cell, font),
                           m_device);
        tallest = qMax(tallest, layoutCell(&layout, cell, textWidth(column, cell.span), grid));
        column += cell.span;
    }
    return tallest + 2 * m_paddingPx;
}

void PdfTable::paintRow(QPainter *painter, const QRectF &rect, const QList<PdfCell> &cells, const QFont &font,
                        const QColor &background) const
{
    painter->save();
    if (background.isValid())
        painter->fillRect(QRectF(rect.left(), rect.top(), m_columnX.last(), rect.height()), background);
    painter->setPen(kTextColor);
    const LineGrid grid = lineGrid(font);
    int column = 0;
    for (const PdfCell &cell : cells) {
        if (cell.background.isValid()) {
            const qreal left = m_columnX.at(column);
            const qreal right = m_columnX.at(qMin(column + cell.span, columnCount()));
            painter->fillRect(QRectF(rect.left() + left + 1, rect.top() + 1, right - left - 2, rect.height() - 2),
                              cell.background);
        }
        QTextLayout layout(QString(cell.text).replace(QLatin1Char('\n'), QChar::LineSeparator), cellFont(cell, font),
                           m_device);
        layoutCell(&layout, cell, textWidth(column, cell.span), grid);
        layout.draw(painter, QPointF(rect.left() + m_columnX.at(column) + m_paddingPx, rect.top() + m_paddingPx));
        column += cell.span;
    }
    // 0.48 pt (2 px at 300 dpi): a hairline that survives print scaling, at any resolution.
    painter->setPen(QPen(kRuleColor, 2.0 * m_device->logicalDpiY() / 300.0));
    painter->drawLine(QPointF(rect.left(), rect.bottom()), QPointF(rect.left() + m_columnX.last(), rect.bottom()));
    painter->restore();
}

QFont PdfTable::cellFont(const PdfCell &cell, const QFont &font)
{
    if (!cell.bold)
        return font;
    QFont bold = font;
    bold.setBold(true);
    return bold;
}

qreal PdfTable::naturalWidth(const QString &text, const QFont &font, const QPaintDevice *device, qreal paddingPx)
{
    const QFontMetricsF metrics(font, device);
    qreal widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = qMax(widest, metrics.horizontalAdvance(line));
    // One pixel over the measured advance: a cell exactly as wide as its text may still wrap on rounding.
    return widest + 2 * paddingPx + 1;
}

QString PdfTable::fitted(const QString &text, int column, const QFont &font) const
{
    const QFontMetricsF metrics(font, m_device);
    const qsizetype dash = text.indexOf(QLatin1Char('-'), 1);
    if (dash < 0 || metrics.horizontalAdvance(text) <= textWidth(column, 1))
        return text;
    return text.left(dash + 1) + QLatin1Char('\n') + text.mid(dash + 1);
}

} // namespace cq
