#include "quotebuilder.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace cq {

namespace {

constexpr int kFullShareBp = 10000; // basis points of 100 %
constexpr char kNoSku[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "%n device(s) have no SKU: their line is priced at 0.");
constexpr char kNegativeVat[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "The price book's VAT rate (%1 basis points) is negative; VAT is taken as 0.");

QString translated(const char *source, int n = -1)
{
    return QCoreApplication::translate(QuoteText::Context, source, nullptr, n);
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
};

/** Builds one priced line; appends a warning when the price book lacks the SKU. */
QuoteLine makeLine(const LineRequest &request, const PriceBook &book, Term term, QStringList *warnings)
{
    QuoteLine line;
    line.sku = request.sku;
    line.quantity = double(request.quantity);
    const PriceItem *item = book.item(request.sku);
    if (item) {
        line.description = item->name;
        line.descriptionZh = item->nameZh;
        line.unit = item->unit;
        line.kind = item->kind;
        line.unitPrice = item->price;
        line.included = item->includedInRent;
    } else {
        line.description = line.descriptionZh = request.sku;
        line.unit = request.fallbackUnit;
        if (request.sku.isEmpty())
            warnings->append(translated(kNoSku, int(request.quantity)));
        else
            warnings->append(translated(QuoteText::MissingPrice).arg(request.sku));
    }
    // A one-off fee is charged once whatever the term; everything else is per month.
    const bool annual = term == Term::Annual;
    line.months = annual && line.unit != PriceUnit::OneOff ? 12 : 1;
    line.shareBasisPoints = annual && item ? book.annualShareBasisPoints(item->family) : kFullShareBp;
    if (!line.included)
        line.amount = lineAmount(line.unitPrice, request.quantity, line.months, line.shareBasisPoints);
    return line;
}

/** The included power line: quantity and note give the servers' full-load kW. */
QuoteLine makePowerLine(const Design &design, const PriceBook &book, Term term, QStringList *warnings)
{
    double powerW = 0;
    for (const Server &s : design.servers)
        powerW += s.powerW;
    const QString kW = QString::number(powerW / 1000.0, 'f', 1);
    QuoteLine line = makeLine({QString::fromLatin1(ServiceSku::Power), 0, PriceUnit::PerKwh}, book, term, warnings);
    line.quantity = kW.toDouble();
    line.included = true;
    line.amount = {};
    line.note = translated(QuoteText::PowerNote).arg(kW);
    return line;
}

QList<QuoteLine> makeLines(const Design &design, const PriceBook &book, Term term, QStringList *warnings)
{
    QList<QuoteLine> lines;
    for (const auto &[sku, count] : countBySku(design.servers))
        lines.append(makeLine({sku, count, PriceUnit::PerMonth}, book, term, warnings));
    for (const auto &[sku, count] : countBySku(design.switches))
        lines.append(makeLine({sku, count, PriceUnit::PerMonth}, book, term, warnings));
    if (const int ports = cabledInfiniBandPortCount(design); ports > 0)
        lines.append(makeLine({QString::fromLatin1(ServiceSku::IbPort), ports, PriceUnit::PerPortMonth},
                              book, term, warnings));
    if (const int mbps = design.quote.publicBandwidthMbps; mbps > 0)
        lines.append(makeLine({QString::fromLatin1(ServiceSku::Bandwidth), mbps, PriceUnit::PerMbpsMonth},
                              book, term, warnings));
    if (!design.servers.isEmpty())
        lines.append(makePowerLine(design, book, term, warnings));
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

/** Fills subtotal, VAT and total from the lines (VAT added, or contained in the prices). */
void addTotals(Quote *quote)
{
    for (const QuoteLine &line : std::as_const(quote->lines))
        quote->subtotal += line.amount;
    const int vatBp = quote->vatBasisPoints;
    if (quote->pricesIncludeVat) {
        // Gross prices: the VAT inside a gross amount g is g x r / (1 + r).
        quote->vat = quote->subtotal.mulDivRound(vatBp, kFullShareBp + vatBp);
        quote->total = quote->subtotal;
    } else {
        quote->vat = quote->subtotal.mulDivRound(vatBp, kFullShareBp);
        quote->total = quote->subtotal + quote->vat;
    }
}

} // namespace

MoneyRange lineAmount(const MoneyRange &unitPrice, qint64 quantity, int months, int shareBasisPoints)
{
    return unitPrice.mulDivRound(quantity * months * shareBasisPoints, kFullShareBp);
}

int cabledInfiniBandPortCount(const Design &design)
{
    QSet<PortRef> ports;
    for (const Cable &cable : design.cables) {
        for (const PortRef &end : {cable.a, cable.b}) {
            const Switch *sw = design.switchById(end.device);
            if (sw && sw->kind == LinkKind::InfiniBand)
                ports.insert(end);
        }
    }
    return int(ports.size());
}

Quote buildQuote(const Design &design, const PriceBook &priceBook, Term term)
{
    Quote quote;
    quote.settings = settingsFor(design, term);
    quote.currency = priceBook.currency;
    quote.pricesIncludeVat = priceBook.pricesIncludeVat;
    quote.vatBasisPoints = priceBook.vatBasisPoints;
    if (quote.vatBasisPoints < 0) {
        quote.warnings.append(translated(kNegativeVat).arg(quote.vatBasisPoints));
        quote.vatBasisPoints = 0;
    }
    quote.lines = makeLines(design, priceBook, term, &quote.warnings);
    addTotals(&quote);
    quote.roundingRule = translated(QuoteText::RoundingRule);
    return quote;
}

} // namespace cq
