#include "comparepdfwriter.h"

#include "comparetext.h"
#include "compareview.h"
#include "costtimechart.h"
#include "panels/collectivechart.h"
#include "pdf/documentwording.h"
#include "pdf/pdfdocument.h"
#include "pdf/pdfpageframe.h"
#include "pdf/pdftable.h"

#include <qcustomplot.h>

#include <QDate>
#include <QDir>
#include <QFontMetricsF>
#include <QPdfWriter>

#include <memory>

namespace cq {

namespace {

// 96 dpi: QCustomPlot then draws its charts at their on-screen proportions (pixels = points x 4/3).
constexpr int kDpi = 96;
constexpr qreal kBodyPt = 9;        ///< the table's text
constexpr qreal kCellPadding = 3;   ///< device pixels around a cell's text
constexpr qreal kMinLabelShare = 0.22; ///< the label column's narrowest share of the width
const QColor kBetter(0xd8, 0xf0, 0xd8); ///< background of a better value
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

    /**
     * The table as one block per row (PdfTable measures each row, so a wrapped cell grows it),
     * the design names as the head repeated on every page the table continues on. Sets the
     * table's columns from the cells (columnWidths).
     */
    QList<PdfBlock> table(const Comparison &c, const DocumentWording &wording)
    {
        m_head = {PdfCell{}};
        for (const DesignFigures &d : c.designs)
            m_head.append(PdfCell{CompareText::designName(d, &wording), 1, Qt::AlignRight, true});
        QList<QList<PdfCell>> rows;
        for (const CompareRow &row : c.rows) {
            QList<PdfCell> line{PdfCell{CompareText::label(row, &wording)}};
            for (int d = 0; d < c.designs.size(); ++d) {
                const bool better = row.best.value(d);
                line.append(PdfCell{d < row.values.size() ? CompareText::cell(row, d, &wording) : QString(), 1, Qt::AlignRight,
                                    better, better ? kBetter : QColor()});
                if (better)
                    line.last().text += QStringLiteral(" \u2713");
            }
            rows << line;
        }
        m_table = std::make_unique<PdfTable>(m_device, columnWidths(rows), m_width, kCellPadding);
        for (const QList<PdfCell> &line : std::as_const(rows) + QList<QList<PdfCell>>{m_head})
            for (const PdfCell &cell : line)
                m_drawn += cell.text;
        QList<PdfBlock> blocks;
        for (const QList<PdfCell> &line : std::as_const(rows)) {
            PdfBlock b;
            b.heightPx = m_table->rowHeight(line, m_body);
            b.tableRow = true;
            b.paint = [table = m_table.get(), line, font = m_body](QPainter *p, const QRectF &r) {
                table->paintRow(p, r, line, font);
            };
            blocks << b;
        }
        if (!blocks.isEmpty())
            blocks.first().spaceBeforePx = 10;
        return blocks;
    }

    /** Height of the table head (the design names); 0 before table(). */
    qreal headHeight() const { return m_table ? m_table->rowHeight(m_head, m_body) : 0; }
    /** Paints the table head into @p r. */
    void paintHead(QPainter *p, const QRectF &r) const
    {
        if (m_table)
            m_table->paintRow(p, r, m_head, m_body);
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
    /**
     * Column fractions of the page's text width: the label column as wide as its longest
     * label, the designs' columns equal and as wide as their widest cell, so that a range
     * stays on one line while the page allows. With many designs the label column gives way
     * first, down to kMinLabelShare of the width, its labels wrapping; past that the design
     * columns share the rest and their ranges wrap after the dash, the rows growing. The
     * table never exceeds the width. Spare width goes to the design columns.
     */
    QList<qreal> columnWidths(const QList<QList<PdfCell>> &rows) const
    {
        const QFont bold = PdfDocument::textFont(kBodyPt, true);
        const auto natural = [&](const PdfCell &cell) {
            return PdfTable::naturalWidth(cell.text, cell.bold ? bold : m_body, m_device, kCellPadding);
        };
        const int designs = int(m_head.size()) - 1;
        qreal label = 0;
        qreal design = 0;
        for (const QList<PdfCell> &line : rows + QList<QList<PdfCell>>{m_head}) {
            if (!line.isEmpty())
                label = qMax(label, natural(line.first()));
            for (int i = 1; i < line.size(); ++i)
                design = qMax(design, natural(line.at(i)));
        }
        if (designs == 0)
            return {1.0};
        const qreal labelWidth = qMin(label, qMax(kMinLabelShare * m_width, m_width - designs * design));
        QList<qreal> fractions{labelWidth / m_width};
        for (int d = 0; d < designs; ++d)
            fractions << (1.0 - fractions.first()) / designs;
        return fractions;
    }

    QPaintDevice *m_device;
    qreal m_width;
    QFont m_body = PdfDocument::textFont(kBodyPt);
    QList<PdfCell> m_head;             ///< empty label cell, then the design names
    std::unique_ptr<PdfTable> m_table; ///< set by table(), painted by the row blocks
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
    const QList<QPair<QString, QList<CostPoint>>> named = CompareView::namedCurves(c, curves, &wording);
    cost.setCurves(named); // legends name the designs as the table's head does
    CollectiveChart busbw;
    busbw.setSweep(CompareView::busbwSweeps(c, &wording), wording.text(kContext, Text::BusbwTitle));
    wordCharts(cost, busbw, wording);
    CompareBlocks content(document.device(), document.pageRect().width());
    QList<PdfBlock> blocks{content.text(wording.text(kContext, Text::Heading), 16, true),
                           content.text(QDate::currentDate().toString(Qt::ISODate), 8, false, 4)};
    blocks << content.table(c, wording);
    blocks << content.text(CompareText::recommendation(c, &wording), 10, true, 12)
           << content.chart(cost.plot(), busbw.plot())
           << content.text(wording.text(kContext, Text::Assumptions), 11, true, 10);
    for (const QString &a : CompareText::assumptions(c, &wording))
        blocks.append(content.text(QStringLiteral("\u2022 ") + a, 8.5, false, 2));
    const PdfPageFrame frame(document.device(), wording, title, QStringLiteral("ClusterQuote"));
    document.paintBlocks(&painter, blocks, frame, content.headHeight(),
                         [&content](QPainter *p, const QRectF &r) { content.paintHead(p, r); });
    // The charts' texts (legend names are the designs', axes and titles the wording's).
    QString drawn = content.drawn() + frame.drawnText();
    for (const char *s : {Text::CostTitle, Text::CostX, Text::CostY})
        drawn += wording.text("cq::CostTimeChart", s);
    for (const char *s : {Text::Busbw, Text::Time, Text::Size})
        drawn += wording.text("cq::CollectiveChart", s);
    drawn += wording.text(kContext, Text::BusbwTitle);
    for (const auto &curve : named)
        drawn += curve.first;
    if (const QString why = document.save(&painter, path, drawn); !why.isEmpty())
        return failure(why);
    return {};
}

} // namespace cq
