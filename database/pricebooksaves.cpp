// PriceBookDatabase: the saves of price items (issue #21, optimistic row versions). Every edit
// names the row version it read; a row someone else changed meanwhile is not written but
// returned as a PriceConflict, theirs and yours, for the user to decide.
#include "pricebookdatabase.h"

#include "format/pricebookcsv.h"
#include "pricebookreader.h"
#include "pricebookwriter.h"
#include "quote/pricechanges.h"
#include "versionedpricewriter.h"

#include <QDateTime>

namespace cq {

namespace {
/** Whether the settings PriceBookWriter::writeCommercialSettings() writes differ between @p a and @p b. */
bool commercialSettingsDiffer(const PriceBook &a, const PriceBook &b)
{
    return a.currency != b.currency || a.vatBasisPoints != b.vatBasisPoints || a.pricesIncludeVat != b.pricesIncludeVat
        || a.effectiveDate != b.effectiveDate || a.roundingPolicy != b.roundingPolicy || a.cnyPerUsdE4 != b.cnyPerUsdE4
        || a.usdRateDate != b.usdRateDate || a.hoursPerMonth != b.hoursPerMonth
        || a.defaultBandwidthMbps != b.defaultBandwidthMbps;
}
} // namespace

QString PriceBookDatabase::changeAuthor() const
{
    if (!m_capabilities.login.isEmpty())
        return m_capabilities.login; // the server's current_user
    return qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
}

QString PriceBookDatabase::conflictSentence() const
{
    QStringList rows;
    for (const PriceConflict &c : m_conflicts) {
        const QString key = c.region.isEmpty() ? c.sku : tr("%1 (%2)").arg(c.sku, c.region);
        if (!c.theirs)
            rows << tr("%1 was removed by someone else").arg(key);
        else if (c.theirs->stored.changedBy.isEmpty() || !c.theirs->stored.changedAt.isValid())
            rows << tr("%1 was changed by someone else").arg(key);
        else
            rows << tr("%1 was changed by %2 at %3")
                        .arg(key, c.theirs->stored.changedBy,
                             c.theirs->stored.changedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    }
    return tr("Not saved to %1: %2 after you read it; nothing of theirs was overwritten.")
        .arg(fileName(), rows.join(QStringLiteral("; ")));
}

QString PriceBookDatabase::bookProblem(const PriceBook &book) const
{
    for (int i = 0; i < book.items.size(); ++i) {
        const PriceItem &item = book.items.at(i);
        QString why;
        if (item.sku.trimmed().isEmpty() || item.name.trimmed().isEmpty())
            why = tr("the SKU or the name is empty");
        else if (item.price.min.fen() < 0 || item.cost.fen() < 0 || item.price.min > item.price.max)
            why = tr("the price %1 or the cost %2 is negative or reversed")
                      .arg(item.price.toDecimalString(), item.cost.toDecimalString());
        for (int j = 0; j < i && why.isEmpty(); ++j) {
            if (book.items.at(j).sku == item.sku && book.items.at(j).region == item.region)
                why = tr("it appears twice for region \"%1\"").arg(item.region);
        }
        if (!why.isEmpty())
            return tr("Cannot save price item %1 ('%2') to %3: %4.").arg(i + 1).arg(item.sku, fileName(), why);
    }
    return {};
}

bool PriceBookDatabase::savePriceItem(const PriceItem &item)
{
    m_conflicts.clear();
    if (const QString why = itemProblem(item); !why.isEmpty()) {
        m_error = tr("Cannot save price item '%1' to %2: %3.").arg(item.sku, fileName(), why);
        return false;
    }
    PriceItemChanges changes;
    if (item.stored.version > 0)
        changes.changed << PriceItemChanges::Change{item, item}; // the stamp is the version read
    else
        changes.added << item;
    QList<PriceConflict> conflicts;
    const bool ok = edit([&](PriceBookWriter &) {
        VersionedPriceWriter writer(m_db, changeAuthor(), QDateTime::currentDateTimeUtc());
        if (!writer.apply(changes, &conflicts)) {
            m_error = writer.error();
            conflicts.clear(); // a failed statement, not a conflict
            return false;
        }
        return conflicts.isEmpty(); // a conflict writes nothing: not even the version bump
    });
    if (conflicts.isEmpty())
        return ok;
    reload(); // priceBook() shows theirs
    m_conflicts = conflicts;
    return fail(conflictSentence());
}

bool PriceBookDatabase::updatePriceItem(const QString &sku, const QString &region,
                                        const std::function<void(PriceItem &)> &change)
{
    m_conflicts.clear();
    return edit([&](PriceBookWriter &) {
        // Read under the write lock: the row is the one stored now, not this snapshot's.
        std::optional<PriceItem> found;
        PriceBookReader reader(m_db); // only a role that may edit prices gets here: it reads every column
        if (!reader.readItem(sku, region, &found)) {
            m_error = reader.error();
            return false;
        }
        if (!found) {
            m_error = tr("there is no price item '%1' for region \"%2\"").arg(sku, region);
            return false;
        }
        PriceItem item = *found;
        change(item);
        if (const QString why = itemProblem(item); !why.isEmpty()) {
            m_error = why;
            return false;
        }
        PriceItemChanges changes;
        changes.changed << PriceItemChanges::Change{*found, item};
        QList<PriceConflict> conflicts;
        VersionedPriceWriter writer(m_db, changeAuthor(), QDateTime::currentDateTimeUtc());
        if (!writer.apply(changes, &conflicts)) {
            m_error = writer.error();
            return false;
        }
        return true; // under the lock the row cannot have moved on
    });
}

bool PriceBookDatabase::readPriceItem(const QString &sku, const QString &region, std::optional<PriceItem> *out)
{
    if (!isOpen())
        return fail(tr("No price book is open."));
    PriceBookReader reader(m_db);
    reader.setReadable(m_capabilities.canReadInternalCost, m_capabilities.canReadDiscountRules);
    if (!reader.readItem(sku, region, out))
        return fail(tr("Cannot read price item '%1' from %2: %3.").arg(sku, fileName(), reader.error()));
    return true;
}

bool PriceBookDatabase::savePriceBook(const PriceBook &book)
{
    return savePriceBook(book, m_priceBook);
}

bool PriceBookDatabase::savePriceBook(const PriceBook &book, const PriceBook &loaded)
{
    m_conflicts.clear();
    if (const QString why = bookProblem(book); !why.isEmpty())
        return fail(why);
    const PriceItemChanges changes = PriceItemChanges::between(loaded.items, book.items);
    QList<PriceConflict> conflicts;
    const bool ok = edit([&](PriceBookWriter &w) {
        VersionedPriceWriter items(m_db, changeAuthor(), QDateTime::currentDateTimeUtc());
        if (!items.apply(changes, &conflicts)) {
            m_error = items.error();
            conflicts.clear(); // a failed statement, not a conflict
            return false;
        }
        // Rules, settings and shares have no row version: written only where this editor
        // changed them, so an unchanged value never overwrites someone else's.
        bool written = items.rowsWritten() > 0;
        bool ok = true;
        if (!(book.discountRules == loaded.discountRules)) {
            ok = w.replaceDiscountRules(book.discountRules);
            written = true;
        }
        if (ok && commercialSettingsDiffer(book, loaded)) {
            ok = w.writeCommercialSettings(book);
            written = true;
        }
        for (auto it = book.annualSharesPpm.cbegin(); ok && it != book.annualSharesPpm.cend(); ++it) {
            if (loaded.annualSharesPpm.value(it.key()) != it.value()) {
                ok = w.setAnnualDiscount(it.key(), it.value());
                written = true;
            }
        }
        if (!ok)
            conflicts.clear(); // a failed statement: its error, not the conflicts, is the news
        // Only conflicts: nothing was written, and the version is not bumped for nothing.
        return ok && (written || conflicts.isEmpty());
    });
    if (conflicts.isEmpty())
        return ok;
    if (!ok)
        reload(); // nothing was written; priceBook() shows theirs (after a commit edit() reloaded)
    m_conflicts = conflicts;
    return fail(conflictSentence()); // the rest is saved; the conflicts wait for the user
}

bool PriceBookDatabase::importPriceItemsCsv(const QByteArray &csv, QString *backupPath)
{
    m_conflicts.clear();
    PriceBook book = m_priceBook;
    QString why;
    if (!PriceBookCsv::read(csv, &book.items, &why))
        return fail(tr("The price list was not imported (nothing changed): %1.").arg(why));
    if (const QString problem = bookProblem(book); !problem.isEmpty())
        return fail(problem);
    if (!backupBeside(backupPath))
        return false;
    // One transaction: the whole list or nothing. The file replaces the list on purpose, so
    // its rows overwrite whatever version they find, and bump it.
    return edit([&](PriceBookWriter &) {
        VersionedPriceWriter writer(m_db, changeAuthor(), QDateTime::currentDateTimeUtc());
        if (!writer.replaceAll(book.items)) {
            m_error = writer.error();
            return false;
        }
        return true;
    });
}

} // namespace cq
