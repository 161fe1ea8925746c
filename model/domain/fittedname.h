#pragma once

#include <QString>

namespace cq {

/**
 * The name a customer reads for a server of a catalog or price-book @p name ("8x A100 80G SXM
 * server with IB", "8卡 A100 80G SXM 服务器") when @p gpuCount of its @p gpuSlots GPU slots are
 * fitted: unchanged when every slot is fitted; otherwise a leading "8x " ("8卡") becomes the
 * fitted count and the slots are said after it: "4x A100 80G SXM server with IB (4 of 8 GPU
 * slots fitted)", "4卡 A100 80G SXM 服务器（8 卡位，已装 4 卡）". @p chinese selects the wording
 * of the added part.
 */
QString fittedServerName(const QString &name, int gpuSlots, int gpuCount, bool chinese = false);

} // namespace cq
