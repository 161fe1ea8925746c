#pragma once

#include "domain/linkkind.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cq {

/**
 * One NetBox device-type definition (the community library's YAML,
 * github.com/netbox-community/devicetype-library, schema/devicetype.json), read with
 * yaml-cpp and mapped to what the hardware catalog needs. NetboxImport turns it, with the
 * answers NetBox cannot give, into a SwitchModel or a ServerModel.
 *
 * Mapping rules (each applied one is said in `notes`):
 * - Ports: `mgmt_only: true` and logical interfaces (`virtual`, `lag`, `bridge`) are skipped;
 *   so are ports slower than 25 Gb/s (1000base-t, 10gbase-t: on switches and servers these
 *   are management or front-end ports even when not flagged). Of the rest, the largest group
 *   of one rate is the fabric (a tie goes to the faster rate); faster ports are counted at
 *   that rate (a 200G QSFP56 cage takes a 100G module), slower ones are skipped.
 * - Switch or server: 16 or more fabric ports make a switch; fewer, a server.
 * - Breakout: an 800 Gb/s port splits into 2 x 400 Gb/s (NVIDIA SN5600 datasheet: 64 x 800G
 *   or 128 x 400G), so breakout 2; every other rate 1.
 * - Power: NetBox's `maximum_draw` is per power port (PSU). The supplies of these devices
 *   are N+N redundant, half of them carry the whole load, so the device draws at most the
 *   largest `maximum_draw` x ceil(power ports / 2): SB7800 2 x 460 W -> 460 W, XE8545
 *   4 x 2400 W -> 4,800 W. No `maximum_draw` (null, absent, PSUs as module-bays): 0 W, asked.
 * - Height: `u_height` (NetBox's default 1 when absent), a half unit rounded up.
 */
struct NetboxDeviceType {
    Q_DECLARE_TR_FUNCTIONS(cq::NetboxDeviceType)
public:
    enum class Role { Switch, Server };

    QString path;              ///< the file as given
    QString sourceName;        ///< "Mellanox/SB7800.yml" (folder and name) in the library, else the file name
    /** True when the file sits in a Manufacturer/ folder of the NetBox device-type library (an
     *  ancestor folder named "device-types", "devicetype-library" or "netbox-device-types"). */
    bool inLibrary = false;
    QString manufacturer;      ///< `manufacturer`
    QString model;             ///< `model`
    QString slug;              ///< `slug` (empty when absent)
    int heightU = 1;
    Role role = Role::Switch;
    int fabricPorts = 0;       ///< ports of the fabric group (see the rules above)
    double fabricRateGbps = 0; ///< their rate, Gb/s
    QString fabricSlug;        ///< their interface type, e.g. "100gbase-x-qsfp28"
    int breakout = 1;          ///< SwitchModel::breakout
    /** True when the slug says InfiniBand (`infiniband-*`); else the kind is a suggestion. */
    bool kindCertain = false;
    LinkKind suggestedKind = LinkKind::RoCE;
    QString kindReason;        ///< why suggestedKind, one sentence a user reads
    int powerPorts = 0;        ///< entries of `power-ports`
    double maxDrawW = 0;       ///< largest `maximum_draw`, W; 0 when none is given
    double powerW = 0;         ///< maxDrawW x ceil(powerPorts / 2), W
    QStringList notes;         ///< what was skipped, counted at another rate, or not given

    /** Reads the file at @p path; false with @p error "FILE:LINE: problem" (nothing read). */
    static bool readFile(const QString &path, NetboxDeviceType *type, QString *error);
    /** Reads @p yaml as if it were the file @p path (its name goes into messages). */
    static bool readYaml(const QByteArray &yaml, const QString &path, NetboxDeviceType *type, QString *error);
    /** The catalog's source text: "NetBox device-type library: Mellanox/SB7800.yml" for a file
     *  of the library, "NetBox device type FILE" for any other file. */
    QString sourceText() const;
};

} // namespace cq
