#include "quotetotals.h"

#include "quotebuilder.h"

#include <QCoreApplication>

namespace cq::QuoteTotals {

namespace {

constexpr int kFullBp = 10000; // VAT and contingency rates are basis points
constexpr qint64 kMaxQuantityMilli = 1000000000; // 1,000,000 units keeps every product inside qint64
constexpr char kBadManual[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "Manual line \"%1\": quantity %2 or discount %3 is out of range; priced at 0.");

QString blockName(QuoteBlock block, bool chinese)
{
    switch (block) {
    case QuoteBlock::Hardware: return chinese ? QStringLiteral("硬件") : QStringLiteral("hardware");
    case QuoteBlock::Network: return chinese ? QStringLiteral("网络") : QStringLiteral("network");
    case QuoteBlock::Services: return chinese ? QStringLiteral("服务") : QStringLiteral("services");
    }
    return {};
}

QuoteBlock feeBlock(HiddenFee fee)
{
    switch (fee) {
    case HiddenFee::IbPortFees:
    case HiddenFee::Bandwidth95th:
    case HiddenFee::ExtraPublicIps:
    case HiddenFee::CrossRegionTraffic:
        return QuoteBlock::Network;
    default:
        return QuoteBlock::Services;
    }
}

constexpr char kOverflow[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "Line \"%1\": the amount is too large to be represented exactly; it is not priced.");
constexpr char kTotalOverflow[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "The quote's %1 is too large to be represented exactly; it is shown as 0.");

/**
 * Subtotal, VAT and total of the lines with oneOff == @p oneOff. Per line: the sums of the rounded
 * amounts and of each line's VAT (set here on @p quote's lines). Per document: the lines summed
 * exactly, rounded once, VAT on that. VAT inside a gross amount g is g x r / (1 + r); added VAT is
 * n x r. An overflow adds a warning to @p quote and leaves the figure at 0.
 */
QuoteSum sumOf(Quote *quote, const QList<PricedLine> &lines, bool oneOff)
{
    const int vatBp = quote->vatBasisPoints;
    const qint64 vatDen = quote->pricesIncludeVat ? kFullBp + vatBp : kFullBp;
    QuoteSum sum;
    bool ok = true;
    const auto check = [&](const char *what) {
        if (!ok)
            quote->warnings.append(QCoreApplication::translate(QuoteText::Context, kTotalOverflow)
                                       .arg(QString::fromLatin1(what)));
        const bool was = ok;
        ok = true;
        return was;
    };
    if (quote->roundingPolicy == RoundingPolicy::PerLine) {
        for (QuoteLine &line : quote->lines) {
            if (line.oneOff != oneOff)
                continue;
            line.vat = line.amount.mulDivRound(vatBp, vatDen, &ok);
            check("VAT");
            sum.subtotal += line.amount;
            sum.vat += line.vat;
        }
    } else {
        QList<QPair<Money, Int128>> mins, maxs;
        for (const PricedLine &p : lines) {
            if (p.line.oneOff != oneOff)
                continue;
            const MoneyRange price = chargedUnitPrice(p.line);
            mins.append({price.min, p.numerator});
            maxs.append({price.max, p.numerator});
        }
        bool maxOk = true;
        sum.subtotal = {Money::sumMulDivRoundWide(mins, kLineDenominator, &ok),
                        Money::sumMulDivRoundWide(maxs, kLineDenominator, &maxOk)};
        ok = ok && maxOk;
        if (!check("subtotal"))
            sum.subtotal = {};
        sum.vat = sum.subtotal.mulDivRound(vatBp, vatDen, &ok);
        check("VAT");
    }
    sum.total = quote->pricesIncludeVat ? sum.subtotal : sum.subtotal + sum.vat;
    return sum;
}

} // namespace

Int128 lineFactor(const QuoteLine &line, qint64 quantityMilli)
{
    return lineNumerator(quantityMilli, line.months, line.sharePpm, line.targetPrice ? 0 : line.discountPpm);
}

MoneyRange chargedUnitPrice(const QuoteLine &line)
{
    return line.targetPrice ? MoneyRange::fixed(*line.targetPrice) : line.unitPrice;
}

bool isMonthlyUnit(PriceUnit unit)
{
    return unit == PriceUnit::PerMonth || unit == PriceUnit::PerPortMonth || unit == PriceUnit::PerMbpsMonth
        || unit == PriceUnit::Kw || unit == PriceUnit::PerTbMonth;
}

int monthsFor(PriceUnit unit, Term term)
{
    return term == Term::Annual && isMonthlyUnit(unit) ? 12 : 1;
}

MoneyRange termUnitPrice(const MoneyRange &monthly, PriceUnit unit, Term term, int hoursPerMonth)
{
    if (term != Term::Hourly || !isMonthlyUnit(unit))
        return monthly;
    return monthly.mulDivRound(1, hoursPerMonth > 0 ? hoursPerMonth : PriceBook::kDefaultHoursPerMonth);
}

void setAmount(PricedLine *priced, QStringList *warnings)
{
    bool ok = true;
    priced->line.amount = chargedUnitPrice(priced->line).mulDivRoundWide(priced->numerator, kLineDenominator, &ok);
    if (ok)
        return;
    priced->line.amount = {};
    priced->numerator = 0;
    priced->line.priceMissing = true;
    warnings->append(QCoreApplication::translate(QuoteText::Context, kOverflow).arg(priced->line.description));
}

PricedLine manualLine(const ManualLine &manual, Term term, int hoursPerMonth, QStringList *warnings)
{
    PricedLine priced;
    QuoteLine &line = priced.line;
    line.sku = QStringLiteral("MANUAL");
    line.description = manual.description;
    line.descriptionZh = manual.descriptionZh.isEmpty() ? manual.description : manual.descriptionZh;
    line.quantity = double(manual.quantityMilli) / 1000.0;
    line.unit = manual.unit;
    line.kind = manual.kind;
    line.unitPrice = termUnitPrice(manual.unitPrice, manual.unit, term, hoursPerMonth);
    line.perHour = term == Term::Hourly && isMonthlyUnit(manual.unit);
    line.months = monthsFor(manual.unit, term);
    line.oneOff = manual.unit == PriceUnit::OneOff;
    line.included = manual.included;
    line.block = manual.block;
    line.origin = QuoteLine::Origin::Manual;
    line.discountPpm = manual.discountPpm;
    const bool targetValid = !manual.targetPrice
        || (manual.unitPrice.isFixed() && *manual.targetPrice >= Money() && *manual.targetPrice <= manual.unitPrice.min);
    if (manual.targetPrice && targetValid) {
        DiscountRule byTarget;
        byTarget.targetPrice = manual.targetPrice;
        line.discountPpm = discountPpmOn(byTarget, manual.unitPrice.min);
        line.targetPrice = termUnitPrice(MoneyRange::fixed(*manual.targetPrice), manual.unit, term, hoursPerMonth).min;
    }
    const bool valid = manual.quantityMilli >= 0 && manual.quantityMilli <= kMaxQuantityMilli
        && Ppm::isValid(manual.discountPpm) && targetValid;
    if (!valid) {
        warnings->append(QCoreApplication::translate(QuoteText::Context, kBadManual)
                             .arg(manual.description).arg(line.quantity).arg(Ppm::toPercentText(manual.discountPpm)));
        return priced;
    }
    if (!line.included) {
        priced.numerator = lineFactor(line, manual.quantityMilli);
        setAmount(&priced, warnings);
    }
    return priced;
}

QList<PricedLine> hiddenFeeLines(const QuoteExtras &extras, Term term, int hoursPerMonth, QStringList *warnings)
{
    QList<PricedLine> result;
    for (int f = 0; f < int(HiddenFee::Count); ++f) {
        const HiddenFeeCheck check = extras.check(HiddenFee(f));
        if (check.state != HiddenFeeCheck::State::Priced)
            continue;
        PricedLine priced;
        QuoteLine &line = priced.line;
        line.sku = QStringLiteral("FEE-") + hiddenFeeKey(check.fee);
        line.description = hiddenFeeName(check.fee);
        line.descriptionZh = hiddenFeeNameZh(check.fee);
        line.quantity = 1;
        line.kind = check.price.isFixed() ? PriceKind::List : PriceKind::Estimate;
        line.unitPrice = termUnitPrice(check.price, PriceUnit::PerMonth, term, hoursPerMonth);
        line.perHour = term == Term::Hourly;
        line.months = monthsFor(PriceUnit::PerMonth, term);
        line.note = check.note;
        line.block = feeBlock(check.fee);
        line.origin = QuoteLine::Origin::HiddenFee;
        priced.numerator = lineFactor(line, 1000);
        setAmount(&priced, warnings);
        result.append(priced);
    }
    return result;
}

QList<PricedLine> contingencyLines(const QList<PricedLine> &lines)
{
    // Per block, one line on the recurring amounts and one on the one-off amounts: the margin on
    // a month's rent recurs with it, the margin on the cables is paid once with them.
    QList<PricedLine> result;
    for (QuoteBlock block : {QuoteBlock::Hardware, QuoteBlock::Network, QuoteBlock::Services}) {
        for (bool oneOff : {false, true}) {
            MoneyRange sum;
            bool estimate = false;
            for (const PricedLine &p : lines) {
                if (p.line.block == block && !p.line.included && p.line.oneOff == oneOff) {
                    sum += p.line.amount;
                    estimate = estimate || p.line.isEstimate();
                }
            }
            if (sum.max == Money())
                continue;
            PricedLine priced;
            QuoteLine &line = priced.line;
            line.sku = QStringLiteral("CONTINGENCY");
            line.description = QCoreApplication::translate(QuoteText::Context, QuoteText::ContingencyLine)
                                   .arg(blockName(block, false));
            line.descriptionZh = QString::fromUtf8(QuoteText::ContingencyLineZh).arg(blockName(block, true));
            line.quantity = 1;
            line.unit = PriceUnit::OneOff; // a lump sum: 20 % of the block's amounts for the term
            line.oneOff = oneOff;
            line.kind = estimate ? PriceKind::Estimate : PriceKind::List;
            line.unitPrice = sum.mulDivRound(kContingencyBasisPoints, kFullBp);
            line.amount = line.unitPrice;
            line.block = block;
            line.origin = QuoteLine::Origin::Contingency;
            // Exact: the rounded amount itself, so per-document sums see the same figure.
            priced.numerator = kLineDenominator;
            result.append(priced);
        }
    }
    return result;
}

void addTotals(Quote *quote, const QList<PricedLine> &lines)
{
    // The recurring and the one-off lines are totalled apart, each under the rounding policy;
    // the quote's figures are their sums, so the two parts always add up to what is shown.
    quote->recurring = sumOf(quote, lines, false);
    quote->oneOff = sumOf(quote, lines, true);
    quote->subtotal = quote->recurring.subtotal + quote->oneOff.subtotal;
    quote->vat = quote->recurring.vat + quote->oneOff.vat;
    quote->total = quote->recurring.total + quote->oneOff.total;
}

} // namespace cq::QuoteTotals
