#pragma once

#include "domain/server.h"

#include <QString>

namespace cq {

/**
 * NVLinks per GPU of @p server's GPU model: the `NV#` that `nvidia-smi topo -m` prints between
 * two GPUs of an NVSwitch server, all of a GPU's links reaching every peer through the
 * switches. A100 SXM 12 (NVIDIA A100 datasheet: third-generation NVLink, 600 GB/s = 12 x 50);
 * H100 SXM 18 (H100 datasheet: fourth-generation NVLink, 900 GB/s = 18 x 50; real output
 * topo-02), H20 18 (topo-05), Blackwell B200 18 (fifth generation, 1.8 TB/s; topo-03); the
 * export models A800 and H800 8 (datasheets: NVLink 400 GB/s = 8 x 50; A800 topo-06 shows NV8).
 * The catalog's intra-node figures are these counts x NCCL's per-link rate (A100 12 x 20 =
 * 240, H100 18 x 20.6 = 370.8 GB/s). 0 for a PCIe server or an unknown model.
 */
int expectedNvLinks(const Server &server);

/** The GPU class a measured NV count between two GPUs points to: "H100-class" for 18,
 *  "A100-class" for 12, "A800/H800-class" for 8 (expectedNvLinks()); empty for any other. Translated. */
QString nvLinkClass(int links);

/**
 * The GPU family a GPU name names, so a catalog model ("A100 80G SXM") and the device name
 * nvidia-smi / nccl-tests print ("A100-SXM4-40GB", "NVIDIA H100 80GB HBM3", "NVIDIA GeForce
 * RTX 4090") compare: "A100", "H100", "H20", "B200", "L40S", "RTX 4090", ... Memory size and
 * form factor are not part of it. Empty when the name holds no family this knows.
 */
QString gpuFamily(const QString &name);

} // namespace cq
