#pragma once

#include "catalog/catalog.h"

#include <QByteArray>
#include <QString>

namespace cq {

/**
 * Where the Price Book window's hardware tabs keep the catalog: the app implements it over
 * the price-book database (views never include database headers). Every call is one change
 * saved at once, like a CSV import of prices; catalog() then returns the catalog as saved.
 * Failures return false with one sentence a user reads in @p error (a validation refusal
 * names the model and the field).
 */
class CatalogStore
{
public:
    /** The four kinds of hardware model; keys are GPU ids and SKUs. */
    enum class Kind { Gpu, Server, Switch, Cable };

    virtual ~CatalogStore() = default;

    /** Every model, retired ones too. */
    virtual Catalog catalog() const = 0;
    /** Inserts the model, or updates the one with the same key. */
    virtual bool saveGpu(const GpuModel &gpu, QString *error) = 0;
    virtual bool saveServer(const ServerModel &server, QString *error) = 0;
    virtual bool saveSwitch(const SwitchModel &sw, QString *error) = 0;
    virtual bool saveCable(const CableModel &cable, QString *error) = 0;
    /**
     * Deletes the model @p key of @p kind, or marks it retired when a design or an issued
     * quote uses it (@p retiredInstead says which happened).
     */
    virtual bool remove(Kind kind, const QString &key, bool *retiredInstead, QString *error) = 0;
    /** Offers a retired model for new designs again. */
    virtual bool restore(Kind kind, const QString &key, QString *error) = 0;
    /** The models of @p kind as catalog CSV (CatalogCsv), retired ones too. */
    virtual QByteArray exportCsv(Kind kind) const = 0;
    /**
     * Imports catalog CSV @p csv (read from @p fileName) after a backup: the kinds present
     * in the file are replaced. On success @p message says what happened (backup path,
     * models kept as retired); on failure a sentence saying nothing changed, with "file:line: problem".
     */
    virtual bool importCsv(const QByteArray &csv, const QString &fileName, QString *message) = 0;
};

} // namespace cq
