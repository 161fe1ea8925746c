#include "pricebookcsv.h"

#include "csvtable.h"

namespace cq {

namespace {

enum Column { Sku, Name, NameZh, Family, Region, Unit, Kind, PriceMin, PriceMax, Included, Cost, Source, ColumnCount };

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

/** Fills @p item from @p f; returns the reason a row is refused, or an empty string. */
QString parseRow(const QStringList &f, PriceItem *item)
{
    if (f.size() != ColumnCount)
        return PriceBookCsv::tr("%1 fields, expected %2").arg(f.size()).arg(int(ColumnCount));
    item->sku = f[Sku].trimmed();
    item->name = f[Name].trimmed();
    item->nameZh = f[NameZh].trimmed();
    item->family = f[Family].trimmed();
    item->region = f[Region].trimmed();
    item->source = f[Source];
    if (item->sku.isEmpty())
        return PriceBookCsv::tr("the SKU is empty");
    if (item->name.isEmpty())
        return PriceBookCsv::tr("the name is empty");
    if (!priceUnitFromKey(f[Unit].trimmed(), &item->unit))
        return PriceBookCsv::tr("unknown unit \"%1\"").arg(f[Unit]);
    if (!priceKindFromKey(f[Kind].trimmed(), &item->kind))
        return PriceBookCsv::tr("unknown kind \"%1\" (list or estimate)").arg(f[Kind]);
    if (!Money::fromDecimalString(f[PriceMin], &item->price.min) || item->price.min.fen() < 0)
        return PriceBookCsv::tr("price_min \"%1\" is not an amount >= 0 with at most 2 decimals").arg(f[PriceMin]);
    if (!Money::fromDecimalString(f[PriceMax], &item->price.max) || item->price.max < item->price.min)
        return PriceBookCsv::tr("price_max \"%1\" is not an amount >= price_min").arg(f[PriceMax]);
    const QString included = f[Included].trimmed();
    if (included != QLatin1String("yes") && included != QLatin1String("no"))
        return PriceBookCsv::tr("included is \"%1\", not yes or no").arg(f[Included]);
    item->includedInRent = included == QLatin1String("yes");
    item->cost = Money();
    if (!f[Cost].trimmed().isEmpty() && (!Money::fromDecimalString(f[Cost], &item->cost) || item->cost.fen() < 0))
        return PriceBookCsv::tr("cost \"%1\" is not an amount >= 0").arg(f[Cost]);
    return {};
}

} // namespace

QStringList PriceBookCsv::header()
{
    return {QStringLiteral("sku"), QStringLiteral("name"), QStringLiteral("name_zh"), QStringLiteral("family"),
            QStringLiteral("region"), QStringLiteral("unit"), QStringLiteral("kind"), QStringLiteral("price_min"),
            QStringLiteral("price_max"), QStringLiteral("included"), QStringLiteral("cost"), QStringLiteral("source")};
}

QByteArray PriceBookCsv::write(const QList<PriceItem> &items, bool withCost)
{
    QString csv = QChar(0xFEFF) + CsvTable::row(header());
    for (const PriceItem &i : items) {
        csv += CsvTable::row({i.sku, i.name, i.nameZh, i.family, i.region, priceUnitKey(i.unit), priceKindKey(i.kind),
                              i.price.min.toDecimalString(), i.price.max.toDecimalString(), yesNo(i.includedInRent),
                              withCost ? i.cost.toDecimalString() : QString(), i.source});
    }
    return csv.toUtf8();
}

bool PriceBookCsv::read(const QByteArray &csv, QList<PriceItem> *items, QString *error)
{
    QList<QStringList> rows;
    QList<int> lines;
    if (!CsvTable::parse(csv, &rows, &lines, error))
        return false;
    if (rows.isEmpty() || rows.first() != header()) {
        *error = tr("line 1: the header must be \"%1\"").arg(header().join(QLatin1Char(',')));
        return false;
    }
    QList<PriceItem> parsed;
    for (int r = 1; r < rows.size(); ++r) {
        PriceItem item;
        QString why = parseRow(rows.at(r), &item);
        for (const PriceItem &other : std::as_const(parsed)) {
            if (why.isEmpty() && other.sku == item.sku && other.region == item.region)
                why = tr("SKU %1 appears twice for region \"%2\"").arg(item.sku, item.region);
        }
        if (!why.isEmpty()) {
            *error = tr("line %1: %2").arg(lines.at(r)).arg(why);
            return false;
        }
        parsed.append(item);
    }
    *items = parsed;
    return true;
}

} // namespace cq
