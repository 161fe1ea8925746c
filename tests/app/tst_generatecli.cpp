#include "clirun.h"
#include "format/designformat.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

/**
 * `clusterquote generate` and `clusterquote catalog` in-process, on a fresh seeded price book
 * (database/pricebookseed.cpp: H100 SXM servers with 8 x NDR 400G, the 64-port NDR switch
 * SW-IB-NDR-64, the 40-port HDR switch SW-IB-HDR-40).
 */
class TestGenerateCli : public QObject
{
    Q_OBJECT

    using Run = cqtest::CliRun;
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    Run run(QStringList args) const
    {
        args << QStringLiteral("--pricebook") << path(QStringLiteral("pricebook.sqlite"));
        return cqtest::runCli(args);
    }

private slots:
    void superPod128()
    {
        // The example: 128 nodes x 8 rails on 64-port switches, non-blocking.
        const QString file = path(QStringLiteral("superpod.cqd"));
        const Run r = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"),
                           QStringLiteral("--servers"), QStringLiteral("128"), QStringLiteral("--nics-per-server"),
                           QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("400"), QStringLiteral("--fabric"),
                           QStringLiteral("ib"), QStringLiteral("--rail-optimized"), QStringLiteral("--switch-ports"),
                           QStringLiteral("64"), QStringLiteral("-o"), file});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("32 leaf switch(es) + 16 spine(s) = 48 switches of 64 ports; "
                                               "cables 1,024 server-leaf + 1,024 leaf-spine")),
                 qPrintable(r.out));
        // Plural forms come from the catalogue (tst_cliusage checks them); none is loaded here.
        // Counts grouped as bom and analyze print them: 1,024 + 1,024 = 2,048 cables.
        QVERIFY2(r.out.contains(QStringLiteral("wrote superpod.cqd: 128 server(s) (SRV-H100-SXM-8-IB), 48 switch(es) "
                                               "(SW-IB-NDR-64), 2,048 cable(s)")),
                 qPrintable(r.out));
        const cq::DesignReadResult read = cq::DesignFormat::load(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.servers.size(), 128);
        QCOMPARE(read.design.switches.size(), 48);
        QCOMPARE(read.design.cables.size(), 2048);
        QCOMPARE(read.design.servers.first().gpuModel, QStringLiteral("H100 80G SXM"));
    }

    void railPlanes()
    {
        // 64 nodes x 8 rails in 2 planes of 4 NICs: per plane 2 SU x 4 rail leaves = 8 leaves,
        // 8 x 32 uplinks / 64 = 4 spines; 12 switches, 256 + 256 cables a plane, twice.
        const QString file = path(QStringLiteral("planes.cqd"));
        const QStringList args{QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"),
                               QStringLiteral("--servers"), QStringLiteral("64"), QStringLiteral("--nics-per-server"),
                               QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("400"), QStringLiteral("--fabric"),
                               QStringLiteral("ib"), QStringLiteral("--rail-optimized"), QStringLiteral("--planes"),
                               QStringLiteral("2"), QStringLiteral("-o"), file};
        Run r = run(args);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Hall 1: 2 rail plane(s), each 64 servers x 4 NICs: 2 tier(s), 8 leaf switch(es) "
                                               "+ 4 spine(s) = 12 switches of 64 ports; cables 256 server-leaf + 256 leaf-spine")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("64 server(s) (SRV-H100-SXM-8-IB), 24 switch(es) (SW-IB-NDR-64), 1,024 cable(s)")),
                 qPrintable(r.out));
        r = run(args + QStringList{QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject room = QJsonDocument::fromJson(r.out.toUtf8()).object().value("rooms").toArray().first().toObject();
        QCOMPARE(room.value("planes").toInt(), 2);
        QCOMPARE(room.value("leaves").toInt(), 8);
        const cq::DesignReadResult read = cq::DesignFormat::load(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.switches.first().name, QStringLiteral("p1-leaf1"));
        QCOMPARE(read.design.switches.last().name, QStringLiteral("p2-spine4"));

        // 16,384 x 8 NICs need a fourth tier of 64-port switches in one plane; 2 planes fit.
        r = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"), QStringLiteral("--servers"),
                 QStringLiteral("16384"), QStringLiteral("--nics-per-server"), QStringLiteral("8"), QStringLiteral("--nic-rate"),
                 QStringLiteral("400"), QStringLiteral("--fabric"), QStringLiteral("ib"), QStringLiteral("-o"), file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("16384 servers x 8 NICs need 4 tiers of 64-port switches")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("--planes 2 fits it in three.")), qPrintable(r.err));
    }

    // A design too big to open again is refused before anything is built, naming the budget and
    // the largest --servers that fits. 65,536 servers x 8 NICs on 8 planes of 64-port switches:
    // a plane is 2,048 leaves + 2,048 spines + 1,024 cores = 5,120 switches and 3 x 65,536
    // cables, so 65,536 + 8 x 5,120 = 106,496 devices and 8 x 196,608 = 1,572,864 cables:
    // 106,496 x 4,096 + 1,572,864 x 2,048 B = 3.4 GiB, over the 2 GiB budget. Per server about
    // (1 + 8 x 5 / 64) x 4,096 + 24 x 2,048 = 55,808 B, so some 2^31 / 55,808 = 38,480 fit.
    void refusesDesignsTooBigToOpen()
    {
        const QString file = path(QStringLiteral("too-big.cqd"));
        const Run r = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"), QStringLiteral("--servers"),
                           QStringLiteral("65536"), QStringLiteral("--nics-per-server"), QStringLiteral("8"), QStringLiteral("--nic-rate"),
                           QStringLiteral("400"), QStringLiteral("--fabric"), QStringLiteral("ib"), QStringLiteral("--rail-optimized"),
                           QStringLiteral("--planes"), QStringLiteral("8"), QStringLiteral("-o"), file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("65,536 servers: 106,496 devices and 1,572,864 cables need about")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("memory budget of a design")), qPrintable(r.err));
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("--servers ([0-9,]+) or fewer")).match(r.err);
        QVERIFY2(m.hasMatch(), qPrintable(r.err));
        const int fits = m.captured(1).remove(QLatin1Char(',')).toInt();
        QVERIFY2(fits >= 38000 && fits <= 38480, qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(file));
    }

    void breakoutAndSharp()
    {
        // Seed RoCE 400G: SW-ROCE-400-32 and SW-ETH-800-64 (2 x 400G). --breakout 1 keeps to the
        // 32-port switch: 2,048 x 8 = 16,384 ports need 4 tiers (three hold 8,192).
        const QString file = path(QStringLiteral("breakout.cqd"));
        const QStringList base{QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"),
                               QStringLiteral("--nics-per-server"), QStringLiteral("8"), QStringLiteral("--nic-rate"),
                               QStringLiteral("400"), QStringLiteral("-o"), file};
        Run r = run(base + QStringList{QStringLiteral("--servers"), QStringLiteral("2048"), QStringLiteral("--fabric"),
                                       QStringLiteral("roce"), QStringLiteral("--breakout"), QStringLiteral("1")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("2048 servers x 8 NICs need 4 tiers of 32-port switches, more than three switch "
                                               "tiers (three hold at most 8192 NIC ports non-blocking); --planes 2 or "
                                               "--breakout 2 fits it in three.")),
                 qPrintable(r.err));
        // --breakout 2 --switch-ports 64: the 64 x 800G switch as 128 x 400G, 3 tiers of 640 switches.
        r = run(base + QStringList{QStringLiteral("--servers"), QStringLiteral("2048"), QStringLiteral("--fabric"),
                                   QStringLiteral("roce"), QStringLiteral("--breakout"), QStringLiteral("2"),
                                   QStringLiteral("--switch-ports"), QStringLiteral("64")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("256 leaf switch(es) + 256 spine(s) + 128 core(s) = 640 switches of 128 ports")),
                 qPrintable(r.out));
        // --sharp: the seed's NDR switch has SHARPv3, so every generated switch reduces.
        r = run(base + QStringList{QStringLiteral("--servers"), QStringLiteral("16"), QStringLiteral("--fabric"),
                                   QStringLiteral("ib"), QStringLiteral("--sharp")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const cq::DesignReadResult read = cq::DesignFormat::load(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.switches.size(), 6);
        for (const cq::Switch &sw : read.design.switches)
            QVERIFY(sw.sharp);
        r = run(base + QStringList{QStringLiteral("--servers"), QStringLiteral("16"), QStringLiteral("--fabric"),
                                   QStringLiteral("ib"), QStringLiteral("--breakout"), QStringLiteral("3")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--breakout: \"3\" is not 1, 2, 4 or 8")), qPrintable(r.err));
    }

    void analyzeNamesTheFabricsOfSplitHalls()
    {
        // --rooms 2: 64 servers in two halls of 32, each hall its own fabric (a training job
        // keeps to one room). The bisection splits all 64 in leaf order: node1-32 (hall 1, the
        // fabric of leaf1) against node33-64 (hall 2, the fabric of leaf9); no link joins the
        // halls, so the first half can send nothing to the other: 0 of the ideal
        // 32 x 8 x 400 = 102,400 Gb/s, and the method line says which servers reach which fabric.
        const QString file = path(QStringLiteral("two-halls.cqd"));
        const Run generated = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"),
                                   QStringLiteral("--servers"), QStringLiteral("64"), QStringLiteral("--nics-per-server"),
                                   QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("400"),
                                   QStringLiteral("--fabric"), QStringLiteral("ib"), QStringLiteral("--rail-optimized"),
                                   QStringLiteral("--rooms"), QStringLiteral("2"), QStringLiteral("-o"), file});
        QVERIFY2(generated.code == 0, qPrintable(generated.err));
        // analyze reads no price book, so it takes no --pricebook (run() adds one).
        const Run r = cqtest::runCli({QStringLiteral("analyze"), file});
        QVERIFY2(r.out.contains(QStringLiteral("Fabric: 2 tier(s), 64 GPU servers; bisection 0 of 102400 Gb/s;")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("summed over 2 switch fabrics that no link joins")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("reach the fabric of leaf1; 32 GPU server")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("reach the fabric of leaf9")), qPrintable(r.out));
        const Run json = cqtest::runCli({QStringLiteral("analyze"), file, QStringLiteral("--json")});
        const QJsonObject fabric = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QLatin1String("fabric")).toObject();
        QCOMPARE(fabric.value(QLatin1String("fabrics")).toInt(), 2);
        QCOMPARE(fabric.value(QLatin1String("cabled_servers")).toInt(), 64);
        QCOMPARE(fabric.value(QLatin1String("servers")).toInt(), 64);
        QCOMPARE(fabric.value(QLatin1String("bisection_Gbps")).toDouble(), 0.0);
    }

    void threeTiersAsJson()
    {
        // 512 nodes (16 SU): 128 leaves, 128 spines, 64 cores, 4,096 cables per tier.
        const Run r = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"),
                           QStringLiteral("--servers"), QStringLiteral("512"), QStringLiteral("--nics-per-server"),
                           QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("400"), QStringLiteral("--fabric"),
                           QStringLiteral("ib"), QStringLiteral("--rail-optimized"), QStringLiteral("--json"),
                           QStringLiteral("-o"), path(QStringLiteral("su16.cqd"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject room = json.value(QLatin1String("rooms")).toArray().at(0).toObject();
        QCOMPARE(room.value(QLatin1String("tiers")).toInt(), 3);
        QCOMPARE(room.value(QLatin1String("leaves")).toInt(), 128);
        QCOMPARE(room.value(QLatin1String("spines")).toInt(), 128);
        QCOMPARE(room.value(QLatin1String("cores")).toInt(), 64);
        QCOMPARE(room.value(QLatin1String("spine_core_cables")).toInt(), 4096);
        QCOMPARE(json.value(QLatin1String("cables")).toInt(), 3 * 4096);
    }

    void defaultGpusPerServerFitsTheCatalog()
    {
        // a100-pcie-80g without --gpus-per-server: the seed catalog's only A100 PCIe server,
        // SRV-A100-PCIE-4, has 4 slots, so the documented default of 8 becomes 4, said in one
        // line (since #18 the 4090 has an 8-slot server, SRV-4090-8). 2 servers x 2 x 100 GbE
        // RoCE NICs on one 32-port SW-ROCE-100-32: 1 switch, 4 cables.
        const QString file = path(QStringLiteral("pcie4.cqd"));
        const QStringList args{QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-pcie-80g"),
                               QStringLiteral("--servers"), QStringLiteral("2"), QStringLiteral("--nics-per-server"),
                               QStringLiteral("2"), QStringLiteral("--nic-rate"), QStringLiteral("100"),
                               QStringLiteral("--fabric"), QStringLiteral("roce"), QStringLiteral("-o"), file};
        const Run r = run(args);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(QStringLiteral("\nnote: the catalog has no server for A100 80G PCIe with 8 GPU slots; "
                                               "using 4 GPUs per server (SRV-A100-PCIE-4, the largest); give "
                                               "--gpus-per-server to choose\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("wrote pcie4.cqd: 2 server(s) (SRV-A100-PCIE-4), 1 switch(es) "
                                               "(SW-ROCE-100-32), 4 cable(s)")),
                 qPrintable(r.out));
        const cq::DesignReadResult read = cq::DesignFormat::load(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.servers.size(), 2);
        QCOMPARE(read.design.servers.first().gpuCount, 4);
        // Under --json the note goes to err, so that out stays one JSON document.
        const Run json = run(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object().value(QLatin1String("servers")).toInt(), 2);
        QVERIFY2(json.err.startsWith(QStringLiteral("note: the catalog has no server for A100 80G PCIe")), qPrintable(json.err));
        // An explicit --gpus-per-server 8 is the user's word: refused, naming the largest server.
        const Run eight = run(args + QStringList{QStringLiteral("--gpus-per-server"), QStringLiteral("8")});
        QCOMPARE(eight.code, 2);
        QCOMPARE(eight.err.trimmed(), QStringLiteral("clusterquote generate: The catalog has no server for A100 80G PCIe with "
                                                     "8 or more GPU slots; the largest, SRV-A100-PCIE-4, holds 4: ask for 4 GPUs "
                                                     "per server."));
        // a100-pcie-80g: SRV-A100-PCIE-4, 4 slots as well; 200 Gb/s RoCE (the catalog's RoCE switch).
        const Run pcie = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-pcie-80g"),
                              QStringLiteral("--servers"), QStringLiteral("4"), QStringLiteral("--nics-per-server"),
                              QStringLiteral("2"), QStringLiteral("--nic-rate"), QStringLiteral("200"),
                              QStringLiteral("--fabric"), QStringLiteral("roce"), QStringLiteral("-o"),
                              path(QStringLiteral("pcie.cqd"))});
        QVERIFY2(pcie.code == 0, qPrintable(pcie.err + pcie.out));
        QVERIFY2(pcie.out.contains(QStringLiteral("using 4 GPUs per server (SRV-A100-PCIE-4, the largest)")), qPrintable(pcie.out));
    }

    void publishedRoce36PortConfiguration()
    {
        // nccl-tests' 4 x 8 A100 on 16 x 100G RoCE per node and 36-port switches: no such switch
        // in the seed, so a generic one. 64 NIC ports > 36: leaves of d = 18 take one server
        // (16 ports) each: 4 leaves x 16 up = 64 uplinks on ceil(64 / 36) = 2 spines.
        const QString file = path(QStringLiteral("a100-roce36.cqd"));
        const Run r = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"),
                           QStringLiteral("--servers"), QStringLiteral("4"), QStringLiteral("--switch-ports"),
                           QStringLiteral("36"), QStringLiteral("--nic-rate"), QStringLiteral("100"), QStringLiteral("--fabric"),
                           QStringLiteral("roce"), QStringLiteral("--nics-per-server"), QStringLiteral("16"),
                           QStringLiteral("-o"), file});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("4 servers x 16 NICs: 2 tier(s), 4 leaf switch(es) + 2 spine(s) = 6 switches "
                                               "of 36 ports; cables 64 server-leaf + 64 leaf-spine")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("\nnote: The catalog has no RoCE switch with 36 ports at 100 Gb/s")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("the design uses a generic 36-port 100 Gb/s RoCE switch (GENERIC-SW-ROCE-100-36), "
                                               "shown in the quote as price missing")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("the generated servers get 16 x 100 Gb/s RoCE")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("6 switch(es) (GENERIC-SW-ROCE-100-36), 128 cable(s)")), qPrintable(r.out));
        const cq::DesignReadResult read = cq::DesignFormat::load(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.switches.first().sku, QStringLiteral("GENERIC-SW-ROCE-100-36"));
        QSet<QPair<QUuid, int>> serverPorts;
        for (const cq::Cable &c : read.design.cables) {
            for (const cq::PortRef &end : {c.a, c.b}) {
                for (const cq::Server &s : read.design.servers)
                    if (s.id == end.device)
                        serverPorts.insert({end.device, end.port});
            }
        }
        QCOMPARE(serverPorts.size(), 4 * 16); // every server port cabled once

        // The quote lists the 6 generic switches by name, as price missing or included in the
        // networked A100 price; never by their SKU.
        const Run q = run({QStringLiteral("quote"), file});
        QVERIFY2(q.out.contains(QStringLiteral("6 x generic 36-port 100 Gb/s RoCE switch")), qPrintable(q.out));
    }

    void jsonCarriesTheNotes()
    {
        // The published 36-port RoCE set-up again, as JSON: the two note: lines of the text
        // output (the generic switch, the A100 server's 8 x 200G IB vs the asked 16 x 100G RoCE).
        const Run r = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"),
                           QStringLiteral("--servers"), QStringLiteral("4"), QStringLiteral("--switch-ports"),
                           QStringLiteral("36"), QStringLiteral("--nic-rate"), QStringLiteral("100"), QStringLiteral("--fabric"),
                           QStringLiteral("roce"), QStringLiteral("--nics-per-server"), QStringLiteral("16"), QStringLiteral("--json"),
                           QStringLiteral("-o"), path(QStringLiteral("a100-roce36-json.cqd"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray notes = r.json().value(QLatin1String("notes")).toArray();
        QCOMPARE(notes.size(), 2);
        QVERIFY2(notes.at(0).toString().startsWith(QLatin1String("SRV-A100-SXM-8-IB comes with 8 x 200 Gb/s InfiniBand NICs; "
                                                                 "the generated servers get 16 x 100 Gb/s RoCE")),
                 qPrintable(notes.at(0).toString()));
        QVERIFY2(notes.at(1).toString().startsWith(QLatin1String("The catalog has no RoCE switch with 36 ports at 100 Gb/s")),
                 qPrintable(notes.at(1).toString()));
    }

    void pricedModelsBeatUnpricedImports()
    {
        // NetBox imports come after the seed, unpriced: the SN3700C is 32 x 100G RoCE at 0 W
        // (no maximum_draw), the XE8545 has 8 A100 and no fabric NIC. The seed's priced
        // SW-ROCE-100-32 (300 W) and SRV-A100-SXM-8-IB (8 x 200G IB) are chosen instead.
        const QString library = QStringLiteral(CQ_SOURCE_DIR "/../shared/reference/netbox-device-types");
        const QString pb = path(QStringLiteral("imported.sqlite"));
        const auto cli = [&](QStringList args) { return cqtest::runCli(args << QStringLiteral("--pricebook") << pb); };
        Run r = cli({QStringLiteral("catalog"), QStringLiteral("import"), library + QStringLiteral("/Mellanox/SN3700C.yml"),
                     QStringLiteral("--kind"), QStringLiteral("roce")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({QStringLiteral("catalog"), QStringLiteral("import"), library + QStringLiteral("/Dell"), QStringLiteral("--gpu"),
                 QStringLiteral("a100-sxm-80g"), QStringLiteral("--gpus"), QStringLiteral("8")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("l40s-pcie-48g"), QStringLiteral("--servers"),
                 QStringLiteral("4"), QStringLiteral("--nics-per-server"), QStringLiteral("2"), QStringLiteral("--nic-rate"),
                 QStringLiteral("100"), QStringLiteral("--fabric"), QStringLiteral("roce"), QStringLiteral("--switch-ports"),
                 QStringLiteral("32"), QStringLiteral("-o"), path(QStringLiteral("l40s.cqd"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("1 switch(es) (SW-ROCE-100-32)")), qPrintable(r.out));
        r = cli({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"), QStringLiteral("--servers"),
                 QStringLiteral("4"), QStringLiteral("--nics-per-server"), QStringLiteral("8"), QStringLiteral("--nic-rate"),
                 QStringLiteral("200"), QStringLiteral("--fabric"), QStringLiteral("roce"), QStringLiteral("-o"),
                 path(QStringLiteral("a100.cqd"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("4 server(s) (SRV-A100-SXM-8-IB)")), qPrintable(r.out));
    }

    void roce400OnTheBreakoutSwitch()
    {
        // Seed: SW-ROCE-400-32 (32 x 400G) and SW-ETH-800-64 (64 x 800G, 2 x 400G breakout =
        // 128 x 400G). Without --switch-ports the most ports win: 16 x 8 = 128 NICs on one switch.
        const QString file = path(QStringLiteral("h100-roce400.cqd"));
        const Run r = run({QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80g"),
                           QStringLiteral("--servers"), QStringLiteral("16"), QStringLiteral("--nic-rate"), QStringLiteral("400"),
                           QStringLiteral("--fabric"), QStringLiteral("roce"), QStringLiteral("--nics-per-server"),
                           QStringLiteral("8"), QStringLiteral("-o"), file});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("1 switches of 128 ports; cables 128 server-leaf")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("note: SW-ETH-800-64 serves the 400 Gb/s fabric as 128 ports: each of its 64 "
                                               "ports of 800 Gb/s split into 2.")),
                 qPrintable(r.out));
        const cq::DesignReadResult read = cq::DesignFormat::load(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.switches.size(), 1);
        QCOMPARE(read.design.switches.first().sku, QStringLiteral("SW-ETH-800-64"));
        QCOMPARE(read.design.switches.first().portCount, 128);
        QCOMPARE(read.design.switches.first().portRateGbps, 400.0);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList base{QStringLiteral("generate"), QStringLiteral("--servers"), QStringLiteral("4"),
                               QStringLiteral("--nics-per-server"), QStringLiteral("8"), QStringLiteral("--nic-rate"),
                               QStringLiteral("200"), QStringLiteral("--fabric"), QStringLiteral("ib")};
        const QStringList out{QStringLiteral("-o"), QStringLiteral("x.cqd")};
        QTest::newRow("no gpu") << base + out << QStringLiteral("clusterquote generate: missing --gpu");
        QTest::newRow("no output") << base + QStringList{QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g")}
                                   << QStringLiteral("clusterquote generate: missing -o FILE (where to write the design)");
        QTest::newRow("unknown gpu") << base + QStringList{QStringLiteral("--gpu"), QStringLiteral("b200")} + out
                                     << QStringLiteral("clusterquote generate: Unknown GPU model \"b200\"; the catalog has: "
                                                       "a100-sxm-80g, a100-pcie-80g, h100-sxm-80g, h100-pcie-80g, rtx-4090, "
                                                       "ascend-910b-64g, a100-sxm-40g, a800-sxm-80g, h800-sxm-80g, h20-96g, "
                                                       "l40s-pcie-48g.");
        QTest::newRow("bad fabric") << QStringList{QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"),
                                                   QStringLiteral("--servers"), QStringLiteral("4"), QStringLiteral("--nics-per-server"),
                                                   QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("200"),
                                                   QStringLiteral("--fabric"), QStringLiteral("omnipath")} + out
                                    << QStringLiteral("clusterquote generate: --fabric: \"omnipath\" is not a fabric (ib, roce or ethernet)");
        QTest::newRow("bad count") << QStringList{QStringLiteral("generate"), QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"),
                                                  QStringLiteral("--servers"), QStringLiteral("2.5"), QStringLiteral("--nics-per-server"),
                                                  QStringLiteral("8"), QStringLiteral("--nic-rate"), QStringLiteral("200"),
                                                  QStringLiteral("--fabric"), QStringLiteral("ib")} + out
                                   << QStringLiteral("clusterquote generate: --servers: \"2.5\" is not a whole number from 1 to 100000");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.trimmed(), message);
    }

    void catalogListsKeys()
    {
        const Run r = run({QStringLiteral("catalog")});
        QCOMPARE(r.code, 0);
        for (const char *key : {"a100-sxm-80g", "a100-pcie-80g", "h100-sxm-80g", "h100-pcie-80g", "rtx-4090"})
            QVERIFY2(r.out.contains(QLatin1String(key)), key);
        QVERIFY2(r.out.contains(QStringLiteral("SW-IB-NDR-64")), qPrintable(r.out));
        const Run json = run({QStringLiteral("catalog"), QStringLiteral("--json")});
        const QJsonArray gpus = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QLatin1String("gpus")).toArray();
        QCOMPARE(gpus.size(), 11); // 5 + #18's Ascend 910B, A100 40G, A800, H800, H20, L40S
        QCOMPARE(gpus.at(2).toObject().value(QLatin1String("key")).toString(), QStringLiteral("h100-sxm-80g"));
        QCOMPARE(gpus.at(2).toObject().value(QLatin1String("servers")).toArray().at(0).toString(),
                 QStringLiteral("SRV-H100-SXM-8-IB"));
        // Issue 4's engine inputs: SHARP on the Quantum / Quantum-2 switches only, two GPUs per
        // PCIe switch on the 8x H100 and 8x L40S PCIe servers only (pricebookseed.cpp gives the sources).
        const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QStringList sharp;
        for (const QJsonValue &sw : root.value(QLatin1String("switches")).toArray()) {
            if (sw.toObject().value(QLatin1String("sharp")).toBool())
                sharp << sw.toObject().value(QLatin1String("sku")).toString();
        }
        QCOMPARE(sharp, (QStringList{QStringLiteral("SW-IB-HDR-40"), QStringLiteral("SW-IB-NDR-64")}));
        QStringList shared;
        for (const QJsonValue &srv : root.value(QLatin1String("servers")).toArray()) {
            if (srv.toObject().value(QLatin1String("gpus_per_pcie_switch")).toInt() != 1)
                shared << srv.toObject().value(QLatin1String("sku")).toString();
        }
        QCOMPARE(shared, (QStringList{QStringLiteral("SRV-H100-PCIE-8"), QStringLiteral("SRV-L40S-8-PCIE")}));
    }
};

QTEST_GUILESS_MAIN(TestGenerateCli)
#include "tst_generatecli.moc"
