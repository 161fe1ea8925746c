#pragma once

#include <QByteArray>
#include <QString>

namespace cq {

/** Which command produced a pasted text. */
enum class ImportKind { Unknown, Topo, IbStat, IbNetDiscover, Nccl, Ethtool, GpuUtil };

/** CLI key of a kind: "topo", "ibstat", "ibnetdiscover", "nccl", "ethtool", "gpu-util"; "unknown". */
QString importKindKey(ImportKind kind);
/** Parses a CLI key (importKindKey; also "ibstatus", and "dmon" for gpu-util); false for anything else. */
bool importKindFromKey(const QString &key, ImportKind *kind);

/**
 * Guesses the kind from the content alone, by markers each command always prints: nccl-tests'
 * "# nThread ... nGpus" header, ibstat's "CA '...'" / ibstatus' "Infiniband device '...' port",
 * ibnetdiscover's "SW <lid> <port> 0x..." ports lines or "Switch N \"S-" / "Ca N \"H-" blocks,
 * nvidia-smi topo's header line starting with GPU0, ethtool's "Settings for IFACE:", and
 * nvidia-smi's utilisation logs: dmon's "# gpu ... sm" header or the CSV header naming
 * "utilization.gpu". Unknown when none matches.
 */
ImportKind detectImportKind(const QByteArray &text);

} // namespace cq
