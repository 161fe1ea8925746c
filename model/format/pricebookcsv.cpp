#include "pricebookcsv.h"

#include "csvtable.h"

#include <QSet>
#include <QStringDecoder>

namespace cq {

namespace {

enum Column { Sku, Name, NameZh, Family, Region, Unit, Kind, PriceMin, PriceMax, Included, Cost, Source, Includes,
              ColumnCount };
/** Files written before the includes column (price book schema 3) have one column less. */
constexpr int kColumnsWithoutIncludes = Includes;

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

/**
 * Why @p text cannot be the @p column field, or an empty string: a control character other
 * than a tab or a line break, which a spreadsheet cell may hold (a NUL would reach quote lines,
 * the database and PDFs), or more than @p maxLength characters (a name is a line of a quote,
 * not a document).
 */
QString textProblem(const QString &column, const QString &text, qsizetype maxLength)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control && c != u'\t' && c != u'\n' && c != u'\r')
            return PriceBookCsv::tr("%1 contains a control character (U+%2)")
                .arg(column, QStringLiteral("%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper());
    }
    if (text.size() > maxLength)
        return PriceBookCsv::tr("%1 is %2 characters long, at most %3").arg(column).arg(text.size()).arg(maxLength);
    return {};
}

/** Fills @p item from @p f; returns the reason a row is refused, or an empty string. */
QString parseRow(const QStringList &f, int columns, PriceItem *item)
{
    if (f.size() != columns)
        return PriceBookCsv::tr("%1 fields, expected %2").arg(f.size()).arg(columns);
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
    const std::pair<Column, qsizetype> texts[] = {{Sku, 64}, {Name, 200}, {NameZh, 200}, {Family, 64}, {Region, 64}};
    const QStringList names = PriceBookCsv::header();
    for (const auto &[column, maxLength] : texts) {
        if (QString why = textProblem(names.at(column), f[column].trimmed(), maxLength); !why.isEmpty())
            return why;
    }
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
    item->inclusions = {};
    if (columns > Includes && !inclusionsFromKey(f[Includes], &item->inclusions))
        return PriceBookCsv::tr("includes \"%1\" is not a comma-separated list of %2")
            .arg(f[Includes], inclusionsKey(Inclusions(0x3F)).replace(QLatin1Char(','), QStringLiteral(", ")));
    return {};
}

/** The 1-based line of the first byte sequence that is not UTF-8, or 0. A line feed never
 *  occurs inside a multi-byte UTF-8 character, so lines can be checked one by one. */
int firstNonUtf8Line(const QByteArray &csv)
{
    const QList<QByteArray> lines = csv.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString decoded = utf8.decode(lines.at(i));
        if (utf8.hasError())
            return int(i + 1);
    }
    return 0;
}

} // namespace

QStringList PriceBookCsv::header()
{
    return {QStringLiteral("sku"), QStringLiteral("name"), QStringLiteral("name_zh"), QStringLiteral("family"),
            QStringLiteral("region"), QStringLiteral("unit"), QStringLiteral("kind"), QStringLiteral("price_min"),
            QStringLiteral("price_max"), QStringLiteral("included"), QStringLiteral("cost"), QStringLiteral("source"),
            QStringLiteral("includes")};
}

QByteArray PriceBookCsv::write(const QList<PriceItem> &items, bool withCost)
{
    QString csv = QChar(0xFEFF) + CsvTable::row(header());
    for (const PriceItem &i : items) {
        csv += CsvTable::row({i.sku, i.name, i.nameZh, i.family, i.region, priceUnitKey(i.unit), priceKindKey(i.kind),
                              i.price.min.toDecimalString(), i.price.max.toDecimalString(), yesNo(i.includedInRent),
                              withCost ? i.cost.toDecimalString() : QString(), i.source, inclusionsKey(i.inclusions)});
    }
    return csv.toUtf8();
}

bool PriceBookCsv::read(const QByteArray &csv, QList<PriceItem> *items, QString *error)
{
    // QString::fromUtf8 would turn a stray byte into U+FFFD and import it silently.
    if (const int bad = firstNonUtf8Line(csv); bad > 0) {
        *error = tr("line %1: not valid UTF-8 (save the file as UTF-8 CSV)").arg(bad);
        return false;
    }
    QList<QStringList> rows;
    QList<int> lines;
    if (!CsvTable::parse(csv, &rows, &lines, error))
        return false;
    const QStringList older = header().mid(0, kColumnsWithoutIncludes);
    if (rows.isEmpty() || (rows.first() != header() && rows.first() != older)) {
        *error = tr("line 1: the header must be \"%1\"").arg(header().join(QLatin1Char(',')));
        return false;
    }
    QList<PriceItem> parsed;
    QSet<QPair<QString, QString>> seen; // (sku, region): a hash, so a 100,000-row file stays linear
    for (int r = 1; r < rows.size(); ++r) {
        PriceItem item;
        QString why = parseRow(rows.at(r), int(rows.first().size()), &item);
        if (why.isEmpty() && seen.contains({item.sku, item.region}))
            why = tr("SKU %1 appears twice for region \"%2\"").arg(item.sku, item.region);
        seen.insert({item.sku, item.region});
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
