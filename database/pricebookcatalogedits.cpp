// PriceBookDatabase's hardware-catalog edits (issue #18), apart from pricebookdatabase.cpp to
// keep each file short: thin wrappers that validate (CatalogValidation), then let CatalogWriter
// change the rows inside edit()'s transaction with its version bump and reload.
#include "pricebookdatabase.h"

#include "format/catalogcsv.h"
#include "catalog/catalogvalidation.h"
#include "catalogwriter.h"
#include "pricebookreader.h"
#include "pricebookwriter.h"

namespace cq {

namespace {

/** Runs @p change on a CatalogWriter, copying its error to @p error on failure. */
bool withCatalogWriter(DatabaseConnection &db, QString *error, const std::function<bool(CatalogWriter &)> &change)
{
    CatalogWriter writer(db);
    if (change(writer))
        return true;
    *error = writer.error();
    return false;
}

} // namespace

bool PriceBookDatabase::saveGpuModel(const GpuModel &gpu)
{
    if (const QString why = CatalogValidation::gpuProblem(gpu); !why.isEmpty())
        return fail(tr("Cannot save to %1: %2").arg(fileName(), why));
    return edit([&](PriceBookWriter &) {
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) { return w.upsertGpu(gpu); });
    }, PriceBookCapabilities::Action::EditCatalog);
}

bool PriceBookDatabase::saveServerModel(const ServerModel &server)
{
    // The GPU list of the snapshot: a GPU deleted by another process meanwhile is caught by the
    // foreign key (server_models.gpu_id REFERENCES gpu_models).
    if (const QString why = CatalogValidation::serverProblem(server, m_catalog.gpus); !why.isEmpty())
        return fail(tr("Cannot save to %1: %2").arg(fileName(), why));
    return edit([&](PriceBookWriter &) {
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) { return w.upsertServer(server); });
    }, PriceBookCapabilities::Action::EditCatalog);
}

bool PriceBookDatabase::saveSwitchModel(const SwitchModel &sw)
{
    if (const QString why = CatalogValidation::switchProblem(sw); !why.isEmpty())
        return fail(tr("Cannot save to %1: %2").arg(fileName(), why));
    return edit([&](PriceBookWriter &) {
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) { return w.upsertSwitch(sw); });
    }, PriceBookCapabilities::Action::EditCatalog);
}

bool PriceBookDatabase::saveCableModel(const CableModel &cable)
{
    if (const QString why = CatalogValidation::cableProblem(cable); !why.isEmpty())
        return fail(tr("Cannot save to %1: %2").arg(fileName(), why));
    return edit([&](PriceBookWriter &) {
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) { return w.upsertCable(cable); });
    }, PriceBookCapabilities::Action::EditCatalog);
}

bool PriceBookDatabase::removeGpuModel(const QString &id, const QSet<QString> &keysInOpenDesigns, bool *retiredInstead)
{
    return edit([&](PriceBookWriter &) {
        // Read under the write lock: the servers naming the GPU are the ones on disk now.
        Catalog current;
        PriceBook book;
        PriceBookReader reader(m_db);
        if (!reader.read(&current, &book)) {
            m_error = reader.error();
            return false;
        }
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) {
            return w.removeGpu(current, id, keysInOpenDesigns, retiredInstead);
        });
    }, PriceBookCapabilities::Action::EditCatalog);
}

bool PriceBookDatabase::removeServerModel(const QString &sku, const QSet<QString> &keysInOpenDesigns,
                                          bool *retiredInstead)
{
    return edit([&](PriceBookWriter &) {
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) {
            return w.removeServer(sku, keysInOpenDesigns, retiredInstead);
        });
    }, PriceBookCapabilities::Action::EditCatalog);
}

bool PriceBookDatabase::removeSwitchModel(const QString &sku, const QSet<QString> &keysInOpenDesigns,
                                          bool *retiredInstead)
{
    return edit([&](PriceBookWriter &) {
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) {
            return w.removeSwitch(sku, keysInOpenDesigns, retiredInstead);
        });
    }, PriceBookCapabilities::Action::EditCatalog);
}

bool PriceBookDatabase::removeCableModel(const QString &sku, const QSet<QString> &keysInOpenDesigns,
                                         bool *retiredInstead)
{
    return edit([&](PriceBookWriter &) {
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) {
            return w.removeCable(sku, keysInOpenDesigns, retiredInstead);
        });
    }, PriceBookCapabilities::Action::EditCatalog);
}

QByteArray PriceBookDatabase::exportCatalogCsv() const
{
    return CatalogCsv::write(m_catalog);
}

bool PriceBookDatabase::importCatalogCsv(const QByteArray &csv, const QString &csvName,
                                         const QSet<QString> &keysInOpenDesigns, QString *backupPath,
                                         QStringList *keptRetired)
{
    if (!isOpen())
        return fail(tr("No price book is open."));
    Catalog imported;
    QStringList kinds;
    QString why;
    if (!CatalogCsv::read(csv, csvName, m_catalog.gpus, &imported, &kinds, &why))
        return fail(tr("The catalog was not imported (nothing changed): %1").arg(why));
    // The catalog as it will be: kinds absent from the file stay as they are; a server that
    // stays must still find its GPU (kept retired below when the file drops it).
    Catalog merged = m_catalog;
    if (kinds.contains(QLatin1String("server")))
        merged.servers = imported.servers;
    if (kinds.contains(QLatin1String("gpu"))) {
        merged.gpus = imported.gpus;
        for (const GpuModel &g : std::as_const(m_catalog.gpus)) {
            if (!imported.gpu(g.id))
                merged.gpus << g; // possibly kept retired; at worst deleted when nothing names it
        }
    }
    if (const QString problem = CatalogValidation::catalogProblem(merged); !problem.isEmpty())
        return fail(tr("The catalog was not imported (nothing changed): %1: %2").arg(csvName, problem));
    if (!backupBeside(backupPath))
        return false;
    QStringList kept;
    const bool ok = edit([&](PriceBookWriter &) {
        Catalog current;
        PriceBook book;
        PriceBookReader reader(m_db);
        if (!reader.read(&current, &book)) {
            m_error = reader.error();
            return false;
        }
        return withCatalogWriter(m_db, &m_error, [&](CatalogWriter &w) {
            return w.replaceKinds(current, imported, kinds, keysInOpenDesigns, &kept);
        });
    }, PriceBookCapabilities::Action::EditCatalog);
    if (ok && keptRetired)
        *keptRetired = kept;
    return ok;
}

} // namespace cq
