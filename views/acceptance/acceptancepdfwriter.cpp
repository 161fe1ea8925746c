#include "acceptancepdfwriter.h"

#include "acceptancechart.h"
#include "pdf/documentwording.h"
#include "pdf/pdfdocument.h"
#include "pdf/pdfpageframe.h"
#include "pdf/pdftable.h"

#include <QDir>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

namespace cq {

namespace {

constexpr char kContext[] = "cq::AcceptancePdfWriter";

/** The report's own wording: English source texts, translated per document by DocumentWording. */
namespace Text {
const char *const Title = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "Acceptance report");
const char *const Pass = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "PASS");
const char *const Fail = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "FAIL");
const char *const Result = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "Result");
const char *const Check = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "Check");
const char *const Expected = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "Expected");
const char *const Measured = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "Measured");
const char *const Details = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "Details");
/** %1 = checks passed, %2 = checks failed. */
const char *const Summary = QT_TRANSLATE_NOOP(
    "cq::AcceptancePdfWriter",
    "%1 check(s) passed, %2 failed. Bar for bandwidth: measured bus bandwidth at sizes >= 1 GiB reaches 80 % of "
    "the engine's prediction for the delivered topology.");
const char *const ChartTitle = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "Bus bandwidth, measured over predicted: ");
const char *const ChartMeasured = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "measured (%1)");
const char *const ChartPredicted = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "predicted");
const char *const ChartBar = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "%1 % of predicted");
const char *const ChartX = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "message size (bytes)");
const char *const ChartY = QT_TRANSLATE_NOOP("cq::AcceptancePdfWriter", "bus bandwidth (GB/s)");
} // namespace Text

/** Builds the report's blocks and remembers every text it paints (for the text-map repair). */
class AcceptanceBlocks
{
public:
    AcceptanceBlocks(const DocumentWording &wording, QPaintDevice *device, qreal widthPx)
        : m_w(wording), m_device(device), m_width(widthPx), m_body(PdfDocument::textFont(8)),
          m_bold(PdfDocument::textFont(8, true)), m_table(device, {0.09, 0.22, 0.21, 0.21, 0.27}, widthPx, 12)
    {
    }

    QString t(const char *source) const { return m_w.text(kContext, source); }

    QList<PdfCell> head()
    {
        return cells({t(Text::Result), t(Text::Check), t(Text::Expected), t(Text::Measured), t(Text::Details)});
    }
    qreal headHeight() { return m_table.rowHeight(head(), m_bold); }
    void paintHead(QPainter *p, const QRectF &r) { m_table.paintRow(p, r, head(), m_bold, QColor(0xee, 0xee, 0xee)); }

    QList<PdfBlock> blocks(const AcceptanceReport &report)
    {
        QList<PdfBlock> out;
        out.append(textBlock(t(Text::Title) + QStringLiteral(": ") + report.design, PdfDocument::textFont(16, true), 0));
        out.append(textBlock(t(Text::Summary).arg(report.checks.size() - report.failed()).arg(report.failed()),
                             PdfDocument::textFont(10), 40));
        for (const AcceptanceCheck &c : report.checks)
            out.append(checkRow(c));
        for (const PerformanceComparison &c : report.performance) {
            PdfBlock title = textBlock(t(Text::ChartTitle) + c.check.title + QStringLiteral(" (") + c.check.source + u')',
                                       m_bold, 60);
            title.keepWithNext = true;
            out.append(title);
            PdfBlock chart;
            chart.heightPx = m_width * 0.45;
            const AcceptanceChartLabels labels{t(Text::ChartMeasured), t(Text::ChartPredicted), t(Text::ChartBar),
                                               t(Text::ChartX), t(Text::ChartY)};
            m_drawn += labels.measured + labels.predicted + labels.bar + labels.size + labels.busbw;
            chart.paint = [c, labels](QPainter *p, const QRectF &r) { AcceptanceChart::paint(p, r, c, labels); };
            out.append(chart);
        }
        return out;
    }

    const QString &drawn() const { return m_drawn; }

private:
    QList<PdfCell> cells(const QStringList &texts)
    {
        QList<PdfCell> out;
        for (const QString &s : texts) {
            out.append({s});
            m_drawn += s;
        }
        return out;
    }

    PdfBlock checkRow(const AcceptanceCheck &c)
    {
        QString check = c.title;
        if (!c.source.isEmpty())
            check += QStringLiteral("\n") + c.source;
        const QList<PdfCell> row = cells({t(c.pass ? Text::Pass : Text::Fail), check, c.expected, c.measured, c.detail});
        PdfBlock b;
        b.heightPx = m_table.rowHeight(row, m_body);
        b.tableRow = true;
        b.paint = [table = &m_table, row, body = m_body, pass = c.pass](QPainter *p, const QRectF &r) {
            table->paintRow(p, r, row, body, pass ? QColor(0xe8, 0xf5, 0xe9) : QColor(0xfd, 0xec, 0xea));
        };
        return b;
    }

    PdfBlock textBlock(const QString &text, const QFont &font, qreal before)
    {
        m_drawn += text;
        const QRectF bound = QFontMetricsF(font, m_device).boundingRect(QRectF(0, 0, m_width, 1e6), Qt::TextWordWrap, text);
        PdfBlock b;
        b.heightPx = bound.height();
        b.spaceBeforePx = before;
        b.paint = [text, font](QPainter *p, const QRectF &r) {
            p->setFont(font);
            p->drawText(r, Qt::TextWordWrap, text);
        };
        return b;
    }

    const DocumentWording &m_w;
    QPaintDevice *m_device;
    qreal m_width;
    QFont m_body;
    QFont m_bold;
    PdfTable m_table;
    QString m_drawn;
};

} // namespace

QString AcceptancePdfWriter::write(const AcceptanceReport &report, const QString &path, const QString &language)
{
    const auto failure = [&](const QString &why) {
        return tr("Cannot write the acceptance PDF %1: %2").arg(QDir::toNativeSeparators(path), why);
    };
    if (const QString why = PdfDocument::unavailableReason(language); !why.isEmpty())
        return failure(why);
    const DocumentWording wording(language);
    const QString title = wording.text(kContext, Text::Title);
    PdfDocument document({title + u' ' + report.design});
    QPainter painter;
    if (const QString why = document.begin(&painter); !why.isEmpty())
        return failure(why);
    AcceptanceBlocks content(wording, document.device(), document.pageRect().width());
    const PdfPageFrame frame(document.device(), wording, title + QStringLiteral(": ") + report.design,
                             QStringLiteral("ClusterQuote"));
    const QList<PdfBlock> blocks = content.blocks(report);
    document.paintBlocks(&painter, blocks, frame, content.headHeight(),
                         [&content](QPainter *p, const QRectF &r) { content.paintHead(p, r); });
    if (const QString why = document.save(&painter, path, content.drawn() + frame.drawnText()); !why.isEmpty())
        return failure(why);
    return {};
}

} // namespace cq
