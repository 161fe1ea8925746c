#pragma once

#include "catalog/catalog.h"

#include <QCoreApplication>
#include <QSet>
#include <QVariantList>

namespace cq {

class DatabaseConnection;

/**
 * Writes and removes hardware-catalog rows (gpu_models, server_models, switch_models,
 * cable_models) through prepared statements with bound values, each prepared once per
 * connection (DatabaseConnection::statement). The caller owns the
 * transaction (PriceBookDatabase::edit) and rolls back when a call returns false; error()
 * then holds one translated sentence (a refusal) or the driver's text.
 *
 * Remove rule (issue #18): a model that an issued quote revision uses (its key appears as a
 * JSON string in a stored design; for a GPU: any server model of that GPU, or the GPU's
 * name, appears) or whose key is in the caller's open-design set is marked retired instead
 * of deleted; a GPU that a server model still names cannot be deleted and is retired too,
 * or refused naming those servers when nothing uses it. Price items are never touched.
 */
class CatalogWriter
{
    Q_DECLARE_TR_FUNCTIONS(cq::CatalogWriter)
public:
    explicit CatalogWriter(DatabaseConnection &db);

    /** Inserts the model, or updates every column of the one with the same key (retired too). */
    bool upsertGpu(const GpuModel &gpu);
    bool upsertServer(const ServerModel &server);
    bool upsertSwitch(const SwitchModel &sw);
    bool upsertCable(const CableModel &cable);

    /**
     * Deletes the model with key @p key (GPU id or SKU), or retires it when it is in use as
     * described above; @p retiredInstead (may be null) says which. @p catalog is the file's
     * current catalog (read under the same write lock). False with error() for an unknown key
     * and for a GPU still named by server models that nothing uses.
     */
    bool removeGpu(const Catalog &catalog, const QString &id, const QSet<QString> &keysInOpenDesigns,
                   bool *retiredInstead);
    bool removeServer(const QString &sku, const QSet<QString> &keysInOpenDesigns, bool *retiredInstead);
    bool removeSwitch(const QString &sku, const QSet<QString> &keysInOpenDesigns, bool *retiredInstead);
    bool removeCable(const QString &sku, const QSet<QString> &keysInOpenDesigns, bool *retiredInstead);

    /**
     * Makes the file's models of the kinds in @p kinds ("gpu", "server", "switch", "cable")
     * exactly @p imported's, except that a model missing from @p imported that an issued
     * revision or an open design uses (or, for a GPU, that a kept server names) stays, retired.
     * @p current is the file's catalog now; @p kept gets the keys kept as retired.
     */
    bool replaceKinds(const Catalog &current, const Catalog &imported, const QStringList &kinds,
                      const QSet<QString> &keysInOpenDesigns, QStringList *kept);

    /** True when @p key appears as a JSON string in the design of any issued quote revision. */
    bool usedByIssuedRevision(const QString &key, bool *used);

    QString error() const { return m_error; }

private:
    /** Deletes, or retires when @p inUse, the row @p key of @p table (key column @p keyColumn). */
    bool removeRow(const QString &table, const QString &keyColumn, const QString &key, bool inUse,
                   bool *retiredInstead);
    /** True when @p key is used by an issued revision or is in @p open; false with error() on a driver failure. */
    bool inUse(const QString &key, const QSet<QString> &open, bool *used);
    bool gpuInUse(const Catalog &catalog, const QString &id, const QSet<QString> &open, bool *used);
    bool exists(const QString &table, const QString &keyColumn, const QString &key, bool *found);
    /** Prepares @p sql, binds @p values by position and runs it. */
    bool run(const QString &sql, const QVariantList &values);

    DatabaseConnection &m_db;
    QString m_error;
};

} // namespace cq
