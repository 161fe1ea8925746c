#include "sizingproposalcontent.h"

#include "compare/scaledvalue.h"
#include "format/moneyformat.h"
#include "pdf/pdfdocument.h"
#include "pdf/quotepdftext.h"
#include "sizing/sizingtext.h"

#include <QDate>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <numeric>

namespace cq {

namespace {

constexpr char kContext[] = "cq::SizingProposalPdfWriter";
// The window's table heads and cells (SizingTableModel): the PDF's columns read the same.
constexpr char kTableContext[] = "cq::SizingTableModel";
const QColor kHeadBackground(0xE3, 0xE8, 0xEF);
const QColor kChosenBackground(0xD8, 0xF0, 0xD8);
const QColor kTitleRule(0xD9, 0x8E, 0x04);
constexpr qreal kTablePt = 7.5;

namespace Text {
const char *const Title = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Sizing proposal");
const char *const Subject = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "%1 on %2 tokens");
const char *const TitleSubject = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "%1: %2");
const char *const Job = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Training job and goal");
const char *const Model = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Model");
const char *const ModelValue = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter",
                                                 "%1 parameters, %2 layers, hidden %3, %4 heads, sequence %5 (%6)");
const char *const Data = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Data");
const char *const DataValue = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "%1 tokens, global batch %2 tokens");
const char *const Training = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Training");
const char *const TrainingValue = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "ZeRO-%1, %2, MFU %3 %");
const char *const RecomputeNone = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "no activation recomputation");
const char *const RecomputeSelective = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "selective activation recomputation");
const char *const RecomputeFull = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "full activation recomputation");
const char *const Precision = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Precision");
const char *const PrecisionBf16 = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "BF16 on every GPU");
const char *const PrecisionFp8 = QT_TRANSLATE_NOOP(
    "cq::SizingProposalPdfWriter",
    "FP8 on GPUs with FP8 tensor cores (twice the BF16 dense peak), BF16 on the others; BF16 weights and gradients, "
    "FP32 optimizer states");
const char *const Goal = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Goal");
const char *const GoalDays = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "finish within %1 days, cheapest first");
const char *const GoalBudget = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "at most %1 per run, fastest first");
const char *const GoalNone = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter",
                                               "no deadline or budget: one node first, then the time/cost frontier, cheapest first");
const char *const Term = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Term");
const char *const TermValue = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "%1; money in CNY, VAT included");
const char *const Families = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "GPU families");
const char *const Region = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Pricing region");
const char *const Candidates = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Ranked candidates");
const char *const Nearest = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "%1. The nearest candidates:");
const char *const More = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter",
                                           "... and %1 more that meet the goal at a higher cost or time.");
const char *const Chosen = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter",
                                             "Proposed: candidate %1, %2 (shaded). Its quote follows on the next pages.");
const char *const MemoryCell = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "%1 of %2 usable\n(GPU %3)");
const char *const Verdicts = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Verdicts");
const char *const VerdictOne = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Candidate %1 (%2): %3");
const char *const VerdictMany = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Candidates %1 (%2): %3");
const char *const Notes = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Notes");
const char *const Assumptions = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Assumptions and formulas");
const char *const AssumeGenerated = QT_TRANSLATE_NOOP(
    "cq::SizingProposalPdfWriter",
    "Every candidate is a cluster generated from the catalog (servers, fat-tree fabric, cables) and priced from the "
    "price book as a quote of its own: the generated design validates, analyzes and quotes to the figures of its row.");
const char *const AssumeMemory = QT_TRANSLATE_NOOP(
    "cq::SizingProposalPdfWriter",
    "Memory per GPU: BF16 weights and gradients, the optimizer's states (divided as the ZeRO stage says) and the "
    "activations of the layout TP x PP x DP, held against the part of the GPU's memory a job may fill.");
const char *const AssumeTime = QT_TRANSLATE_NOOP(
    "cq::SizingProposalPdfWriter",
    "Days: the training FLOPs over the GPUs' dense peak at the job's precision (BF16, or FP8 where the GPU has FP8 "
    "tensor cores) at the MFU, plus the communication the analysis predicts for the layout on the generated fabric.");
const char *const AssumeCost = QT_TRANSLATE_NOOP(
    "cq::SizingProposalPdfWriter",
    "Cost per run: the whole periods of the term the run rents, times the candidate's quote total for one period; "
    "per month: the quote total per month on the term. Both with VAT; a range where the quote holds estimates.");
const char *const AssumeVerdict = QT_TRANSLATE_NOOP(
    "cq::SizingProposalPdfWriter",
    "Verdicts follow the deployment guides' rules (one node first, fabric, network per GPU, storage, term); "
    "candidates that are not advised are ranked after the others.");
const char *const Detail = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "Candidate %1 in detail");
// The window's words for the same columns (SizingTableModel).
const char *const ColRank = QT_TRANSLATE_NOOP("cq::SizingTableModel", "#");
const char *const ColCluster = QT_TRANSLATE_NOOP("cq::SizingTableModel", "Cluster");
const char *const ColGpus = QT_TRANSLATE_NOOP("cq::SizingTableModel", "GPUs");
const char *const ColMemory = QT_TRANSLATE_NOOP("cq::SizingTableModel", "Memory per GPU");
const char *const ColPlan = QT_TRANSLATE_NOOP("cq::SizingTableModel", "TP x PP x DP");
const char *const ColDays = QT_TRANSLATE_NOOP("cq::SizingTableModel", "Days");
const char *const ColRunCost = QT_TRANSLATE_NOOP("cq::SizingTableModel", "Cost per run (CNY)");
const char *const ColPerMonth = QT_TRANSLATE_NOOP("cq::SizingTableModel", "Per month (CNY)");
const char *const ColPower = QT_TRANSLATE_NOOP("cq::SizingTableModel", "Power (kW)");
const char *const ColVerdict = QT_TRANSLATE_NOOP("cq::SizingTableModel", "Verdict");
const char *const PriceMissing = QT_TRANSLATE_NOOP("cq::SizingTableModel", "price missing");
} // namespace Text

enum Column { ColRank, ColCluster, ColGpus, ColPlan, ColMemory, ColDays, ColRunCost, ColPerMonth, ColPower, ColVerdict, ColumnCount };
constexpr bool isNumber(int column)
{
    return column == ColRank || column == ColGpus || column == ColDays || column == ColRunCost || column == ColPerMonth
        || column == ColPower;
}

/** The widest word of @p text in @p font plus padding: a column narrower than that breaks a word. */
qreal widestWord(const QString &text, const QFont &font, const QPaintDevice *device, qreal paddingPx)
{
    qreal widest = 0;
    for (const QString &word : QString(text).replace(u'\n', u' ').split(u' ', Qt::SkipEmptyParts))
        widest = qMax(widest, PdfTable::naturalWidth(word, font, device, paddingPx));
    return widest;
}

} // namespace

SizingProposalContent::SizingProposalContent(const SizingProposal &proposal, const DocumentWording &wording,
                                             QPaintDevice *device, qreal widthPx)
    : m_proposal(proposal), m_wording(wording), m_device(device), m_width(widthPx),
      m_body(PdfDocument::textFont(8.5)), m_tableFont(PdfDocument::textFont(kTablePt))
{
    m_blocks << text(title(proposal, wording), 16, true);
    m_blocks.last().paint = [inner = m_blocks.last().paint, this](QPainter *p, const QRectF &r) {
        inner(p, r);
        p->setPen(QPen(kTitleRule, mm(0.5)));
        p->drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()));
    };
    m_blocks.last().heightPx += mm(1.5);
    m_blocks << text(QDate::currentDate().toString(Qt::ISODate), 8, false, mm(1));
    addInputs();
    addTable();
    addVerdicts();
    addAssumptions();
}

SizingProposalContent::~SizingProposalContent() = default;

QString SizingProposalContent::title(const SizingProposal &proposal, const DocumentWording &wording)
{
    const TrainingJob &job = proposal.advice.request.job;
    const QString subject = wording.text(kContext, Text::Subject).arg(job.name, formatScaledCount(job.tokens));
    return wording.text(kContext, Text::TitleSubject).arg(wording.text(kContext, Text::Title), subject);
}

QString SizingProposalContent::word(const char *source) const
{
    return m_wording.text(kContext, source);
}

qreal SizingProposalContent::mm(qreal millimetres) const
{
    return millimetres * m_device->logicalDpiY() / 25.4;
}

PdfBlock SizingProposalContent::text(const QString &s, qreal pt, bool bold, qreal beforePx, qreal indentPx)
{
    m_drawn += s;
    const QFont font = PdfDocument::textFont(pt, bold);
    PdfBlock b;
    b.heightPx = QFontMetricsF(font, m_device)
                     .boundingRect(QRectF(0, 0, m_width - indentPx, 1e6), Qt::TextWordWrap, s)
                     .height();
    b.spaceBeforePx = beforePx;
    b.paint = [s, font, indentPx](QPainter *p, const QRectF &r) {
        p->setPen(Qt::black);
        p->setFont(font);
        p->drawText(r.adjusted(indentPx, 0, 0, 0), Qt::AlignLeft | Qt::TextWordWrap, s);
    };
    return b;
}

PdfBlock SizingProposalContent::heading(const QString &s)
{
    PdfBlock b = text(s, 11, true, mm(4));
    b.keepWithNext = true;
    return b;
}

void SizingProposalContent::addInputs()
{
    const SizingRequest &request = m_proposal.advice.request;
    const TrainingJob &j = request.job;
    const char *recompute = j.recompute == Recompute::None        ? Text::RecomputeNone
                          : j.recompute == Recompute::Selective   ? Text::RecomputeSelective
                                                                  : Text::RecomputeFull;
    QString goal = word(Text::GoalNone);
    if (request.goal.days)
        goal = word(Text::GoalDays).arg(*request.goal.days);
    else if (request.goal.budget)
        goal = word(Text::GoalBudget).arg(formatMoney(*request.goal.budget));
    const QuotePdfText quoteText(m_wording.isChinese() ? QStringLiteral("zh_CN") : QStringLiteral("en"));
    const QuotePdfText::Label term = request.term == Term::Annual   ? QuotePdfText::Label::Annual
                                   : request.term == Term::Hourly   ? QuotePdfText::Label::Hourly
                                                                    : QuotePdfText::Label::Monthly;
    const QStringList families = request.gpuKeys.isEmpty() ? SizingAdvisor::defaultGpuKeys() : request.gpuKeys;
    QList<QPair<QString, QString>> rows{
        {word(Text::Model),
         word(Text::ModelValue)
             .arg(formatScaledCount(j.parameters), countText(j.layers), countText(j.hidden), countText(j.heads),
                  countText(j.sequence), j.source)},
        {word(Text::Data), word(Text::DataValue).arg(formatScaledCount(j.tokens), countText(j.batchTokens))},
        {word(Text::Training), word(Text::TrainingValue).arg(j.zeroStage).arg(word(recompute)).arg(j.mfu * 100, 0, 'g', 3)},
        {word(Text::Precision), word(j.precision == Precision::Fp8 ? Text::PrecisionFp8 : Text::PrecisionBf16)},
        {word(Text::Goal), goal},
        {word(Text::Term), word(Text::TermValue).arg(quoteText.text(term))},
        {word(Text::Families), families.join(QStringLiteral(", "))},
    };
    if (!request.region.isEmpty()) // the price book's regional prices: its own name, as the quote shows it
        rows.insert(rows.size() - 1, {word(Text::Region), request.region});
    m_blocks << heading(word(Text::Job));
    const qreal padding = mm(1.2);
    m_inputs = std::make_unique<PdfTable>(m_device, QList<qreal>{0.18, 0.82}, m_width, padding);
    for (const auto &[label, value] : rows) {
        const QList<PdfCell> cells{PdfCell{label, 1, Qt::AlignLeft, true}, PdfCell{value}};
        m_drawn += label + value;
        PdfBlock b;
        b.heightPx = m_inputs->rowHeight(cells, m_body);
        b.paint = [table = m_inputs.get(), cells, font = m_body](QPainter *p, const QRectF &r) {
            table->paintRow(p, r, cells, font);
        };
        m_blocks << b;
    }
}

QList<PdfCell> SizingProposalContent::rowCells(int index) const
{
    const SizingCandidate &c = m_proposal.shown().at(index);
    const bool chosen = index + 1 == m_proposal.rank;
    QList<PdfCell> cells{PdfCell{QString::number(index + 1), 1, Qt::AlignRight, chosen}, PdfCell{c.label(), 1, Qt::AlignLeft, chosen}};
    if (!c.ok()) { // a nearest candidate that does not fit: why, across the figures
        cells << PdfCell{c.problem, ColumnCount - 2};
        return cells;
    }
    const QString memory = word(Text::MemoryCell)
                               .arg(gigabytesText(c.plan.memory.total.value), gigabytesText(c.plan.memory.usable.value),
                                    gigabytesText(c.gpuMemoryGB * 1e9));
    const QStringList texts{countText(c.gpus),
                            SizingText::plan(c.plan),
                            memory,
                            QString::number(c.time.days(), 'f', 1),
                            c.priced() ? formatMoneyRange(c.runCost) : m_wording.text(kTableContext, Text::PriceMissing),
                            formatMoneyRange(c.perMonth),
                            QString::number(c.powerKw, 'f', 1),
                            m_proposal.verdicts.value(index)};
    for (int i = 0; i < texts.size(); ++i)
        cells << PdfCell{texts.at(i), 1, isNumber(i + 2) ? Qt::AlignRight : Qt::AlignLeft};
    return cells;
}

QList<qreal> SizingProposalContent::columnFractions(const QList<QList<PdfCell>> &rows) const
{
    // Per column the width that keeps every cell on its lines (natural) and the narrowest that
    // breaks no word (least); the head may wrap between words. Between the two as the page allows.
    const qreal padding = mm(1.2);
    QFont bold = m_tableFont;
    bold.setBold(true);
    QList<qreal> natural(ColumnCount, 0), least(ColumnCount, 0);
    for (int i = 0; i < m_head.size(); ++i)
        least[i] = natural[i] = widestWord(m_head.at(i).text, bold, m_device, padding);
    for (const QList<PdfCell> &row : rows) {
        for (int i = 0; i < row.size() && row.at(i).span == 1; ++i) {
            const QFont &font = row.at(i).bold ? bold : m_tableFont;
            natural[i] = qMax(natural[i], PdfTable::naturalWidth(row.at(i).text, font, m_device, padding));
            // A range "a – b" may break after its dash (never before it); the memory and the verdict
            // between words; the cluster's name and the other figures stay whole.
            const QString &cell = row.at(i).text;
            least[i] = qMax(least[i], i == ColRunCost || i == ColPerMonth
                                          ? PdfTable::naturalWidth(QString(cell).replace(QStringLiteral(" \u2013 "), QStringLiteral(" \u2013\n")),
                                                                   font, m_device, padding)
                                      : i == ColMemory || i == ColVerdict
                                          ? widestWord(cell, font, m_device, padding)
                                          : PdfTable::naturalWidth(cell, font, m_device, padding));
        }
    }
    // A price range "a – b" takes two lines in every row alike: the room goes to the words instead.
    natural[ColRunCost] = least.at(ColRunCost);
    natural[ColPerMonth] = least.at(ColPerMonth);
    const qreal sumNatural = std::accumulate(natural.cbegin(), natural.cend(), 0.0);
    const qreal sumLeast = std::accumulate(least.cbegin(), least.cend(), 0.0);
    QList<qreal> widths = natural;
    if (sumNatural > m_width) {
        const qreal t = sumLeast < m_width ? (m_width - sumLeast) / (sumNatural - sumLeast) : 0;
        for (int i = 0; i < ColumnCount; ++i)
            widths[i] = least.at(i) + t * (natural.at(i) - least.at(i));
    }
    const qreal sum = std::accumulate(widths.cbegin(), widths.cend(), 0.0);
    QList<qreal> fractions;
    for (qreal w : std::as_const(widths))
        fractions << w / sum; // spare width shared in proportion; too little: every column shrinks alike
    return fractions;
}

void SizingProposalContent::addTable()
{
    const SizingAdvice &advice = m_proposal.advice;
    m_blocks << heading(word(Text::Candidates));
    if (!advice.ok())
        m_blocks << text(word(Text::Nearest).arg(advice.problem), 8.5, true, mm(1));
    for (const char *head : {Text::ColRank, Text::ColCluster, Text::ColGpus, Text::ColPlan, Text::ColMemory, Text::ColDays,
                             Text::ColRunCost, Text::ColPerMonth, Text::ColPower, Text::ColVerdict}) {
        const int column = int(m_head.size());
        m_head << PdfCell{m_wording.text(kTableContext, head), 1, isNumber(column) ? Qt::AlignRight : Qt::AlignLeft, true};
        m_drawn += m_head.last().text;
    }
    QList<QList<PdfCell>> rows;
    for (int i = 0; i < m_proposal.shown().size(); ++i)
        rows << rowCells(i);
    m_table = std::make_unique<PdfTable>(m_device, columnFractions(rows), m_width, mm(1.2));
    for (int i = 0; i < rows.size(); ++i) {
        const QList<PdfCell> &cells = rows.at(i);
        for (const PdfCell &cell : cells)
            m_drawn += cell.text;
        const QColor background = i + 1 == m_proposal.rank ? kChosenBackground : QColor();
        PdfBlock b;
        b.heightPx = m_table->rowHeight(cells, m_tableFont);
        b.tableRow = true;
        b.spaceBeforePx = i == 0 ? mm(2) : 0;
        b.paint = [table = m_table.get(), cells, font = m_tableFont, background](QPainter *p, const QRectF &r) {
            table->paintRow(p, r, cells, font, background);
        };
        m_blocks << b;
    }
    if (advice.ok() && advice.moreCandidates > 0)
        m_blocks << text(word(Text::More).arg(advice.moreCandidates), 8, false, mm(1));
    const SizingCandidate &chosen = m_proposal.chosen();
    m_blocks << text(word(Text::Chosen).arg(m_proposal.rank).arg(chosen.label()), 9.5, true, mm(3));
}

void SizingProposalContent::addVerdicts()
{
    const QList<SizingCandidate> &shown = m_proposal.shown();
    m_blocks << heading(word(Text::Verdicts));
    // Rows with the same verdict and why share one line ("Candidates 1, 2, 5 (advised): ..."), in rank order.
    QList<QPair<QString, QStringList>> groups; // verdict + why, the ranks
    for (int i = 0; i < shown.size(); ++i) {
        if (!shown.at(i).ok())
            continue;
        const QString key = m_proposal.verdicts.value(i) + u'\n' + m_proposal.whys.value(i);
        auto group = std::find_if(groups.begin(), groups.end(), [&key](const auto &g) { return g.first == key; });
        if (group == groups.end())
            groups.append({key, {QString::number(i + 1)}});
        else
            group->second.append(QString::number(i + 1));
    }
    for (const auto &[key, ranks] : std::as_const(groups))
        m_blocks << text(word(ranks.size() == 1 ? Text::VerdictOne : Text::VerdictMany)
                             .arg(ranks.join(QStringLiteral(", ")), key.section(u'\n', 0, 0), key.section(u'\n', 1)),
                         8, false, mm(0.8));
    if (m_proposal.advice.notes.isEmpty())
        return;
    m_blocks << heading(word(Text::Notes));
    for (const QString &note : m_proposal.advice.notes)
        m_blocks << text(QStringLiteral("\u2022 ") + note, 8, false, mm(0.8));
}

void SizingProposalContent::addAssumptions()
{
    m_blocks << heading(word(Text::Assumptions));
    for (const char *a : {Text::AssumeGenerated, Text::AssumeMemory, Text::AssumeTime, Text::AssumeCost, Text::AssumeVerdict})
        m_blocks << text(QStringLiteral("\u2022 ") + word(a), 8, false, mm(0.8));
    m_blocks << heading(word(Text::Detail).arg(m_proposal.rank));
    // SizingText::details: one line each, sub-lines indented by leading spaces; here the spaces become a margin.
    for (const QString &line : m_proposal.details) {
        qsizetype spaces = 0;
        while (spaces < line.size() && line.at(spaces) == u' ')
            ++spaces;
        m_blocks << text(line.trimmed(), 7.5, spaces == 0, spaces == 0 ? mm(1) : mm(0.4), spaces * mm(1.2));
    }
}

qreal SizingProposalContent::tableHeadHeight() const
{
    return m_table ? m_table->rowHeight(m_head, m_tableFont) : 0;
}

void SizingProposalContent::paintTableHead(QPainter *painter, const QRectF &rect) const
{
    if (m_table)
        m_table->paintRow(painter, rect, m_head, m_tableFont, kHeadBackground);
}

} // namespace cq
