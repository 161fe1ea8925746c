#include "pricebookcapabilities.h"

#include "boundstatement.h"
#include "databaseconnection.h"
#include "pricebookschema.h"

#include <QSqlQuery>

namespace cq {

PriceBookCapabilities PriceBookCapabilities::everything()
{
    return {};
}

PriceBookCapabilities PriceBookCapabilities::offline(const QString &waitsFor, const QString &role)
{
    PriceBookCapabilities can;
    // The copy holds what the role could read (no cost for a viewer), and no revisions.
    can.canReadRevisions = false;
    can.canIssue = false;
    can.canEditPrices = false;
    can.canEditCatalog = false;
    can.role = role;
    can.waitsFor = waitsFor;
    return can;
}

bool PriceBookCapabilities::query(DatabaseConnection &db, PriceBookCapabilities *out, QString *error)
{
    *out = everything();
    if (!db.isPostgres())
        return true;
    // has_table_privilege with a list of privileges answers "any of them", so each is asked on
    // its own. A superuser or the tables' owner gets true everywhere from the server itself.
    BoundStatement statement(
        db, QStringLiteral(
                "SELECT has_column_privilege('price_items', 'cost_fen', 'SELECT'),"
                " has_table_privilege('discount_rules', 'SELECT'),"
                " has_table_privilege('quote_revisions', 'SELECT'),"
                " has_table_privilege('quote_revisions', 'INSERT') AND has_sequence_privilege('%1', 'USAGE'),"
                " has_table_privilege('price_items', 'INSERT') AND has_table_privilege('price_items', 'UPDATE')"
                " AND has_table_privilege('price_items', 'DELETE') AND has_table_privilege('settings', 'UPDATE')"
                " AND has_table_privilege('discount_rules', 'DELETE'),"
                " has_table_privilege('server_models', 'INSERT') AND has_table_privilege('server_models', 'UPDATE')"
                " AND has_table_privilege('server_models', 'DELETE'),"
                " current_user,"
                " (SELECT string_agg(rolname, ',') FROM pg_roles WHERE rolname IN ('cq_pricing', 'cq_sales', 'cq_viewer')"
                "  AND pg_has_role(current_user, oid, 'USAGE')),"
                " (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)")
                .arg(QLatin1String(PriceBookSchema::kQuoteNumberSequence)));
    QSqlQuery &q = statement.query();
    if (!statement.exec() || !q.next()) {
        *error = statement.error();
        return false;
    }
    out->canReadInternalCost = q.value(0).toBool();
    out->canReadDiscountRules = q.value(1).toBool();
    out->canReadRevisions = q.value(2).toBool();
    out->canIssue = q.value(3).toBool();
    out->canEditPrices = q.value(4).toBool();
    out->canEditCatalog = q.value(5).toBool();
    const QString login = q.value(6).toString();
    const QStringList groups = q.value(7).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    out->role = login;
    out->login = login;
    // A superuser is a member of every role: name the login, which may do everything anyway.
    if (!q.value(8).toBool()) {
        for (const char *group : {"cq_pricing", "cq_sales", "cq_viewer"}) {
            if (groups.contains(QLatin1String(group))) {
                out->role = QLatin1String(group);
                break;
            }
        }
    }
    return true;
}

bool PriceBookCapabilities::allows(Action action) const
{
    switch (action) {
    case Action::EditPrices:
        return canEditPrices;
    case Action::EditCatalog:
        return canEditCatalog;
    case Action::Issue:
        return canIssue;
    case Action::ReadRevisions:
        return canReadRevisions;
    }
    return false;
}

QString PriceBookCapabilities::refusal(Action action) const
{
    if (allows(action))
        return {};
    if (!waitsFor.isEmpty()) {
        switch (action) {
        case Action::EditPrices:
            return tr("editing prices waits for %1").arg(waitsFor);
        case Action::EditCatalog:
            return tr("editing the hardware catalog waits for %1").arg(waitsFor);
        case Action::Issue:
            return tr("issuing a quote revision waits for %1").arg(waitsFor);
        case Action::ReadRevisions:
            return tr("the issued revisions wait for %1").arg(waitsFor);
        }
    }
    switch (action) {
    case Action::EditPrices:
        return tr("your role %1 may not edit prices; ask a cq_pricing user").arg(role);
    case Action::EditCatalog:
        return tr("your role %1 may not edit the hardware catalog; ask a cq_pricing user").arg(role);
    case Action::Issue:
        return tr("your role %1 may not issue quote revisions; ask a cq_sales user").arg(role);
    case Action::ReadRevisions:
        return tr("your role %1 may not read issued quote revisions; ask a cq_sales user").arg(role);
    }
    return {};
}

} // namespace cq
