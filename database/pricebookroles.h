#pragma once

#include <QStringList>

class QSqlDatabase;

namespace cq {

/**
 * The group roles of a team price book on PostgreSQL and what each may touch (issue #21),
 * enforced by the server's GRANTs, not by the client:
 *
 * - cq_viewer: the catalog, settings and annual shares, and every price_items column but the
 *   internal cost_fen (a column-level GRANT); no discount_rules, no quote_revisions.
 * - cq_sales (member of cq_viewer): also all of price_items (internal cost, hence margin) and
 *   discount_rules; reads and inserts quote_revisions and takes numbers from the sequence.
 * - cq_pricing (member of cq_sales): also writes prices, settings, discount rules and the
 *   catalog.
 *
 * apply() creates the three NOLOGIN roles when missing and (re)grants everything, so it is
 * idempotent and also right after a migration adds a column; `pricebook init` and `pricebook
 * migrate` run it. Login users are made members of one role by the administrator
 * (CREATE ROLE alice LOGIN IN ROLE cq_sales). Roles are per cluster, GRANTs per database.
 */
class PriceBookRoles
{
public:
    static constexpr const char *kViewer = "cq_viewer";
    static constexpr const char *kSales = "cq_sales";
    static constexpr const char *kPricing = "cq_pricing";

    /** The REVOKE/GRANT statements for a price_items table of @p priceItemColumns (cost_fen among them). */
    static QStringList grantStatements(const QStringList &priceItemColumns);
    /** Creates the missing roles and runs grantStatements() on @p db (PostgreSQL); the caller
     *  holds the transaction. False with the driver's text in @p error. */
    static bool apply(const QSqlDatabase &db, QString *error);

    /** Who the connected login is and whether it may read a price book at all (@p member: a
     *  member of one of the three roles, or a superuser). False with the driver's text in @p error. */
    static bool loginStatus(const QSqlDatabase &db, QString *login, bool *member, QString *error);
    /** Whether the connected login may (re)grant the roles and change the schema: it owns
     *  price_items (or is a member of its owner) or is a superuser; true as well when there is no
     *  price_items yet (init creates and owns it). @p owner gets the owning role. */
    static bool mayChangeSchema(const QSqlDatabase &db, bool *may, QString *owner, QString *error);
};

} // namespace cq
