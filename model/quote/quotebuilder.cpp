#include "quotebuilder.h"

#include "currencyconversion.h"
#include "quotetotals.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <vector>

namespace cq {

namespace {

constexpr int kFullShareBp = 10000; // basis points of 100 %
constexpr char kNoSku[] = QT_TRANSLATE_N_NOOP(
    "cq::QuoteBuilder", "%n device(s) have no SKU: their line is priced at 0.");
constexpr char kNegativeVat[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "The price book's VAT rate (%1 basis points) is negative; VAT is taken as 0.");

QString translated(const char *source, int n = -1)
{
    return QCoreApplication::translate(QuoteText::Context, source, nullptr, n);
}

int hoursPerMonth(const PriceBook &book)
{
    return book.hoursPerMonth > 0 ? book.hoursPerMonth : PriceBook::kDefaultHoursPerMonth;
}

/** Distinct SKUs of a device list in first-seen order, with how many devices carry each. */
template<typename Device>
QList<QPair<QString, qint64>> countBySku(const QList<Device> &devices)
{
    QList<QPair<QString, qint64>> counts;
    for (const Device &d : devices) {
        auto it = std::find_if(counts.begin(), counts.end(), [&](const auto &c) { return c.first == d.sku; });
        if (it == counts.end())
            counts.append({d.sku, 1});
        else
            ++it->second;
    }
    return counts;
}

/** What the builder asks for one line; the price book fills in the rest. */
struct LineRequest {
    QString sku;
    qint64 quantity = 0;
    PriceUnit fallbackUnit = PriceUnit::PerMonth; ///< used when the SKU has no price
    QuoteBlock block = QuoteBlock::Hardware;
};

/** Builds one priced line; appends a warning when the price book lacks the SKU. */
PricedLine makeLine(const LineRequest &request, const PriceBook &book, Term term, const QString &region,
                    QStringList *warnings)
{
    PricedLine priced;
    QuoteLine &line = priced.line;
    line.sku = request.sku;
    line.quantity = double(request.quantity);
    const PriceItem *item = book.item(request.sku, region);
    if (item) {
        line.description = item->name;
        line.descriptionZh = item->nameZh;
        line.unit = item->unit;
        line.kind = item->kind;
        line.unitPrice = item->price;
        line.included = item->includedInRent;
        if (const DiscountRule *rule = bestDiscount(book.discountRules, *item, term, request.quantity)) {
            line.discountBasisPoints = rule->discountBasisPoints;
            line.discountName = rule->name;
        }
    } else {
        line.description = line.descriptionZh = request.sku;
        line.unit = request.fallbackUnit;
        line.priceMissing = true; // shown as "price missing", never as 0.00
        if (request.sku.isEmpty())
            warnings->append(translated(kNoSku, int(request.quantity)));
        else
            warnings->append(translated(QuoteText::MissingPrice).arg(request.sku));
    }
    line.block = request.block;
    // One-off, hourly and per-kWh prices are charged as counted whatever the term.
    const bool annual = term == Term::Annual;
    line.unitPrice = QuoteTotals::termUnitPrice(line.unitPrice, line.unit, term, book.hoursPerMonth);
    line.perHour = term == Term::Hourly && QuoteTotals::isMonthlyUnit(line.unit);
    line.months = QuoteTotals::monthsFor(line.unit, term);
    line.shareBasisPoints = annual && item ? book.annualShareBasisPoints(item->family) : kFullShareBp;
    if (!line.included && !line.priceMissing) {
        priced.numerator = lineNumerator(request.quantity * 1000, line.months, line.shareBasisPoints,
                                         line.discountBasisPoints);
        QuoteTotals::setAmount(&priced, warnings);
    }
    return priced;
}

/** The included power line: quantity and note give the servers' full-load kW. */
PricedLine makePowerLine(const Design &design, const PriceBook &book, Term term, const QString &region,
                         QStringList *warnings)
{
    double powerW = 0;
    for (const Server &s : design.servers)
        powerW += s.powerW;
    const QString kW = QString::number(powerW / 1000.0, 'f', 1);
    PricedLine priced = makeLine({QString::fromLatin1(ServiceSku::Power), 0, PriceUnit::PerKwh, QuoteBlock::Services},
                                 book, term, region, warnings);
    priced.numerator = 0;
    priced.line.quantity = kW.toDouble();
    priced.line.included = true;
    priced.line.amount = {};
    priced.line.note = translated(QuoteText::PowerNote).arg(kW);
    return priced;
}

/** Hourly server lines say what one GPU-hour costs: round(monthly / (hours x GPUs)), informational. */
void addGpuHourNote(QuoteLine *line, const Design &design, const PriceBook &book, const QString &region)
{
    const PriceItem *item = book.item(line->sku, region);
    if (!line->perHour || !item || line->priceMissing)
        return;
    auto server = std::find_if(design.servers.cbegin(), design.servers.cend(),
                                [&](const Server &s) { return s.sku == line->sku; });
    if (server == design.servers.cend() || server->gpuCount <= 0)
        return;
    const MoneyRange perGpu = item->price.mulDivRound(1, qint64(hoursPerMonth(book)) * server->gpuCount);
    line->note = translated(QuoteText::GpuHourNote).arg(perGpu.toDecimalString()).arg(server->gpuCount);
}

QList<PricedLine> makeLines(const Design &design, const PriceBook &book, Term term, const QString &region,
                            QStringList *warnings)
{
    QList<PricedLine> lines;
    for (const auto &[sku, count] : countBySku(design.servers)) {
        lines.append(makeLine({sku, count, PriceUnit::PerMonth, QuoteBlock::Hardware}, book, term, region, warnings));
        addGpuHourNote(&lines.last().line, design, book, region);
    }
    for (const auto &[sku, count] : countBySku(design.switches))
        lines.append(makeLine({sku, count, PriceUnit::PerMonth, QuoteBlock::Network}, book, term, region, warnings));
    if (const int ports = cabledInfiniBandPortCount(design); ports > 0)
        lines.append(makeLine({QString::fromLatin1(ServiceSku::IbPort), ports, PriceUnit::PerPortMonth,
                               QuoteBlock::Network}, book, term, region, warnings));
    if (const int mbps = design.quote.publicBandwidthMbps; mbps > 0)
        lines.append(makeLine({QString::fromLatin1(ServiceSku::Bandwidth), mbps, PriceUnit::PerMbpsMonth,
                               QuoteBlock::Network}, book, term, region, warnings));
    if (!design.servers.isEmpty())
        lines.append(makePowerLine(design, book, term, region, warnings));
    return lines;
}

QuoteSettings settingsFor(const Design &design, Term term)
{
    QuoteSettings settings = design.quote;
    if (!settings.date.isValid())
        settings.date = QDate::currentDate();
    if (settings.quoteNumber.isEmpty())
        settings.quoteNumber = QStringLiteral("CQ-") + settings.date.toString(QStringLiteral("yyyyMMdd"));
    settings.term = term;
    return settings;
}

} // namespace

MoneyRange lineAmount(const MoneyRange &unitPrice, qint64 quantity, int months, int shareBasisPoints)
{
    return lineAmountMilli(unitPrice, quantity * 1000, months, shareBasisPoints, 0);
}

qint64 lineNumerator(qint64 quantityMilli, int months, int shareBasisPoints, int discountBasisPoints)
{
    // <= 10^9 x 12 x 10^4 x 10^4 = 1.2 x 10^18 < 2^63 for the documented ranges.
    return quantityMilli * months * shareBasisPoints * (kFullShareBp - discountBasisPoints);
}

MoneyRange lineAmountMilli(const MoneyRange &unitPrice, qint64 quantityMilli, int months, int shareBasisPoints,
                           int discountBasisPoints)
{
    return unitPrice.mulDivRound(lineNumerator(quantityMilli, months, shareBasisPoints, discountBasisPoints),
                                 kLineDenominator);
}

int cabledInfiniBandPortCount(const Design &design)
{
    // The IB switches by id once, then (switch, port) pairs sorted and counted: a lookup of
    // the switch list per cable end made every quote of a 1,024-server design (49,000 ends,
    // 640 switches) cost 72 million instructions, a fifth of a drop in the main window.
    QHash<QUuid, int> ibSwitch;
    for (const Switch &sw : design.switches) {
        if (sw.kind == LinkKind::InfiniBand)
            ibSwitch.insert(sw.id, int(ibSwitch.size()));
    }
    std::vector<std::pair<int, int>> ends;
    ends.reserve(2 * design.cables.size());
    for (const Cable &cable : design.cables) {
        for (const PortRef &end : {cable.a, cable.b}) {
            if (const auto it = ibSwitch.constFind(end.device); it != ibSwitch.cend())
                ends.emplace_back(*it, end.port);
        }
    }
    std::sort(ends.begin(), ends.end());
    return int(std::unique(ends.begin(), ends.end()) - ends.begin());
}

Quote buildQuote(const Design &design, const PriceBook &priceBook, Term term)
{
    return buildQuote(design, priceBook, term, design.quote.extras);
}

Quote buildQuote(const Design &design, const PriceBook &priceBook, Term term, const QuoteExtras &extras)
{
    Quote quote;
    quote.settings = settingsFor(design, term);
    quote.currency = priceBook.currency;
    quote.pricesIncludeVat = priceBook.pricesIncludeVat;
    quote.vatBasisPoints = priceBook.vatBasisPoints;
    quote.roundingPolicy = priceBook.roundingPolicy;
    quote.region = extras.region;
    quote.hoursPerMonth = hoursPerMonth(priceBook);
    if (quote.vatBasisPoints < 0) {
        quote.warnings.append(translated(kNegativeVat).arg(quote.vatBasisPoints));
        quote.vatBasisPoints = 0;
    }
    QList<PricedLine> lines = makeLines(design, priceBook, term, extras.region, &quote.warnings);
    for (const ManualLine &manual : extras.manualLines)
        lines.append(QuoteTotals::manualLine(manual, term, priceBook.hoursPerMonth, &quote.warnings));
    lines += QuoteTotals::hiddenFeeLines(extras, term, priceBook.hoursPerMonth, &quote.warnings);
    if (extras.contingency)
        lines += QuoteTotals::contingencyLines(lines);
    for (const PricedLine &p : std::as_const(lines))
        quote.lines.append(p.line);
    for (int f = 0; f < int(HiddenFee::Count); ++f)
        quote.checklist.append(extras.check(HiddenFee(f)));
    QuoteTotals::addTotals(&quote, lines);
    quote.roundingRule = translated(priceBook.roundingPolicy == RoundingPolicy::PerLine
                                        ? QuoteText::RoundingRule : QuoteText::RoundingRulePerDocument);
    if (term == Term::Hourly)
        quote.assumptions.append(translated(QuoteText::HourlyRule).arg(hoursPerMonth(priceBook)));
    if (extras.currency == QLatin1String("USD") && priceBook.currency == QLatin1String("CNY"))
        return convertToUsd(quote, priceBook.cnyPerUsdE4,
                            priceBook.usdRateDate.isValid() ? priceBook.usdRateDate : priceBook.effectiveDate);
    return quote;
}

} // namespace cq
