#pragma once

#include <QString>

namespace cq {

/**
 * What ClusterQuote reads from a NetBox interface type slug (NetBox `dcim/choices.py`,
 * InterfaceTypeChoices): the port rate and whether the slug itself says InfiniBand.
 * Ethernet form-factor slugs (`100gbase-x-qsfp28`, `400gbase-x-osfp`, ...) give the rate of
 * the cage only: InfiniBand switches (Mellanox SB7800, QM8700, NVIDIA QM9700) use them too.
 */
struct NetboxInterfaceType {
    enum class Class {
        Port,    ///< a physical port with a rate
        Logical, ///< `virtual`, `lag`, `bridge`: not a port, skipped
    };
    Class cls = Class::Port;
    double rateGbps = 0;     ///< per port, Gb/s (InfiniBand: NetBox's per-lane label x 4 lanes)
    bool infiniband = false; ///< `infiniband-*`: the slug says InfiniBand

    /**
     * Looks @p slug up; false when ClusterQuote does not know it. Known: NetBox's copper and
     * pluggable Ethernet slugs from 1000base-t to 800gbase-x-osfp, `infiniband-edr|hdr|ndr|xdr`
     * (and their `-4x` forms): NetBox labels these per lane (EDR 25, HDR 50, NDR 100,
     * XDR 250 Gb/s), so a 4x port is 100, 200, 400, 800 Gb/s (InfiniBand Trade Association
     * roadmap); and the logical `virtual`, `lag`, `bridge`.
     */
    static bool fromSlug(const QString &slug, NetboxInterfaceType *type);
};

} // namespace cq
