#include "pricebookrolesummary.h"

#include <QStringList>

namespace cq {

namespace {

/** "a, b and c" in the UI language (the separators are translated). */
QString allOf(const QStringList &parts)
{
    if (parts.size() <= 1)
        return parts.value(0);
    return PriceBookRoleSummary::tr("%1 and %2", "the last two items of a list")
        .arg(parts.mid(0, parts.size() - 1).join(PriceBookRoleSummary::tr(", ", "list separator")), parts.last());
}

/** "a, b or c": what a role may not do. */
QString anyOf(const QStringList &parts)
{
    if (parts.size() <= 1)
        return parts.value(0);
    return PriceBookRoleSummary::tr("%1 or %2", "the last two items of a list of alternatives")
        .arg(parts.mid(0, parts.size() - 1).join(PriceBookRoleSummary::tr(", ", "list separator")), parts.last());
}

} // namespace

QString PriceBookRoleSummary::sentence(const PriceBookCapabilities &c, bool server)
{
    if (!c.waitsFor.isEmpty()) // the offline copy of a team price book: a file here, but not this computer's book
        return tr("The last copy of the team price book kept on this computer: you may read prices and quote from "
                  "them; issuing revisions and editing wait for %1.")
            .arg(c.waitsFor);
    if (!server)
        return tr("This computer's price book: you may read and edit prices, the hardware catalog and discount rules "
                  "and issue revisions (the file's permissions decide who else may).");
    QStringList reads{tr("list prices"), tr("the hardware catalog")};
    if (c.canReadInternalCost)
        reads << tr("internal costs");
    if (c.canReadDiscountRules)
        reads << tr("discount rules");
    if (c.canReadRevisions)
        reads << tr("issued revisions");
    QStringList may, mayNot;
    (c.canIssue ? may : mayNot) << tr("issue revisions");
    (c.canEditPrices ? may : mayNot) << tr("edit prices");
    (c.canEditCatalog ? may : mayNot) << tr("edit the hardware catalog");
    const QString role = c.role.isEmpty() ? tr("your login") : c.role;
    if (may.isEmpty())
        return tr("Connected as %1: you may read %2, but not %3.").arg(role, allOf(reads), anyOf(mayNot));
    if (mayNot.isEmpty())
        return tr("Connected as %1: you may read %2, and you may %3.").arg(role, allOf(reads), allOf(may));
    return tr("Connected as %1: you may read %2, and you may %3 but not %4.")
        .arg(role, allOf(reads), allOf(may), anyOf(mayNot));
}

QString PriceBookRoleSummary::label(const PriceBookCapabilities &c, bool server)
{
    if (!c.waitsFor.isEmpty())
        return tr("Price book: offline copy (read-only)");
    if (!server)
        return tr("Price book: this computer");
    return tr("Price book: team server (%1)").arg(c.role.isEmpty() ? tr("your login") : c.role);
}

} // namespace cq
