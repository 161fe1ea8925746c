#include "clusterfixtures.h"

#include "engine/analyzer.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cq;
using namespace cqtest;

namespace {

// Published figures with their sources, copied from ../shared/reference so the validation
// never depends on a folder beside the clone (tests/data/README.md).
const char *const kCsvPath = CQ_SOURCE_DIR "/tests/data/nccl-measurements.csv";
constexpr double kMiB = 1048576.0;
constexpr double kLargeBytes = 64 * kMiB;       // the bar: sizes >= 64 MB
constexpr double kUnstatedBytes = 4096 * kMiB;  // rows quoting a peak of a 1-12 GiB sweep
constexpr double kMidLowBytes = 1 * kMiB;       // the mid-size ramp of the issue: 1 MB-512 MB
constexpr double kMidHighBytes = 512 * kMiB;

/** Splits one CSV line (RFC 4180 quotes, no line breaks inside fields). */
QStringList splitCsv(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
            field += u'"';
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            fields.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
}

/** One measured row and what the engine predicts for it. */
struct Row {
    QHash<QString, QString> f;
    double bytes = 0;
    bool sizeStated = true;
    CollectiveEstimate predicted;
    double measured = 0;       ///< busbw, or time when the busbw is printed as 0.0
    bool byTime = false;
    double error() const { return predicted.busbwGBps / measured - 1; }
    double ratio() const { return byTime ? predicted.timeUs / measured : predicted.busbwGBps / measured; }
};

/**
 * The server a row describes, from its text columns. Per-GPU NVLink figures are NCCL's
 * (collective-model.md §2.4, §4): NVLink3 12 x 20 = 240, NVLink4 18 x 20.6 = 370.8,
 * H800 8 x 20.6 = 164.8, NVLink5 18 x 40.1 = 721.8; the H100 PCIe NVLink bridge as the
 * datasheet's 600 GB/s bidirectional = 12 links x 20.6 = 247.2; PCIe Gen5 48 (RTX 5090).
 */
Server serverFor(const Row &row)
{
    const QString gpu = row.f.value("gpu");
    const QString fabric = row.f.value("fabric_intra");
    Server s = a100Sxm();
    s.gpuCount = s.gpuSlots = row.f.value("gpus_per_node").toInt();
    if (fabric.contains("NVLink5") || gpu.contains("GB200")) {
        s.gpuArch = "Blackwell";
        s.intraBandwidthGBps = 18 * 40.1;
    } else if (gpu.contains("H800")) {
        s.gpuArch = "Hopper";
        s.intraBandwidthGBps = 8 * 20.6;
    } else if (gpu.contains("H100 PCIe")) {
        s.gpuArch = "Hopper";
        s.fabric = IntraFabric::PCIeGen5;
        s.intraBandwidthGBps = 12 * 20.6;
    } else if (gpu.contains("A100 PCIe")) {
        s.fabric = IntraFabric::PCIeGen4;
        s.intraBandwidthGBps = 12 * 20;
    } else if (gpu.contains("RTX 5090")) {
        s.gpuArch = "Blackwell";
        s.fabric = IntraFabric::PCIeGen5;
        s.intraBandwidthGBps = 48;
    } else if (gpu.contains("H100") || gpu.contains("H200") || gpu.contains("H20")) {
        s.gpuArch = "Hopper";
        s.intraBandwidthGBps = 18 * 20.6;
    }
    const QString network = row.f.value("network");
    s.nicCount = row.f.value("nic_per_node").toInt();
    // Rates the CSV leaves blank: a 400G HCA of the H100 era (m062 only).
    s.nicRateGbps = row.f.value("nic_gbps").isEmpty() ? 400 : row.f.value("nic_gbps").toDouble();
    // EFA (SRD over Ethernet) and "RoCE/IB ... GID index 3" (RoCE v2) are RDMA over Ethernet.
    s.nicKind = network.contains("InfiniBand") ? LinkKind::InfiniBand : LinkKind::RoCE;
    // "AWS EFA (SRD over Ethernet)" on p4de, "AWS EFA v2" on p5: NCCL reaches them through
    // aws-ofi-nccl, not its own verbs.
    s.nicTransport = network.contains("EFA v2") ? NicTransport::EfaV2
        : network.contains("EFA")               ? NicTransport::Efa
                                                : NicTransport::Verbs;
    return s;
}

Design designFor(const Row &row)
{
    DesignBuilder b;
    const Server s = serverFor(row);
    const int nodes = row.f.value("nodes").toInt();
    const QUuid sw = nodes > 1 ? b.switchDevice("leaf", nodes * s.nicCount, s.nicRateGbps, {}, s.nicKind) : QUuid();
    for (int i = 0; i < nodes; ++i) {
        const QUuid node = b.server(s, QStringLiteral("node%1").arg(i + 1));
        if (nodes > 1)
            b.cables(node, sw, s.nicCount);
    }
    return b.design;
}

/** The NCCL_ALGO / NCCL_NVLS_ENABLE a source says it ran with. */
NcclEnv envFor(const Row &row)
{
    const QString src = row.f.value("source");
    NcclEnv env;
    if (src.contains("NCCL_ALGO=RING"))
        env.algorithms = {Algorithm::Ring};
    else if (src.contains("NCCL_ALGO=NVLSTree"))
        env.algorithms = {Algorithm::NvlsTree};
    else if (src.contains("NCCL_ALGO=NVLS"))
        env.algorithms = {Algorithm::Nvls};
    else if (src.contains("NCCL_ALGO=Tree"))
        env.algorithms = {Algorithm::Tree};
    else if (src.contains("NCCL_NVLS_ENABLE=0"))
        env.algorithms = {Algorithm::Tree, Algorithm::Ring, Algorithm::CollNetDirect, Algorithm::CollNetChain, Algorithm::Pat};
    return env;
}

double percentile(QList<double> values, double p)
{
    std::sort(values.begin(), values.end());
    if (values.isEmpty())
        return 0;
    const double rank = p * (values.size() - 1);
    const int lo = int(std::floor(rank));
    const int hi = int(std::ceil(rank));
    return values.at(lo) + (values.at(hi) - values.at(lo)) * (rank - lo);
}

} // namespace

/**
 * The engine against published nccl-tests results (tests/data/nccl-measurements.csv):
 * each row's configuration is built as a design, analyzed with the one model, and compared.
 * No per-row constant, no use of the measured values.
 */
class TestValidation : public QObject
{
    Q_OBJECT

    QList<Row> m_rows;

private slots:
    void initTestCase()
    {
        QFile file(QString::fromUtf8(kCsvPath));
        QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(QStringLiteral("%1 not found").arg(QString::fromUtf8(kCsvPath))));
        const QStringList header = splitCsv(QString::fromUtf8(file.readLine()).trimmed());
        while (!file.atEnd()) {
            const QStringList cells = splitCsv(QString::fromUtf8(file.readLine()).trimmed());
            if (cells.size() != header.size())
                continue;
            Row row;
            for (int i = 0; i < header.size(); ++i)
                row.f.insert(header.at(i), cells.at(i));
            row.sizeStated = !row.f.value("bytes").isEmpty();
            row.bytes = row.sizeStated ? row.f.value("bytes").toDouble() : kUnstatedBytes;
            const double busbw = row.f.value("busbw_GBps").toDouble();
            row.byTime = busbw <= 0.0;
            row.measured = row.byTime ? row.f.value("time_us").toDouble() : busbw;
            if (row.measured <= 0)
                continue;
            Collective collective = Collective::AllReduce;
            QVERIFY(collectiveFromKey(row.f.value("collective"), &collective));
            AnalysisOptions options;
            options.sweep = false;
            options.env = envFor(row);
            options.messageBytes = row.bytes;
            const DesignAnalysis a = analyze(designFor(row), options);
            QCOMPARE(a.clusters.size(), 1);
            row.predicted = a.clusters.first().allReduce;
            m_rows.append(row);
        }
        QVERIFY2(m_rows.size() >= 30, "the CSV should hold about 40 usable rows");
    }

    void printTable()
    {
        qInfo("%-5s %-34s %5s %11s %9s %9s %7s  %-17s %9s %9s", "id", "gpu", "nodes", "bytes", "measured", "predicted",
              "error", "algorithm/protocol", "lat. us", "bw. us");
        for (const Row &r : std::as_const(m_rows)) {
            const QString size = r.sizeStated ? QString::number(r.bytes, 'f', 0) : QStringLiteral("(4G)");
            const QString error = r.byTime ? QStringLiteral("t x%1").arg(r.ratio(), 0, 'f', 2)
                                           : QStringLiteral("%1%").arg(100 * r.error(), 0, 'f', 1);
            const QString algo = r.predicted.algorithm + u'/' + r.predicted.protocol;
            qInfo("%-5s %-34s %5s %11s %9.2f %9.2f %7s  %-17s %9.1f %9.1f", qPrintable(r.f.value("id")),
                  qPrintable(r.f.value("gpu").left(34)), qPrintable(r.f.value("nodes")), qPrintable(size),
                  r.measured, r.byTime ? r.predicted.timeUs : r.predicted.busbwGBps, qPrintable(error),
                  qPrintable(algo), r.predicted.latencyUs, r.predicted.bandwidthUs);
        }
    }

    void largeMessagesWithinFifteenPercent()
    {
        QList<double> errors;
        QList<double> smallRatios;
        for (const Row &r : std::as_const(m_rows)) {
            if (r.bytes >= kLargeBytes && !r.byTime)
                errors.append(std::abs(r.error()));
            else
                smallRatios.append(r.ratio());
        }
        const double median = percentile(errors, 0.5);
        qInfo("sizes >= 64 MB: %lld rows, median |error| %.1f %%, 90th percentile %.1f %%", qint64(errors.size()),
              100 * median, 100 * percentile(errors, 0.9));
        qInfo("smaller sizes: %lld rows, predicted / measured (busbw, or time where busbw prints 0): median %.2f, "
              "range %.2f .. %.2f", qint64(smallRatios.size()), percentile(smallRatios, 0.5),
              percentile(smallRatios, 0), percentile(smallRatios, 1));
        QVERIFY(errors.size() >= 25);
        QVERIFY2(median <= 0.15, qPrintable(QStringLiteral("median error %1 % > 15 %").arg(100 * median)));
    }

    /**
     * The ramp band (1 MB-512 MB, stated sizes, busbw rows), listed worst first: median
     * <= 10 % and 90th percentile <= 20 % are asserted. With 13 rows the 90th percentile lies
     * between the third-worst and second-worst rows. History of the p90: 34.7 % at 331f2a3,
     * 26.3 % at a49e418, 23.6 % once the link efficiency stopped applying to the PCIe bound
     * (1d71b6b: m062 -28.0 -> -24.7 %), 19.0 % with the NIC transport (01ab812: m043, 2x p5 on
     * EFA v2 at 1 MiB, +64.6 -> +7.3 %: NCCL chooses with the 75 us aws-ofi-nccl declares, the run
     * pays the 20 us per hop of the plugin's own cost model). The worst row left, m062 (2 nodes x
     * 1 GPU, NCCL_ALGO=Tree, 32 MiB, -24.7 %), is held by NCCL's per-channel tree caps on the two
     * channels its search gives a 48 GB/s PCIe Gen5 GPU (2 x 36.7 GB/s for LL128, x 0.9 at 32 MiB).
     */
    void midSizesWithinTenPercent()
    {
        QList<const Row *> band;
        for (const Row &r : std::as_const(m_rows)) {
            if (r.sizeStated && !r.byTime && r.bytes >= kMidLowBytes && r.bytes <= kMidHighBytes)
                band.append(&r);
        }
        std::sort(band.begin(), band.end(), [](const Row *a, const Row *b) { return std::abs(a->error()) > std::abs(b->error()); });
        QList<double> errors;
        for (const Row *r : std::as_const(band)) {
            errors.append(std::abs(r->error()));
            qInfo("1 MB-512 MB, worst first: %-5s %11.0f B %7.1f %%  %s/%s%s", qPrintable(r->f.value("id")), r->bytes,
                  100 * r->error(), qPrintable(r->predicted.algorithm), qPrintable(r->predicted.protocol),
                  std::abs(r->error()) > 0.20 ? "  (above 20 %)" : "");
        }
        const double median = percentile(errors, 0.5);
        const double p90 = percentile(errors, 0.9);
        qInfo("sizes 1 MB-512 MB: %lld rows, median |error| %.1f %%, 90th percentile %.1f %% (targets 10 %% / 20 %%)",
              qint64(errors.size()), 100 * median, 100 * p90);
        QVERIFY(errors.size() >= 10);
        QVERIFY2(median <= 0.10, qPrintable(QStringLiteral("median error %1 % > 10 %").arg(100 * median)));
        QVERIFY2(p90 <= 0.20, qPrintable(QStringLiteral("90th percentile %1 % > 20 %").arg(100 * p90)));
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
