#include "quotesnapshot.h"

#include "format/quoteextrasformat.h"
#include "quote/ppm.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cq {

namespace {

QJsonArray range(const MoneyRange &r)
{
    return {QString::number(r.min.fen()), QString::number(r.max.fen())};
}

// Fen go through strings: a JSON double would lose whole fen above 2^53.
MoneyRange rangeFrom(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return {Money(a.at(0).toString().toLongLong()), Money(a.at(1).toString().toLongLong())};
}

QJsonObject itemJson(const PriceItem &i)
{
    return {{"sku", i.sku}, {"name", i.name}, {"nameZh", i.nameZh}, {"family", i.family}, {"region", i.region},
            {"unit", priceUnitKey(i.unit)}, {"kind", priceKindKey(i.kind)}, {"price", range(i.price)},
            {"included", i.includedInRent}, {"source", i.source}, {"cost", QString::number(i.cost.fen())},
            {"includes", inclusionsKey(i.inclusions)}};
}

bool itemFrom(const QJsonObject &o, PriceItem *i)
{
    i->sku = o.value("sku").toString();
    i->name = o.value("name").toString();
    i->nameZh = o.value("nameZh").toString();
    i->family = o.value("family").toString();
    i->region = o.value("region").toString();
    i->price = rangeFrom(o.value("price"));
    i->includedInRent = o.value("included").toBool();
    i->source = o.value("source").toString();
    i->cost = Money(o.value("cost").toString().toLongLong());
    // Snapshots issued before "includes" existed read as including nothing, as they were priced.
    return priceUnitFromKey(o.value("unit").toString(), &i->unit) && priceKindFromKey(o.value("kind").toString(), &i->kind)
        && inclusionsFromKey(o.value("includes").toString(), &i->inclusions);
}

QJsonObject ruleJson(const DiscountRule &r)
{
    return {{"name", r.name}, {"family", r.family}, {"sku", r.sku}, {"term", r.anyTerm ? QString() : termKey(r.term)},
            {"minQuantity", QString::number(r.minQuantity)}, {"discountPpm", r.discountPpm},
            {"targetFen", r.targetPrice ? QJsonValue(QString::number(r.targetPrice->fen())) : QJsonValue()}};
}

DiscountRule ruleFrom(const QJsonObject &o)
{
    DiscountRule r;
    r.name = o.value("name").toString();
    r.family = o.value("family").toString();
    r.sku = o.value("sku").toString();
    r.anyTerm = !termFromKey(o.value("term").toString(), &r.term);
    r.minQuantity = o.value("minQuantity").toString().toLongLong();
    // Revisions issued before ppm stored basis points ("discountBp"): x 100 is exact.
    r.discountPpm = o.contains(QLatin1String("discountPpm")) ? o.value("discountPpm").toInt()
                                                             : o.value("discountBp").toInt() * Ppm::kPerBasisPoint;
    if (const QJsonValue target = o.value("targetFen"); target.isString())
        r.targetPrice = Money(target.toString().toLongLong());
    return r;
}

// The cable parts and breakout switches the quote resolved cables against (PriceBook::catalog):
// kept so that an issued revision's cable lines reprice the same after a catalog change.
QJsonObject catalogJson(const Catalog &c)
{
    QJsonArray cables, breakouts;
    for (const CableModel &m : c.cables)
        cables.append(QJsonObject{{"sku", m.sku}, {"name", m.name}, {"kind", cableKindKey(m.kind)},
                                  {"rateGbps", m.rateGbps}, {"maxLengthM", m.maxLengthM}, {"retired", m.retired}});
    for (const SwitchModel &m : c.switches) {
        if (m.breakout > 1)
            breakouts.append(QJsonObject{{"sku", m.sku}, {"portRateGbps", m.portRateGbps}, {"breakout", m.breakout}});
    }
    return {{"cables", cables}, {"breakoutSwitches", breakouts}};
}

// Snapshots issued before cables were quoted have none: they reprice without cable lines, as issued.
void catalogFrom(const QJsonObject &o, Catalog *c)
{
    for (const QJsonValue &v : o.value("cables").toArray()) {
        const QJsonObject m = v.toObject();
        CableModel model{m.value("sku").toString(), m.value("name").toString(), CableKind::Dac,
                         m.value("rateGbps").toDouble(), m.value("maxLengthM").toDouble(), QString(),
                         m.value("retired").toBool()};
        if (cableKindFromKey(m.value("kind").toString(), &model.kind))
            c->cables.append(model);
    }
    for (const QJsonValue &v : o.value("breakoutSwitches").toArray()) {
        SwitchModel model;
        model.sku = v.toObject().value("sku").toString();
        model.portRateGbps = v.toObject().value("portRateGbps").toDouble();
        model.breakout = v.toObject().value("breakout").toInt(1);
        c->switches.append(model);
    }
}

bool parseObject(const QByteArray &json, QJsonObject *object, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        *error = parseError.errorString();
        return false;
    }
    *object = doc.object();
    return true;
}

} // namespace

QByteArray QuoteSnapshot::priceBookJson(const PriceBook &b)
{
    QJsonArray items, rules;
    for (const PriceItem &i : b.items)
        items.append(itemJson(i));
    for (const DiscountRule &r : b.discountRules)
        rules.append(ruleJson(r));
    QJsonObject shares;
    for (auto it = b.annualSharesPpm.cbegin(); it != b.annualSharesPpm.cend(); ++it)
        shares.insert(it.key(), it.value());
    const QJsonObject o{{"items", items}, {"rules", rules}, {"annualSharesPpm", shares}, {"currency", b.currency},
                        {"vatBp", b.vatBasisPoints}, {"pricesIncludeVat", b.pricesIncludeVat},
                        {"version", b.version}, {"effectiveDate", b.effectiveDate.toString(Qt::ISODate)},
                        {"rounding", roundingPolicyKey(b.roundingPolicy)},
                        {"cnyPerUsdE4", QString::number(b.cnyPerUsdE4)},
                        {"usdRateDate", b.usdRateDate.toString(Qt::ISODate)}, {"hoursPerMonth", b.hoursPerMonth},
                        {"defaultBandwidthMbps", b.defaultBandwidthMbps}, {"catalog", catalogJson(b.catalog)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

bool QuoteSnapshot::readPriceBook(const QByteArray &json, PriceBook *book, QString *error)
{
    QJsonObject o;
    if (!parseObject(json, &o, error))
        return false;
    PriceBook b;
    for (const QJsonValue &v : o.value("items").toArray()) {
        PriceItem item;
        if (!itemFrom(v.toObject(), &item)) {
            *error = QStringLiteral("price item %1 has an unknown unit or kind").arg(item.sku);
            return false;
        }
        b.items.append(item);
    }
    for (const QJsonValue &v : o.value("rules").toArray())
        b.discountRules.append(ruleFrom(v.toObject()));
    // Older snapshots keep basis points under "annualShares".
    const bool ppm = o.contains(QLatin1String("annualSharesPpm"));
    const QJsonObject shares = o.value(ppm ? QLatin1String("annualSharesPpm") : QLatin1String("annualShares")).toObject();
    for (auto it = shares.begin(); it != shares.end(); ++it)
        b.annualSharesPpm.insert(it.key(), it.value().toInt() * (ppm ? 1 : Ppm::kPerBasisPoint));
    b.currency = o.value("currency").toString();
    b.vatBasisPoints = o.value("vatBp").toInt();
    b.pricesIncludeVat = o.value("pricesIncludeVat").toBool();
    b.version = o.value("version").toInt();
    b.effectiveDate = QDate::fromString(o.value("effectiveDate").toString(), Qt::ISODate);
    roundingPolicyFromKey(o.value("rounding").toString(), &b.roundingPolicy);
    b.cnyPerUsdE4 = o.value("cnyPerUsdE4").toString().toLongLong();
    b.usdRateDate = QDate::fromString(o.value("usdRateDate").toString(), Qt::ISODate);
    // Snapshots issued before the hourly term have no figure: the default is what applied.
    b.hoursPerMonth = o.value("hoursPerMonth").toInt(PriceBook::kDefaultHoursPerMonth);
    b.defaultBandwidthMbps = o.value("defaultBandwidthMbps").toInt(PriceBook::kDefaultBandwidthMbps);
    catalogFrom(o.value("catalog").toObject(), &b.catalog);
    *book = b;
    return true;
}

QByteArray QuoteSnapshot::extrasJson(const QuoteExtras &e)
{
    return QJsonDocument(QuoteExtrasFormat::toJson(e)).toJson(QJsonDocument::Compact);
}

bool QuoteSnapshot::readExtras(const QByteArray &json, QuoteExtras *extras, QString *error)
{
    QJsonObject o;
    if (!parseObject(json, &o, error))
        return false;
    QString where, why;
    if (!QuoteExtrasFormat::fromJson(o, extras, &where, &why)) {
        *error = where.isEmpty() ? why : where + QStringLiteral(": ") + why;
        return false;
    }
    return true;
}

} // namespace cq
