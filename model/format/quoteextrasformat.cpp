#include "quoteextrasformat.h"

#include "printable.h"
#include "quote/ppm.h"

#include <QJsonArray>

#include <array>
#include <limits>

namespace cq {

namespace {

constexpr std::array<const char *, 3> kBlocks{"hardware", "network", "services"};
constexpr std::array<const char *, 4> kStates{"unchecked", "not-applicable", "included", "priced"};
constexpr qint64 kMaxQuantityMilli = 1000000000; // the builder's bound: 1,000,000 units

/** A read problem: where (below the extras object) and why. */
struct Problem {
    QString where;
    QString why;
};

[[noreturn]] void fail(const QString &where, const QString &why)
{
    throw Problem{where, why};
}

QString join(const QString &path, const char *key)
{
    return path.isEmpty() ? QString::fromLatin1(key) : path + u'.' + QLatin1String(key);
}

QJsonArray rangeJson(const MoneyRange &r)
{
    return {QString::number(r.min.fen()), QString::number(r.max.fen())};
}

QString text(const QJsonObject &o, const char *key, const QString &path)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return {};
    if (!v.isString())
        fail(join(path, key), QuoteExtrasFormat::tr("expected a string"));
    return v.toString();
}

bool flag(const QJsonObject &o, const char *key, const QString &path)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return false;
    if (!v.isBool())
        fail(join(path, key), QuoteExtrasFormat::tr("expected true or false"));
    return v.toBool();
}

/** A whole number written as a decimal string (or a JSON integer) within [min, max]. */
qint64 whole(const QJsonValue &v, const QString &path, qint64 min, qint64 max, qint64 fallback)
{
    if (v.isUndefined())
        return fallback;
    bool ok = false;
    qint64 value = 0;
    if (v.isString()) {
        value = v.toString().toLongLong(&ok);
    } else if (v.isDouble()) {
        const double d = v.toDouble();
        ok = d == double(qint64(d)) && qAbs(d) < 9007199254740992.0; // exact integers only
        value = qint64(d);
    }
    if (!ok || value < min || value > max)
        fail(path, QuoteExtrasFormat::tr("expected a whole number from %1 to %2").arg(min).arg(max));
    return value;
}

MoneyRange range(const QJsonObject &o, const char *key, const QString &path)
{
    const QString p = join(path, key);
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return {};
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2)
        fail(p, QuoteExtrasFormat::tr("expected [min, max] in fen"));
    const qint64 limit = std::numeric_limits<qint64>::max();
    const MoneyRange r{Money(whole(a.at(0), p + QStringLiteral("[0]"), -limit, limit, 0)),
                       Money(whole(a.at(1), p + QStringLiteral("[1]"), -limit, limit, 0))};
    if (r.min > r.max)
        fail(p, QuoteExtrasFormat::tr("min is greater than max"));
    return r;
}

/** Index of @p v in @p keys (a key string, or an integer index as older snapshots wrote). */
template<std::size_t N>
int keyIndex(const QJsonValue &v, const std::array<const char *, N> &keys, const QString &path)
{
    if (v.isDouble())
        return int(whole(v, path, 0, qint64(N) - 1, 0));
    for (std::size_t i = 0; i < N; ++i) {
        if (v.toString() == QLatin1String(keys[i]))
            return int(i);
    }
    QStringList names;
    for (const char *k : keys)
        names << QString::fromLatin1(k);
    fail(path, QuoteExtrasFormat::tr("\"%1\" is not one of %2").arg(printable(v.toString()), names.join(u'/')));
}

ManualLine readManual(const QJsonObject &m, const QString &path)
{
    ManualLine line;
    line.description = text(m, "description", path);
    line.descriptionZh = text(m, "descriptionZh", path);
    line.quantityMilli = whole(m.value(QLatin1String("quantityMilli")), join(path, "quantityMilli"), 0,
                               kMaxQuantityMilli, 1000);
    if (const QString unit = text(m, "unit", path); !unit.isEmpty() && !priceUnitFromKey(unit, &line.unit))
        fail(join(path, "unit"), QuoteExtrasFormat::tr("unknown unit \"%1\"").arg(printable(unit)));
    if (const QString kind = text(m, "kind", path); !kind.isEmpty() && !priceKindFromKey(kind, &line.kind))
        fail(join(path, "kind"), QuoteExtrasFormat::tr("unknown kind \"%1\" (list or estimate)").arg(printable(kind)));
    line.unitPrice = range(m, "price", path);
    // "discountPpm" since ppm; files written before keep basis points ("discountBp", x 100 exact).
    if (m.contains(QLatin1String("discountPpm")))
        line.discountPpm = int(whole(m.value(QLatin1String("discountPpm")), join(path, "discountPpm"), 0, Ppm::kWhole, 0));
    else
        line.discountPpm = int(whole(m.value(QLatin1String("discountBp")), join(path, "discountBp"), 0, 10000, 0))
            * Ppm::kPerBasisPoint;
    if (m.contains(QLatin1String("targetFen")))
        line.targetPrice = Money(whole(m.value(QLatin1String("targetFen")), join(path, "targetFen"), 0,
                                       std::numeric_limits<qint64>::max(), 0));
    line.included = flag(m, "included", path);
    if (m.contains(QLatin1String("block")))
        line.block = QuoteBlock(keyIndex(m.value(QLatin1String("block")), kBlocks, join(path, "block")));
    return line;
}

HiddenFeeCheck readCheck(const QJsonObject &c, const QString &path)
{
    HiddenFeeCheck check;
    const QString fee = text(c, "fee", path);
    int found = -1;
    for (int f = 0; f < int(HiddenFee::Count); ++f) {
        if (hiddenFeeKey(HiddenFee(f)) == fee)
            found = f;
    }
    if (found < 0)
        fail(join(path, "fee"), QuoteExtrasFormat::tr("unknown hidden fee \"%1\"").arg(printable(fee)));
    check.fee = HiddenFee(found);
    check.state = HiddenFeeCheck::State(keyIndex(c.value(QLatin1String("state")), kStates, join(path, "state")));
    check.price = range(c, "price", path);
    check.note = text(c, "note", path);
    return check;
}

QJsonArray array(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isUndefined() && !v.isArray())
        fail(QString::fromLatin1(key), QuoteExtrasFormat::tr("expected an array"));
    return v.toArray();
}

QJsonObject objectAt(const QJsonArray &a, qsizetype i, const QString &path)
{
    if (!a.at(i).isObject())
        fail(path, QuoteExtrasFormat::tr("expected an object"));
    return a.at(i).toObject();
}

} // namespace

QString QuoteExtrasFormat::blockKey(QuoteBlock block)
{
    return QString::fromLatin1(kBlocks.at(std::size_t(block)));
}

QString QuoteExtrasFormat::stateKey(HiddenFeeCheck::State state)
{
    return QString::fromLatin1(kStates.at(std::size_t(state)));
}

QJsonObject QuoteExtrasFormat::toJson(const QuoteExtras &e)
{
    QJsonArray manual, checks;
    for (const ManualLine &m : e.manualLines) {
        QJsonObject line{{"description", m.description}, {"descriptionZh", m.descriptionZh},
                         {"quantityMilli", QString::number(m.quantityMilli)}, {"unit", priceUnitKey(m.unit)},
                         {"kind", priceKindKey(m.kind)}, {"price", rangeJson(m.unitPrice)},
                         {"discountPpm", m.discountPpm}, {"included", m.included}, {"block", blockKey(m.block)}};
        if (m.targetPrice) // an exact discounted price, in fen like the price
            line.insert(QStringLiteral("targetFen"), QString::number(m.targetPrice->fen()));
        manual.append(line);
    }
    for (const HiddenFeeCheck &c : e.checklist)
        checks.append(QJsonObject{{"fee", hiddenFeeKey(c.fee)}, {"state", stateKey(c.state)},
                                  {"price", rangeJson(c.price)}, {"note", c.note}});
    return {{"manualLines", manual}, {"checklist", checks}, {"contingency", e.contingency},
            {"region", e.region}, {"currency", e.currency}};
}

bool QuoteExtrasFormat::fromJson(const QJsonValue &value, QuoteExtras *extras, QString *where, QString *why)
{
    try {
        if (!value.isObject())
            fail(QString(), tr("expected an object"));
        const QJsonObject o = value.toObject();
        QuoteExtras e;
        const QJsonArray manual = array(o, "manualLines");
        for (qsizetype i = 0; i < manual.size(); ++i) {
            const QString path = QStringLiteral("manualLines[%1]").arg(i);
            e.manualLines.append(readManual(objectAt(manual, i, path), path));
        }
        const QJsonArray checks = array(o, "checklist");
        for (qsizetype i = 0; i < checks.size(); ++i) {
            const QString path = QStringLiteral("checklist[%1]").arg(i);
            const HiddenFeeCheck check = readCheck(objectAt(checks, i, path), path);
            for (const HiddenFeeCheck &other : std::as_const(e.checklist)) {
                if (other.fee == check.fee)
                    fail(join(path, "fee"), tr("\"%1\" is listed twice").arg(hiddenFeeKey(check.fee)));
            }
            e.checklist.append(check);
        }
        e.contingency = flag(o, "contingency", QString());
        e.region = text(o, "region", QString());
        e.currency = text(o, "currency", QString());
        if (!e.currency.isEmpty() && e.currency != QLatin1String("CNY") && e.currency != QLatin1String("USD"))
            fail(QStringLiteral("currency"), tr("\"%1\" is not a quote currency (CNY or USD)").arg(printable(e.currency)));
        *extras = e;
        return true;
    } catch (const Problem &problem) {
        *where = problem.where;
        *why = problem.why;
        return false;
    }
}

} // namespace cq
