#include "pricebookreader.h"

#include "boundstatement.h"
#include "pricebooksettings.h"
#include "quote/ppm.h"

#include "sqlerrortext.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <cmath>

namespace cq {

namespace {

QString trReader(const char *text)
{
    return QCoreApplication::translate("cq::PriceBookReader", text);
}

/** Typed access to the columns of the current row; what is wrong lands in `faults`. */
class RowFields
{
public:
    explicit RowFields(const QSqlQuery &query) : m_query(query) {}

    QString text(int column) const { return m_query.value(column).toString(); }

    /** A finite number, > 0 when @p positive, else >= 0. */
    double real(int column, const char *name, bool positive)
    {
        const QVariant v = m_query.value(column);
        bool ok = !v.isNull();
        const double d = ok ? v.toDouble(&ok) : 0;
        if (!ok || !std::isfinite(d) || d < 0 || (positive && d == 0)) {
            faults << trReader(positive ? QT_TRANSLATE_NOOP("cq::PriceBookReader", "%1 is %2, not a positive number")
                                        : QT_TRANSLATE_NOOP("cq::PriceBookReader", "%1 is %2, not a number >= 0"))
                          .arg(QLatin1String(name), v.toString());
            return 0;
        }
        return d;
    }

    /** A whole number >= @p minimum; a REAL with a fraction (e.g. 100.5 fen) is refused. */
    qint64 integer(int column, const char *name, qint64 minimum)
    {
        const QVariant v = m_query.value(column);
        bool ok = !v.isNull();
        qint64 n = 0;
        if (ok && v.typeId() == QMetaType::Double) {
            const double d = v.toDouble();
            ok = std::isfinite(d) && std::trunc(d) == d && std::abs(d) < 9.0e18;
            n = ok ? qint64(d) : 0;
        } else if (ok) {
            n = v.toLongLong(&ok);
        }
        if (!ok || n < minimum) {
            faults << trReader(QT_TRANSLATE_NOOP("cq::PriceBookReader", "%1 is %2, not a whole number >= %3"))
                          .arg(QLatin1String(name), v.toString()).arg(minimum);
            return 0;
        }
        return n;
    }

    /** An enum read through a model key parser (priceUnitFromKey, linkKindFromKey, ...). */
    template<typename E>
    E key(int column, const char *name, bool (*parse)(const QString &, E *))
    {
        E value{};
        const QString k = text(column);
        if (!parse(k, &value))
            faults << trReader(QT_TRANSLATE_NOOP("cq::PriceBookReader", "unknown %1 '%2'")).arg(QLatin1String(name), k);
        return value;
    }

    /** A 0/1 flag (sharp, retired). */
    bool flag(int column, const char *name)
    {
        const qint64 n = integer(column, name, 0);
        if (n > 1)
            faults << trReader(QT_TRANSLATE_NOOP("cq::PriceBookReader", "%1 %2 is not 0 or 1")).arg(QLatin1String(name)).arg(n);
        return n == 1;
    }

    QStringList faults;

private:
    const QSqlQuery &m_query;
};

} // namespace

PriceBookReader::PriceBookReader(DatabaseConnection &db) : m_db(db) {}

bool PriceBookReader::read(Catalog *catalog, PriceBook *book)
{
    m_problems.clear();
    m_error.clear();
    Catalog c;
    PriceBook b;
    if (!readGpus(&c.gpus) || !readServers(c.gpus, &c.servers) || !readSwitches(&c.switches)
        || !readCables(&c.cables)
        || !readItems(&b.items) || !readDiscounts(&b.annualSharesPpm) || !readRules(&b.discountRules)
        || !readSettings(&b))
        return false;
    // Derived, not stored: the fabric each server model's networked price was published for.
    for (const ServerModel &s : c.servers)
        b.publishedNics.insert(s.sku, {s.name, true, s.nicKind, s.nicRateGbps, s.fabricPorts()});
    for (const SwitchModel &s : c.switches)
        b.publishedNics.insert(s.sku, {s.name});
    for (const CableModel &m : c.cables)
        b.publishedNics.insert(m.sku, {m.name});
    b.catalog = c; // the quote resolves cables against it (PriceBook::catalog)
    *catalog = c;
    *book = b;
    return true;
}

bool PriceBookReader::readGpus(QList<GpuModel> *gpus)
{
    BoundStatement statement(m_db, QStringLiteral("SELECT id, name, arch, memory_gb, tflops_bf16, tdp_w, fabric,"
                                   " intra_bandwidth_gbps, source, vendor, software_stack, retired"
                                   " FROM gpu_models ORDER BY rowid"));
    if (!select(statement))
        return false;
    QSqlQuery &q = statement.query();
    while (q.next()) {
        RowFields f(q);
        GpuModel g;
        g.id = f.text(0);
        g.name = f.text(1);
        g.arch = f.text(2);
        g.memoryGB = f.real(3, "memory_gb", true);
        g.tflopsBf16 = f.real(4, "tflops_bf16", true);
        g.tdpW = f.real(5, "tdp_w", false);
        g.fabric = f.key(6, "fabric", &intraFabricFromKey);
        g.intraBandwidthGBps = f.real(7, "intra_bandwidth_gbps", true);
        g.source = f.text(8);
        g.vendor = f.text(9);
        g.softwareStack = f.text(10);
        if (g.softwareStack != QLatin1String("CUDA") && g.softwareStack != QLatin1String("CANN"))
            f.faults << tr("unknown software_stack '%1'").arg(g.softwareStack);
        g.retired = f.flag(11, "retired");
        if (accept(QStringLiteral("gpu_models"), g.id, f.faults))
            gpus->append(g);
    }
    return true;
}

bool PriceBookReader::readServers(const QList<GpuModel> &gpus, QList<ServerModel> *servers)
{
    BoundStatement statement(m_db, QStringLiteral("SELECT sku, name, gpu_id, gpu_slots, gpu_count, nic_count, nic_rate_gbps,"
                                   " nic_kind, power_w, source, gpus_per_pcie_switch, ports_per_nic, cpu_cores,"
                                   " memory_gb, nvme_tb, height_u, manufacturer, retired FROM server_models ORDER BY rowid"));
    if (!select(statement))
        return false;
    QSqlQuery &q = statement.query();
    while (q.next()) {
        RowFields f(q);
        ServerModel s;
        s.sku = f.text(0);
        s.name = f.text(1);
        s.gpuId = f.text(2);
        s.gpuSlots = int(f.integer(3, "gpu_slots", 1));
        s.gpuCount = int(f.integer(4, "gpu_count", 0));
        s.nicCount = int(f.integer(5, "nic_count", 0));
        s.nicRateGbps = f.real(6, "nic_rate_gbps", true);
        s.nicKind = f.key(7, "nic_kind", &linkKindFromKey);
        s.powerW = f.real(8, "power_w", false);
        s.source = f.text(9);
        s.gpusPerPcieSwitch = int(std::min<qint64>(f.integer(10, "gpus_per_pcie_switch", 1), 64));
        s.portsPerNic = int(std::min<qint64>(f.integer(11, "ports_per_nic", 1), 8));
        s.cpuCores = int(std::min<qint64>(f.integer(12, "cpu_cores", 0), 1 << 20));
        s.memoryGB = f.real(13, "memory_gb", false);
        s.nvmeTB = f.real(14, "nvme_tb", false);
        s.heightU = int(std::min<qint64>(f.integer(15, "height_u", 0), 20));
        s.manufacturer = f.text(16);
        s.retired = f.flag(17, "retired");
        if (s.gpuCount > s.gpuSlots)
            f.faults << tr("gpu_count %1 exceeds gpu_slots %2").arg(s.gpuCount).arg(s.gpuSlots);
        const bool gpuKnown = std::any_of(gpus.cbegin(), gpus.cend(), [&](const GpuModel &g) { return g.id == s.gpuId; });
        if (!gpuKnown)
            f.faults << tr("unknown GPU model '%1'").arg(s.gpuId);
        if (accept(QStringLiteral("server_models"), s.sku, f.faults))
            servers->append(s);
    }
    return true;
}

bool PriceBookReader::readSwitches(QList<SwitchModel> *switches)
{
    BoundStatement statement(m_db, QStringLiteral("SELECT sku, name, port_count, port_rate_gbps, kind, power_w, source, sharp,"
                                   " height_u, breakout, manufacturer, retired FROM switch_models ORDER BY rowid"));
    if (!select(statement))
        return false;
    QSqlQuery &q = statement.query();
    while (q.next()) {
        RowFields f(q);
        SwitchModel s;
        s.sku = f.text(0);
        s.name = f.text(1);
        s.portCount = int(f.integer(2, "port_count", 1));
        s.portRateGbps = f.real(3, "port_rate_gbps", true);
        s.kind = f.key(4, "kind", &linkKindFromKey);
        s.powerW = f.real(5, "power_w", false);
        s.source = f.text(6);
        s.sharp = f.flag(7, "sharp");
        s.heightU = int(std::min<qint64>(f.integer(8, "height_u", 0), 20));
        s.breakout = int(std::min<qint64>(f.integer(9, "breakout", 1), 8));
        s.manufacturer = f.text(10);
        s.retired = f.flag(11, "retired");
        if (s.breakout != 1 && s.breakout != 2 && s.breakout != 4 && s.breakout != 8)
            f.faults << tr("breakout %1 is not 1, 2, 4 or 8").arg(s.breakout);
        if (accept(QStringLiteral("switch_models"), s.sku, f.faults))
            switches->append(s);
    }
    return true;
}

bool PriceBookReader::readCables(QList<CableModel> *cables)
{
    BoundStatement statement(m_db, QStringLiteral("SELECT sku, name, kind, rate_gbps, max_length_m, source, retired"
                                   " FROM cable_models ORDER BY rowid"));
    if (!select(statement))
        return false;
    QSqlQuery &q = statement.query();
    while (q.next()) {
        RowFields f(q);
        CableModel c;
        c.sku = f.text(0);
        c.name = f.text(1);
        c.kind = f.key(2, "kind", &cableKindFromKey);
        c.rateGbps = f.real(3, "rate_gbps", true);
        c.maxLengthM = f.real(4, "max_length_m", true);
        c.source = f.text(5);
        c.retired = f.flag(6, "retired");
        if (accept(QStringLiteral("cable_models"), c.sku, f.faults))
            cables->append(c);
    }
    return true;
}

QString PriceBookReader::itemColumns() const
{
    // A viewer has no privilege on cost_fen (PriceBookRoles): naming it would refuse the whole
    // SELECT, so the column is left out and every cost reads as 0.
    return QStringLiteral("sku, name, name_zh, family, unit, kind, min_fen, max_fen, included_in_rent, source, region,"
                          " %1, includes, row_version, changed_by, changed_at")
        .arg(m_readCost ? QStringLiteral("cost_fen") : QStringLiteral("0"));
}

bool PriceBookReader::itemFromRow(const QSqlQuery &q, PriceItem *out)
{
    RowFields f(q);
    PriceItem item;
    item.sku = f.text(0);
    item.name = f.text(1);
    item.nameZh = f.text(2);
    item.family = f.text(3);
    item.unit = f.key(4, "unit", &priceUnitFromKey);
    item.kind = f.key(5, "kind", &priceKindFromKey);
    item.price.min = Money(f.integer(6, "min_fen", 0));
    item.price.max = Money(f.integer(7, "max_fen", 0));
    const qint64 included = f.integer(8, "included_in_rent", 0);
    item.includedInRent = included != 0;
    item.source = f.text(9);
    item.region = f.text(10);
    item.cost = Money(f.integer(11, "cost_fen", 0));
    if (included > 1)
        f.faults << tr("included_in_rent is %1, not 0 or 1").arg(included);
    if (const QString includes = f.text(12); !inclusionsFromKey(includes, &item.inclusions))
        f.faults << tr("includes is '%1', not a list of %2").arg(includes, inclusionsKey(Inclusions(0x3F)));
    if (item.price.min > item.price.max)
        f.faults << tr("min_fen %1 is greater than max_fen %2").arg(item.price.min.fen()).arg(item.price.max.fen());
    // Schema 7 (issue #21): the version a save must find, and who wrote the row last.
    item.stored.version = f.integer(13, "row_version", 1);
    item.stored.changedBy = f.text(14);
    item.stored.changedAt = QDateTime::fromString(f.text(15), Qt::ISODate);
    if (!accept(QStringLiteral("price_items"), item.sku, f.faults))
        return false;
    *out = item;
    return true;
}

bool PriceBookReader::readItems(QList<PriceItem> *items)
{
    BoundStatement statement(m_db, QStringLiteral("SELECT %1 FROM price_items ORDER BY rowid").arg(itemColumns()));
    if (!select(statement))
        return false;
    QSqlQuery &q = statement.query();
    while (q.next()) {
        PriceItem item;
        if (itemFromRow(q, &item))
            items->append(item);
    }
    return true;
}

bool PriceBookReader::readItem(const QString &sku, const QString &region, std::optional<PriceItem> *out)
{
    m_error.clear();
    out->reset();
    BoundStatement statement(m_db, QStringLiteral("SELECT %1 FROM price_items WHERE sku = ? AND region = ?")
                                       .arg(itemColumns()));
    if (!statement.exec({sku, region})) {
        m_error = statement.error();
        return false;
    }
    if (PriceItem item; statement.query().next() && itemFromRow(statement.query(), &item))
        *out = item;
    return true;
}

bool PriceBookReader::readDiscounts(QHash<QString, int> *shares)
{
    BoundStatement statement(m_db, QStringLiteral("SELECT family, share_ppm FROM annual_discounts"));
    if (!select(statement))
        return false;
    QSqlQuery &q = statement.query();
    while (q.next()) {
        RowFields f(q);
        const QString family = f.text(0);
        const qint64 share = f.integer(1, "share_ppm", 1);
        if (share > Ppm::kWhole)
            f.faults << tr("share_ppm %1 is above 1000000 (100 %)").arg(share);
        if (accept(QStringLiteral("annual_discounts"), family, f.faults))
            shares->insert(family, int(share));
    }
    return true;
}

bool PriceBookReader::readRules(QList<DiscountRule> *rules)
{
    if (!m_readRules)
        return true; // a role without discount rules quotes list prices

    BoundStatement statement(m_db, QStringLiteral("SELECT name, family, sku, term, min_quantity, discount_ppm, target_fen"
                                   " FROM discount_rules ORDER BY position"));
    if (!select(statement))
        return false;
    QSqlQuery &q = statement.query();
    while (q.next()) {
        RowFields f(q);
        DiscountRule rule;
        rule.name = f.text(0);
        rule.family = f.text(1);
        rule.sku = f.text(2);
        const QString term = f.text(3);
        rule.anyTerm = term.isEmpty();
        if (!rule.anyTerm && !termFromKey(term, &rule.term))
            f.faults << tr("unknown term '%1'").arg(term);
        rule.minQuantity = f.integer(4, "min_quantity", 0);
        const qint64 ppm = f.integer(5, "discount_ppm", 0);
        if (ppm > Ppm::kWhole)
            f.faults << tr("discount_ppm %1 is above 1000000 (100 %)").arg(ppm);
        rule.discountPpm = int(ppm);
        if (!q.value(6).isNull())
            rule.targetPrice = Money(f.integer(6, "target_fen", 0));
        if (accept(QStringLiteral("discount_rules"), rule.name, f.faults))
            rules->append(rule);
    }
    return true;
}

bool PriceBookReader::readSettings(PriceBook *book)
{
    BoundStatement statement(m_db, QStringLiteral("SELECT key, value FROM settings"));
    if (!select(statement))
        return false;
    QSqlQuery &q = statement.query();
    QHash<QString, QString> values;
    while (q.next())
        values.insert(q.value(0).toString(), q.value(1).toString());

    // Each setting falls back to the PriceBook default (the seed's figure) when unusable.
    const auto check = [&](const char *key, bool ok, const QString &expected, const QString &fallback) {
        if (!ok) {
            const QString k = QString::fromLatin1(key);
            m_problems << tr("Setting '%1' is '%2', not %3; using %4.").arg(k, values.value(k), expected, fallback);
        }
        return ok;
    };
    const auto text = [&](const char *key) { return values.value(QString::fromLatin1(key)); };
    bool ok = false;

    const QString currency = text(SettingKey::Currency);
    if (check(SettingKey::Currency, !currency.trimmed().isEmpty(), tr("a currency code"), book->currency))
        book->currency = currency.trimmed();

    const int vat = text(SettingKey::VatBasisPoints).toInt(&ok);
    if (check(SettingKey::VatBasisPoints, ok && vat >= 0 && vat <= 10000, tr("basis points 0..10000"),
              QString::number(book->vatBasisPoints)))
        book->vatBasisPoints = vat;

    const QString incl = text(SettingKey::PricesIncludeVat);
    if (check(SettingKey::PricesIncludeVat, incl == QLatin1String("0") || incl == QLatin1String("1"), tr("0 or 1"),
              book->pricesIncludeVat ? QStringLiteral("1") : QStringLiteral("0")))
        book->pricesIncludeVat = incl == QLatin1String("1");

    const int version = text(SettingKey::Version).toInt(&ok);
    if (check(SettingKey::Version, ok && version >= 1, tr("a whole number >= 1"), QString::number(book->version)))
        book->version = version;

    const QDate date = QDate::fromString(text(SettingKey::EffectiveDate), Qt::ISODate);
    if (check(SettingKey::EffectiveDate, date.isValid(), tr("an ISO-8601 date"), tr("no date")))
        book->effectiveDate = date;

    RoundingPolicy policy = book->roundingPolicy;
    if (check(SettingKey::Rounding, roundingPolicyFromKey(text(SettingKey::Rounding), &policy),
              tr("per-line or per-document"), roundingPolicyKey(book->roundingPolicy)))
        book->roundingPolicy = policy;

    const qint64 rate = text(SettingKey::CnyPerUsd).toLongLong(&ok);
    if (check(SettingKey::CnyPerUsd, ok && rate > 0, tr("a whole number > 0"), QString::number(book->cnyPerUsdE4)))
        book->cnyPerUsdE4 = rate;
    // Added after schema v2 shipped: absent rows keep the defaults without a problem.
    if (values.contains(QString::fromLatin1(SettingKey::UsdRateDate)) && !text(SettingKey::UsdRateDate).isEmpty()) {
        const QDate rateDate = QDate::fromString(text(SettingKey::UsdRateDate), Qt::ISODate);
        if (check(SettingKey::UsdRateDate, rateDate.isValid(), tr("an ISO-8601 date"), tr("the effective date")))
            book->usdRateDate = rateDate;
    }
    if (values.contains(QString::fromLatin1(SettingKey::HoursPerMonth))) {
        const int hours = text(SettingKey::HoursPerMonth).toInt(&ok);
        if (check(SettingKey::HoursPerMonth, ok && hours >= 1 && hours <= 744, tr("a whole number 1..744"),
                  QString::number(book->hoursPerMonth)))
            book->hoursPerMonth = hours;
    }
    if (values.contains(QString::fromLatin1(SettingKey::DefaultBandwidthMbps))) {
        const int mbps = text(SettingKey::DefaultBandwidthMbps).toInt(&ok);
        if (check(SettingKey::DefaultBandwidthMbps, ok && mbps >= 0 && mbps <= 10000000, tr("a whole number 0..10000000"),
                  QString::number(book->defaultBandwidthMbps)))
            book->defaultBandwidthMbps = mbps;
    }
    return true;
}

bool PriceBookReader::select(BoundStatement &statement)
{
    if (!statement.exec()) {
        m_error = statement.error();
        return false;
    }
    return true;
}

bool PriceBookReader::accept(const QString &table, const QString &key, const QStringList &faults)
{
    QStringList all = faults;
    if (key.trimmed().isEmpty())
        all.prepend(tr("the key is empty")); // SQLite lets a TEXT PRIMARY KEY be NULL
    if (all.isEmpty())
        return true;
    m_problems << tr("%1 row '%2' skipped: %3.").arg(table, key, all.join(QStringLiteral("; ")));
    return false;
}

} // namespace cq
