#include "quotepdfsections.h"

#include "pdfwrappedtext.h"
#include "quotepdfcontent.h"
#include "topologypainter.h"
#include "format/moneyformat.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>

namespace cq {

namespace {
using L = QuotePdfText::Label;
const QColor kOpenFee(0xB4, 0x23, 0x18); // an unconfirmed hidden fee stands out
} // namespace

QuotePdfSections::QuotePdfSections(const Quote &quote, const QuotePdfOptions &options, const QuotePdfText &text,
                                   QPaintDevice *device, qreal widthPx)
    : m_quote(quote), m_options(options), m_text(text), m_device(device), m_widthPx(widthPx),
      m_body(QuotePdfContent::textFont(8.5)), m_bold(QuotePdfContent::textFont(8.5, true))
{
    m_mono = m_body;
    m_mono.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Noto Sans CJK SC")});
    m_mono.setPointSizeF(7.5);
}

qreal QuotePdfSections::mm(qreal millimetres) const
{
    return millimetres * m_device->logicalDpiY() / 25.4;
}

QList<PdfBlock> QuotePdfSections::blocks() const
{
    return checklistBlocks() + comparisonBlocks() + topologyBlocks() + assumptionBlocks() + acceptanceBlocks();
}

PdfBlock QuotePdfSections::titleBlock(const QString &title) const
{
    PdfBlock block;
    block.heightPx = QFontMetricsF(m_bold, m_device).height() + mm(1);
    block.spaceBeforePx = mm(5);
    block.keepWithNext = true; // a section title never ends a page
    block.paint = [this, title](QPainter *p, const QRectF &rect) {
        p->setFont(m_bold);
        p->setPen(Qt::black);
        p->drawText(rect, Qt::AlignLeft | Qt::AlignTop, title);
    };
    return block;
}

PdfBlock QuotePdfSections::textBlock(const QString &text, const QFont &font, qreal indentPx) const
{
    PdfBlock block;
    // Wrapped inside the margin even where a note holds a word longer than the line.
    block.heightPx = PdfWrappedText::height(text, font, m_widthPx - indentPx, m_device);
    block.spaceBeforePx = mm(0.8);
    block.paint = [text, font, indentPx](QPainter *p, const QRectF &rect) {
        PdfWrappedText::draw(p, rect.adjusted(indentPx, 0, 0, 0), text, font);
    };
    return block;
}

QString QuotePdfSections::feeLine(const HiddenFeeCheck &check) const
{
    const QString name = m_text.isChinese() ? hiddenFeeNameZh(check.fee) : hiddenFeeName(check.fee);
    QString state;
    switch (check.state) {
    case HiddenFeeCheck::State::Priced:
        if (check.fee == HiddenFee::SpecialVatInvoice && check.fromQuote) { // the quote's own VAT rate
            const QString rate = QString::number(m_quote.vatBasisPoints / 100.0);
            state = m_text.text(L::FeePriced)
                + m_text.wording().text("cq::QuotePdfText",
                                        QT_TRANSLATE_NOOP("cq::QuotePdfText", " (VAT %1 % on every line)"))
                      .arg(rate);
            break;
        }
        state = m_text.text(L::FeePriced) + QStringLiteral(" (%1)").arg(formatMoneyRange(check.price, m_quote.currency,
                                                                                          RangeStyle::Compact));
        break;
    case HiddenFeeCheck::State::Included:
        // Set from the quote's own lines: the servers' price includes it.
        state = m_text.text(check.fromQuote ? L::FeeInServerPrice : L::FeeIncluded);
        break;
    case HiddenFeeCheck::State::NotApplicable: state = m_text.text(L::FeeNotApplicable); break;
    case HiddenFeeCheck::State::Unchecked: state = m_text.text(L::FeeUnchecked); break;
    }
    const QString note = check.note.isEmpty() ? QString() : QStringLiteral(" - ") + check.note;
    return QStringLiteral("- %1: %2%3").arg(name, state, note);
}

QList<PdfBlock> QuotePdfSections::checklistBlocks() const
{
    if (!m_options.checklist || m_quote.checklist.isEmpty())
        return {};
    QList<PdfBlock> result{titleBlock(m_text.text(L::ChecklistTitle))};
    for (const HiddenFeeCheck &check : m_quote.checklist) {
        PdfBlock line = textBlock(feeLine(check), m_body, mm(2));
        if (check.state == HiddenFeeCheck::State::Unchecked) {
            const auto paint = line.paint;
            line.paint = [paint](QPainter *p, const QRectF &rect) {
                p->setPen(kOpenFee);
                paint(p, rect);
            };
        }
        result.append(line);
    }
    return result;
}

QList<PdfBlock> QuotePdfSections::comparisonBlocks() const
{
    if (!m_options.comparison)
        return {};
    const TermComparison &c = *m_options.comparison;
    const auto money = [this](const MoneyRange &r) { return formatMoneyRange(r, m_quote.currency, RangeStyle::Compact); };
    const QString months = QString::number(c.savingMonthsTenths / 10.0, 'f', 1);
    const QString twelve = money(c.twelveMonthly);
    const QString annual = money(c.annualTotal);
    QString text;
    switch (c.outcome) { // a saving is only spoken of when there is one
    case TermComparison::Outcome::Saves:
        text = m_text.text(L::ComparisonText).arg(twelve, annual, money(c.saving), months);
        break;
    case TermComparison::Outcome::Same:
        text = m_text.text(L::ComparisonSame).arg(twelve, annual);
        break;
    case TermComparison::Outcome::CostsMore:
        text = m_text.text(L::ComparisonMore).arg(twelve, annual, money({Money() - c.saving.max, Money() - c.saving.min}));
        break;
    case TermComparison::Outcome::Depends:
        text = m_text.text(L::ComparisonMixed).arg(twelve, annual, money(MoneyRange::fixed(c.saving.max)),
                                                   money(MoneyRange::fixed(Money() - c.saving.min)));
        break;
    }
    return {titleBlock(m_text.text(L::ComparisonTitle)), textBlock(text, m_body)};
}

QList<PdfBlock> QuotePdfSections::topologyBlocks() const
{
    if (!m_options.topology)
        return {};
    const Design &design = *m_options.topology;
    const qreal unit = mm(1);
    const TopologyLayout layout = TopologyLayout::make(design, m_widthPx / unit);
    if (layout.boxes().isEmpty())
        return {};
    // A summarised diagram carries its explanation in the same block, so that the two (and the
    // title kept with them) never land on different pages.
    const QString why = TopologyPainter::caption(layout, m_text);
    const qreal whyHeight = why.isEmpty() ? 0 : PdfWrappedText::height(why, m_body, m_widthPx, m_device) + mm(2);
    PdfBlock diagram;
    diagram.heightPx = whyHeight + layout.heightMm() * unit;
    diagram.spaceBeforePx = mm(1);
    diagram.paint = [this, design, layout, unit, why, whyHeight](QPainter *p, const QRectF &rect) {
        p->setPen(Qt::black);
        PdfWrappedText::draw(p, rect, why, m_body);
        TopologyPainter::paint(p, rect.adjusted(0, whyHeight, 0, 0), layout, design, m_text, m_body, unit);
    };
    return {titleBlock(m_text.text(L::TopologyTitle)), diagram};
}

QStringList QuotePdfSections::assumptions() const
{
    return QStringList{m_text.text(L::AssumptionSameFabric), m_text.text(L::AssumptionPrices)} + m_quote.assumptions
        + m_options.assumptions;
}

QList<PdfBlock> QuotePdfSections::assumptionBlocks() const
{
    QList<PdfBlock> result{titleBlock(m_text.text(L::AssumptionsTitle))};
    for (const QString &assumption : assumptions())
        result.append(textBlock(QStringLiteral("- ") + assumption, m_body, mm(2)));
    return result;
}

QStringList QuotePdfSections::acceptanceLines() const
{
    const QuoteAcceptance &a = m_options.acceptance;
    // Two decimals, as nccl-tests prints busbw and `accept` states its prediction: the same figure.
    const auto gbps = [](double v) { return QString::number(v, 'f', 2); };
    if (a.ascend) {
        // HCCL Test prints alg_bandwidth: busbw / (2(n-1)/n), the nccl-tests all-reduce factor.
        const auto algbw = [](double busbw, int ranks) { return ranks > 1 ? busbw * ranks / (2.0 * (ranks - 1)) : busbw; };
        const int ranks = a.nodes * a.gpusPerNode;
        QStringList lines{m_text.text(L::AcceptanceTopoAscend),
                          m_text.text(L::AcceptancePortsAscend).arg(QString::number(a.fabricPortRateGbps * 1000, 'f', 0)),
                          m_text.text(L::AcceptanceIntraAscend).arg(a.gpusPerNode)
                              .arg(gbps(algbw(a.intraNodeBusbwGBps, a.gpusPerNode)), gbps(a.intraNodeBusbwGBps))};
        if (a.nodes > 1)
            lines << m_text.text(L::AcceptanceInterAscend).arg(a.nodes).arg(ranks).arg(a.gpusPerNode)
                         .arg(gbps(algbw(a.interNodeBusbwGBps, ranks)), gbps(a.interNodeBusbwGBps));
        return lines;
    }
    // Plain Ethernet has no RDMA to check, and nccl-tests run over NCCL's socket transport.
    const QString ports = a.efa ? m_text.text(L::AcceptanceEfa).arg(QString::number(a.fabricPortRateGbps, 'f', 0))
        : a.ethernetPorts
        ? m_text.text(a.rdma ? L::AcceptanceEthtool : L::AcceptanceEthtoolTcp).arg(QString::number(a.fabricPortRateGbps * 1000, 'f', 0))
        : m_text.text(L::AcceptanceIb).arg(QString::number(a.fabricPortRateGbps, 'f', 0));
    const QString topo = a.nvlink ? a.topoPattern : m_text.text(L::AcceptanceNoNvLink).arg(a.topoPattern);
    QStringList lines{m_text.text(L::AcceptanceTopo).arg(topo), ports,
                      m_text.text(L::AcceptanceIntra).arg(a.gpusPerNode).arg(gbps(a.intraNodeBusbwGBps))};
    if (a.nodes > 1)
        lines << m_text.text(a.efa ? L::AcceptanceInterEfa : a.rdma ? L::AcceptanceInter : L::AcceptanceInterSockets)
                     .arg(a.nodes).arg(a.nodes * a.gpusPerNode).arg(gbps(a.interNodeBusbwGBps));
    return lines;
}

QList<PdfBlock> QuotePdfSections::acceptanceBlocks() const
{
    if (m_options.acceptance.isEmpty())
        return {};
    QList<PdfBlock> result{titleBlock(m_text.text(L::AcceptanceTitle)),
                           textBlock(m_text.text(L::AcceptanceIntro), m_body)};
    for (const QString &line : acceptanceLines())
        result.append(textBlock(QStringLiteral("- ") + line, m_mono, mm(2)));
    const L bar = m_options.acceptance.ascend ? L::AcceptanceBarAscend : L::AcceptanceBar;
    result.append(textBlock(m_text.text(bar).arg(QString::number(100 * m_options.acceptance.passRatio, 'f', 0)), m_body));
    return result;
}

QString QuotePdfSections::drawnText() const
{
    QString text = assumptions().join(QString());
    for (const HiddenFeeCheck &check : m_quote.checklist)
        text += feeLine(check);
    if (!m_options.acceptance.isEmpty())
        text += acceptanceLines().join(QString());
    if (m_options.topology) {
        for (const Server &s : m_options.topology->servers)
            text += s.name + s.sku;
        for (const Switch &s : m_options.topology->switches)
            text += s.name + s.sku;
        for (const Room &r : m_options.topology->rooms)
            text += r.name;
    }
    return text;
}

} // namespace cq
