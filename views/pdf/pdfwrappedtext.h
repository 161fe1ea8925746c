#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;
class QPaintDevice;

namespace cq {

/**
 * A paragraph of the PDF wrapped to a width: at word boundaries, and inside a word only when the
 * word alone is wider than the line (a 300-character string without a space, a long URL), so
 * that no text runs past the right margin. A '\n' starts a new line. Lengths are device pixels
 * of the device the text is measured on (QPdfWriter); QPainter::drawText with Qt::TextWordWrap
 * never breaks inside a word and lets such a word run off the page.
 */
class PdfWrappedText
{
public:
    /** Height of @p text in @p font wrapped to @p widthPx on @p device. */
    static qreal height(const QString &text, const QFont &font, qreal widthPx, const QPaintDevice *device);
    /** Paints @p text wrapped to the width of @p rect from its top, in the painter's pen. */
    static void draw(QPainter *painter, const QRectF &rect, const QString &text, const QFont &font,
                     Qt::Alignment align = Qt::AlignLeft);
};

} // namespace cq
