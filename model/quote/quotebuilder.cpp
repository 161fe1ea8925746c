#include "quotebuilder.h"

#include "cablelines.h"
#include "currencyconversion.h"
#include "networkcount.h"
#include "quotenotes.h"
#include "quotetotals.h"
#include "domain/designpower.h"
#include "domain/fittedname.h"
#include "domain/groupeddigits.h"
#include "catalog/genericswitch.h"
#include "pricingregion.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <vector>

namespace cq {

namespace {

constexpr char kNoSku[] = QT_TRANSLATE_N_NOOP(
    "cq::QuoteBuilder", "%n device(s) have no SKU: their line is priced at 0.");
constexpr char kNegativeVat[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "The price book's VAT rate (%1 basis points) is negative; VAT is taken as 0.");
constexpr char kTargetAboveList[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "Discount rule \"%1\" for %2: its target price %3 is above the list price %4, so it is no "
                        "discount and is not applied.");

/** %n = servers, %1 = the SKU's price-item name, %2 x %3 Gb/s %4 = their NIC ports, rate and kind,
 *  %5 x %6 Gb/s %7 = the ports, rate and kind the price was published for. */
constexpr char kNicMismatch[] = QT_TRANSLATE_N_NOOP(
    "cq::QuoteBuilder", "%n server(s) priced as %1 have %2 x %3 Gb/s %4 NICs instead of its %5 x %6 Gb/s %7: the "
                        "port fees and switches that price includes are quoted separately.");

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
    /** Non-empty: the servers' prices include this line (Inclusion): shown with this note, not
     *  charged, and needing no price of its own. */
    QString includedNote;
};

/** Warns once per rule about a rule matching @p item whose target price is above the list price
 *  (bestDiscount() skips it: a target above the list price is no discount). */
void warnTargetsAboveList(const PriceBook &book, const PriceItem &item, Term term, qint64 quantity,
                          QStringList *warnings)
{
    for (const DiscountRule &rule : book.discountRules) {
        if (!rule.targetPrice || !rule.matches(item, term, quantity) || *rule.targetPrice <= item.price.min)
            continue;
        const QString text = translated(kTargetAboveList)
                                 .arg(rule.name, item.sku, rule.targetPrice->toDecimalString(),
                                      item.price.toDecimalString());
        if (!warnings->contains(text))
            warnings->append(text);
    }
}

/** A line without a price item is named by its catalog model (PriceBook::publishedNics), a
 *  generic switch by its spec (a customer reads "generic 36-port 100 Gb/s RoCE switch", not
 *  GENERIC-SW-ROCE-100-36), anything else by its SKU. */
void describeUnpriced(QuoteLine *line, const QString &sku, const PriceBook &book)
{
    line->description = line->descriptionZh = sku;
    if (const auto model = book.publishedNics.constFind(sku);
        model != book.publishedNics.cend() && !model->name.isEmpty()) {
        line->description = line->descriptionZh = model->name;
    } else if (const std::optional<GenericSwitch::Spec> generic = GenericSwitch::fromSku(sku)) {
        line->description = GenericSwitch::nameEn(*generic);
        line->descriptionZh = GenericSwitch::nameZh(*generic);
    }
}

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
        line.includes = item->inclusions;
        warnTargetsAboveList(book, *item, term, request.quantity, warnings);
        const int share = term == Term::Annual ? book.annualSharePpm(item->family) : Ppm::kWhole;
        if (const DiscountRule *rule = bestDiscount(book.discountRules, *item, term, request.quantity, share)) {
            line.discountPpm = discountPpmOn(*rule, item->price.max);
            line.targetPrice = rule->targetPrice;
            line.discountName = rule->name;
        }
    } else if (!request.includedNote.isEmpty()) {
        describeUnpriced(&line, request.sku, book); // included: no price is needed
        line.unit = request.fallbackUnit;
    } else {
        describeUnpriced(&line, request.sku, book);
        line.unit = request.fallbackUnit;
        line.priceMissing = true; // shown as "price missing", never as 0.00
        if (request.sku.isEmpty())
            warnings->append(translated(kNoSku, int(request.quantity)));
        else
            warnings->append(translated(QuoteText::MissingPrice).arg(request.sku));
    }
    line.block = request.block;
    if (!request.includedNote.isEmpty()) {
        line.included = true;
        line.note = request.includedNote;
    }
    // One-off, hourly and per-kWh prices are charged as counted whatever the term.
    const bool annual = term == Term::Annual;
    line.unitPrice = QuoteTotals::termUnitPrice(line.unitPrice, line.unit, term, book.hoursPerMonth);
    if (line.targetPrice) // a monthly target becomes a per-hour target as the list price does
        line.targetPrice = QuoteTotals::termUnitPrice(MoneyRange::fixed(*line.targetPrice), line.unit, term,
                                                      book.hoursPerMonth).min;
    line.perHour = term == Term::Hourly && QuoteTotals::isMonthlyUnit(line.unit);
    line.months = QuoteTotals::monthsFor(line.unit, term);
    line.oneOff = line.unit == PriceUnit::OneOff;
    // A target price is the unit price for this term already: the annual share is not taken again.
    line.sharePpm = annual && item && !line.targetPrice ? book.annualSharePpm(item->family) : Ppm::kWhole;
    if (!line.included && !line.priceMissing) {
        priced.numerator = QuoteTotals::lineFactor(line, request.quantity * 1000);
        QuoteTotals::setAmount(&priced, warnings);
    }
    return priced;
}

/** Hours of energy a power line charged per kWh counts for @p term: 730 a month, 12 x that a year, 1 an hour. */
int powerHours(const PriceBook &book, Term term)
{
    switch (term) {
    case Term::Hourly: return 1;
    case Term::Annual: return 12 * hoursPerMonth(book);
    case Term::Monthly: break;
    }
    return hoursPerMonth(book);
}

/** Whether the design's power is in the rent: the price book's SVC-POWER flag, or every server's SKU. */
bool powerIncluded(const Design &design, const PriceBook &book, const QString &region)
{
    if (const PriceItem *item = book.item(QString::fromLatin1(ServiceSku::Power), region); item && item->includedInRent)
        return true;
    return std::all_of(design.servers.cbegin(), design.servers.cend(), [&](const Server &s) {
        return book.includes(s.sku, Inclusion::Power, region);
    });
}

/**
 * The power line, from the design's one power figure (designPower(): every server and switch).
 * Included: quantity = kW, unit kW, amount 0. Charged per kWh: quantity = kWh for the term at
 * kPowerUtilisationPercent, priced; per kW-month: quantity = kW, priced as a monthly unit.
 */
PricedLine makePowerLine(const Design &design, const PriceBook &book, Term term, const QString &region,
                         QStringList *warnings, QStringList *assumptions)
{
    const DesignPower power = designPower(design);
    const QString kw = kwText(power.totalW());
    const QString kwShown = groupedDigits(kw); // "1,388.16" in notes; the quantity keeps the plain number
    const QString sku = QString::fromLatin1(ServiceSku::Power);
    if (powerIncluded(design, book, region)) {
        const QString note = translated(QuoteText::PowerNote).arg(kwShown);
        PricedLine priced = makeLine({sku, 0, PriceUnit::Kw, QuoteBlock::Services, note}, book, term, region, warnings);
        QuoteLine &line = priced.line;
        priced.numerator = 0;
        line.unit = PriceUnit::Kw; // the quantity is the load, not energy: no per-kWh price beside it
        line.unitPrice = {};
        line.discountPpm = 0; // nothing is charged, so nothing is taken off
        line.discountName.clear();
        line.targetPrice.reset();
        line.perHour = false;
        line.months = 1;
        line.quantity = kw.toDouble();
        line.powerKw = line.quantity;
        line.amount = {};
        return priced;
    }
    const PriceItem *item = book.item(sku, region);
    const PriceUnit unit = item ? item->unit : PriceUnit::PerKwh;
    if (unit == PriceUnit::PerKwh) {
        // kWh x 1000 = Wh = W x h x utilisation: exact in integers for whole watts.
        const int hours = powerHours(book, term);
        const qint64 wattHours = (milliwatts(power.totalW()) * hours / 1000 * kPowerUtilisationPercent + 50) / 100;
        PricedLine priced = makeLine({sku, (wattHours + 500) / 1000, PriceUnit::PerKwh, QuoteBlock::Services, {}}, book,
                                     term, region, warnings);
        QuoteLine &line = priced.line;
        line.quantity = double(wattHours) / 1000.0;
        line.powerKw = kw.toDouble();
        line.powerHours = hours;
        line.powerUtilisationPercent = kPowerUtilisationPercent;
        line.note = translated(QuoteText::PowerKwhNote).arg(kwShown, groupedDigits(hours))
                        .arg(kPowerUtilisationPercent)
                        .arg(groupedDigits(QString::number(line.quantity, 'f', 3)
                                               .remove(QRegularExpression(QStringLiteral("\\.?0+$")))));
        if (!line.priceMissing) {
            priced.numerator = QuoteTotals::lineFactor(line, wattHours);
            QuoteTotals::setAmount(&priced, warnings);
        }
        // The hours the quantity was computed with: 730 a month, 8,760 a year, 1 on the hourly term.
        if (term == Term::Annual)
            assumptions->append(translated(QuoteText::PowerAssumptionAnnual).arg(kwShown).arg(kPowerUtilisationPercent)
                                    .arg(groupedDigits(hours)).arg(hoursPerMonth(book)));
        else if (term == Term::Hourly)
            assumptions->append(translated(QuoteText::PowerAssumptionHourly).arg(kwShown).arg(kPowerUtilisationPercent));
        else
            assumptions->append(translated(QuoteText::PowerAssumption).arg(kwShown).arg(kPowerUtilisationPercent)
                                    .arg(hoursPerMonth(book)));
        return priced;
    }
    // Per kW-month (or another unit the book gives): the load itself is the quantity.
    PricedLine priced = makeLine({sku, 0, unit, QuoteBlock::Services, {}}, book, term, region, warnings);
    QuoteLine &line = priced.line;
    line.quantity = kw.toDouble();
    line.powerKw = line.quantity;
    line.note = translated(QuoteText::PowerKwNote).arg(kwShown);
    if (!line.priceMissing) {
        priced.numerator = QuoteTotals::lineFactor(line, milliwatts(power.totalW()) / 1000); // kW x 1000 = W
        QuoteTotals::setAmount(&priced, warnings);
    }
    return priced;
}

/** Hourly server lines say what one GPU-hour costs: round(monthly / (hours x GPUs)), informational. */
void addGpuHourNote(QuoteLine *line, int gpuCount, const PriceBook &book, const QString &region)
{
    const PriceItem *item = book.item(line->sku, region);
    if (!line->perHour || !item || line->priceMissing || gpuCount <= 0)
        return;
    const MoneyRange perGpu = item->price.mulDivRound(1, qint64(hoursPerMonth(book)) * gpuCount);
    line->note = translated(QuoteText::GpuHourNote).arg(perGpu.toDecimalString()).arg(gpuCount);
}

/** One server group: a SKU with one fitted GPU count (a half-fitted server is named by what is
 *  fitted) priced in one region (PricingRegion: the room's site or the quote's region). */
struct ServerGroup {
    QString sku;
    int gpuSlots = 0;
    int gpuCount = 0;
    QString region;
    qint64 count = 0;
};

QList<ServerGroup> serverGroups(const Design &design, const PriceBook &book, const QString &quoteRegion)
{
    QList<ServerGroup> groups;
    for (const Server &s : design.servers) {
        const QString region = PricingRegion::of(design, book, s.sku, s.roomId, quoteRegion);
        auto it = std::find_if(groups.begin(), groups.end(), [&](const ServerGroup &g) {
            return g.sku == s.sku && g.gpuSlots == s.gpuSlots && g.gpuCount == s.gpuCount && g.region == region;
        });
        if (it == groups.end())
            groups.append({s.sku, s.gpuSlots, s.gpuCount, region, 1});
        else
            ++it->count;
    }
    return groups;
}

/** Adds the region note to a line priced outside the quote's region. */
void addRegionNote(QuoteLine *line, const QString &region, const QString &quoteRegion)
{
    const QString note = PricingRegion::note(region, quoteRegion);
    if (!note.isEmpty())
        line->note = line->note.isEmpty() ? note : line->note + QStringLiteral("; ") + note;
}

void appendServerLines(QList<PricedLine> *lines, const Design &design, const PriceBook &book, Term term,
                       const QString &region, QStringList *warnings)
{
    for (const ServerGroup &g : serverGroups(design, book, region)) {
        PricedLine priced = makeLine({g.sku, g.count, PriceUnit::PerMonth, QuoteBlock::Hardware}, book, term, g.region,
                                     warnings);
        QuoteLine &line = priced.line;
        line.description = fittedServerName(line.description, g.gpuSlots, g.gpuCount, false);
        line.descriptionZh = fittedServerName(line.descriptionZh, g.gpuSlots, g.gpuCount, true);
        addGpuHourNote(&line, g.gpuCount, book, g.region);
        addRegionNote(&line, g.region, region);
        lines->append(priced);
    }
}

/** Switch lines per SKU, split into those the servers' prices include and those charged. */
void appendSwitchLines(QList<PricedLine> *lines, const Design &design, const NetworkCount &network,
                       const PriceBook &book, Term term, const QString &region, QStringList *warnings)
{
    for (bool included : {false, true}) {
        QList<Switch> group; // sku carries "sku\nregion" so that countBySku() splits by pricing region
        for (const Switch &sw : design.switches) {
            if (network.includedSwitches.contains(sw.id) == included) {
                group.append(sw);
                group.last().sku += u'\n' + PricingRegion::of(design, book, sw.sku, sw.roomId, region);
            }
        }
        for (const auto &[key, count] : countBySku(group)) {
            const QString sku = key.section(u'\n', 0, 0);
            const QString swRegion = key.section(u'\n', 1);
            lines->append(makeLine({sku, count, PriceUnit::PerMonth, QuoteBlock::Network,
                                    included ? translated(QuoteText::SwitchIncluded) : QString()},
                                   book, term, swRegion, warnings));
            if (!included)
                addRegionNote(&lines->last().line, swRegion, region);
        }
    }
}

/**
 * Cable and optic lines, one per quoteCableGroups() group: quantity = cables, one-off at the
 * part's price (its kind and range as the book has them); included ones amount 0 with a note; a
 * part the book does not price, or a run no catalog part covers, is "price missing".
 */
void appendCableLines(QList<PricedLine> *lines, const Design &design, const NetworkCount &network,
                      const PriceBook &book, Term term, const QString &region, QStringList *warnings,
                      QStringList *assumptions)
{
    int unmatched = 0;
    bool charged = false;
    for (const CableGroup &g : quoteCableGroups(design, book, network)) {
        const QString note = g.included ? translated(QuoteText::CableIncluded) : QString();
        charged = charged || !g.included;
        if (!g.sku.isEmpty()) {
            lines->append(makeLine({g.sku, g.count, PriceUnit::OneOff, QuoteBlock::Network, note}, book, term, region,
                                   warnings));
            continue;
        }
        PricedLine priced; // no SKU to look up: named by its rate
        QuoteLine &line = priced.line;
        line.quantity = g.count;
        line.unit = PriceUnit::OneOff;
        line.oneOff = true;
        line.block = QuoteBlock::Network;
        line.description = translated(QuoteText::CableNoPart).arg(g.rateGbps);
        line.descriptionZh = QString::fromUtf8(QuoteText::CableNoPartZh).arg(g.rateGbps);
        line.included = g.included;
        line.note = note;
        line.priceMissing = !g.included;
        unmatched += g.included ? 0 : g.count;
        lines->append(priced);
    }
    if (unmatched > 0)
        warnings->append(translated(QuoteText::CableNoPartWarning, unmatched));
    if (charged)
        assumptions->append(translated(QuoteText::CableOneOff));
}

/** The IB port fee: one port per cabled server NIC, charged or included by the server's SKU. */
void appendPortLines(QList<PricedLine> *lines, const NetworkCount &network, const PriceBook &book, Term term,
                     const QString &region, QStringList *warnings)
{
    const QString sku = QString::fromLatin1(ServiceSku::IbPort);
    if (network.chargedNicPorts > 0) {
        lines->append(makeLine({sku, network.chargedNicPorts, PriceUnit::PerPortMonth, QuoteBlock::Network}, book,
                               term, region, warnings));
        lines->last().line.note = translated(QuoteText::PortCount).arg(groupedDigits(network.chargedNicPorts),
                                                                                groupedDigits(network.chargedServers));
        lines->last().line.countedServers = network.chargedServers;
    }
    if (network.includedNicPorts > 0) {
        const QString note = translated(QuoteText::PortIncluded).arg(groupedDigits(network.includedNicPorts),
                                                                             groupedDigits(network.includedServers));
        lines->append(makeLine({sku, network.includedNicPorts, PriceUnit::PerPortMonth, QuoteBlock::Network, note},
                               book, term, region, warnings));
        lines->last().line.countedServers = network.includedServers;
    }
}

QList<PricedLine> makeLines(const Design &design, const PriceBook &book, Term term, const QString &region,
                            QStringList *warnings, QStringList *assumptions)
{
    QList<PricedLine> lines;
    appendServerLines(&lines, design, book, term, region, warnings);
    const NetworkCount network = NetworkCount::of(design, book, region);
    for (const NetworkCount::NicMismatch &m : network.nicMismatches) {
        const PriceItem *item = book.item(m.sku, region);
        const QString priced = item ? item->name : m.published.name.isEmpty() ? m.sku : m.published.name;
        assumptions->append(translated(kNicMismatch, m.servers)
                                .arg(priced).arg(m.nicPorts).arg(m.rateGbps).arg(linkKindName(m.kind))
                                .arg(m.published.ports).arg(m.published.rateGbps).arg(linkKindName(m.published.kind)));
        // The line must not say its price includes the ports and switches the note says are charged.
        for (PricedLine &p : lines) {
            if (p.line.sku == m.sku)
                p.line.includes &= ~Inclusions(Inclusion::NicPorts | Inclusion::FabricSwitches);
        }
    }
    appendSwitchLines(&lines, design, network, book, term, region, warnings);
    appendCableLines(&lines, design, network, book, term, region, warnings, assumptions);
    appendPortLines(&lines, network, book, term, region, warnings);
    // Bandwidth comes with the servers: an empty design (or one of switches only) quotes none.
    const int mbps = design.quote.publicBandwidthMbps >= 0 ? design.quote.publicBandwidthMbps
                                                           : book.defaultBandwidthMbps;
    if (!design.servers.isEmpty() && mbps > 0)
        lines.append(makeLine({QString::fromLatin1(ServiceSku::Bandwidth), mbps, PriceUnit::PerMbpsMonth,
                               QuoteBlock::Network}, book, term, region, warnings));
    if (!design.servers.isEmpty())
        lines.append(makePowerLine(design, book, term, region, warnings, assumptions));
    return lines;
}

/** The IB port-fee lines the design priced (charged or included by the servers' SKUs). */
QList<const QuoteLine *> portFeeLines(const QList<QuoteLine> &lines)
{
    QList<const QuoteLine *> result;
    for (const QuoteLine &line : lines) {
        if (line.origin == QuoteLine::Origin::Design && line.sku == QLatin1String(ServiceSku::IbPort))
            result.append(&line);
    }
    return result;
}

/**
 * @p extras without a hidden fee the design's own lines already price: an IB port fee ticked
 * "priced" in the checklist is not charged again beside the quote's port-fee line (a warning
 * says so).
 */
QuoteExtras withoutQuotedFees(const QuoteExtras &extras, const QList<PricedLine> &lines, QStringList *warnings)
{
    QList<QuoteLine> designLines;
    for (const PricedLine &p : lines)
        designLines.append(p.line);
    QuoteExtras result = extras;
    if (portFeeLines(designLines).isEmpty())
        return result;
    for (HiddenFeeCheck &check : result.checklist) {
        if (check.fee == HiddenFee::IbPortFees && check.state == HiddenFeeCheck::State::Priced) {
            check.state = HiddenFeeCheck::State::Unchecked; // checkFollowingQuote() sets it from the lines
            warnings->append(translated(QuoteText::FeeAlreadyQuoted));
        }
    }
    return result;
}

/**
 * An unconfirmed IB port fee the design itself answers when it prices no port-fee line: every
 * server's price includes its NIC ports (Inclusion::NicPorts: the server line says so) ->
 * Included; otherwise no server has an InfiniBand NIC (RoCE, Ethernet or no NICs) ->
 * NotApplicable. Anything else stays as the sales engineer ticked it.
 */
HiddenFeeCheck portFeeCheckWithoutLines(HiddenFeeCheck check, const Design &design, const PriceBook &book,
                                        const QString &region)
{
    if (check.state != HiddenFeeCheck::State::Unchecked || design.servers.isEmpty())
        return check;
    const bool allInclude = std::all_of(design.servers.cbegin(), design.servers.cend(), [&](const Server &s) {
        return book.includes(s.sku, Inclusion::NicPorts, region);
    });
    const bool anyInfiniBand = std::any_of(design.servers.cbegin(), design.servers.cend(), [](const Server &s) {
        return s.nicKind == LinkKind::InfiniBand && s.nicCount > 0;
    });
    // No InfiniBand NIC, no IB port fee: "not applicable" is true whatever a price includes
    // (a RoCE design under an IB-networked price has its fabric charged, see NetworkCount).
    if (!anyInfiniBand)
        check.state = HiddenFeeCheck::State::NotApplicable;
    else if (allInclude)
        check.state = HiddenFeeCheck::State::Included;
    else
        return check;
    check.fromQuote = true;
    return check;
}

/**
 * @p check as the quote shows it: an IB port fee follows the quote's own port-fee lines, or
 * without such lines what the design's servers say (portFeeCheckWithoutLines()).
 */
HiddenFeeCheck checkFollowingQuote(HiddenFeeCheck check, const QList<QuoteLine> &lines, const Design &design,
                                   const PriceBook &book, const QString &region)
{
    if (check.fee != HiddenFee::IbPortFees)
        return check;
    const QList<const QuoteLine *> ports = portFeeLines(lines);
    if (ports.isEmpty())
        return portFeeCheckWithoutLines(check, design, book, region);
    MoneyRange charged;
    bool anyCharged = false;
    for (const QuoteLine *line : ports) {
        if (!line->included) {
            anyCharged = true;
            charged = charged + line->amount;
        }
    }
    check.state = anyCharged ? HiddenFeeCheck::State::Priced : HiddenFeeCheck::State::Included;
    check.price = anyCharged ? charged : MoneyRange();
    check.fromQuote = true;
    return check;
}

/**
 * @p check as the quote shows it: an unconfirmed VAT special-invoice tax point follows the
 * quote when the quote charges VAT (a rate above 0, added or included in the prices): every
 * line then carries that rate, so the item reads as priced, never "not yet confirmed".
 */
HiddenFeeCheck vatCheckFollowingQuote(HiddenFeeCheck check, int vatBasisPoints)
{
    if (check.fee != HiddenFee::SpecialVatInvoice || check.state != HiddenFeeCheck::State::Unchecked
        || vatBasisPoints <= 0)
        return check;
    check.state = HiddenFeeCheck::State::Priced;
    check.price = MoneyRange(); // the VAT is in the quote's totals, not a fee line of its own
    check.fromQuote = true;
    return check;
}

QuoteSettings settingsFor(const Design &design, Term term)
{
    QuoteSettings settings = design.quote;
    if (!settings.date.isValid())
        settings.date = QDate::currentDate();
    // No number is invented: a number comes from issuing a revision (see Quote::draft).
    settings.term = term;
    return settings;
}

} // namespace

MoneyRange lineAmount(const MoneyRange &unitPrice, qint64 quantity, int months, int sharePpm)
{
    return lineAmountMilli(unitPrice, quantity * 1000, months, sharePpm, 0);
}

Int128 lineNumerator(qint64 quantityMilli, int months, int sharePpm, int discountPpm)
{
    // <= 10^9 x 12 x 10^6 x 10^6 = 1.2 x 10^22 < 2^127 for the documented ranges.
    return Int128(quantityMilli) * months * sharePpm * (Ppm::kWhole - discountPpm);
}

MoneyRange lineAmountMilli(const MoneyRange &unitPrice, qint64 quantityMilli, int months, int sharePpm,
                           int discountPpm, bool *ok)
{
    return unitPrice.mulDivRoundWide(lineNumerator(quantityMilli, months, sharePpm, discountPpm), kLineDenominator,
                                     ok);
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
    QList<PricedLine> lines = makeLines(design, priceBook, term, extras.region, &quote.warnings, &quote.assumptions);
    const QuoteExtras fees = withoutQuotedFees(extras, lines, &quote.warnings);
    for (const ManualLine &manual : fees.manualLines)
        lines.append(QuoteTotals::manualLine(manual, term, priceBook.hoursPerMonth, &quote.warnings));
    lines += QuoteTotals::hiddenFeeLines(fees, term, priceBook.hoursPerMonth, &quote.warnings);
    if (extras.contingency)
        lines += QuoteTotals::contingencyLines(lines);
    for (const PricedLine &p : std::as_const(lines))
        quote.lines.append(p.line);
    for (int f = 0; f < int(HiddenFee::Count); ++f)
        quote.checklist.append(vatCheckFollowingQuote(checkFollowingQuote(fees.check(HiddenFee(f)), quote.lines, design,
                                                                          priceBook, extras.region),
                                                      quote.vatBasisPoints));
    QuoteTotals::addTotals(&quote, lines);
    quote.roundingRule = translated(priceBook.roundingPolicy == RoundingPolicy::PerLine
                                        ? QuoteText::RoundingRule : QuoteText::RoundingRulePerDocument);
    if (term == Term::Hourly)
        quote.assumptions.append(translated(QuoteText::HourlyRule).arg(hoursPerMonth(priceBook)));
    quote.assumptions += quoteNotes(design, priceBook, term, extras.region, quote.lines);
    // Priced from the offline copy of a team server (issue #21): every surface says how old the prices are.
    quote.priceBookNote = pricesAsOfNote(priceBook);
    if (!quote.priceBookNote.isEmpty())
        quote.assumptions.prepend(quote.priceBookNote);
    if (extras.currency == QLatin1String("USD") && priceBook.currency == QLatin1String("CNY"))
        return convertToUsd(quote, priceBook.cnyPerUsdE4,
                            priceBook.usdRateDate.isValid() ? priceBook.usdRateDate : priceBook.effectiveDate);
    return quote;
}

} // namespace cq
