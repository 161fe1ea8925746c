#include "rawsql.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {
QString nextName()
{
    static int counter = 0;
    return QStringLiteral("test-raw-%1").arg(++counter);
}
} // namespace

bool RawSql::exec(const QString &path, const QStringList &statements, QString *error)
{
    const QString name = nextName();
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString &statement : statements) {
            if (ok && !query.exec(statement)) {
                ok = false;
                if (error)
                    *error = query.lastError().text();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

int RawSql::integer(const QString &path, const QString &sql)
{
    bool ok = false;
    const int value = text(path, sql).toInt(&ok);
    return ok ? value : -1;
}

QString RawSql::text(const QString &path, const QString &sql)
{
    const QString name = nextName();
    QString value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                value = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

QStringList RawSql::undoVersion6()
{
    QStringList statements{QStringLiteral("DROP TABLE cable_models")};
    const std::pair<const char *, QStringList> columns[] = {
        {"gpu_models", {QStringLiteral("vendor"), QStringLiteral("software_stack"), QStringLiteral("retired")}},
        {"server_models", {QStringLiteral("ports_per_nic"), QStringLiteral("cpu_cores"), QStringLiteral("memory_gb"),
                           QStringLiteral("nvme_tb"), QStringLiteral("height_u"), QStringLiteral("manufacturer"),
                           QStringLiteral("retired")}},
        {"switch_models", {QStringLiteral("height_u"), QStringLiteral("breakout"), QStringLiteral("manufacturer"),
                           QStringLiteral("retired")}}};
    for (const auto &[table, names] : columns) {
        for (const QString &column : names)
            statements << QStringLiteral("ALTER TABLE %1 DROP COLUMN %2").arg(QLatin1String(table), column);
    }
    return statements;
}

QStringList RawSql::undoVersion7()
{
    QStringList statements;
    for (const char *column : {"row_version", "changed_by", "changed_at"})
        statements << QStringLiteral("ALTER TABLE price_items DROP COLUMN %1").arg(QLatin1String(column));
    return statements;
}

QString RawSql::downgrade(const QString &path, const QStringList &statements, int userVersion)
{
    QString error;
    const QStringList all = (userVersion < 7 ? undoVersion7() : QStringList())
        + (userVersion < 6 ? undoVersion6() : QStringList()) + statements;
    if (!exec(path, all + QStringList{QStringLiteral("PRAGMA user_version = %1").arg(userVersion)}, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    return path;
}
