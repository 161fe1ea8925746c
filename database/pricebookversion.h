#pragma once

#include <QCoreApplication>
#include <QString>

namespace cq {

class DatabaseConnection;

/**
 * The price book's edit counter (the "version" row of the settings table, bumped by every
 * edit in the same transaction as the edit, PriceBookWriter::bumpVersion) and how other
 * clients learn of a bump (issue #21):
 *
 * - read() is the cheap check: one SELECT of one row, so a client can compare the version it
 *   priced with against the stored one before every quote (an SQLite file another process
 *   edits has no other way to tell).
 * - announce() runs in the writer's transaction on PostgreSQL: pg_notify(channel(), version).
 *   PostgreSQL delivers a NOTIFY only when that transaction commits, so a client that LISTENs
 *   (PriceBookChangeWatch) hears of committed edits only, never of a rolled-back one.
 */
class PriceBookVersion
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookVersion)
public:
    /** The LISTEN/NOTIFY channel of price-book edits: "cq_pricebook_changed". */
    static QString channel();
    /** The stored version (>= 1) into @p version; false with the driver's text in @p error. */
    static bool read(DatabaseConnection &db, int *version, QString *error);
    /** PostgreSQL: NOTIFY channel() with the stored version as payload, in the caller's
     *  transaction; other drivers: nothing to do (true). False with the driver's text in @p error. */
    static bool announce(DatabaseConnection &db, QString *error);
};

} // namespace cq
