#include "acceptancepdfwriter.h"

#include "acceptancechart.h"
#include "pdf/pdfpaginator.h"
#include "pdf/pdftable.h"
#include "pdf/quotepdfcontent.h"

#include <QBuffer>
#include <QDir>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace cq {

namespace {

constexpr int kDpi = 300;

/** The fixed wording in both languages: {English, Chinese}. */
struct Wording {
    bool zh = false;
    QString operator()(const char *en, const char *cn) const { return zh ? QString::fromUtf8(cn) : QString::fromUtf8(en); }
};

QList<PdfCell> checkCells(const AcceptanceCheck &c, const Wording &w)
{
    QString check = c.title;
    if (!c.source.isEmpty())
        check += QStringLiteral("\n") + c.source;
    return {{c.pass ? w("PASS", "通过") : w("FAIL", "不通过")}, {check}, {c.expected}, {c.measured}, {c.detail}};
}

/** The chart's legend and axes in the report's language, like the rest of its wording. */
AcceptanceChartLabels chartLabels(const Wording &w)
{
    return {w("measured (%1)", "实测（%1）"), w("predicted", "预测值"), w("%1 % of predicted", "预测值的 %1 %"),
            w("message size (bytes)", "消息大小（字节）"), w("bus bandwidth (GB/s)", "总线带宽（GB/s）")};
}

PdfBlock textBlock(QPaintDevice *device, const QString &text, const QFont &font, qreal width, qreal before)
{
    const QRectF bound = QFontMetricsF(font, device).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text);
    PdfBlock b;
    b.heightPx = bound.height();
    b.spaceBeforePx = before;
    b.paint = [text, font](QPainter *p, const QRectF &r) {
        p->setFont(font);
        p->drawText(r, Qt::TextWordWrap, text);
    };
    return b;
}

} // namespace

QString AcceptancePdfWriter::write(const AcceptanceReport &report, const QString &path, const QString &language)
{
    const auto failure = [&](const QString &why) {
        return tr("Cannot write the acceptance PDF %1: %2").arg(QDir::toNativeSeparators(path), why);
    };
    if (language != QLatin1String("en") && language != QLatin1String("zh_CN"))
        return failure(tr("unsupported language \"%1\" (use en or zh_CN)").arg(language));
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return failure(tr("fonts need a GUI application object"));
    const Wording w{language == QLatin1String("zh_CN")};
    QByteArray pdf;
    QBuffer buffer(&pdf);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(kDpi);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(16, 14, 16, 12),
                                     QPageLayout::Millimeter));
    writer.setTitle(w("Acceptance report", "验收报告") + u' ' + report.design);
    writer.setCreator(QStringLiteral("ClusterQuote"));
    QPainter painter;
    if (!painter.begin(&writer))
        return failure(tr("the PDF painter could not start"));
    const QRectF page = writer.pageLayout().paintRectPixels(kDpi);
    const QFont body = QuotePdfContent::textFont(8), bold = QuotePdfContent::textFont(8, true);
    const qreal pad = 12;
    PdfTable table(&writer, {0.09, 0.22, 0.21, 0.21, 0.27}, page.width(), pad);
    const QList<PdfCell> head{{w("Result", "结果")}, {w("Check", "检查项")}, {w("Expected", "设计值 / 预测值")},
                              {w("Measured", "实测值")}, {w("Details", "说明")}};
    QList<PdfBlock> blocks;
    blocks.append(textBlock(&writer, w("Acceptance report", "验收报告") + QStringLiteral(": ") + report.design,
                            QuotePdfContent::textFont(16, true), page.width(), 0));
    blocks.append(textBlock(&writer,
                            w("%1 check(s) passed, %2 failed. Bar for bandwidth: measured bus bandwidth at sizes >= 1 GiB "
                              "reaches 80 % of the engine's prediction for the delivered topology.",
                              "通过 %1 项，不通过 %2 项。带宽标准：1 GiB 及以上消息的实测总线带宽达到交付拓扑预测值的 80 %。")
                                .arg(report.checks.size() - report.failed()).arg(report.failed()),
                            QuotePdfContent::textFont(10), page.width(), 40));
    for (const AcceptanceCheck &c : report.checks) {
        const QList<PdfCell> cells = checkCells(c, w);
        PdfBlock b;
        b.heightPx = table.rowHeight(cells, body);
        b.tableRow = true;
        b.paint = [&table, cells, body, pass = c.pass](QPainter *p, const QRectF &r) {
            table.paintRow(p, r, cells, body, pass ? QColor(0xe8, 0xf5, 0xe9) : QColor(0xfd, 0xec, 0xea));
        };
        blocks.append(b);
    }
    for (const PerformanceComparison &c : report.performance) {
        PdfBlock title = textBlock(&writer, w("Bus bandwidth, measured over predicted: ", "总线带宽：实测与预测对比：")
                                               + c.check.title + QStringLiteral(" (") + c.check.source + u')',
                                   bold, page.width(), 60);
        title.keepWithNext = true;
        blocks.append(title);
        PdfBlock chart;
        chart.heightPx = page.width() * 0.45;
        chart.paint = [c, labels = chartLabels(w)](QPainter *p, const QRectF &r) { AcceptanceChart::paint(p, r, c, labels); };
        blocks.append(chart);
    }
    const qreal headHeight = table.rowHeight(head, bold);
    const qreal footer = 60;
    const auto pages = PdfPaginator::paginate(blocks, page.height() - footer, headHeight);
    for (int i = 0; i < pages.size(); ++i) {
        if (i > 0)
            writer.newPage();
        for (const PdfPlacement &placed : pages.at(i)) {
            if (placed.headAbove)
                table.paintRow(&painter, QRectF(0, placed.topPx - headHeight, page.width(), headHeight), head, bold,
                               QColor(0xee, 0xee, 0xee));
            painter.save();
            blocks.at(placed.block).paint(&painter, QRectF(0, placed.topPx, page.width(), blocks.at(placed.block).heightPx));
            painter.restore();
        }
        painter.setFont(body);
        painter.drawText(QRectF(0, page.height() - footer + 10, page.width(), footer), Qt::AlignRight,
                         w("Page %1 of %2", "第 %1 页，共 %2 页").arg(i + 1).arg(pages.size()));
    }
    painter.end();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit())
        return failure(file.errorString());
    return {};
}

} // namespace cq
