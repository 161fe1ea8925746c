#pragma once

#include "catalog.h"
#include "netboxdevicetype.h"

#include <QCoreApplication>
#include <optional>

namespace cq {

/** What the user answers where NetBox is silent (CLI options, the import dialog). */
struct NetboxAnswers {
    std::optional<LinkKind> kind; ///< fabric kind; unset: NetboxDeviceType::suggestedKind
    QString gpuId;                ///< servers: GpuModel::id of the fitted GPUs (required)
    int gpuCount = 0;             ///< servers: GPUs fitted (required, >= 1)
    int nicCount = -1;            ///< servers: fabric NICs; -1: the ports NetBox lists
    double nicRateGbps = 0;       ///< servers: NIC rate, Gb/s; 0: the rate NetBox lists
    QString sku;                  ///< empty: NetboxImport::defaultSku
};

/** A catalog model made from a NetBox device type: a switch or a server, by its role. */
struct NetboxImported {
    NetboxDeviceType::Role role = NetboxDeviceType::Role::Switch;
    SwitchModel switchModel;      ///< role Switch
    ServerModel serverModel;      ///< role Server
    QString sku() const { return role == NetboxDeviceType::Role::Switch ? switchModel.sku : serverModel.sku; }
};

/**
 * Turns a NetboxDeviceType and the user's answers into a SwitchModel or ServerModel draft
 * (name, SKU, kind, ports, power, height, manufacturer, source "NetBox device-type library:
 * Mellanox/SB7800.yml"). Pure model code; saving is the price book's.
 */
class NetboxImport
{
    Q_DECLARE_TR_FUNCTIONS(cq::NetboxImport)
public:
    /** What NetBox cannot answer for @p type. */
    enum class Question {
        FabricKind, ///< InfiniBand, RoCE or Ethernet (the slug is a form factor)
        Gpu,        ///< servers: GPU model and count
        FabricNics, ///< servers without a fabric port in NetBox: NIC count and rate
        Power,      ///< no maximum_draw: the power is 0 W until set in the price book
    };
    static QList<Question> questions(const NetboxDeviceType &type);
    /** One sentence a user reads for @p question about @p type (says the suggestion, if any). */
    static QString questionText(const NetboxDeviceType &type, Question question);
    /** "SW-MELLANOX-SB7800" / "SRV-DELL-POWEREDGE-XE8545": prefix, manufacturer and model. */
    static QString defaultSku(const NetboxDeviceType &type);
    /**
     * The model for @p type with @p answers, checked with CatalogValidation against @p gpus.
     * False with @p error "SOURCE: problem" when a required answer is missing (a server's
     * GPU model and count), the GPU is not one of @p gpus, or the model is invalid.
     */
    static bool build(const NetboxDeviceType &type, const NetboxAnswers &answers, const QList<GpuModel> &gpus,
                      NetboxImported *imported, QString *error);
    /** "SW-MELLANOX-SB7800: 36 x 100 Gb/s InfiniBand, 460 W, 1 U" (breakout and GPUs when set). */
    static QString summary(const NetboxImported &imported);
};

} // namespace cq
