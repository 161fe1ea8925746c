#pragma once

#include "catalog.h"

#include <QCoreApplication>
#include <QString>

namespace cq {

/**
 * Checks catalog models before they are saved (price-book window, catalog CSV import,
 * NetBox import, PriceBookDatabase::save*Model). Each function returns an empty string
 * when the model may be saved, else one translated sentence naming the model and the
 * field, e.g. "Server SRV-X: GPU slots must be at least the GPU count (8 > 4)."
 * Pure model code: no SQL, no widgets.
 */
class CatalogValidation
{
    Q_DECLARE_TR_FUNCTIONS(cq::CatalogValidation)
public:
    /** Id and name present; memory GB, BF16 TFLOPS and intra-node GB/s > 0; TDP W >= 0;
     *  software stack "CUDA" or "CANN". */
    static QString gpuProblem(const GpuModel &gpu);
    /** SKU and name present; GPU id one of @p gpus; 1 <= GPU slots; 0 <= GPU count <= slots;
     *  NIC count >= 0; NIC rate > 0; ports per NIC 1..8; GPUs per PCIe switch 1..64;
     *  power, CPU cores, memory, NVMe >= 0; height 0..20 U. */
    static QString serverProblem(const ServerModel &server, const QList<GpuModel> &gpus);
    /** SKU and name present; port count > 0; port rate > 0; power >= 0; height 0..20 U;
     *  breakout 1, 2, 4 or 8 and dividing the port rate into whole Gb/s (800 / 2 = 400). */
    static QString switchProblem(const SwitchModel &sw);
    /** SKU and name present; rate > 0; longest length > 0 and at most 10,000 m. */
    static QString cableProblem(const CableModel &cable);
    /** The first problem of any model of @p catalog, or a key used twice within one kind
     *  (GPU ids, server SKUs, switch SKUs, cable SKUs); empty when all may be saved. */
    static QString catalogProblem(const Catalog &catalog);
};

} // namespace cq
