#include "designformat.h"

#include "jsonreader.h"
#include "moneyformat.h"
#include "printable.h"
#include "quoteextrasformat.h"
#include "safesave.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cq {

namespace {

QJsonObject pointJson(const QPointF &p) { return {{"x", p.x()}, {"y", p.y()}}; }
/** 2 GiB as "2 GB", 3.81 GiB as "3.81 GB", 512 MiB as "512 MB" (binary units, as memory is counted). */
QString byteSize(qint64 bytes)
{
    constexpr double mib = 1024.0 * 1024.0;
    const double gib = bytes / (mib * 1024.0);
    return gib >= 1.0 ? QStringLiteral("%1 GB").arg(QString::number(gib, 'g', 3))
                      : QStringLiteral("%1 MB").arg(qRound64(bytes / mib));
}

QString idString(const QUuid &id) { return id.isNull() ? QString() : id.toString(QUuid::WithoutBraces); }

QJsonObject portJson(const PortRef &p) { return {{"device", idString(p.device)}, {"port", p.port}}; }

QJsonObject roomJson(const Room &r)
{
    return {{"id", idString(r.id)}, {"name", r.name}, {"site", r.site},
            {"x", r.rect.x()}, {"y", r.rect.y()}, {"width", r.rect.width()}, {"height", r.rect.height()}};
}

QJsonObject rackJson(const Rack &r)
{
    return {{"id", idString(r.id)}, {"name", r.name}, {"room", idString(r.roomId)},
            {"x", r.rect.x()}, {"y", r.rect.y()}, {"width", r.rect.width()}, {"height", r.rect.height()},
            {"powerBudgetKw", r.powerBudgetKw}, {"heightU", r.heightU}};
}

QJsonObject cableJson(const Cable &c)
{
    return {{"id", idString(c.id)}, {"a", portJson(c.a)}, {"b", portJson(c.b)}, {"lengthM", c.lengthM},
            {"kind", cableKindKey(c.kind)}};
}

QJsonObject serverJson(const Server &s)
{
    const QJsonObject gpu{{"model", s.gpuModel}, {"arch", s.gpuArch}, {"count", s.gpuCount},
                          {"slots", s.gpuSlots}, {"tflopsBf16", s.gpuTflopsBf16},
                          {"fabric", intraFabricKey(s.fabric)}, {"bandwidthGBps", s.intraBandwidthGBps}};
    QJsonObject nic{{"count", s.nicCount}, {"rateGbps", s.nicRateGbps}, {"kind", linkKindKey(s.nicKind)}};
    if (s.nicTransport != NicTransport::Verbs) // absent = verbs: files without EFA stay as they were
        nic.insert(QStringLiteral("transport"), nicTransportKey(s.nicTransport));
    return {{"id", idString(s.id)}, {"name", s.name}, {"sku", s.sku}, {"room", idString(s.roomId)},
            {"rack", idString(s.rackId)}, {"pos", pointJson(s.pos)}, {"cluster", s.cluster}, {"gpu", gpu},
            {"nic", nic}, {"powerW", s.powerW}, {"gpusPerPcieSwitch", s.gpusPerPcieSwitch},
            {"heightU", s.heightU}, {"rackU", s.rackU}};
}

QJsonObject switchJson(const Switch &s)
{
    return {{"id", idString(s.id)}, {"name", s.name}, {"sku", s.sku}, {"room", idString(s.roomId)},
            {"rack", idString(s.rackId)}, {"pos", pointJson(s.pos)}, {"ports", s.portCount}, {"rateGbps", s.portRateGbps},
            {"kind", linkKindKey(s.kind)}, {"powerW", s.powerW}, {"sharp", s.sharp},
            {"heightU", s.heightU}, {"rackU", s.rackU}};
}

QJsonObject quoteJson(const QuoteSettings &q)
{
    QJsonObject o{{"number", q.quoteNumber}, {"customer", q.customer}, {"salesEngineer", q.salesEngineer},
                  {"date", q.date.isValid() ? q.date.toString(Qt::ISODate) : QString()},
                  {"validityDays", q.validityDays}, {"term", termKey(q.term)}, {"notes", q.notes},
                  {"language", q.language}, {"extras", QuoteExtrasFormat::toJson(q.extras)}};
    // Absent: the price book's default commit (QuoteSettings::kPriceBookBandwidth).
    if (q.publicBandwidthMbps >= 0)
        o.insert(QStringLiteral("publicBandwidthMbps"), q.publicBandwidthMbps);
    return o;
}

template<typename T, typename F>
QJsonArray arrayOf(const QList<T> &list, F toJson)
{
    QJsonArray a;
    for (const T &t : list)
        a.append(toJson(t));
    return a;
}

} // namespace

QByteArray DesignFormat::write(const Design &d)
{
    QJsonObject root{{"format", QString::fromLatin1(FormatName)},
                     {"version", CurrentVersion},
                     {"appVersion", QCoreApplication::applicationVersion()},
                     {"name", d.name},
                     {"rooms", arrayOf(d.rooms, roomJson)},
                     {"racks", arrayOf(d.racks, rackJson)},
                     {"servers", arrayOf(d.servers, serverJson)},
                     {"switches", arrayOf(d.switches, switchJson)},
                     {"cables", arrayOf(d.cables, cableJson)},
                     {"quote", quoteJson(d.quote)}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

qint64 DesignFormat::estimatedBytes(qint64 devices, qint64 cables)
{
    return devices * BytesPerDevice + cables * BytesPerCable;
}

QString DesignFormat::budgetProblem(qint64 devices, qint64 cables, qint64 budgetBytes)
{
    const qint64 estimate = estimatedBytes(devices, cables);
    if (estimate <= budgetBytes)
        return {};
    return tr("%1 devices and %2 cables need about %3 of memory, more than the %4 memory budget of a design")
        .arg(formatCount(devices), formatCount(cables), byteSize(estimate), byteSize(budgetBytes));
}

DesignReadResult DesignFormat::read(const QByteArray &data, const QString &fileName)
{
    DesignReadResult result;
    JsonReader reader(fileName);
    if (reader.parse(data))
        result.design = reader.design();
    else
        result.error = reader.error();
    return result;
}

DesignReadResult DesignFormat::load(const QString &path)
{
    QFile file(path);
    const QFileInfo info(path);
    const QString name = printable(info.fileName(), 120);
    // Devices and pipes (/dev/zero, a FIFO) have no size to check and may never end.
    if (info.exists() && !info.isFile())
        return {{}, tr("%1: not a regular file").arg(name)};
    if (!file.open(QIODevice::ReadOnly))
        return {{}, tr("%1: cannot open: %2").arg(name, file.errorString())};
    // A file takes 4-5 times its size in memory once parsed: beyond MaxFileBytes it cannot fit the budget.
    const QByteArray data = file.read(MaxFileBytes + 1); // bounded even if the size lies
    if (data.size() > MaxFileBytes)
        return {{}, tr("%1: file is larger than %2, more than a design can take within the %3 memory budget")
                        .arg(name, byteSize(MaxFileBytes), byteSize(MemoryBudgetBytes))};
    return read(data, name);
}

QString DesignFormat::save(const Design &design, const QString &path)
{
    return SafeSave::write(path, write(design));
}

} // namespace cq
