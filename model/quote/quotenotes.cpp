#include "quotenotes.h"

#include <QCoreApplication>

#include <algorithm>

namespace cq {

namespace {

constexpr char kCannNote[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Huawei Ascend NPUs (%1) run Huawei's CANN software stack, not CUDA: CUDA code, custom kernels and "
    "CUDA-only libraries must be ported (e.g. to PyTorch with torch_npu) and tested before training starts; "
    "plan time for the migration.");
/** %1 = families ("A800, H20"), %2 = 83, %3 = 92. */
constexpr char kAnnualShareNote[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder",
    "Annual term: the %1 lines are priced at 100 % of 12 x monthly (the price book sets no annual share for that "
    "family); the industry habit is %2-%3 % of 12 x monthly, an estimate: ask the provider for its figure.");

/** %1 = "2026-12-06 08:55". */
constexpr char kPricesAsOfNote[] = QT_TRANSLATE_NOOP(
    "cq::QuoteBuilder", "Prices as of %1 (offline copy of the team price book).");

QString cannNote(const Design &design)
{
    QStringList models;
    for (const Server &s : design.servers) {
        if (runsCann(s) && !models.contains(s.gpuModel))
            models.append(s.gpuModel);
    }
    return models.isEmpty() ? QString()
                            : QCoreApplication::translate("cq::QuoteBuilder", kCannNote).arg(models.join(QStringLiteral(", ")));
}

QString annualShareNote(const PriceBook &book, Term term, const QString &region, const QList<QuoteLine> &lines)
{
    if (term != Term::Annual)
        return {};
    QStringList families;
    for (const QuoteLine &line : lines) {
        const PriceItem *item = line.priceMissing || line.included ? nullptr : book.item(line.sku, region);
        if (item && !item->family.isEmpty() && !book.annualSharesPpm.contains(item->family) && line.months == 12
            && !line.targetPrice && !families.contains(item->family))
            families.append(item->family);
    }
    if (families.isEmpty())
        return {};
    std::sort(families.begin(), families.end());
    return QCoreApplication::translate("cq::QuoteBuilder", kAnnualShareNote)
        .arg(families.join(QStringLiteral(", ")))
        .arg(kIndustryAnnualShareMinPpm / 10000)
        .arg(kIndustryAnnualShareMaxPpm / 10000);
}

} // namespace

QStringList quoteNotes(const Design &design, const PriceBook &book, Term term, const QString &region,
                       const QList<QuoteLine> &lines)
{
    QStringList notes;
    for (const QString &note : {cannNote(design), annualShareNote(book, term, region, lines)}) {
        if (!note.isEmpty())
            notes.append(note);
    }
    return notes;
}

QString priceBookTimeText(const QDateTime &time)
{
    // ISO order, which reads the same in both languages and sorts; minutes are what a price needs.
    return time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString pricesAsOfNote(const PriceBook &book)
{
    if (!book.pricesAsOf.isValid())
        return {};
    return QCoreApplication::translate("cq::QuoteBuilder", kPricesAsOfNote).arg(priceBookTimeText(book.pricesAsOf));
}

} // namespace cq
