#include "currencyconversion.h"

#include "quotebuilder.h"
#include "quotetotals.h"

#include <QCoreApplication>

namespace cq {

namespace {

constexpr qint64 kRateScale = 10000; // cnyPerUsdE4 is CNY per USD x 10^4

constexpr char kRateAssumption[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Amounts are in USD at %1 CNY per USD (rate of %2): each unit price is converted once and rounded to the cent; "
    "a line's USD amount = that unit price x quantity x months x share x (1 - discount), rounded once to the cent, "
    "halves away from zero; VAT is rounded per line and the totals are the sums of the lines.");
constexpr char kRateAssumptionPerDocument[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Amounts are in USD at %1 CNY per USD (rate of %2): each unit price is converted once and rounded to the cent; "
    "a line's USD amount = that unit price x quantity x months x share x (1 - discount); the lines are summed "
    "exactly, the subtotal is rounded once to the cent, halves away from zero, and VAT is computed on it.");
constexpr char kBadRate[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "The price book's USD rate (%1) is not positive; the quote stays in CNY.");
constexpr char kRateOverflow[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "An amount is too large to convert to USD exactly; the quote stays in CNY.");

QString tr(const char *text)
{
    return QCoreApplication::translate(QuoteText::Context, text);
}

} // namespace

QString usdRateText(qint64 cnyPerUsdE4)
{
    return QStringLiteral("%1.%2").arg(cnyPerUsdE4 / kRateScale).arg(cnyPerUsdE4 % kRateScale, 4, 10, QLatin1Char('0'));
}

Quote convertToUsd(const Quote &cny, qint64 cnyPerUsdE4, const QDate &rateDate)
{
    if (cny.currency == QLatin1String("USD"))
        return cny;
    if (cnyPerUsdE4 <= 0) {
        Quote unchanged = cny;
        unchanged.warnings.append(tr(kBadRate).arg(cnyPerUsdE4));
        return unchanged;
    }
    bool allOk = true;
    const auto usd = [&](const MoneyRange &r) {
        bool ok = true;
        const MoneyRange converted = r.mulDivRound(kRateScale, cnyPerUsdE4, &ok);
        allOk = allOk && ok;
        return converted;
    };
    Quote q = cny;
    q.currency = QStringLiteral("USD");
    q.cnyPerUsdE4 = cnyPerUsdE4;
    q.usdRateDate = rateDate;
    // The shown USD unit price is what the line multiplies: amount = round(usd unit x factor).
    QList<PricedLine> priced;
    for (QuoteLine &line : q.lines) {
        const bool charged = line.amount != MoneyRange{};
        line.unitPrice = usd(line.unitPrice);
        if (line.targetPrice)
            line.targetPrice = usd(MoneyRange::fixed(*line.targetPrice)).min;
        PricedLine p{line, 0};
        p.line.amount = {};
        if (charged) {
            p.numerator = QuoteTotals::lineFactor(line, qRound64(line.quantity * 1000));
            QuoteTotals::setAmount(&p, &q.warnings);
        }
        line = p.line;
        priced.append(p);
    }
    QuoteTotals::addTotals(&q, priced);
    if (!allOk) {
        Quote unchanged = cny;
        unchanged.warnings.append(tr(kRateOverflow));
        return unchanged;
    }
    const QString date = rateDate.isValid() ? rateDate.toString(Qt::ISODate) : QStringLiteral("-");
    q.assumptions.append(tr(q.roundingPolicy == RoundingPolicy::PerLine ? kRateAssumption : kRateAssumptionPerDocument)
                             .arg(usdRateText(cnyPerUsdE4), date));
    return q;
}

} // namespace cq
