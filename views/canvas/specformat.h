#pragma once

#include "domain/linkkind.h"

#include <QString>

namespace cq {

struct Catalog;
struct GpuModel;
struct Server;
struct ServerModel;
struct Switch;
struct SwitchModel;

/*
 * One place for the short hardware descriptions shown on canvas boxes and in the palette,
 * so the two never disagree. Link rates are in Gb/s (written "200G" in the compact form),
 * GPU fabric bandwidth in GB/s.
 */

/** Compact link-layer tag: "IB", "RoCE", "Eth". */
QString linkKindTag(LinkKind kind);
/** Compact port group: count and rate, e.g. "8x200G IB" (8 ports at 200 Gb/s InfiniBand). */
QString portGroupText(int count, double rateGbps, LinkKind kind);

/** Canvas spec of a placed server: "8x A100 80G SXM · 8x200G IB" ("no GPU · ..." when empty). */
QString serverSpec(const Server &server);
/** Canvas spec of a placed switch: "40x200G IB". */
QString switchSpec(const Switch &sw);

/** Palette spec of a GPU model: "312 TFLOPS BF16 · NVLink 240 GB/s" (or "PCIe Gen4 24 GB/s"). */
QString gpuModelSpec(const GpuModel &gpu);
/**
 * Palette spec of a server model: "8x A100 80G SXM · 8x200G IB · 6.5 kW"; the power part
 * is left out when the model has no power figure, the GPU part names the GPU id when the
 * catalog lacks that GPU.
 */
QString serverModelSpec(const ServerModel &model, const Catalog &catalog);
/** Palette spec of a switch model: "40 x 200 Gb/s InfiniBand". */
QString switchModelSpec(const SwitchModel &model);

} // namespace cq
