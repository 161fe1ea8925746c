#include "netboxdevicetype.h"

#include "netboxinterfacetype.h"
#include "netboxportgroups.h"

#include <QFile>
#include <QFileInfo>
#include <QDir>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>

namespace cq {

namespace {

/** Thrown inside the reader: the 1-based line and the problem; caught once in readYaml. */
struct Refusal {
    int line;
    QString problem;
};

int lineOf(const YAML::Node &node) { return std::max(1, node.Mark().line + 1); } // a node without a mark: line 1

QString text(const YAML::Node &node) { return QString::fromStdString(node.Scalar()); }

/** A scalar value of @p map's @p key, trimmed; empty when absent or null. */
QString scalar(const YAML::Node &map, const char *key)
{
    const YAML::Node value = map[key];
    if (!value.IsDefined() || value.IsNull())
        return {};
    if (!value.IsScalar())
        throw Refusal{lineOf(value), NetboxDeviceType::tr("'%1' should be one value").arg(QLatin1String(key))};
    return text(value).trimmed();
}

QString requiredScalar(const YAML::Node &root, const char *key)
{
    const QString value = scalar(root, key);
    if (value.isEmpty())
        throw Refusal{lineOf(root), NetboxDeviceType::tr("no '%1': not a NetBox device type").arg(QLatin1String(key))};
    return value;
}

/** @p map's @p key as a list; an empty node when absent or null. */
YAML::Node sequence(const YAML::Node &map, const char *key)
{
    const YAML::Node value = map[key];
    const bool absent = !value.IsDefined() || value.IsNull();
    if (!absent && !value.IsSequence())
        throw Refusal{lineOf(value), cq::NetboxDeviceType::tr("'%1' should be a list").arg(QLatin1String(key))};
    return absent ? YAML::Node(YAML::NodeType::Sequence) : value;
}

double number(const YAML::Node &value, const char *key)
{
    bool ok = false;
    const double n = text(value).toDouble(&ok);
    if (!value.IsScalar() || !ok || !std::isfinite(n) || n < 0)
        throw Refusal{lineOf(value), NetboxDeviceType::tr("'%1' should be a number >= 0, not '%2'")
                                         .arg(QLatin1String(key), value.IsScalar() ? text(value) : QStringLiteral("..."))};
    return n;
}

bool flag(const YAML::Node &map, const char *key)
{
    const YAML::Node value = map[key];
    if (!value.IsDefined() || value.IsNull())
        return false;
    bool result = false;
    if (!value.IsScalar() || !YAML::convert<bool>::decode(value, result))
        throw Refusal{lineOf(value), NetboxDeviceType::tr("'%1' should be true or false").arg(QLatin1String(key))};
    return result;
}

void readHeight(const YAML::Node &root, NetboxDeviceType *type)
{
    const YAML::Node value = root["u_height"];
    if (!value.IsDefined() || value.IsNull())
        return; // NetBox's default: 1 U
    const double u = number(value, "u_height");
    type->heightU = static_cast<int>(std::ceil(u));
    if (u != std::floor(u))
        type->notes << NetboxDeviceType::tr("Height %1 U rounded up to %2 U.").arg(u).arg(type->heightU);
}

void readPower(const YAML::Node &root, NetboxDeviceType *type)
{
    const YAML::Node ports = sequence(root, "power-ports");
    for (const YAML::Node &port : ports) {
        if (!port.IsMap())
            throw Refusal{lineOf(port), NetboxDeviceType::tr("a power port should be a map of keys")};
        ++type->powerPorts;
        const YAML::Node draw = port["maximum_draw"];
        if (draw.IsDefined() && !draw.IsNull())
            type->maxDrawW = std::max(type->maxDrawW, number(draw, "maximum_draw"));
    }
    const int carrying = (type->powerPorts + 1) / 2;
    type->powerW = type->maxDrawW * carrying;
    if (type->maxDrawW > 0) {
        type->notes << NetboxDeviceType::tr("Power %1 W: the largest maximum draw of a power port (%2 W) x %3 of %4 "
                                            "supplies, as redundant supplies share the load.")
                           .arg(type->powerW).arg(type->maxDrawW).arg(carrying).arg(type->powerPorts);
        return;
    }
    int psuBays = 0;
    for (const YAML::Node &bay : sequence(root, "module-bays")) {
        const QString name = bay.IsMap() ? scalar(bay, "name") : QString();
        if (name.contains(QLatin1String("psu"), Qt::CaseInsensitive) || name.contains(QLatin1String("pwr"), Qt::CaseInsensitive)
            || name.contains(QLatin1String("power"), Qt::CaseInsensitive))
            ++psuBays;
    }
    if (psuBays > 0 && type->powerPorts == 0)
        type->notes << NetboxDeviceType::tr("Power not given: NetBox models the %1 supplies as module bays, without a draw.").arg(psuBays);
    else
        type->notes << NetboxDeviceType::tr("Power not given: NetBox has no maximum draw for its %1 power ports.").arg(type->powerPorts);
}

void readInterfaces(const YAML::Node &root, NetboxPortGroups *groups)
{
    for (const YAML::Node &iface : sequence(root, "interfaces")) {
        if (!iface.IsMap())
            throw Refusal{lineOf(iface), NetboxDeviceType::tr("an interface should be a map of keys")};
        const QString name = scalar(iface, "name");
        const QString slug = scalar(iface, "type");
        if (slug.isEmpty())
            throw Refusal{lineOf(iface), NetboxDeviceType::tr("interface '%1' has no type").arg(name)};
        NetboxInterfaceType type;
        if (!NetboxInterfaceType::fromSlug(slug, &type))
            throw Refusal{lineOf(iface["type"]), NetboxDeviceType::tr("interface '%1': unknown interface type '%2'").arg(name, slug)};
        groups->add(name, slug, type, flag(iface, "mgmt_only"));
    }
}

/** "Mellanox/SB7800.yml": the folder and file name, as the library's device-types/ has them. */
/** Whether @p path lies under a folder of the NetBox device-type library (see inLibrary). */
bool inLibraryPath(const QString &path)
{
    // By name only (the folders need not exist): the folders above the manufacturer's folder.
    QStringList folders = QDir::cleanPath(QFileInfo(path).absolutePath()).split(u'/', Qt::SkipEmptyParts);
    if (!folders.isEmpty())
        folders.removeLast(); // the manufacturer's folder itself
    for (const QString &folder : std::as_const(folders)) {
        const QString name = folder.toLower();
        if (name == QLatin1String("device-types") || name == QLatin1String("devicetype-library")
            || name == QLatin1String("netbox-device-types"))
            return true;
    }
    return false;
}

QString sourceNameOf(const QString &path)
{
    const QFileInfo info(path);
    const QString folder = info.absoluteDir().dirName();
    return folder.isEmpty() || !inLibraryPath(path) ? info.fileName() : folder + u'/' + info.fileName();
}

void suggestKind(NetboxDeviceType *type)
{
    if (type->kindCertain) {
        type->suggestedKind = LinkKind::InfiniBand;
        type->kindReason = NetboxDeviceType::tr("The port type %1 is InfiniBand.").arg(type->fabricSlug);
        return;
    }
    if (type->fabricPorts == 0) {
        type->suggestedKind = LinkKind::RoCE;
        type->kindReason = NetboxDeviceType::tr("NetBox lists no fabric port; NICs given for it are taken as RoCE unless "
                                                "another kind is chosen.");
        return;
    }
    const QString vendor = type->manufacturer.toLower();
    const QString model = type->model.toUpper();
    const bool nvidia = vendor.contains(QLatin1String("mellanox")) || vendor.contains(QLatin1String("nvidia"));
    if (nvidia && (model.startsWith(QLatin1String("SB")) || model.startsWith(QLatin1String("QM"))
                   || model.startsWith(QLatin1String("MSB")) || model.startsWith(QLatin1String("MQM")))) {
        type->suggestedKind = LinkKind::InfiniBand;
        type->kindReason = NetboxDeviceType::tr("Suggested InfiniBand: %1 SB and QM switches are Switch-IB and Quantum "
                                                "InfiniBand switches; the port type %2 does not say.")
                               .arg(type->manufacturer, type->fabricSlug);
        return;
    }
    type->suggestedKind = LinkKind::RoCE;
    type->kindReason = (nvidia && (model.startsWith(QLatin1String("SN")) || model.startsWith(QLatin1String("MSN"))))
        ? NetboxDeviceType::tr("Suggested RoCE: %1 SN switches are Spectrum Ethernet switches, RoCE for a GPU fabric; "
                               "plain Ethernet is the other choice.").arg(type->manufacturer)
        : NetboxDeviceType::tr("Suggested RoCE: the port type %1 is an Ethernet form factor; InfiniBand or plain "
                               "Ethernet are the other choices.").arg(type->fabricSlug);
}

} // namespace

bool NetboxDeviceType::readFile(const QString &path, NetboxDeviceType *type, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read the file (%2)").arg(path, file.errorString());
        return false;
    }
    return readYaml(file.readAll(), path, type, error);
}

bool NetboxDeviceType::readYaml(const QByteArray &yaml, const QString &path, NetboxDeviceType *type, QString *error)
{
    NetboxDeviceType read;
    read.path = path;
    read.sourceName = sourceNameOf(path);
    read.inLibrary = inLibraryPath(path);
    try {
        if (yaml.trimmed().isEmpty()) {
            *error = tr("%1: empty file").arg(path);
            return false;
        }
        const YAML::Node root = YAML::Load(yaml.toStdString());
        if (!root.IsMap())
            throw Refusal{lineOf(root), tr("not a NetBox device type (no manufacturer, model, interfaces)")};
        read.manufacturer = requiredScalar(root, "manufacturer");
        read.model = requiredScalar(root, "model");
        read.slug = scalar(root, "slug");
        readHeight(root, &read);
        NetboxPortGroups groups;
        readInterfaces(root, &groups);
        readPower(root, &read);
        if (!groups.pickFabric(&read))
            throw Refusal{lineOf(root), tr("a switch without ports of 25 Gb/s or faster is not for a GPU fabric")};
        read.notes = groups.notes() + read.notes;
        suggestKind(&read);
    } catch (const Refusal &refusal) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(refusal.line).arg(refusal.problem);
        return false;
    } catch (const YAML::Exception &e) {
        // ParserException (broken YAML) and the rest: the mark is yaml-cpp's 0-based position.
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(e.mark.line + 1).arg(QString::fromStdString(e.msg));
        return false;
    }
    *type = read;
    return true;
}

QString NetboxDeviceType::sourceText() const
{
    return inLibrary ? tr("NetBox device-type library: %1").arg(sourceName)
                     : tr("NetBox device type %1").arg(sourceName);
}

} // namespace cq
