#pragma once

#include "catalog/catalog.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cq {

/**
 * The hardware catalog as one CSV file a provider edits in a spreadsheet (RFC 4180 via
 * CsvTable, UTF-8, CRLF). The first column `table` says which kind a row is: `gpu`,
 * `server`, `switch` or `cable`; filter on it in the spreadsheet. The other columns are
 * the union of the four kinds' fields, and a row leaves the columns of other kinds empty:
 *
 *   table, key (GPU id or SKU), name, source, retired (yes/no), manufacturer (vendor for a GPU),
 *   gpu: arch, memory_gb, tflops_bf16, tdp_w, fabric (nvswitch/pcie-gen4/...),
 *        intra_bandwidth_gbps, software_stack (CUDA/CANN)
 *   server: gpu_id, gpu_slots, gpu_count, nic_count, nic_rate_gbps, nic_kind (ib/roce/ethernet),
 *        ports_per_nic, gpus_per_pcie_switch, cpu_cores, memory_gb (host memory), nvme_tb,
 *        height_u, power_w
 *   switch: port_count, port_rate_gbps, kind (ib/roce/ethernet), sharp (yes/no), breakout,
 *        height_u, power_w
 *   cable: kind (dac/aoc/fiber), rate_gbps, max_length_m
 *
 * Columns are found by their header name, so their order may change and a sheet may leave
 * out the optional ones (an empty or absent cell takes the model's default); a file without a
 * column its rows need (a server's power_w, a switch's port_count, ...) is refused naming it,
 * so that a deleted column never resets every row; unknown columns are refused (a typo would
 * otherwise lose a field). Numbers use '.' as the decimal point. One file rather
 * than one per kind because `catalog export-csv FILE` / `import-csv FILE` move the whole
 * catalog, and a provider filters the `table` column to edit one kind.
 */
class CatalogCsv
{
    Q_DECLARE_TR_FUNCTIONS(cq::CatalogCsv)
public:
    /** The column names, in the order write() puts them. */
    static QStringList header();
    /** Every model of @p catalog (retired ones too), GPUs, servers, switches, cables in catalog order. */
    static QByteArray write(const Catalog &catalog);
    /**
     * Parses @p csv into @p catalog (only the kinds present get rows; @p kinds says which
     * of "gpu", "server", "switch", "cable" had at least one row). Every row is validated
     * (CatalogValidation, servers against the file's GPUs plus @p knownGpus), and duplicate
     * keys are refused. Returns false with "<fileName>:<line>: problem" in @p error on the
     * first bad row; @p catalog is then left untouched.
     */
    static bool read(const QByteArray &csv, const QString &fileName, const QList<GpuModel> &knownGpus,
                     Catalog *catalog, QStringList *kinds, QString *error);
};

} // namespace cq
