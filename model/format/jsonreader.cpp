#include "jsonreader.h"

#include "designformat.h"
#include "printable.h"
#include "quoteextrasformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cctype>
#include <cmath>

namespace cq {

namespace {

QString join(const QString &path, const QString &key) { return path.isEmpty() ? key : path + u'.' + key; }
QString at(const QString &path, qsizetype index) { return path + QStringLiteral("[%1]").arg(index); }

// Line and column (1-based) of a byte offset, for JSON syntax errors. Columns count
// characters, not bytes (UTF-8 continuation bytes are skipped), as editors show them.
QString lineColumn(const QByteArray &data, qsizetype offset)
{
    const qsizetype end = std::clamp(offset, qsizetype(0), data.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < end; ++i) {
        if (data.at(i) == '\n') {
            ++line;
            column = 1;
        } else if ((uchar(data.at(i)) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return JsonReader::tr("line %1, column %2").arg(line).arg(column);
}

// Offset of the first byte that does not belong to well-formed UTF-8 (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF) or is a control character other than tab, LF
// and CR (RFC 8259 allows them only escaped), or -1. Qt's parser reports bad UTF-8 only inside
// strings and lets a raw NUL into a name; this names the place for any byte.
qsizetype invalidByteOffset(const QByteArray &data)
{
    const auto *bytes = reinterpret_cast<const uchar *>(data.constData());
    const qsizetype size = data.size();
    for (qsizetype i = 0; i < size;) {
        const uchar lead = bytes[i];
        int length = 0;
        uchar low = 0x80; // allowed range of the second byte
        uchar high = 0xBF;
        if (lead < 0x20 && lead != '\t' && lead != '\n' && lead != '\r')
            return i;
        if (lead < 0x80) { ++i; continue; }
        if (lead >= 0xC2 && lead <= 0xDF) length = 2;
        else if (lead >= 0xE0 && lead <= 0xEF) { length = 3; low = lead == 0xE0 ? 0xA0 : 0x80; high = lead == 0xED ? 0x9F : 0xBF; }
        else if (lead >= 0xF0 && lead <= 0xF4) { length = 4; low = lead == 0xF0 ? 0x90 : 0x80; high = lead == 0xF4 ? 0x8F : 0xBF; }
        else return i;
        if (i + length > size || bytes[i + 1] < low || bytes[i + 1] > high)
            return i;
        for (int k = 2; k < length; ++k) {
            if ((bytes[i + k] & 0xC0) != 0x80)
                return i;
        }
        i += length;
    }
    return -1;
}

constexpr double kMaxCoordinate = 1e7; // scene units; beyond this nothing is drawable
constexpr double kMaxRateGbps = 1.6e4;
constexpr int kMaxRackU = 100; // rack heights and U positions: the tallest racks sold are about 58 U

} // namespace

void JsonReader::fail(const QString &path, const QString &message)
{
    throw Failure{path, message};
}

bool JsonReader::parse(const QByteArray &data)
{
    try {
        if (data.startsWith("\xFF\xFE") || data.startsWith("\xFE\xFF"))
            fail(QString(), tr("the file is UTF-16 text; a design is UTF-8 (save it again as UTF-8)"));
        // A UTF-8 byte order mark (some Windows editors write one) is not an error.
        const QByteArray json = data.startsWith("\xEF\xBB\xBF") ? data.mid(3) : data;
        if (json.trimmed().isEmpty())
            fail(QString(), tr("the file is empty"));
        if (const qsizetype bad = invalidByteOffset(json); bad >= 0) {
            const uchar byte = uchar(json.at(bad));
            fail(lineColumn(json, bad), (byte < 0x20 ? tr("control character 0x%1 at offset %2 (JSON allows it only escaped)")
                                                     : tr("not valid UTF-8 (byte 0x%1 at offset %2)"))
                                            .arg(byte, 2, 16, QLatin1Char('0')).arg(bad));
        }
        // Plain text or a bare JSON value: Qt says "illegal value" one character late; say what a design is.
        const qsizetype first = std::find_if(json.cbegin(), json.cend(), [](char c) { return !std::isspace(uchar(c)); })
                                - json.cbegin();
        if (first < json.size() && json.at(first) != '{' && json.at(first) != '[')
            fail(lineColumn(json, first), tr("expected a JSON object at the top level (a design file starts with \"{\")"));
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            // An error at the very end (Qt reports some one character late) is a file cut short.
            qsizetype end = json.size();
            while (end > 0 && std::isspace(uchar(json.at(end - 1))))
                --end;
            const QString cutShort = parseError.offset >= end - 1
                ? tr("; the file ends there, so it may be cut short (an interrupted copy, download or save)")
                : QString();
            fail(lineColumn(json, parseError.offset), tr("not valid JSON: %1").arg(parseError.errorString()) + cutShort);
        }
        if (!doc.isObject())
            fail(QString(), tr("expected a JSON object at the top level"));
        readRoot(doc.object());
        return true;
    } catch (const Failure &f) {
        m_design = Design();
        m_error = f.path.isEmpty() ? QStringLiteral("%1: %2").arg(m_fileName, f.message)
                                   : QStringLiteral("%1: %2: %3").arg(m_fileName, f.path, f.message);
        return false;
    }
}

void JsonReader::readRoot(const QJsonObject &root)
{
    if (root.value(QLatin1String("format")).toString() != QLatin1String(DesignFormat::FormatName))
        fail(QStringLiteral("format"), tr("not a ClusterQuote design (expected \"format\": \"%1\")")
                                           .arg(QLatin1String(DesignFormat::FormatName)));
    const int version = integer(root, QStringLiteral("version"), QString(), 1, INT_MAX, -1);
    if (version < 0)
        fail(QStringLiteral("version"), tr("missing"));
    if (version > DesignFormat::CurrentVersion)
        fail(QStringLiteral("version"), tr("written by a newer ClusterQuote (file version %1, this version reads up to %2); "
                                           "please update ClusterQuote")
                                            .arg(version).arg(DesignFormat::CurrentVersion));
    m_design.name = string(root, QStringLiteral("name"), QString());

    const QJsonArray rooms = array(root, QStringLiteral("rooms"), QString(), false);
    const QJsonArray racks = array(root, QStringLiteral("racks"), QString(), false);
    const QJsonArray servers = array(root, QStringLiteral("servers"), QString(), false);
    const QJsonArray switches = array(root, QStringLiteral("switches"), QString(), false);
    const QJsonArray cables = array(root, QStringLiteral("cables"), QString(), false);
    // Before any entry is read: a design over the memory budget is refused whole.
    if (const QString problem = DesignFormat::budgetProblem(rooms.size() + racks.size() + servers.size() + switches.size(),
                                                            cables.size());
        !problem.isEmpty())
        fail(QString(), problem);
    for (qsizetype i = 0; i < rooms.size(); ++i)
        m_design.rooms.append(readRoom(object(rooms.at(i), at(QStringLiteral("rooms"), i)), at(QStringLiteral("rooms"), i)));
    for (qsizetype i = 0; i < racks.size(); ++i)
        m_design.racks.append(readRack(object(racks.at(i), at(QStringLiteral("racks"), i)), at(QStringLiteral("racks"), i)));
    m_design.servers.reserve(servers.size());
    for (qsizetype i = 0; i < servers.size(); ++i)
        m_design.servers.append(readServer(object(servers.at(i), at(QStringLiteral("servers"), i)), at(QStringLiteral("servers"), i)));
    m_design.switches.reserve(switches.size());
    for (qsizetype i = 0; i < switches.size(); ++i)
        m_design.switches.append(readSwitch(object(switches.at(i), at(QStringLiteral("switches"), i)), at(QStringLiteral("switches"), i)));
    m_design.cables.reserve(cables.size());
    for (qsizetype i = 0; i < cables.size(); ++i)
        m_design.cables.append(readCable(object(cables.at(i), at(QStringLiteral("cables"), i)), at(QStringLiteral("cables"), i)));
    if (root.contains(QLatin1String("quote")))
        m_design.quote = readQuote(object(root, QStringLiteral("quote"), QString()), QStringLiteral("quote"));
}

Room JsonReader::readRoom(const QJsonObject &o, const QString &path)
{
    Room r;
    r.id = newId(o, path);
    m_roomIds.insert(r.id);
    r.name = string(o, QStringLiteral("name"), path);
    r.site = string(o, QStringLiteral("site"), path);
    r.rect = QRectF(number(o, QStringLiteral("x"), path, -kMaxCoordinate, kMaxCoordinate, 0),
                    number(o, QStringLiteral("y"), path, -kMaxCoordinate, kMaxCoordinate, 0),
                    number(o, QStringLiteral("width"), path, 1, kMaxCoordinate, 800),
                    number(o, QStringLiteral("height"), path, 1, kMaxCoordinate, 500));
    return r;
}

Rack JsonReader::readRack(const QJsonObject &o, const QString &path)
{
    Rack r;
    r.id = newId(o, path);
    m_rackIds.insert(r.id);
    r.name = string(o, QStringLiteral("name"), path);
    r.roomId = roomReference(o, path);
    r.rect = QRectF(number(o, QStringLiteral("x"), path, -kMaxCoordinate, kMaxCoordinate, 0),
                    number(o, QStringLiteral("y"), path, -kMaxCoordinate, kMaxCoordinate, 0),
                    number(o, QStringLiteral("width"), path, 1, kMaxCoordinate, 240),
                    number(o, QStringLiteral("height"), path, 1, kMaxCoordinate, 400));
    r.powerBudgetKw = number(o, QStringLiteral("powerBudgetKw"), path, 0, 1e4, 20);
    r.heightU = integer(o, QStringLiteral("heightU"), path, 1, kMaxRackU, 42); // absent before the elevation: 42 U
    return r;
}

QUuid JsonReader::roomReference(const QJsonObject &o, const QString &path)
{
    const QUuid id = reference(o, QStringLiteral("room"), path, false);
    if (!id.isNull() && !m_roomIds.contains(id))
        fail(join(path, QStringLiteral("room")), tr("no room has the id %1").arg(id.toString(QUuid::WithoutBraces)));
    return id;
}

QUuid JsonReader::rackReference(const QJsonObject &o, const QString &path)
{
    const QUuid id = reference(o, QStringLiteral("rack"), path, false);
    if (!id.isNull() && !m_rackIds.contains(id))
        fail(join(path, QStringLiteral("rack")), tr("no rack has the id %1").arg(id.toString(QUuid::WithoutBraces)));
    return id;
}

Server JsonReader::readServer(const QJsonObject &o, const QString &path)
{
    Server s;
    s.id = newId(o, path);
    m_deviceIds.insert(s.id);
    s.name = string(o, QStringLiteral("name"), path);
    s.sku = string(o, QStringLiteral("sku"), path);
    s.roomId = roomReference(o, path);
    s.rackId = rackReference(o, path);
    s.pos = point(o, QStringLiteral("pos"), path);
    if (o.contains(QLatin1String("cluster")))
        s.cluster = string(o, QStringLiteral("cluster"), path);

    const QString gpuPath = join(path, QStringLiteral("gpu"));
    const QJsonObject gpu = object(o, QStringLiteral("gpu"), path);
    s.gpuModel = string(gpu, QStringLiteral("model"), gpuPath);
    s.gpuArch = string(gpu, QStringLiteral("arch"), gpuPath);
    s.gpuSlots = integer(gpu, QStringLiteral("slots"), gpuPath, 1, 64, 8);
    s.gpuCount = integer(gpu, QStringLiteral("count"), gpuPath, 0, s.gpuSlots, 0);
    s.gpuTflopsBf16 = number(gpu, QStringLiteral("tflopsBf16"), gpuPath, 0, 1e5, 0);
    const QString fabric = string(gpu, QStringLiteral("fabric"), gpuPath, true);
    if (!intraFabricFromKey(fabric, &s.fabric))
        fail(join(gpuPath, QStringLiteral("fabric")), tr("unknown intra-node fabric \"%1\" (expected nvswitch, pcie-gen4 or pcie-gen5)").arg(printable(fabric)));
    s.intraBandwidthGBps = number(gpu, QStringLiteral("bandwidthGBps"), gpuPath, 0, 1e5, 0);

    const QString nicPath = join(path, QStringLiteral("nic"));
    const QJsonObject nic = object(o, QStringLiteral("nic"), path);
    s.nicCount = integer(nic, QStringLiteral("count"), nicPath, 0, 64, 0);
    s.nicRateGbps = number(nic, QStringLiteral("rateGbps"), nicPath, 0, kMaxRateGbps, 0);
    if (s.nicCount > 0 && s.nicRateGbps <= 0)
        fail(join(nicPath, QStringLiteral("rateGbps")), tr("expected a number greater than 0"));
    const QString kind = string(nic, QStringLiteral("kind"), nicPath, s.nicCount > 0);
    if (s.nicCount > 0 && !linkKindFromKey(kind, &s.nicKind))
        fail(join(nicPath, QStringLiteral("kind")), tr("unknown link kind \"%1\" (expected ib, roce or ethernet)").arg(printable(kind)));
    // Absent in files written before the NIC transport was modelled, and for verbs: NCCL's own.
    if (nic.contains(QLatin1String("transport"))) {
        const QString transport = string(nic, QStringLiteral("transport"), nicPath);
        if (!nicTransportFromKey(transport, &s.nicTransport))
            fail(join(nicPath, QStringLiteral("transport")),
                 tr("unknown NIC transport \"%1\" (expected verbs, efa, efa-v2 or efa-v3)").arg(printable(transport)));
    }
    s.powerW = number(o, QStringLiteral("powerW"), path, 0, 1e6, 0);
    // Absent in files written before PCIe switch sharing was modelled: every GPU its own link.
    s.gpusPerPcieSwitch = integer(o, QStringLiteral("gpusPerPcieSwitch"), path, 1, 64, 1);
    // Absent in files written before the rack elevation: the height its GPU board implies, not yet placed.
    s.heightU = integer(o, QStringLiteral("heightU"), path, 1, kMaxRackU, 0);
    if (s.heightU == 0)
        s.heightU = defaultServerHeightU(s);
    s.rackU = integer(o, QStringLiteral("rackU"), path, 0, kMaxRackU, 0);
    return s;
}

Switch JsonReader::readSwitch(const QJsonObject &o, const QString &path)
{
    Switch s;
    s.id = newId(o, path);
    m_deviceIds.insert(s.id);
    s.name = string(o, QStringLiteral("name"), path);
    s.sku = string(o, QStringLiteral("sku"), path);
    s.roomId = roomReference(o, path);
    s.rackId = rackReference(o, path);
    s.pos = point(o, QStringLiteral("pos"), path);
    s.portCount = integer(o, QStringLiteral("ports"), path, 1, 4096, -1);
    if (s.portCount < 0)
        fail(join(path, QStringLiteral("ports")), tr("missing"));
    s.portRateGbps = number(o, QStringLiteral("rateGbps"), path, 0.001, kMaxRateGbps, -1);
    if (s.portRateGbps < 0)
        fail(join(path, QStringLiteral("rateGbps")), tr("missing"));
    const QString kind = string(o, QStringLiteral("kind"), path, true);
    if (!linkKindFromKey(kind, &s.kind))
        fail(join(path, QStringLiteral("kind")), tr("unknown link kind \"%1\" (expected ib, roce or ethernet)").arg(printable(kind)));
    s.powerW = number(o, QStringLiteral("powerW"), path, 0, 1e6, 0);
    s.sharp = boolean(o, QStringLiteral("sharp"), path, false); // absent in files before SHARP was modelled
    s.heightU = integer(o, QStringLiteral("heightU"), path, 1, kMaxRackU, 1); // absent before the elevation: 1U
    s.rackU = integer(o, QStringLiteral("rackU"), path, 0, kMaxRackU, 0);
    return s;
}

Cable JsonReader::readCable(const QJsonObject &o, const QString &path)
{
    Cable c;
    c.id = newId(o, path);
    c.a = readPort(object(o, QStringLiteral("a"), path), join(path, QStringLiteral("a")));
    c.b = readPort(object(o, QStringLiteral("b"), path), join(path, QStringLiteral("b")));
    // A cable from a port into itself (or to its own device, or server to server) loads: the
    // rules name it (CQ-CABLE-001/002) together with every other fault of the file.
    c.lengthM = number(o, QStringLiteral("lengthM"), path, 0, 1e5, 3.0);
    const QString kind = string(o, QStringLiteral("kind"), path);
    if (kind.isEmpty())
        c.kind = defaultCableKind(c.lengthM); // version 1 files name no medium
    else if (!cableKindFromKey(kind, &c.kind))
        fail(join(path, QStringLiteral("kind")), tr("unknown cable kind \"%1\" (expected dac, aoc or fiber)").arg(printable(kind)));
    return c;
}

PortRef JsonReader::readPort(const QJsonObject &o, const QString &path)
{
    PortRef p;
    p.device = reference(o, QStringLiteral("device"), path, true);
    if (!m_deviceIds.contains(p.device))
        fail(join(path, QStringLiteral("device")), tr("no server or switch has the id %1").arg(p.device.toString(QUuid::WithoutBraces)));
    // Ports beyond the device's count are kept: the port-count rule reports them.
    p.port = integer(o, QStringLiteral("port"), path, 0, 1 << 20, -1);
    if (p.port < 0)
        fail(join(path, QStringLiteral("port")), tr("missing"));
    return p;
}

QuoteSettings JsonReader::readQuote(const QJsonObject &o, const QString &path)
{
    QuoteSettings q;
    q.quoteNumber = string(o, QStringLiteral("number"), path);
    q.customer = string(o, QStringLiteral("customer"), path);
    q.salesEngineer = string(o, QStringLiteral("salesEngineer"), path);
    const QString date = string(o, QStringLiteral("date"), path);
    if (!date.isEmpty()) {
        q.date = QDate::fromString(date, Qt::ISODate);
        if (!q.date.isValid())
            fail(join(path, QStringLiteral("date")), tr("\"%1\" is not a date (expected YYYY-MM-DD)").arg(printable(date)));
    }
    q.validityDays = integer(o, QStringLiteral("validityDays"), path, 1, 3650, 30);
    const QString term = string(o, QStringLiteral("term"), path);
    if (!term.isEmpty() && !termFromKey(term, &q.term))
        fail(join(path, QStringLiteral("term")), tr("unknown term \"%1\" (expected hourly, monthly or annual)").arg(printable(term)));
    // Absent (and in files written before the price book had a default): the price book's commit.
    q.publicBandwidthMbps = integer(o, QStringLiteral("publicBandwidthMbps"), path, 0, 10000000,
                                    QuoteSettings::kPriceBookBandwidth);
    q.notes = string(o, QStringLiteral("notes"), path);
    readQuoteExtras(o, path, &q); // optional: files written before the extras existed have none
    return q;
}

void JsonReader::readQuoteExtras(const QJsonObject &o, const QString &path, QuoteSettings *q)
{
    q->language = string(o, QStringLiteral("language"), path);
    if (!q->language.isEmpty() && q->language != QLatin1String("en") && q->language != QLatin1String("zh_CN"))
        fail(join(path, QStringLiteral("language")),
             tr("\"%1\" is not a quote language (en or zh_CN)").arg(printable(q->language)));
    QString where, why;
    if (o.contains(QStringLiteral("extras"))
        && !QuoteExtrasFormat::fromJson(o.value(QStringLiteral("extras")), &q->extras, &where, &why))
        fail(join(join(path, QStringLiteral("extras")), where), why);
}

QJsonArray JsonReader::array(const QJsonObject &o, const QString &key, const QString &path, bool required)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() && !required)
        return {};
    if (!v.isArray())
        fail(join(path, key), tr("expected an array"));
    return v.toArray();
}

QJsonObject JsonReader::object(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        fail(path, tr("expected an object"));
    return v.toObject();
}

QJsonObject JsonReader::object(const QJsonObject &o, const QString &key, const QString &path)
{
    return object(o.value(key), join(path, key));
}

QString JsonReader::string(const QJsonObject &o, const QString &key, const QString &path, bool required)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() && !required)
        return {};
    if (!v.isString())
        fail(join(path, key), v.isUndefined() ? tr("missing") : tr("expected a string"));
    return v.toString();
}

double JsonReader::number(const QJsonObject &o, const QString &key, const QString &path, double min, double max, double fallback)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return fallback;
    if (!v.isDouble())
        fail(join(path, key), tr("expected a number"));
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < min || d > max)
        fail(join(path, key), tr("%1 is out of range (%2 to %3)").arg(d).arg(min).arg(max));
    return d;
}

bool JsonReader::boolean(const QJsonObject &o, const QString &key, const QString &path, bool fallback)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return fallback;
    if (!v.isBool())
        fail(join(path, key), tr("expected true or false"));
    return v.toBool();
}

int JsonReader::integer(const QJsonObject &o, const QString &key, const QString &path, int min, int max, int fallback)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return fallback;
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d))
        fail(join(path, key), tr("expected a whole number"));
    if (d < min || d > max)
        fail(join(path, key), tr("%1 is out of range (%2 to %3)").arg(d).arg(min).arg(max));
    return int(d);
}

QUuid JsonReader::newId(const QJsonObject &o, const QString &path)
{
    const QUuid id = reference(o, QStringLiteral("id"), path, true);
    if (m_ids.contains(id))
        fail(join(path, QStringLiteral("id")), tr("duplicate id %1").arg(id.toString(QUuid::WithoutBraces)));
    m_ids.insert(id);
    return id;
}

QUuid JsonReader::reference(const QJsonObject &o, const QString &key, const QString &path, bool required)
{
    const QString text = string(o, key, path, required);
    if (text.isEmpty()) {
        if (required)
            fail(join(path, key), tr("missing"));
        return {};
    }
    const QUuid id = QUuid::fromString(text);
    if (id.isNull())
        fail(join(path, key), tr("\"%1\" is not an id (expected a UUID)").arg(printable(text)));
    return id;
}

QPointF JsonReader::point(const QJsonObject &o, const QString &key, const QString &path)
{
    if (!o.contains(key))
        return {};
    const QJsonObject p = object(o, key, path);
    const QString sub = join(path, key);
    return {number(p, QStringLiteral("x"), sub, -kMaxCoordinate, kMaxCoordinate, 0),
            number(p, QStringLiteral("y"), sub, -kMaxCoordinate, kMaxCoordinate, 0)};
}

} // namespace cq
