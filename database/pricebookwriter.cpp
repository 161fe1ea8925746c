#include "pricebookwriter.h"

#include "boundstatement.h"
#include "catalogwriter.h"
#include "pricebooksettings.h"
#include "pricebookversion.h"

#include "sqlerrortext.h"

#include <QSqlError>
#include <QSqlQuery>

namespace cq {

PriceBookWriter::PriceBookWriter(DatabaseConnection &db) : m_db(db) {}

bool PriceBookWriter::writeAll(const Catalog &catalog, const PriceBook &book)
{
    // GPUs first: server_models.gpu_id references gpu_models.id.
    CatalogWriter catalogWriter(m_db);
    bool ok = true;
    for (const GpuModel &gpu : catalog.gpus)
        ok = ok && catalogWriter.upsertGpu(gpu);
    for (const ServerModel &server : catalog.servers)
        ok = ok && catalogWriter.upsertServer(server);
    for (const SwitchModel &sw : catalog.switches)
        ok = ok && catalogWriter.upsertSwitch(sw);
    for (const CableModel &cable : catalog.cables)
        ok = ok && catalogWriter.upsertCable(cable);
    if (!ok) {
        m_error = catalogWriter.error();
        return false;
    }
    if (!replaceItems(book.items) || !replaceDiscountRules(book.discountRules))
        return false;
    for (auto it = book.annualSharesPpm.cbegin(); it != book.annualSharesPpm.cend(); ++it) {
        if (!setAnnualDiscount(it.key(), it.value()))
            return false;
    }
    return writeSettings(book);
}

bool PriceBookWriter::upsertPriceItem(const PriceItem &item)
{
    // INSERT .. ON CONFLICT DO UPDATE is understood by SQLite >= 3.24 and PostgreSQL >= 9.5.
    return run(QStringLiteral(
                   "INSERT INTO price_items (sku, region, name, name_zh, family, unit, kind, min_fen, max_fen,"
                   " included_in_rent, source, cost_fen, includes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                   " ON CONFLICT (sku, region) DO UPDATE SET name = excluded.name, name_zh = excluded.name_zh,"
                   " family = excluded.family, unit = excluded.unit, kind = excluded.kind,"
                   " min_fen = excluded.min_fen, max_fen = excluded.max_fen,"
                   " included_in_rent = excluded.included_in_rent, source = excluded.source,"
                   " cost_fen = excluded.cost_fen, includes = excluded.includes,"
                   " row_version = price_items.row_version + 1"), // an editor's older copy then conflicts
               {item.sku, item.region, item.name, item.nameZh, item.family, priceUnitKey(item.unit),
                priceKindKey(item.kind), item.price.min.fen(), item.price.max.fen(), item.includedInRent ? 1 : 0,
                item.source, item.cost.fen(), inclusionsKey(item.inclusions)});
}

bool PriceBookWriter::replaceItems(const QList<PriceItem> &items)
{
    if (!run(QStringLiteral("DELETE FROM price_items"), {}))
        return false;
    for (const PriceItem &item : items) {
        if (!upsertPriceItem(item))
            return false;
    }
    return true;
}

bool PriceBookWriter::replaceDiscountRules(const QList<DiscountRule> &rules)
{
    if (!run(QStringLiteral("DELETE FROM discount_rules"), {}))
        return false;
    for (int i = 0; i < rules.size(); ++i) {
        const DiscountRule &r = rules.at(i);
        // A target price stands instead of the percentage; no target is SQL NULL.
        const QVariant target = r.targetPrice ? QVariant(r.targetPrice->fen()) : QVariant(QMetaType(QMetaType::LongLong));
        if (!run(QStringLiteral("INSERT INTO discount_rules (position, name, family, sku, term, min_quantity,"
                                " discount_ppm, target_fen) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                 {i + 1, r.name, r.family, r.sku, r.anyTerm ? QString() : termKey(r.term), r.minQuantity,
                  r.discountPpm, target}))
            return false;
    }
    return true;
}

bool PriceBookWriter::setSetting(const QString &key, const QString &value)
{
    return run(QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?)"
                              " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
               {key, value});
}

bool PriceBookWriter::setAnnualDiscount(const QString &family, int sharePpm)
{
    return run(QStringLiteral("INSERT INTO annual_discounts (family, share_ppm) VALUES (?, ?)"
                              " ON CONFLICT (family) DO UPDATE SET share_ppm = excluded.share_ppm"),
               {family, sharePpm});
}

bool PriceBookWriter::bumpVersion()
{
    // On a server, the NOTIFY that tells other clients goes out in the same transaction: it is
    // delivered at COMMIT, or never when the edit rolls back (PriceBookVersion::announce).
    return run(QStringLiteral("UPDATE settings SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT) WHERE key = ?"),
               {QString::fromLatin1(SettingKey::Version)})
        && PriceBookVersion::announce(m_db, &m_error);
}

bool PriceBookWriter::writeSettings(const PriceBook &book)
{
    return writeCommercialSettings(book)
        && setSetting(QString::fromLatin1(SettingKey::Version), QString::number(book.version))
        && setSetting(QString::fromLatin1(SettingKey::QuoteSequence), QStringLiteral("0"));
}

bool PriceBookWriter::writeCommercialSettings(const PriceBook &book)
{
    return setSetting(QString::fromLatin1(SettingKey::Currency), book.currency)
        && setSetting(QString::fromLatin1(SettingKey::VatBasisPoints), QString::number(book.vatBasisPoints))
        && setSetting(QString::fromLatin1(SettingKey::PricesIncludeVat), book.pricesIncludeVat ? QStringLiteral("1")
                                                                                              : QStringLiteral("0"))
        && setSetting(QString::fromLatin1(SettingKey::EffectiveDate), book.effectiveDate.toString(Qt::ISODate))
        && setSetting(QString::fromLatin1(SettingKey::Rounding), roundingPolicyKey(book.roundingPolicy))
        && setSetting(QString::fromLatin1(SettingKey::CnyPerUsd), QString::number(book.cnyPerUsdE4))
        && setSetting(QString::fromLatin1(SettingKey::UsdRateDate), book.usdRateDate.toString(Qt::ISODate))
        && setSetting(QString::fromLatin1(SettingKey::HoursPerMonth), QString::number(book.hoursPerMonth))
        && setSetting(QString::fromLatin1(SettingKey::DefaultBandwidthMbps), QString::number(book.defaultBandwidthMbps));
}

bool PriceBookWriter::run(const QString &sql, const QVariantList &values)
{
    return runBoundStatement(m_db, sql, values, &m_error);
}

} // namespace cq
