#include "quoterevisionstore.h"

#include "boundstatement.h"
#include "databaseconnection.h"
#include "format/designformat.h"
#include "pricebookschema.h"
#include "pricebooksettings.h"
#include "quotesnapshot.h"
#include "sqlerrortext.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace cq {

QuoteRevisionStore::QuoteRevisionStore(DatabaseConnection &db) : m_db(db) {}

bool QuoteRevisionStore::fail(const QString &message)
{
    m_error = message;
    return false;
}

QString QuoteRevisionStore::nextQuoteNumber(const QDate &date)
{
    if (m_db.isPostgres()) {
        // The server's SEQUENCE: atomic across clients, and a number taken by an issue that
        // then fails is not handed out again (nextval is never rolled back).
        BoundStatement next(m_db, QStringLiteral("SELECT nextval('%1')")
                                      .arg(QLatin1String(PriceBookSchema::kQuoteNumberSequence)));
        QSqlQuery &q = next.query();
        if (!next.exec() || !q.next()) {
            fail(next.error().isEmpty() ? sqlErrorText(q.lastError()) : next.error());
            return {};
        }
        return quoteNumberText(date, q.value(0).toLongLong());
    }
    const QString key = QString::fromLatin1(SettingKey::QuoteSequence);
    // One UPDATE, then read back inside the caller's transaction: no two quotes share a number.
    BoundStatement bump(m_db, QStringLiteral("UPDATE settings SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)"
                                             " WHERE key = ?"));
    if (!bump.exec({key})) {
        fail(bump.error());
        return {};
    }
    if (bump.query().numRowsAffected() != 1) {
        fail(tr("the quote sequence setting is missing"));
        return {};
    }
    BoundStatement read(m_db, QStringLiteral("SELECT value FROM settings WHERE key = ?"));
    QSqlQuery &q = read.query();
    if (!read.exec({key}) || !q.next()) {
        fail(read.error().isEmpty() ? sqlErrorText(q.lastError()) : read.error());
        return {};
    }
    return quoteNumberText(date, q.value(0).toLongLong());
}

QString QuoteRevisionStore::quoteNumberText(const QDate &date, qint64 sequence)
{
    return QStringLiteral("CQ-%1-%2").arg(date.year()).arg(sequence, 4, 10, QLatin1Char('0'));
}

bool QuoteRevisionStore::insert(const QString &quoteNumber, QuoteRevision *revision)
{
    {
        BoundStatement next(m_db, QStringLiteral("SELECT COALESCE(MAX(revision), 0) + 1 FROM quote_revisions"
                                                 " WHERE quote_number = ?"));
        QSqlQuery &q = next.query();
        if (!next.exec({quoteNumber}) || !q.next())
            return fail(next.error().isEmpty() ? sqlErrorText(q.lastError()) : next.error());
        revision->number = q.value(0).toInt();
    }
    revision->design.quote.quoteNumber = quoteNumber;
    // A null number or issue time binds as SQL NULL (refused by the NOT NULL columns), not as ''.
    const auto orNull = [](const QString &text) { return text.isNull() ? QVariant() : QVariant(text); };
    QString error;
    if (!runBoundStatement(m_db, QStringLiteral("INSERT INTO quote_revisions (quote_number, revision, issued_at, term,"
                                                " design, price_book, extras) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                           {orNull(quoteNumber), revision->number,
                            orNull(revision->issuedAt.toUTC().toString(Qt::ISODateWithMs)),
                            termKey(revision->term), QString::fromUtf8(DesignFormat::write(revision->design)),
                            QString::fromUtf8(QuoteSnapshot::priceBookJson(revision->priceBook)),
                            QString::fromUtf8(QuoteSnapshot::extrasJson(revision->extras))},
                           &error))
        return fail(error);
    return true;
}

bool QuoteRevisionStore::revisions(const QString &quoteNumber, QList<QuoteRevision> *out)
{
    BoundStatement statement(m_db, QStringLiteral("SELECT revision, issued_at, term, design, price_book, extras"
                                                  " FROM quote_revisions WHERE quote_number = ? ORDER BY revision"));
    QSqlQuery &q = statement.query();
    if (!statement.exec({quoteNumber}))
        return fail(statement.error());
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
