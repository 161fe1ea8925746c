#include "pricebookseed.h"

#include "engine/analyzer.h"
#include "topology/nodebandwidth.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"
#include "quote/quotebuilder.h"
#include "quote/quotenotes.h"
#include "rules/validator.h"

#include <QTest>

#include <cmath>

using namespace cq;

namespace {

constexpr double kGiB = 1073741824.0; // 2^30 bytes

bool near(double actual, double expected) { return std::abs(actual - expected) <= 1e-6 * std::max(1.0, std::abs(expected)); }

} // namespace

/**
 * The products of issue #18 in the seed catalog and price book (database/pricebookseed*.cpp),
 * and what the engine, the rules and the quote make of them: Ascend 910B over HCCS, the
 * China-market NVLink figures, the CANN warning, cloud slices and storage quoted as lines.
 * Expected figures are worked out by hand in the comments.
 */
class TestAscendSeed : public QObject
{
    Q_OBJECT

    Catalog m_catalog = PriceBookSeed::catalog();
    PriceBook m_book = PriceBookSeed::priceBook();

    /** @p servers 8-card servers of @p gpu, 8 NICs each at @p rate on @p fabric, one switch. */
    Design generated(const QString &gpu, LinkKind fabric, double rate, int switchPorts, int servers)
    {
        FabricSpec spec;
        spec.serverCount = servers;
        spec.nicRateGbps = rate;
        spec.fabric = fabric;
        spec.switchPorts = switchPorts;
        QString why;
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(m_catalog, gpu, &spec, &why);
        if (!t) {
            qWarning("%s", qPrintable(why));
            return {};
        }
        const std::optional<GeneratedCluster> g = FabricGenerator::generate(spec, t->server, t->sw, &why);
        if (!g)
            qWarning("%s", qPrintable(why));
        return g ? g->design : Design();
    }

    static QStringList codes(const QList<Diagnostic> &list)
    {
        QStringList c;
        for (const Diagnostic &d : list)
            c.append(d.code);
        return c;
    }

private slots:
    void catalogCounts()
    {
        // 5 GPU models before #18 + Ascend 910B, A100 40G, A800, H800, H20, L40S = 11;
        // 7 servers + 910B, A100 40G, A800, H800, H20, L40S, 8x RTX 4090 = 14; 4 switches +
        // EDR 36, RoCE 100/200/400 32-port, 800G 64-port = 9; cables 4 rates x (DAC, AOC, fibre) = 12.
        QCOMPARE(m_catalog.gpus.size(), 11);
        QCOMPARE(m_catalog.servers.size(), 14);
        QCOMPARE(m_catalog.switches.size(), 9);
        QCOMPARE(m_catalog.cables.size(), 12);
        // 14 servers + 9 switches + 12 cables + 3 cloud + 2 storage + 3 services + 4 regional rows.
        QCOMPARE(m_book.items.size(), 47);
        QCOMPARE(m_book.regions(), (QStringList{QStringLiteral("Beijing"), QStringLiteral("Los Angeles"),
                                                QStringLiteral("Shenzhen"), QStringLiteral("Singapore")}));
        // Every hardware model has a price item (no "price missing" for a seeded model).
        for (const ServerModel &m : std::as_const(m_catalog.servers))
            QVERIFY2(m_book.item(m.sku), qPrintable(m.sku));
        for (const SwitchModel &m : std::as_const(m_catalog.switches))
            QVERIFY2(m_book.item(m.sku), qPrintable(m.sku));
        for (const CableModel &m : std::as_const(m_catalog.cables))
            QVERIFY2(m_book.item(m.sku), qPrintable(m.sku));
    }

    void sourcesReadForCustomers()
    {
        QStringList sources;
        for (const GpuModel &m : std::as_const(m_catalog.gpus))
            sources << m.source;
        for (const ServerModel &m : std::as_const(m_catalog.servers))
            sources << m.source;
        for (const SwitchModel &m : std::as_const(m_catalog.switches))
            sources << m.source;
        for (const CableModel &m : std::as_const(m_catalog.cables))
            sources << m.source;
        for (const PriceItem &i : std::as_const(m_book.items))
            sources << i.source;
        for (const QString &s : std::as_const(sources)) {
            QVERIFY(!s.trimmed().isEmpty());
            for (const char *internal : {"DOMAIN.md", "[memory]", "topo.h", "ASSUMPTION"})
                QVERIFY2(!s.contains(QLatin1String(internal)), qPrintable(s));
        }
    }

    void ascendAndChinaMarketFigures()
    {
        const GpuModel *ascend = m_catalog.gpu(QStringLiteral("ASCEND-910B-64G"));
        QVERIFY(ascend);
        QCOMPARE(ascend->vendor, QStringLiteral("Huawei"));
        QCOMPARE(ascend->softwareStack, QStringLiteral("CANN"));
        QCOMPARE(ascend->fabric, IntraFabric::HCCS);
        QCOMPARE(ascend->intraBandwidthGBps, 392.0 / 2 * 0.8); // 7 x 56 = 392 both ways, half, 80 %: 156.8
        QCOMPARE(ascend->memoryGB, 64.0);
        // NVLink 400 GB/s = 8 links: NCCL's 20 GB/s (SM80) and 20.6 GB/s (SM90) per link.
        QCOMPARE(m_catalog.gpu(QStringLiteral("A800-80G-SXM"))->intraBandwidthGBps, 8 * 20.0);
        QCOMPARE(m_catalog.gpu(QStringLiteral("H800-80G-SXM"))->intraBandwidthGBps, 8 * 20.6);
        QCOMPARE(m_catalog.gpu(QStringLiteral("H20-96G"))->intraBandwidthGBps, 18 * 20.6);
        QCOMPARE(m_catalog.gpu(QStringLiteral("L40S-48G-PCIE"))->fabric, IntraFabric::PCIeGen4);
        for (const GpuModel &g : std::as_const(m_catalog.gpus)) {
            if (g.id != ascend->id)
                QCOMPARE(g.softwareStack, QStringLiteral("CUDA"));
        }

        const ServerModel *a100 = m_catalog.server(QStringLiteral("SRV-A100-SXM-8-IB"));
        QCOMPARE(a100->cpuCores, 96);
        QCOMPARE(a100->memoryGB, 1024.0);
        QCOMPARE(a100->nvmeTB, 7.68);
        const ServerModel *npu = m_catalog.server(QStringLiteral("SRV-910B-8-ROCE"));
        QCOMPARE(npu->nicKind, LinkKind::RoCE);
        QCOMPARE(npu->fabricPorts(), 8);
        QCOMPARE(npu->nicRateGbps, 200.0);
        QCOMPARE(npu->manufacturer, QStringLiteral("Huawei"));

        const SwitchModel *sn5600 = m_catalog.switchModel(QStringLiteral("SW-ETH-800-64"));
        QCOMPARE(sn5600->heightU, 2);
        QCOMPARE(sn5600->portsAt(800), 64);
        QCOMPARE(sn5600->portsAt(400), 128); // 64 x 2 breakout
        QCOMPARE(m_catalog.switchModel(QStringLiteral("SW-IB-EDR-36"))->portsAt(100), 36);

        // 10-30 % below the 8x A100 list price 35,888: 70 % = 25,121.60, 90 % = 32,299.20.
        const PriceItem *price = m_book.item(QStringLiteral("SRV-910B-8-ROCE"));
        QCOMPARE(price->kind, PriceKind::Estimate);
        QCOMPARE(price->price.min.fen(), 2512160);
        QCOMPARE(price->price.max.fen(), 3229920);
        QCOMPARE(m_book.item(QStringLiteral("CLOUD-A100-1-20"))->price.min.fen(), 90000);
        QCOMPARE(m_book.item(QStringLiteral("CLOUD-A16-1-16"))->kind, PriceKind::List);
        QCOMPARE(m_book.item(QStringLiteral("CLOUD-H100-MIG-1G"))->unit, PriceUnit::PerHour);
        // The MIG slice's source states the price it carries: 2.00-4.00 an hour over a cost of
        // 59,999 / 730 / 8 / 7 = 1.4677... -> 1.47 an hour (the source must not read as "is 1.47").
        const PriceItem *mig = m_book.item(QStringLiteral("CLOUD-H100-MIG-1G"));
        QCOMPARE(mig->price.min.fen(), 200);
        QCOMPARE(mig->price.max.fen(), 400);
        QVERIFY2(mig->source.startsWith(QLatin1String("Estimate 2.00-4.00 an hour")), qPrintable(mig->source));
        QVERIFY2(!mig->source.contains(QLatin1String("is 1.47")), qPrintable(mig->source));
        QCOMPARE(m_book.item(QStringLiteral("SVC-STORAGE-PFS"))->unit, PriceUnit::PerTbMonth);
        QCOMPARE(m_book.item(QStringLiteral("SVC-BW-BGP"), QStringLiteral("Singapore"))->price.min.fen(), 4000);
        QCOMPARE(m_book.item(QStringLiteral("SVC-BW-BGP"), QStringLiteral("Shenzhen"))->price.max.fen(), 3000);
    }

    void tbMonthKey()
    {
        PriceUnit unit = PriceUnit::PerMonth;
        QCOMPARE(priceUnitKey(PriceUnit::PerTbMonth), QStringLiteral("tb-month"));
        QVERIFY(priceUnitFromKey(QStringLiteral("tb-month"), &unit));
        QCOMPARE(unit, PriceUnit::PerTbMonth);
        IntraFabric fabric = IntraFabric::NVSwitch;
        QCOMPARE(intraFabricKey(IntraFabric::HCCS), QStringLiteral("hccs"));
        QVERIFY(intraFabricFromKey(QStringLiteral("hccs"), &fabric));
        QCOMPARE(fabric, IntraFabric::HCCS);
        QVERIFY(!isPcie(IntraFabric::HCCS));
    }

    void hccsOneNodeAllReduce()
    {
        // One 8x Ascend 910B node, 1 GiB all_reduce. NCCL's search (Ampere speeds 40, 30, 20,
        // 18, 15, 12, ...) on 156.8 GB/s: 3 x 40 = 120, 5 x 30 = 150, 7 x 20 = 140, 8 x 18 = 144,
        // 10 x 15 = 150, 13 x 12 = 156 (best), 15 x 10 = 150; 12 GB/s channels are not doubled
        // (< 25). Ring/Simple: bus 156, algbw = 156 x 8 / 14 = 89.142857 GB/s; latency as an
        // 8x A100 node (HCCS taken as NVLink-class): base 8.4 + 14 steps x 3.4 = 56 us;
        // time = 56 + 2^30 / 89142.857 = 56 + 12045.1807179 = 12101.1807179 us, plus the pipeline's
        // start-up (ncclramp.h: 2 x 8 steps of 512 KiB at 156 / 13 = 12 GB/s = 699.0506667 us)
        // = 12800.2313846 us; busbw = 2^30 / 12800.2313846 / 1000 x 14 / 8 = 146.797986 GB/s.
        const Design d = generated(QStringLiteral("ascend-910b-64g"), LinkKind::RoCE, 200, 64, 1);
        QCOMPARE(d.servers.size(), 1);
        QCOMPARE(d.servers.first().fabric, IntraFabric::HCCS);
        const ClusterAnalysis c = analyze(d, kGiB).clusters.value(0);
        QVERIFY(!c.allReduce.crossNode);
        QCOMPARE(c.allReduce.algorithm, QStringLiteral("ring"));
        QCOMPARE(c.allReduce.bottleneck,
                 QStringLiteral("HCCS full mesh (156.8 GB/s per NPU); NCCL's search: 13 channels x 12 GB/s"));
        QVERIFY2(near(c.allReduce.timeUs, 12800.2313846), qPrintable(QString::number(c.allReduce.timeUs, 'g', 12)));
        QVERIFY2(near(c.allReduce.busbwGBps, 146.797986), qPrintable(QString::number(c.allReduce.busbwGBps, 'g', 12)));
    }

    void hccsNodeIsNotBoundByPcie()
    {
        // The 910B's RoCE ports are on the NPU: 4 nodes x 8 x 200GE reach the switch at
        // 8 x 200 / 8 = 200 GB/s per node, not min(200, 8 x 24 = 192 GB/s of PCIe Gen4 links) as an
        // A100 node's NICs. RoCE on 32 GPUs: 0.94 x 0.90 = 0.846, so 200 x 0.846 = 169.2 GB/s per
        // node for the ring, above the HCCS graph of 13 x 12 = 156 GB/s, which stays the bound.
        const Design d = generated(QStringLiteral("ascend-910b-64g"), LinkKind::RoCE, 200, 64, 4);
        QCOMPARE(d.servers.size(), 4);
        QVERIFY(std::isinf(pcieHostLinkGBps(d.servers.first())));
        const ClusterAnalysis c = analyze(d, kGiB).clusters.value(0);
        QVERIFY(c.allReduce.crossNode);
        QVERIFY2(near(c.networkGBps, 169.2), qPrintable(QString::number(c.networkGBps, 'g', 12)));
        QCOMPARE(c.allReduce.bottleneckGBps, 156.0);
        QCOMPARE(c.allReduce.bottleneck,
                 QStringLiteral("HCCS full mesh (156.8 GB/s per NPU); NCCL's search: 13 channels x 12 GB/s"));
    }

    void cannRule()
    {
        const Design ascend = generated(QStringLiteral("ascend-910b-64g"), LinkKind::RoCE, 200, 64, 4);
        const QList<Diagnostic> found = validate(ascend);
        // 4 x 8 = 32 NPUs on 8 x 200GE per node: 200 Gb/s per NPU, under the guides' 400 from 32:
        // the fabric-guide warning comes last (validator order), after the CANN one.
        QCOMPARE(codes(found), (QStringList{QStringLiteral("CQ-CANN-001"), QStringLiteral("CQ-FABRIC-002")}));
        QCOMPARE(found.first().severity, Severity::Warning);
        QCOMPARE(found.first().ids.size(), 4);
        QVERIFY(found.first().message.startsWith(QLatin1String("4 server(s) hold Huawei Ascend NPUs (Ascend 910B 64G)")));
        const Design a100 = generated(QStringLiteral("a100-sxm-80g"), LinkKind::InfiniBand, 200, 40, 4);
        QVERIFY(!codes(validate(a100)).contains(QStringLiteral("CQ-CANN-001")));
    }

    void quoteNotesCannAndAnnualShare()
    {
        const Design ascend = generated(QStringLiteral("ascend-910b-64g"), LinkKind::RoCE, 200, 64, 4);
        const Quote monthly = buildQuote(ascend, m_book, Term::Monthly, {});
        QVERIFY(std::any_of(monthly.assumptions.cbegin(), monthly.assumptions.cend(),
                            [](const QString &a) { return a.contains(QLatin1String("CANN software stack, not CUDA")); }));
        // 4 servers x 25,121.60-32,299.20 = 100,486.40-129,196.80 a month (RoCE switch included).
        QCOMPARE(monthly.lines.first().amount.min.fen(), 10048640);
        QCOMPARE(monthly.lines.first().amount.max.fen(), 12919680);
        // Annual: Ascend has no share of its own, so 100 % of 12 x monthly (1,205,836.80-
        // 1,550,361.60) and a note with the industry's 83-92 %, an estimate.
        const Quote annual = buildQuote(ascend, m_book, Term::Annual, {});
        QCOMPARE(annual.lines.first().sharePpm, 1000000);
        QCOMPARE(annual.lines.first().amount.min.fen(), 120583680);
        QVERIFY(std::any_of(annual.assumptions.cbegin(), annual.assumptions.cend(), [](const QString &a) {
            return a.contains(QLatin1String("the Ascend lines are priced at 100 % of 12 x monthly"))
                && a.contains(QLatin1String("83-92 %"));
        }));
        // A100 has its own 80 %: no such note, and no CANN note.
        const Quote a100 = buildQuote(generated(QStringLiteral("a100-sxm-80g"), LinkKind::InfiniBand, 200, 40, 4),
                                      m_book, Term::Annual, {});
        QVERIFY(quoteNotes({}, m_book, Term::Annual, {}, a100.lines).isEmpty());
    }

    void cloudAndStorageQuoteAsLines()
    {
        // A100 1/20 slice, 3 of them: 3 x 900 = 2,700 a month, 32,400 a year (manual lines carry
        // no annual share); parallel file system 2.5 TB x 800-1,500 = 2,000-3,750 a month.
        QuoteExtras extras;
        extras.manualLines << manualLineFromItem(*m_book.item(QStringLiteral("CLOUD-A100-1-20")), 3000)
                           << manualLineFromItem(*m_book.item(QStringLiteral("SVC-STORAGE-PFS")), 2500);
        QCOMPARE(extras.manualLines.at(0).block, QuoteBlock::Hardware);
        QCOMPARE(extras.manualLines.at(1).block, QuoteBlock::Services);
        const Quote monthly = buildQuote(Design(), m_book, Term::Monthly, extras);
        QCOMPARE(monthly.lines.size(), 2); // no fabric, no servers: the two lines alone
        QCOMPARE(monthly.lines.at(0).amount.min.fen(), 270000);
        QCOMPARE(monthly.lines.at(0).kind, PriceKind::List);
        QCOMPARE(monthly.lines.at(1).amount.min.fen(), 200000);
        QCOMPARE(monthly.lines.at(1).amount.max.fen(), 375000);
        const Quote annual = buildQuote(Design(), m_book, Term::Annual, extras);
        QCOMPARE(annual.lines.at(0).amount.max.fen(), 3240000);
    }
};

QTEST_GUILESS_MAIN(TestAscendSeed)
#include "tst_ascendseed.moc"
