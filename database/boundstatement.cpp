#include "boundstatement.h"

#include "databaseconnection.h"
#include "sqlerrortext.h"

#include <QSqlError>
#include <QSqlQuery>

namespace cq {

BoundStatement::BoundStatement(DatabaseConnection &connection, const QString &sql)
    : m_query(connection.statement(sql)), m_prepared(m_query != nullptr)
{
    if (!m_prepared) {
        m_error = connection.reason();
        m_query = std::make_shared<QSqlQuery>(); // an inactive query, so query() is always valid
    }
}

BoundStatement::~BoundStatement()
{
    m_query->finish();
}

bool BoundStatement::exec(const QVariantList &values)
{
    if (!m_prepared)
        return false; // error() says why
    for (int i = 0; i < values.size(); ++i) {
        const QVariant &value = values.at(i);
        const bool nullText = value.typeId() == QMetaType::QString && value.toString().isNull();
        m_query->bindValue(i, nullText ? QVariant(QStringLiteral("")) : value);
    }
    if (m_query->exec())
        return true;
    m_error = sqlErrorText(m_query->lastError());
    return false;
}

bool runBoundStatement(DatabaseConnection &connection, const QString &sql, const QVariantList &values, QString *error)
{
    BoundStatement statement(connection, sql);
    if (statement.exec(values))
        return true;
    *error = statement.error();
    return false;
}

} // namespace cq
