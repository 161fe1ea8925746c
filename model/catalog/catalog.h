#pragma once

#include "cablemodel.h"
#include "gpumodel.h"
#include "servermodel.h"
#include "switchmodel.h"
#include "domain/server.h"
#include "domain/switchdevice.h"

#include <QList>
#include <optional>

namespace cq {

/** The hardware catalog: GPU, server, switch and cable models (loaded from the database). */
struct Catalog {
    QList<GpuModel> gpus;
    QList<ServerModel> servers;
    QList<SwitchModel> switches;
    QList<CableModel> cables;

    const GpuModel *gpu(const QString &id) const;
    const ServerModel *server(const QString &sku) const;
    const SwitchModel *switchModel(const QString &sku) const;
    const CableModel *cable(const QString &sku) const;

    /** This catalog without retired models: what the palette, the wizard and generate offer. */
    Catalog offered() const;

    /** A new server (fresh id) built from a server model, or nullopt if its GPU is unknown. */
    std::optional<Server> makeServer(const QString &sku) const;
    /** A new switch (fresh id) built from a switch model, or nullopt for an unknown SKU. */
    std::optional<Switch> makeSwitch(const QString &sku) const;
    /** Sets the GPU figures of @p server (model, arch, TFLOPS, fabric, NVLink/PCIe bandwidth)
     *  to @p gpu's; the GPU count stays. */
    static void applyGpu(Server *server, const GpuModel &gpu);
    /**
     * Fits one more GPU of model @p gpuId into @p server. Returns false with @p why set
     * when the server is full or holds another GPU model (mixed models are refused).
     */
    bool fitGpu(Server *server, const QString &gpuId, QString *why) const;
};

} // namespace cq
