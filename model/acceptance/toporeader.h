#pragma once

#include "importdiagnostic.h"

namespace cq {

/** How two devices of `nvidia-smi topo -m` reach each other (its legend), nearest first. */
enum class TopoLink { Self, NVLink, PIX, PXB, PHB, NODE, SYS, Unknown };

/** The legend abbreviation: "X", "NV", "PIX", "PXB", "PHB", "NODE", "SYS", "?". */
QString topoLinkKey(TopoLink link);

/** One cell of the matrix: the relation, and for NVLink the number of bonded links (NV18 -> 18). */
struct TopoCell {
    TopoLink link = TopoLink::Unknown;
    int nvlinks = 0;
};

/** A row/column of the matrix: a GPU or a NIC. */
struct TopoDevice {
    QString label;        ///< as in the header: "GPU0", "NIC3", or a NIC name such as "mlx5_0"
    QString name;         ///< NIC legend name ("mlx5_ib0"); the label itself for header-named NICs; empty if unknown
    bool gpu = false;
    QString cpuAffinity;  ///< GPU rows: "0-55,112-167"; empty for NICs
    int numaNode = -1;    ///< GPU rows: NUMA Affinity; -1 when absent or N/A
};

/** The matrix of `nvidia-smi topo -m` / `-mp` / `--matrix`. */
struct TopoMatrix {
    QList<TopoDevice> devices;      ///< header order: GPUs first, then NICs
    QList<QList<TopoCell>> cells;   ///< cells[row][column], both in `devices` order

    int gpuCount() const;
    int nicCount() const;
    /** Indexes into `devices` of the GPUs, and of the NICs. */
    QList<int> gpus() const;
    QList<int> nics() const;
    TopoCell cell(int row, int column) const;
    /** Fewest NVLinks between any two GPUs; 0 when a pair has no NVLink or there is one GPU. */
    int minNvLinksBetweenGpus() const;
    /** The GPUs (device indexes) nearest to device @p nic, i.e. with its best relation (PIX before PXB ...). */
    QList<int> nearestGpus(int nic) const;
};

/** A read topology: the matrix, and what could not be understood (file:line). */
struct TopoReadResult {
    TopoMatrix topo;
    QList<ImportDiagnostic> diagnostics;
    bool ok() const { return !topo.devices.isEmpty(); }
};

/**
 * Reads `nvidia-smi topo -m` output as people paste it: prompts and other lines before the
 * header, tab-separated or space-aligned cells, with or without the legend and NIC legend,
 * NICs named NICk (resolved through the NIC legend) or directly (mlx5_0). Never throws;
 * anything it cannot read is a diagnostic naming @p fileName and the line.
 */
TopoReadResult readTopo(const QByteArray &text, const QString &fileName);

} // namespace cq
