#include "comparepdfwriter.h"

#include "comparetext.h"
#include "compareview.h"
#include "costtimechart.h"
#include "panels/collectivechart.h"
#include "pdf/pdfunicoderepair.h"
#include "pdf/quotepdfcontent.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QBuffer>
#include <QDate>
#include <QDir>
#include <QPdfWriter>
#include <QRawFont>
#include <QSaveFile>

namespace cq {

namespace {

// 96 dpi: QCustomPlot then draws its charts at their on-screen proportions (pixels = points x 4/3).
constexpr int kDpi = 96;
constexpr int kPages = 2;

QString failure(const QString &path, const QString &reason)
{
    return ComparePdfWriter::tr("Cannot write the comparison PDF %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

/** Paints text and remembers it for the text-map repair. */
struct Page {
    QCPPainter *painter;
    QRectF rect;
    QString *drawn;

    qreal text(qreal y, const QString &s, qreal pt, bool bold = false, qreal x = 0, qreal width = -1,
               int flags = Qt::AlignLeft | Qt::TextWordWrap)
    {
        painter->save(); // text is always black, whatever pen lines and charts left
        painter->setPen(Qt::black);
        painter->setFont(QuotePdfContent::textFont(pt, bold));
        const QRectF box(rect.left() + x, y, width < 0 ? rect.width() - x : width, rect.height());
        const QRectF used = painter->boundingRect(box, flags, s);
        painter->drawText(box, flags, s);
        painter->restore();
        drawn->append(s);
        return used.height();
    }
    void footer(int page)
    {
        text(rect.bottom() - 14, ComparePdfWriter::tr("ClusterQuote design comparison - page %1 of %2").arg(page).arg(kPages), 7);
    }
};

qreal paintTable(Page &p, const Comparison &c, qreal y)
{
    const qreal labelWidth = p.rect.width() * 0.32;
    const qreal column = (p.rect.width() - labelWidth) / std::max<qsizetype>(1, c.designs.size());
    constexpr qreal rowHeight = 19;
    const auto cellRect = [&](int col, qreal top) {
        return QRectF(p.rect.left() + (col < 0 ? 0 : labelWidth + col * column), top, col < 0 ? labelWidth : column, rowHeight);
    };
    for (int d = 0; d < c.designs.size(); ++d)
        p.text(y + 3, c.designs.at(d).name, 9, true, labelWidth + d * column, column - 6, Qt::AlignRight);
    y += rowHeight;
    for (const CompareRow &row : c.rows) {
        p.painter->drawLine(QPointF(p.rect.left(), y), QPointF(p.rect.right(), y));
        p.painter->setPen(Qt::black);
        p.text(y + 3, CompareText::label(row), 9, false, 0, labelWidth);
        for (int d = 0; d < row.values.size(); ++d) {
            const bool better = row.best.value(d);
            if (better)
                p.painter->fillRect(cellRect(d, y).adjusted(1, 1, -1, -1), QColor(0xd8, 0xf0, 0xd8));
            p.painter->setPen(Qt::black);
            p.text(y + 3, CompareText::cell(row, d) + (better ? QStringLiteral(" \u2713") : QString()), 9, better,
                   labelWidth + d * column, column - 6, Qt::AlignRight);
        }
        p.painter->setPen(QPen(Qt::gray, 0.5));
        y += rowHeight;
    }
    p.painter->drawLine(QPointF(p.rect.left(), y), QPointF(p.rect.right(), y));
    return y;
}

void paintChart(QCPPainter *painter, QCustomPlot *plot, const QRectF &box)
{
    painter->save();
    painter->translate(box.topLeft());
    plot->toPainter(painter, int(box.width()), int(box.height()));
    painter->restore();
}

void paintCharts(Page &p, const Comparison &c, const QList<QPair<QString, QList<CostPoint>>> &curves, qreal y)
{
    CostTimeChart cost;
    cost.setCurves(curves);
    CollectiveChart busbw;
    busbw.setSweep(CompareView::busbwSweeps(c), ComparePdfWriter::tr("all_reduce busbw and time against message size"));
    const qreal w = (p.rect.width() - 20) / 2;
    constexpr qreal h = 400;
    paintChart(p.painter, cost.plot(), QRectF(p.rect.left(), y, w, h));
    paintChart(p.painter, busbw.plot(), QRectF(p.rect.left() + w + 20, y, w, h));
}

} // namespace

QString ComparePdfWriter::write(const Comparison &c, const QList<QPair<QString, QList<CostPoint>>> &curves,
                                const QString &path)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return failure(path, tr("charts need a QApplication"));
    QByteArray pdf;
    QString drawn;
    {
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(kDpi);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(14, 12, 14, 10),
                                         QPageLayout::Millimeter));
        writer.setTitle(tr("Design comparison"));
        writer.setCreator(QStringLiteral("ClusterQuote"));
        QCPPainter painter;
        if (!painter.begin(&writer))
            return failure(path, tr("the PDF painter could not start"));
        // The painter's origin is the paint rect's top left (inside the margins).
        Page page{&painter, QRectF(QPointF(0, 0), writer.pageLayout().paintRectPixels(kDpi).size()), &drawn};
        qreal y = page.rect.top();
        y += page.text(y, tr("Design comparison: cost per training run"), 16, true) + 4;
        y += page.text(y, QDate::currentDate().toString(Qt::ISODate), 8) + 10;
        y = paintTable(page, c, y) + 12;
        page.text(y, CompareText::recommendation(c), 10, true);
        page.footer(1);
        writer.newPage();
        y = page.rect.top();
        paintCharts(page, c, curves, y);
        y += 410;
        painter.setPen(Qt::black); // the charts leave their own pen behind
        y += page.text(y, tr("Assumptions"), 11, true) + 4;
        for (const QString &a : CompareText::assumptions(c))
            y += page.text(y, QStringLiteral("\u2022 ") + a, 8.5) + 2;
        page.footer(2);
        painter.end();
    }
    PdfUnicodeRepair::repair(&pdf, drawn, QRawFont::fromFont(QuotePdfContent::textFont(10), QFontDatabase::SimplifiedChinese));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit())
        return failure(path, file.errorString());
    return {};
}

} // namespace cq
