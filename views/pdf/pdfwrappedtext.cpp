#include "pdfwrappedtext.h"

#include <QPainter>
#include <QTextLayout>

namespace cq {

namespace {

/** Lays @p layout out in lines of @p widthPx, one under the other; returns the height. */
qreal layOut(QTextLayout *layout, qreal widthPx, Qt::Alignment align)
{
    QTextOption option(align);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // words first, a too-long word broken
    layout->setTextOption(option);
    layout->beginLayout();
    qreal y = 0;
    for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
        line.setLineWidth(widthPx);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout->endLayout();
    return y;
}

/** QPainter::drawText turns '\n' into a line break; QTextLayout needs a line separator. */
QString withLineSeparators(const QString &text)
{
    return QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator);
}

} // namespace

qreal PdfWrappedText::height(const QString &text, const QFont &font, qreal widthPx, const QPaintDevice *device)
{
    if (text.isEmpty())
        return 0;
    QTextLayout layout(withLineSeparators(text), font, device);
    return layOut(&layout, widthPx, Qt::AlignLeft);
}

void PdfWrappedText::draw(QPainter *painter, const QRectF &rect, const QString &text, const QFont &font,
                          Qt::Alignment align)
{
    if (text.isEmpty())
        return;
    QTextLayout layout(withLineSeparators(text), font, painter->device());
    layOut(&layout, rect.width(), align);
    layout.draw(painter, rect.topLeft());
}

} // namespace cq
