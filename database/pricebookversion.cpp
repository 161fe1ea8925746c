#include "pricebookversion.h"

#include "boundstatement.h"
#include "databaseconnection.h"
#include "pricebooksettings.h"

#include <QSqlQuery>

namespace cq {

QString PriceBookVersion::channel()
{
    // Lower case and plain: QPSQL's LISTEN quotes the name, pg_notify() takes it as written.
    return QStringLiteral("cq_pricebook_changed");
}

bool PriceBookVersion::read(DatabaseConnection &db, int *version, QString *error)
{
    BoundStatement select(db, QStringLiteral("SELECT value FROM settings WHERE key = ?"));
    if (!select.exec({QString::fromLatin1(SettingKey::Version)})) {
        *error = select.error();
        return false;
    }
    bool ok = false;
    const int value = select.query().next() ? select.query().value(0).toString().toInt(&ok) : 0;
    select.query().finish();
    if (!ok || value < 1) {
        *error = tr("the price book has no valid version number");
        return false;
    }
    *version = value;
    return true;
}

bool PriceBookVersion::announce(DatabaseConnection &db, QString *error)
{
    if (!db.isPostgres())
        return true;
    // The payload is the version after the bump: listeners can say "version N -> M" without
    // another query, though PriceBookChangeWatch reads it again (a payload may be coalesced).
    return runBoundStatement(db,
                             QStringLiteral("SELECT pg_notify(?, (SELECT value FROM settings WHERE key = ?))"),
                             {channel(), QString::fromLatin1(SettingKey::Version)}, error);
}

} // namespace cq
