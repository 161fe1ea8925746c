#include "quotecsv.h"

#include "decimaltext.h"
#include "csvtable.h"
#include "quote/quotetotalrows.h"

#include <QStringList>

namespace cq {

namespace {

QString row(const QStringList &fields)
{
    return CsvTable::row(fields);
}

QStringList totalRow(const QString &label, const MoneyRange &m)
{
    return {QString(), label, {}, {}, {}, {}, {}, {}, {}, {}, {}, m.min.toDecimalString(), m.max.toDecimalString(), {}};
}

/** "80", "4.918": the percentage without its sign, exact to four decimals. */
QString percent(int ppm)
{
    return Ppm::toPercentText(ppm).chopped(1);
}

} // namespace

QByteArray QuoteCsv::write(const Quote &q)
{
    QString csv = row({QStringLiteral("sku"), QStringLiteral("description"), QStringLiteral("quantity"),
                       QStringLiteral("unit"), QStringLiteral("kind"), QStringLiteral("unit_price_min"),
                       QStringLiteral("unit_price_max"), QStringLiteral("months"), QStringLiteral("share_percent"),
                       QStringLiteral("discount_percent"), QStringLiteral("target_price"),
                       QStringLiteral("amount_min"), QStringLiteral("amount_max"), QStringLiteral("included")});
    for (const QuoteLine &l : q.lines) {
        // Hourly term: "month" units are priced per hour ("port-month" -> "port-hour").
        const QString unit = l.perHour ? priceUnitKey(l.unit).replace(QStringLiteral("month"), QStringLiteral("hour"))
                                       : priceUnitKey(l.unit);
        const QString kind = l.priceMissing ? QStringLiteral("price-missing")
            : l.isEstimate()                ? QStringLiteral("estimate")
            : l.isPublishedRange()          ? QStringLiteral("published-range")
                                            : QStringLiteral("list");
        // A line without a price never reads as 0.00: its money cells stay empty and kind says why.
        const auto cell = [&l](Money m) { return l.priceMissing ? QString() : m.toDecimalString(); };
        csv += row({l.sku, l.description, plainDecimal(l.quantity), unit, kind,
                    cell(l.unitPrice.min), cell(l.unitPrice.max),
                    l.oneOff ? QString() : QString::number(l.months), percent(l.sharePpm), percent(l.discountPpm),
                    l.targetPrice ? cell(*l.targetPrice) : QString(),
                    cell(l.amount.min), cell(l.amount.max),
                    l.included ? QStringLiteral("yes") : QStringLiteral("no")});
    }
    // The totals rows every surface shows (quoteTotalRows()); machine keys, in English. With one-off
    // lines the recurring and one-off parts come first, prefixed, and "total" is their sum.
    const QString vat = q.pricesIncludeVat ? QStringLiteral("VAT included %1%").arg(q.vatBasisPoints / 100.0)
                                           : QStringLiteral("VAT %1%").arg(q.vatBasisPoints / 100.0);
    for (const QuoteTotalRow &t : quoteTotalRows(q)) {
        const QString what = t.kind == QuoteTotalRow::Kind::Subtotal ? QStringLiteral("subtotal")
            : t.kind == QuoteTotalRow::Kind::Vat                     ? vat
                                                                     : QStringLiteral("total");
        const QString prefix = t.part == QuoteTotalRow::Part::Recurring ? QStringLiteral("recurring ")
            : t.part == QuoteTotalRow::Part::OneOff                     ? QStringLiteral("one-off ")
                                                                        : QString();
        csv += row(totalRow(prefix + what, t.amount));
    }
    if (q.draft) // no revision issued: no number, and the file says so
        csv += row({QString(), QStringLiteral("DRAFT: no revision issued, no quote number")});
    else
        csv += row({QString(), QStringLiteral("quote %1").arg(q.settings.quoteNumber)});
    if (!q.priceBookNote.isEmpty()) // priced from the offline copy of a team price book (issue #21)
        csv += row({QString(), q.priceBookNote});
    return QByteArray("\xEF\xBB\xBF") + csv.toUtf8();
}

} // namespace cq
