#pragma once

#include "pricebook/catalogstore.h"

#include <QCoreApplication>
#include <QSet>
#include <functional>

namespace cq {

class PriceBookDatabase;

/**
 * The Price Book window's CatalogStore over the price-book database: each call is one
 * PriceBookDatabase catalog edit (validated, saved in its own transaction, version bumped).
 * Removes and imports pass the keys of the open design (keysInUse), so a model it uses is
 * retired rather than deleted; @p changed runs after every successful change (the app
 * hands the new catalog to the palette, the canvas and the wizard).
 */
class DatabaseCatalogStore : public CatalogStore
{
    Q_DECLARE_TR_FUNCTIONS(cq::DatabaseCatalogStore)
public:
    DatabaseCatalogStore(PriceBookDatabase *database, std::function<QSet<QString>()> keysInUse,
                         std::function<void()> changed);

    Catalog catalog() const override;
    bool saveGpu(const GpuModel &gpu, QString *error) override;
    bool saveServer(const ServerModel &server, QString *error) override;
    bool saveSwitch(const SwitchModel &sw, QString *error) override;
    bool saveCable(const CableModel &cable, QString *error) override;
    bool remove(Kind kind, const QString &key, bool *retiredInstead, QString *error) override;
    bool restore(Kind kind, const QString &key, QString *error) override;
    QByteArray exportCsv(Kind kind) const override;
    bool importCsv(const QByteArray &csv, const QString &fileName, QString *message) override;

private:
    /** Reports @p ok: runs the change callback on success, copies the database's error on failure. */
    bool done(bool ok, QString *error);

    PriceBookDatabase *m_database;
    std::function<QSet<QString>()> m_keysInUse;
    std::function<void()> m_changed;
};

} // namespace cq
