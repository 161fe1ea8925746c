#pragma once

#include <QCoreApplication>
#include <QString>

namespace cq {

class DatabaseConnection;

/**
 * What the connected role may do with a team price book (issue #21), as PostgreSQL grants it:
 * read from the server's own privilege functions (has_column_privilege, has_table_privilege,
 * has_sequence_privilege) once at open, so the client asks the server instead of deciding.
 * The server still refuses on its own; these flags let the window disable what would be
 * refused and turn a refusal into a sentence (refusal()) before the statement is sent.
 *
 * The roles PriceBookRoles grants: cq_viewer (catalog, list prices), cq_sales (also internal
 * cost and discount rules, issues revisions), cq_pricing (also edits prices, catalog and
 * rules). An SQLite file has no roles: everything is allowed (the file's permissions decide).
 */
class PriceBookCapabilities
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookCapabilities)
public:
    /** What a refusal is about. */
    enum class Action { EditPrices, EditCatalog, Issue, ReadRevisions };

    /** Everything allowed: an SQLite file, or a closed book. */
    static PriceBookCapabilities everything();
    /**
     * The offline copy of a team price book (issue #21, see PriceBookOfflineCopy): reading and
     * quoting only. Editing prices or the catalog, issuing and reading revisions are refused with
     * refusal() naming @p waitsFor, e.g. "the team server (postgresql://sales@db/book): not
     * reachable since 2026-12-06 09:12; prices as of 2026-12-06 08:55".
     */
    static PriceBookCapabilities offline(const QString &waitsFor, const QString &role);
    /** Asks the server over @p db what its current user may do; false with @p error when it cannot. */
    static bool query(DatabaseConnection &db, PriceBookCapabilities *out, QString *error);

    /** price_items.cost_fen is readable (internal cost, hence margin). */
    bool canReadInternalCost = true;
    /** discount_rules is readable (the negotiated discounts). */
    bool canReadDiscountRules = true;
    /** quote_revisions is readable (issued revisions and their snapshots). */
    bool canReadRevisions = true;
    /** A revision may be issued: INSERT on quote_revisions and nextval on the quote-number sequence. */
    bool canIssue = true;
    /** Price items, settings, annual discounts and discount rules may be written. */
    bool canEditPrices = true;
    /** The hardware catalog (GPU, server, switch and cable models) may be written. */
    bool canEditCatalog = true;
    /** The cq_* group role the user acts as (cq_pricing, cq_sales or cq_viewer, the most able one),
     *  else the login name; empty on SQLite. */
    QString role;
    /** The server's current_user (who a write records, issue #21); empty on SQLite. */
    QString login;
    /** Not empty on an offline copy: what every change waits for (see offline()). */
    QString waitsFor;

    /** True when @p action is allowed. */
    bool allows(Action action) const;
    /** "your role cq_viewer may not edit prices; ask a cq_pricing user", or on an offline copy
     *  "editing prices waits for the team server (...): ..."; empty when allowed. */
    QString refusal(Action action) const;
};

} // namespace cq
