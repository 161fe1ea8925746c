#include "boundstatement.h"

#include "sqlerrortext.h"

#include <QSqlQuery>

namespace cq {

bool runBoundStatement(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QString *error)
{
    QSqlQuery query(db);
    if (!query.prepare(sql)) {
        *error = sqlErrorText(query.lastError());
        return false;
    }
    for (const QVariant &value : values) {
        const bool nullText = value.typeId() == QMetaType::QString && value.toString().isNull();
        query.addBindValue(nullText ? QVariant(QStringLiteral("")) : value);
    }
    if (!query.exec()) {
        *error = sqlErrorText(query.lastError());
        return false;
    }
    return true;
}

} // namespace cq
