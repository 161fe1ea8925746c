#pragma once

#include "quote/quoterevision.h"

#include <QCoreApplication>

namespace cq {

class DatabaseConnection;

/**
 * Issued quote revisions and the quote-number sequence (schema v2 tables quote_revisions
 * and settings "quote_sequence"). Rows are only ever inserted: an issued revision is never
 * updated, so what a customer received can always be shown again. The caller owns the
 * transaction; failures leave the driver's text in error(). Its statements are prepared once
 * per connection (DatabaseConnection::statement).
 */
class QuoteRevisionStore
{
    Q_DECLARE_TR_FUNCTIONS(cq::QuoteRevisionStore)
public:
    explicit QuoteRevisionStore(DatabaseConnection &db);

    /** Increments the sequence and returns "CQ-<yyyy>-<nnnn>" for @p date; empty on failure.
     *  SQLite: settings "quote_sequence" (the caller's transaction); PostgreSQL: nextval() of
     *  PriceBookSchema::kQuoteNumberSequence, needing no transaction. */
    QString nextQuoteNumber(const QDate &date);
    /**
     * Stores @p revision under @p quoteNumber as the next revision number (1 for a new
     * quote), which is written into @p revision->number. False on failure.
     */
    bool insert(const QString &quoteNumber, QuoteRevision *revision);
    /** Every revision of @p quoteNumber, oldest first; false on a query or snapshot error. */
    bool revisions(const QString &quoteNumber, QList<QuoteRevision> *out);

    QString error() const { return m_error; }

private:
    bool fail(const QString &message);
    /** "CQ-<yyyy>-<nnnn>" (at least four digits). */
    static QString quoteNumberText(const QDate &date, qint64 sequence);
    DatabaseConnection &m_db;
    QString m_error;
};

} // namespace cq
