#include "databasecatalogstore.h"

#include "format/catalogcsv.h"
#include "pricebookdatabase.h"

namespace cq {

DatabaseCatalogStore::DatabaseCatalogStore(PriceBookDatabase *database, std::function<QSet<QString>()> keysInUse,
                                           std::function<void()> changed)
    : m_database(database), m_keysInUse(std::move(keysInUse)), m_changed(std::move(changed))
{
}

Catalog DatabaseCatalogStore::catalog() const
{
    return m_database->catalog();
}

bool DatabaseCatalogStore::done(bool ok, QString *error)
{
    if (!ok) {
        if (error)
            *error = m_database->error();
        return false;
    }
    if (m_changed)
        m_changed();
    return true;
}

bool DatabaseCatalogStore::saveGpu(const GpuModel &gpu, QString *error)
{
    return done(m_database->saveGpuModel(gpu), error);
}

bool DatabaseCatalogStore::saveServer(const ServerModel &server, QString *error)
{
    return done(m_database->saveServerModel(server), error);
}

bool DatabaseCatalogStore::saveSwitch(const SwitchModel &sw, QString *error)
{
    return done(m_database->saveSwitchModel(sw), error);
}

bool DatabaseCatalogStore::saveCable(const CableModel &cable, QString *error)
{
    return done(m_database->saveCableModel(cable), error);
}

bool DatabaseCatalogStore::remove(Kind kind, const QString &key, bool *retiredInstead, QString *error)
{
    const QSet<QString> inUse = m_keysInUse ? m_keysInUse() : QSet<QString>();
    switch (kind) {
    case Kind::Gpu: return done(m_database->removeGpuModel(key, inUse, retiredInstead), error);
    case Kind::Server: return done(m_database->removeServerModel(key, inUse, retiredInstead), error);
    case Kind::Switch: return done(m_database->removeSwitchModel(key, inUse, retiredInstead), error);
    case Kind::Cable: return done(m_database->removeCableModel(key, inUse, retiredInstead), error);
    }
    return false;
}

bool DatabaseCatalogStore::restore(Kind kind, const QString &key, QString *error)
{
    const Catalog current = m_database->catalog();
    auto unknown = [&] {
        if (error)
            *error = tr("%1 is no longer in the price book.").arg(key);
        return false;
    };
    switch (kind) {
    case Kind::Gpu: {
        const GpuModel *found = current.gpu(key);
        if (!found)
            return unknown();
        GpuModel gpu = *found;
        gpu.retired = false;
        return saveGpu(gpu, error);
    }
    case Kind::Server: {
        const ServerModel *found = current.server(key);
        if (!found)
            return unknown();
        ServerModel server = *found;
        server.retired = false;
        return saveServer(server, error);
    }
    case Kind::Switch: {
        const SwitchModel *found = current.switchModel(key);
        if (!found)
            return unknown();
        SwitchModel sw = *found;
        sw.retired = false;
        return saveSwitch(sw, error);
    }
    case Kind::Cable: {
        const CableModel *found = current.cable(key);
        if (!found)
            return unknown();
        CableModel cable = *found;
        cable.retired = false;
        return saveCable(cable, error);
    }
    }
    return false;
}

QByteArray DatabaseCatalogStore::exportCsv(Kind kind) const
{
    const Catalog all = m_database->catalog();
    Catalog one;
    switch (kind) {
    case Kind::Gpu: one.gpus = all.gpus; break;
    case Kind::Server: one.servers = all.servers; break;
    case Kind::Switch: one.switches = all.switches; break;
    case Kind::Cable: one.cables = all.cables; break;
    }
    return CatalogCsv::write(one);
}

bool DatabaseCatalogStore::importCsv(const QByteArray &csv, const QString &fileName, QString *message)
{
    QString backup;
    QStringList kept;
    const QSet<QString> inUse = m_keysInUse ? m_keysInUse() : QSet<QString>();
    if (!done(m_database->importCatalogCsv(csv, fileName, inUse, &backup, &kept), message))
        return false;
    *message = tr("Imported %1; the previous price book was backed up to %2.").arg(fileName, backup);
    if (!kept.isEmpty())
        *message += QLatin1Char(' ')
            + tr("Kept as retired, because a design or an issued quote uses them: %1.").arg(kept.join(QStringLiteral(", ")));
    return true;
}

} // namespace cq
