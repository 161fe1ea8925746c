#pragma once

#include <QString>

namespace cq {

/*
 * Numbers with units as the analysis panel shows them. Bytes use binary prefixes, as
 * nccl-tests sizes are powers of two; bandwidths keep the domain's units apart: Gb/s for
 * links, GB/s for GPU fabric and collective bandwidth (1 GB/s = 8 Gb/s).
 */

/** @p value with at most @p decimals decimals and no trailing zeros: (2.50, 2) -> "2.5". */
QString trimmedNumber(double value, int decimals);
/** Message size with binary prefix: 1048576 -> "1 MiB", 1073741824 -> "1 GiB", 1536 -> "1.5 KiB", 100 -> "100 B". */
QString formatBytes(double bytes);
/** A duration given in microseconds: below 1 ms in µs ("25.0 µs"), below 1 s in ms ("43.51 ms"), else s ("1.25 s"). */
QString formatDurationUs(double us);
/** Bandwidth in GB/s with one decimal: "21.7 GB/s", "240 GB/s". */
QString formatGBps(double gigabytesPerSecond);
/** Link capacity in Gb/s: "1600 Gb/s". */
QString formatGbps(double gigabitsPerSecond);
/** Oversubscription ratio: 2 -> "2:1", 1.5 -> "1.5:1", 0 (no uplinks) -> "— (single tier)". */
QString formatOversubscription(double ratio);

} // namespace cq
