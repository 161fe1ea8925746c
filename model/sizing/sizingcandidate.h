#pragma once

#include "trainingtime.h"

#include "domain/design.h"
#include "domain/money.h"
#include "domain/quotesettings.h"

#include <QStringList>

namespace cq {

/**
 * One proposal of the sizing advisor: a generated cluster (Design), the layout of the job on
 * it, and its time, price and power. The money is the candidate design's own quote
 * (buildQuote), the bandwidths and the peak its own analysis (analyze): generate it and
 * `quote` / `analyze` give the same figures.
 */
struct SizingCandidate {
    QString gpuKey;              ///< catalog GPU key, "h100-sxm-80g"
    QString gpuName;             ///< "H100 80G SXM"
    double gpuMemoryGB = 0;
    QString softwareStack;       ///< "CUDA" or "CANN" (GpuModel::softwareStack)
    int servers = 0;
    int gpusPerServer = 0;
    int gpus = 0;
    QString serverSku;
    QString switchSku;
    LinkKind fabric = LinkKind::InfiniBand;
    int nicsPerServer = 0;
    double nicRateGbps = 0;
    /** The precision the run uses: the job's, or BF16 where the job asks for FP8 and the GPU has none. */
    Precision precision = Precision::Bf16;
    /** Dense per GPU at `precision`: BF16 as the analysis counts it, FP8 twice that (fp8DenseTflops()). */
    double peakTflops = 0;
    ParallelPlan plan;
    TrainingTime time;
    /** all_reduce of 1 GiB over every GPU of the cluster, busbw GB/s (`analyze` shows the same). */
    SizingFigure clusterBusbw;
    Term term = Term::Monthly;
    MoneyRange perMonth;         ///< the term's quote total per month (Quote::totalPerMonth), VAT incl.
    MoneyRange monthlyTotal;     ///< the monthly term's recurring total (Quote::recurring), one month
    MoneyRange annualTotal;      ///< the annual term's recurring total (12 months)
    MoneyRange hourlyTotal;      ///< the hourly term's recurring total (one hour)
    MoneyRange oneOffTotal;      ///< the term's one-off charges (cables and optics, Quote::oneOff), paid once
    MoneyRange runCost;          ///< whole periods of the term rented x its recurring total + the one-off (RentedRun)
    SizingFigure runCostFormula; ///< value: the whole months, years or hours rented; formula: of runCost
    QStringList priceMissing;    ///< SKUs the term's quote has no price for: no run cost then
    double powerKw = 0;          ///< full load, every server and switch (designPower)
    SizingFigure checkpoint;     ///< bytes of one checkpoint
    SizingFigure checkpointWrite; ///< seconds to write it
    QList<SizingReason> reasons; ///< the guides' rules as they apply here
    QStringList notes;           ///< where the generated hardware differs from the catalog
    Design design;               ///< the generated cluster
    QString problem;             ///< why there is no candidate (memory, generator); empty when ok

    bool ok() const { return problem.isEmpty(); }
    bool priced() const { return ok() && priceMissing.isEmpty(); }
    /** The worst verdict among the reasons. */
    SizingVerdict verdict() const
    {
        SizingVerdict v = SizingVerdict::Advised;
        for (const SizingReason &r : reasons)
            v = std::max(v, r.verdict);
        return v;
    }
    /** "8 x 8 H100 80G SXM" */
    QString label() const { return QStringLiteral("%1 x %2 %3").arg(servers).arg(gpusPerServer).arg(gpuName); }
};

} // namespace cq
