#include "comparepdfwriter.h"

#include "comparetext.h"
#include "compareview.h"
#include "costtimechart.h"
#include "panels/collectivechart.h"
#include "pdf/documentwording.h"
#include "pdf/pdfdocument.h"
#include "pdf/pdfpageframe.h"

#include <qcustomplot.h>

#include <QDate>
#include <QDir>
#include <QFontMetricsF>
#include <QPdfWriter>

namespace cq {

namespace {

// 96 dpi: QCustomPlot then draws its charts at their on-screen proportions (pixels = points x 4/3).
constexpr int kDpi = 96;
constexpr qreal kRowHeight = 19;
constexpr qreal kChartHeight = 400;
constexpr char kContext[] = "cq::ComparePdfWriter";

namespace Text {
const char *const Title = QT_TRANSLATE_NOOP("cq::ComparePdfWriter", "Design comparison");
const char *const Heading = QT_TRANSLATE_NOOP("cq::ComparePdfWriter", "Design comparison: cost per training run");
const char *const Assumptions = QT_TRANSLATE_NOOP("cq::ComparePdfWriter", "Assumptions");
const char *const BusbwTitle = QT_TRANSLATE_NOOP("cq::ComparePdfWriter", "all_reduce busbw and time against message size");
// The charts' own titles and axes, in the contexts of the chart widgets that show them on screen.
const char *const CostTitle = QT_TRANSLATE_NOOP("cq::CostTimeChart", "Run cost against time to train, by servers");
const char *const CostX = QT_TRANSLATE_NOOP("cq::CostTimeChart", "time to train, days");
const char *const CostY = QT_TRANSLATE_NOOP("cq::CostTimeChart", "cost of one run, CNY");
const char *const Busbw = QT_TRANSLATE_NOOP("cq::CollectiveChart", "busbw, GB/s");
const char *const Time = QT_TRANSLATE_NOOP("cq::CollectiveChart", "time, \u00b5s");
const char *const Size = QT_TRANSLATE_NOOP("cq::CollectiveChart", "message size");
} // namespace Text

/** Blocks of text, the table and the charts; remembers every text painted (text-map repair). */
class CompareBlocks
{
public:
    CompareBlocks(QPaintDevice *device, qreal widthPx) : m_device(device), m_width(widthPx) {}

    PdfBlock text(const QString &s, qreal pt, bool bold = false, qreal before = 0)
    {
        m_drawn += s;
        const QFont font = PdfDocument::textFont(pt, bold);
        PdfBlock b;
        b.heightPx = QFontMetricsF(font, m_device).boundingRect(QRectF(0, 0, m_width, 1e6), Qt::TextWordWrap, s).height();
        b.spaceBeforePx = before;
        b.paint = [s, font](QPainter *p, const QRectF &r) {
            p->setPen(Qt::black);
            p->setFont(font);
            p->drawText(r, Qt::AlignLeft | Qt::TextWordWrap, s);
        };
        return b;
    }

    PdfBlock table(const Comparison &c, const DocumentWording &wording)
    {
        QStringList names;
        for (const DesignFigures &d : c.designs)
            names << d.name;
        QList<QStringList> cells; // per row: label, then one cell per design
        for (const CompareRow &row : c.rows) {
            QStringList line{CompareText::label(row, &wording)};
            for (int d = 0; d < row.values.size(); ++d)
                line << CompareText::cell(row, d) + (row.best.value(d) ? QStringLiteral(" \u2713") : QString());
            cells << line;
        }
        m_drawn += names.join(QString()) + QStringLiteral("\u2713");
        for (const QStringList &line : cells)
            m_drawn += line.join(QString());
        PdfBlock b;
        b.heightPx = kRowHeight * (c.rows.size() + 1);
        b.spaceBeforePx = 10;
        b.paint = [c, names, cells](QPainter *p, const QRectF &r) { paintTable(p, r, c, names, cells); };
        return b;
    }

    PdfBlock chart(QCustomPlot *left, QCustomPlot *right) const
    {
        PdfBlock b;
        b.heightPx = kChartHeight;
        b.pageBreakBefore = true;
        b.paint = [left, right](QPainter *p, const QRectF &r) {
            const qreal w = (r.width() - 20) / 2;
            auto *painter = static_cast<QCPPainter *>(p); // PdfDocument::begin started a QCPPainter
            for (const auto &[plot, x] : {std::pair{left, r.left()}, std::pair{right, r.left() + w + 20}}) {
                painter->save();
                painter->translate(x, r.top());
                plot->toPainter(painter, int(w), int(r.height()));
                painter->restore();
            }
        };
        return b;
    }

    const QString &drawn() const { return m_drawn; }

private:
    static void paintTable(QPainter *p, const QRectF &r, const Comparison &c, const QStringList &names,
                           const QList<QStringList> &cells)
    {
        const qreal labelWidth = r.width() * 0.32;
        const qreal column = (r.width() - labelWidth) / std::max<qsizetype>(1, names.size());
        const auto cell = [&](int col, qreal top) {
            return QRectF(r.left() + (col < 0 ? 0 : labelWidth + col * column), top, col < 0 ? labelWidth : column,
                          kRowHeight);
        };
        const auto text = [p](const QRectF &box, const QString &s, bool bold, Qt::Alignment align) {
            p->setPen(Qt::black);
            p->setFont(PdfDocument::textFont(9, bold));
            p->drawText(box.adjusted(0, 3, -6, 0), align | Qt::TextWordWrap, s);
        };
        qreal y = r.top();
        for (int d = 0; d < names.size(); ++d)
            text(cell(d, y), names.at(d), true, Qt::AlignRight);
        y += kRowHeight;
        for (int i = 0; i < cells.size(); ++i) {
            p->setPen(QPen(Qt::gray, 0.5));
            p->drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
            text(cell(-1, y), cells.at(i).first(), false, Qt::AlignLeft);
            for (int d = 1; d < cells.at(i).size(); ++d) {
                const bool better = c.rows.at(i).best.value(d - 1);
                if (better)
                    p->fillRect(cell(d - 1, y).adjusted(1, 1, -1, -1), QColor(0xd8, 0xf0, 0xd8));
                text(cell(d - 1, y), cells.at(i).at(d), better, Qt::AlignRight);
            }
            y += kRowHeight;
        }
        p->setPen(QPen(Qt::gray, 0.5));
        p->drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
    }

    QPaintDevice *m_device;
    qreal m_width;
    QString m_drawn;
};

/** The charts' titles and axes in the document's language (the widgets word them in the UI's). */
void wordCharts(CostTimeChart &cost, CollectiveChart &busbw, const DocumentWording &w)
{
    if (auto *title = qobject_cast<QCPTextElement *>(cost.plot()->plotLayout()->element(0, 0)))
        title->setText(w.text("cq::CostTimeChart", Text::CostTitle));
    cost.plot()->xAxis->setLabel(w.text("cq::CostTimeChart", Text::CostX));
    cost.plot()->yAxis->setLabel(w.text("cq::CostTimeChart", Text::CostY));
    if (QCPAxisRect *bw = busbw.plot()->axisRect(0))
        bw->axis(QCPAxis::atLeft)->setLabel(w.text("cq::CollectiveChart", Text::Busbw));
    if (QCPAxisRect *time = busbw.plot()->axisRect(1)) {
        time->axis(QCPAxis::atLeft)->setLabel(w.text("cq::CollectiveChart", Text::Time));
        time->axis(QCPAxis::atBottom)->setLabel(w.text("cq::CollectiveChart", Text::Size));
    }
}

} // namespace

QString ComparePdfWriter::write(const Comparison &c, const QList<QPair<QString, QList<CostPoint>>> &curves,
                                const QString &path, const QString &language)
{
    const auto failure = [&](const QString &why) {
        return tr("Cannot write the comparison PDF %1: %2").arg(QDir::toNativeSeparators(path), why);
    };
    if (const QString why = PdfDocument::unavailableReason(language, true); !why.isEmpty())
        return failure(why);
    const DocumentWording wording(language);
    const QString title = wording.text(kContext, Text::Title);
    PdfDocument document({title, QPageLayout::Landscape, QMarginsF(14, 12, 14, 10), kDpi});
    QCPPainter painter;
    if (const QString why = document.begin(&painter); !why.isEmpty())
        return failure(why);
    CostTimeChart cost;
    cost.setCurves(curves);
    CollectiveChart busbw;
    busbw.setSweep(CompareView::busbwSweeps(c), wording.text(kContext, Text::BusbwTitle));
    wordCharts(cost, busbw, wording);
    CompareBlocks content(document.device(), document.pageRect().width());
    QList<PdfBlock> blocks{content.text(wording.text(kContext, Text::Heading), 16, true),
                           content.text(QDate::currentDate().toString(Qt::ISODate), 8, false, 4),
                           content.table(c, wording),
                           content.text(CompareText::recommendation(c, &wording), 10, true, 12),
                           content.chart(cost.plot(), busbw.plot()),
                           content.text(wording.text(kContext, Text::Assumptions), 11, true, 10)};
    for (const QString &a : CompareText::assumptions(c, &wording))
        blocks.append(content.text(QStringLiteral("\u2022 ") + a, 8.5, false, 2));
    const PdfPageFrame frame(document.device(), wording, title, QStringLiteral("ClusterQuote"));
    document.paintBlocks(&painter, blocks, frame);
    // The charts' texts (legend names are the designs', axes and titles the wording's).
    QString drawn = content.drawn() + frame.drawnText();
    for (const char *s : {Text::CostTitle, Text::CostX, Text::CostY})
        drawn += wording.text("cq::CostTimeChart", s);
    for (const char *s : {Text::Busbw, Text::Time, Text::Size})
        drawn += wording.text("cq::CollectiveChart", s);
    drawn += wording.text(kContext, Text::BusbwTitle);
    for (const auto &curve : curves)
        drawn += curve.first;
    if (const QString why = document.save(&painter, path, drawn); !why.isEmpty())
        return failure(why);
    return {};
}

} // namespace cq
