#include "pdfpageframe.h"

#include "pdfdocument.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>

namespace cq {

namespace {

constexpr char kContext[] = "cq::PdfPageFrame";
const QColor kRule = QColor(0xE3, 0xE8, 0xEF).darker(130);
const QColor kMutedText(0x55, 0x5D, 0x68);
const char *const kPageOf = QT_TRANSLATE_NOOP("cq::PdfPageFrame", "Page %1 of %2");

} // namespace

PdfPageFrame::PdfPageFrame(QPaintDevice *device, const DocumentWording &wording, const QString &headerText,
                           const QString &footerText, const QImage &logo)
    : m_device(device), m_wording(wording), m_headerText(headerText), m_footerText(footerText), m_logo(logo),
      m_small(PdfDocument::textFont(7.5))
{
}

qreal PdfPageFrame::mm(qreal millimetres) const
{
    return millimetres * m_device->logicalDpiY() / 25.4;
}

qreal PdfPageFrame::headerHeight() const
{
    return mm(12);
}

qreal PdfPageFrame::footerHeight() const
{
    return QFontMetricsF(m_small, m_device).height() + mm(3);
}

QString PdfPageFrame::pageText(int page, int pageCount) const
{
    return m_wording.text(kContext, kPageOf).arg(page).arg(pageCount);
}

QString PdfPageFrame::elidedBeside(const QString &left, const QString &right, qreal widthPx) const
{
    const QFontMetricsF metrics(m_small, m_device);
    return metrics.elidedText(left, Qt::ElideRight, widthPx - metrics.horizontalAdvance(right) - mm(4));
}

void PdfPageFrame::paintHeader(QPainter *painter, const QRectF &rect, int page, int pageCount) const
{
    painter->save();
    const QRectF logo(rect.left(), rect.top(), mm(9), mm(9));
    if (!m_logo.isNull()) {
        const QSizeF size = QSizeF(m_logo.size()).scaled(logo.size(), Qt::KeepAspectRatio);
        painter->drawImage(QRectF(logo.topLeft(), size), m_logo);
    } else {
        // The default mark: vector, so it stays sharp and adds no image to the PDF.
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x1F, 0x4E, 0x8C));
        painter->drawRoundedRect(logo, mm(1.5), mm(1.5));
        painter->setPen(Qt::white);
        painter->setFont(PdfDocument::textFont(11, true));
        painter->drawText(logo, Qt::AlignCenter, QStringLiteral("CQ"));
    }
    painter->setFont(m_small);
    painter->setPen(kMutedText);
    const QRectF text = rect.adjusted(mm(12), 0, 0, -mm(3));
    const QString pageNumber = pageText(page, pageCount);
    painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, elidedBeside(m_headerText, pageNumber, text.width()));
    painter->drawText(text, Qt::AlignRight | Qt::AlignVCenter, pageNumber);
    painter->setPen(QPen(kRule, mm(0.2)));
    painter->drawLine(QPointF(rect.left(), rect.bottom() - mm(1.5)), QPointF(rect.right(), rect.bottom() - mm(1.5)));
    painter->restore();
}

void PdfPageFrame::paintFooter(QPainter *painter, const QRectF &rect, int page, int pageCount) const
{
    painter->save();
    painter->setPen(QPen(kRule, mm(0.2)));
    painter->drawLine(rect.topLeft(), rect.topRight());
    painter->setFont(m_small);
    painter->setPen(kMutedText);
    const QRectF text = rect.adjusted(0, mm(1.5), 0, 0);
    const QString pageNumber = pageText(page, pageCount);
    painter->drawText(text, Qt::AlignLeft | Qt::AlignTop, elidedBeside(m_footerText, pageNumber, text.width()));
    painter->drawText(text, Qt::AlignRight | Qt::AlignTop, pageNumber);
    painter->restore();
}

QString PdfPageFrame::drawnText() const
{
    return m_headerText + m_footerText + m_wording.text(kContext, kPageOf) + QChar(0x2026) + QStringLiteral("CQ");
}

} // namespace cq
