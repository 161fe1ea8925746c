#pragma once

#include "documentwording.h"

#include <QFont>
#include <QImage>
#include <QRectF>
#include <QString>

class QPaintDevice;
class QPainter;

namespace cq {

/**
 * The one header and footer style of every customer PDF. Header: the logo (or a vector "CQ"
 * mark), @p headerText left and "Page i of n" right above a thin rule; footer: a rule, then
 * @p footerText left and "Page i of n" right. Texts too long for the line are elided so they
 * never run into the page number. Lengths are device pixels of @p device.
 */
class PdfPageFrame
{
public:
    PdfPageFrame(QPaintDevice *device, const DocumentWording &wording, const QString &headerText,
                 const QString &footerText, const QImage &logo = {});

    qreal headerHeight() const;
    qreal footerHeight() const;
    /** Header in @p rect (the top of the page's paint rect); @p page 1-based. */
    void paintHeader(QPainter *painter, const QRectF &rect, int page, int pageCount) const;
    /** Footer in @p rect (the bottom of the page's paint rect); @p page 1-based. */
    void paintFooter(QPainter *painter, const QRectF &rect, int page, int pageCount) const;
    /** Every text header and footer can paint, for PdfUnicodeRepair. */
    QString drawnText() const;

private:
    qreal mm(qreal millimetres) const;
    QString pageText(int page, int pageCount) const;
    QString elidedBeside(const QString &left, const QString &right, qreal widthPx) const;

    QPaintDevice *m_device;
    DocumentWording m_wording;
    QString m_headerText;
    QString m_footerText;
    QImage m_logo;
    QFont m_small;
};

} // namespace cq
