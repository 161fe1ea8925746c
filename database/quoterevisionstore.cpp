#include "quoterevisionstore.h"

#include "format/designformat.h"
#include "pricebooksettings.h"
#include "quotesnapshot.h"
#include "sqlerrortext.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace cq {

QuoteRevisionStore::QuoteRevisionStore(const QSqlDatabase &db) : m_db(db) {}

bool QuoteRevisionStore::fail(const QString &message)
{
    m_error = message;
    return false;
}

QString QuoteRevisionStore::nextQuoteNumber(const QDate &date)
{
    QSqlQuery q(m_db);
    // One UPDATE, then read back inside the caller's transaction: no two quotes share a number.
    q.prepare(QStringLiteral("UPDATE settings SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT) WHERE key = ?"));
    q.addBindValue(QString::fromLatin1(SettingKey::QuoteSequence));
    if (!q.exec() || q.numRowsAffected() != 1) {
        fail(q.lastError().isValid() ? sqlErrorText(q.lastError()) : tr("the quote sequence setting is missing"));
        return {};
    }
    q.prepare(QStringLiteral("SELECT value FROM settings WHERE key = ?"));
    q.addBindValue(QString::fromLatin1(SettingKey::QuoteSequence));
    if (!q.exec() || !q.next()) {
        fail(sqlErrorText(q.lastError()));
        return {};
    }
    return QStringLiteral("CQ-%1-%2").arg(date.year()).arg(q.value(0).toLongLong(), 4, 10, QLatin1Char('0'));
}

bool QuoteRevisionStore::insert(const QString &quoteNumber, QuoteRevision *revision)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT COALESCE(MAX(revision), 0) + 1 FROM quote_revisions WHERE quote_number = ?"));
    q.addBindValue(quoteNumber);
    if (!q.exec() || !q.next())
        return fail(sqlErrorText(q.lastError()));
    revision->number = q.value(0).toInt();
    revision->design.quote.quoteNumber = quoteNumber;
    q.prepare(QStringLiteral("INSERT INTO quote_revisions (quote_number, revision, issued_at, term, design,"
                             " price_book, extras) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &v : QVariantList{quoteNumber, revision->number,
                                          revision->issuedAt.toUTC().toString(Qt::ISODateWithMs),
                                          termKey(revision->term), QString::fromUtf8(DesignFormat::write(revision->design)),
                                          QString::fromUtf8(QuoteSnapshot::priceBookJson(revision->priceBook)),
                                          QString::fromUtf8(QuoteSnapshot::extrasJson(revision->extras))})
        q.addBindValue(v);
    if (!q.exec())
        return fail(sqlErrorText(q.lastError()));
    return true;
}

bool QuoteRevisionStore::revisions(const QString &quoteNumber, QList<QuoteRevision> *out)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT revision, issued_at, term, design, price_book, extras FROM quote_revisions"
                             " WHERE quote_number = ? ORDER BY revision"));
    q.addBindValue(quoteNumber);
    if (!q.exec())
        return fail(sqlErrorText(q.lastError()));
    out->clear();
    while (q.next()) {
        QuoteRevision r;
        r.number = q.value(0).toInt();
        r.issuedAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        const DesignReadResult design = DesignFormat::read(q.value(3).toString().toUtf8(), quoteNumber);
        QString why = design.error;
        if (why.isEmpty() && !termFromKey(q.value(2).toString(), &r.term))
            why = tr("unknown term '%1'").arg(q.value(2).toString());
        if (why.isEmpty())
            QuoteSnapshot::readPriceBook(q.value(4).toString().toUtf8(), &r.priceBook, &why);
        if (why.isEmpty())
            QuoteSnapshot::readExtras(q.value(5).toString().toUtf8(), &r.extras, &why);
        if (!why.isEmpty())
            return fail(tr("revision %1 of %2 is unreadable: %3").arg(r.number).arg(quoteNumber, why));
        r.design = design.design;
        out->append(r);
    }
    return true;
}

} // namespace cq
