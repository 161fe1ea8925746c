#include "clirun.h"
#include "../common/fixtureguard.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using cqtest::runCli;

namespace {

QString libraryDir() { return QStringLiteral(CQ_SOURCE_DIR "/../shared/reference/netbox-device-types"); }

QJsonObject bySku(const QJsonArray &models, const QString &sku)
{
    for (const QJsonValue &v : models) {
        if (v.toObject().value(QLatin1String("sku")).toString() == sku)
            return v.toObject();
    }
    return {};
}

} // namespace

/**
 * `clusterquote catalog import`: the whole reference folder into a fresh price book, then
 * `catalog --json` lists each model with its NetBox source; one bad file saves nothing.
 * Figures counted by hand from the YAML (see tst_netboxdevicetype for the per-file table).
 */
class TestCatalogImportCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString book(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QJsonObject catalogJson(const QString &pricebook) const
    {
        const cqtest::CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("--json"), QStringLiteral("--pricebook"), pricebook});
        return r.json();
    }

private slots:
    void wholeFolderImportsAndLists()
    {
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        const QString pb = book("all.sqlite");
        const cqtest::CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), libraryDir(), QStringLiteral("--pricebook"),
                                         pb, QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"), QStringLiteral("--gpus"),
                                         QStringLiteral("8")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("Imported SW-MELLANOX-SB7800: switch, 36 x 100 Gb/s InfiniBand, 460 W, 1 U")));
        QVERIFY(r.out.contains(QLatin1String("  source: NetBox device-type library: Mellanox/SB7800.yml")));
        QVERIFY(r.out.contains(QLatin1String("16 models from NetBox device types saved")));

        const QJsonObject json = catalogJson(pb);
        const QJsonArray switches = json.value(QLatin1String("switches")).toArray();
        const QJsonArray servers = json.value(QLatin1String("servers")).toArray();
        struct Expected { const char *sku; int ports; double rate; const char *kind; int breakout; int heightU; double powerW; const char *file; };
        // ports x rate from the interfaces, power = max draw x ceil(PSUs / 2), U = u_height
        const Expected expected[] = {
            {"SW-MELLANOX-SB7800", 36, 100, "ib", 1, 1, 460, "Mellanox/SB7800.yml"},
            {"SW-MELLANOX-SB7890", 36, 100, "ib", 1, 1, 332, "Mellanox/SB7890.yml"},
            {"SW-MELLANOX-QM8700", 40, 200, "ib", 1, 1, 1100, "Mellanox/qm8700.yml"},
            {"SW-MELLANOX-QM8790", 40, 200, "ib", 1, 1, 0, "Mellanox/QM8790.yaml"},
            {"SW-NVIDIA-QM9700", 62, 400, "ib", 1, 1, 0, "Nvidia/QM9700.yaml"}, // 62 as stored (64 real)
            {"SW-MELLANOX-SN2700", 32, 100, "roce", 1, 1, 0, "Mellanox/SN2700.yml"},
            {"SW-MELLANOX-SN3700", 32, 200, "roce", 1, 1, 0, "Mellanox/SN3700.yml"},
            {"SW-MELLANOX-SN3700C", 32, 100, "roce", 1, 1, 0, "Mellanox/SN3700C.yml"},
            {"SW-MELLANOX-SN4600C", 64, 100, "roce", 1, 1, 0, "Mellanox/SN4600C.yml"},
            {"SW-MELLANOX-SN4700", 32, 400, "roce", 1, 1, 0, "Mellanox/SN4700.yml"},
            {"SW-NVIDIA-SN5600", 64, 800, "roce", 2, 2, 0, "Nvidia/SN5600.yaml"},
            {"SW-HUAWEI-CE8850-64CQ-EI", 64, 100, "roce", 1, 2, 965, "Huawei/CE8850-64CQ-EI.yaml"},
            {"SW-HUAWEI-CE8855-32CQ4BQ", 36, 100, "roce", 1, 1, 0, "Huawei/CE8855-32CQ4BQ.yaml"},
        };
        for (const Expected &e : expected) {
            const QJsonObject m = bySku(switches, QLatin1String(e.sku));
            QVERIFY2(!m.isEmpty(), e.sku);
            QCOMPARE(m.value(QLatin1String("ports")).toInt(), e.ports);
            QCOMPARE(m.value(QLatin1String("rate_Gbps")).toDouble(), e.rate);
            QCOMPARE(m.value(QLatin1String("kind")).toString(), QLatin1String(e.kind));
            QCOMPARE(m.value(QLatin1String("breakout")).toInt(), e.breakout);
            QCOMPARE(m.value(QLatin1String("height_U")).toInt(), e.heightU);
            QCOMPARE(m.value(QLatin1String("power_W")).toDouble(), e.powerW);
            QCOMPARE(m.value(QLatin1String("source")).toString(),
                     QStringLiteral("NetBox device-type library: %1").arg(QLatin1String(e.file)));
        }
        // Servers: 10 x 400G on the AS-8125GS (10gbase-t skipped), none on the other two;
        // 6 x 3000 W -> 9000 W, 4 x 2400 W -> 4800 W, SYS-421GE no draw.
        const QJsonObject as8125 = bySku(servers, QStringLiteral("SRV-SUPERMICRO-AS-8125GS-TNMR2"));
        QCOMPARE(as8125.value(QLatin1String("fabric_ports")).toInt(), 10);
        QCOMPARE(as8125.value(QLatin1String("nic_rate_Gbps")).toDouble(), 400.0);
        QCOMPARE(as8125.value(QLatin1String("power_W")).toDouble(), 9000.0);
        QCOMPARE(as8125.value(QLatin1String("height_U")).toInt(), 8);
        QCOMPARE(as8125.value(QLatin1String("gpus")).toInt(), 8);
        const QJsonObject xe8545 = bySku(servers, QStringLiteral("SRV-DELL-POWEREDGE-XE8545"));
        QCOMPARE(xe8545.value(QLatin1String("fabric_ports")).toInt(), 0);
        QCOMPARE(xe8545.value(QLatin1String("power_W")).toDouble(), 4800.0);
        QCOMPARE(bySku(servers, QStringLiteral("SRV-SUPERMICRO-SUPERSERVER-SYS-421GE-TNRT")).value(QLatin1String("height_U")).toInt(), 4);

        // Importing again updates the same models, nothing doubled.
        const cqtest::CliRun again = runCli({QStringLiteral("catalog"), QStringLiteral("import"),
                                             libraryDir() + QStringLiteral("/Mellanox/SB7800.yml"), QStringLiteral("--pricebook"), pb});
        QCOMPARE(again.code, 0);
        QVERIFY(again.out.startsWith(QLatin1String("Updated SW-MELLANOX-SB7800")));
        QCOMPARE(catalogJson(pb).value(QLatin1String("switches")).toArray().size(), switches.size());
    }

    void oneBadFileSavesNothing()
    {
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        const QString broken = m_dir.filePath(QStringLiteral("broken.yaml"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("manufacturer: X\nmodel: Y\nu_height: 1\n  slug: x\n"); // line 4 is indented under a scalar
        f.close();
        const QString pb = book("bad.sqlite");
        const int before = catalogJson(pb).value(QLatin1String("switches")).toArray().size();
        const cqtest::CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("import"),
                                         libraryDir() + QStringLiteral("/Mellanox/SB7800.yml"), broken, QStringLiteral("--pricebook"), pb});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(broken + QStringLiteral(":4: ")), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("nothing imported (1 of 2 files refused)")));
        QVERIFY(r.out.isEmpty());
        const QJsonArray switches = catalogJson(pb).value(QLatin1String("switches")).toArray();
        QCOMPARE(switches.size(), before);
        QVERIFY(bySku(switches, QStringLiteral("SW-MELLANOX-SB7800")).isEmpty());
    }

    void folderWithoutYamlIsNamed()
    {
        const QString empty = m_dir.filePath(QStringLiteral("no-yaml"));
        QVERIFY(QDir().mkpath(empty));
        const cqtest::CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), empty,
                                         QStringLiteral("--pricebook"), book("empty.sqlite")});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, QStringLiteral("clusterquote catalog import: %1 holds no .yml or .yaml file\n").arg(empty));
    }

    void optionsAnswerWhatNetBoxCannot()
    {
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        const QString pb = book("options.sqlite");
        const QString sn5600 = libraryDir() + QStringLiteral("/Nvidia/SN5600.yaml");
        cqtest::CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), sn5600, QStringLiteral("--pricebook"), pb,
                                   QStringLiteral("--kind"), QStringLiteral("ethernet"), QStringLiteral("--sku"), QStringLiteral("SW-800G-ETH")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(!r.out.contains(QLatin1String("asked: Fabric"))); // answered by --kind
        const QJsonObject m = bySku(catalogJson(pb).value(QLatin1String("switches")).toArray(), QStringLiteral("SW-800G-ETH"));
        QCOMPARE(m.value(QLatin1String("kind")).toString(), QStringLiteral("ethernet"));
        QCOMPARE(m.value(QLatin1String("breakout")).toInt(), 2);

        // infiniband-edr is InfiniBand: --kind roce is refused, not applied.
        r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), libraryDir() + QStringLiteral("/Mellanox/SB7890.yml"),
                    QStringLiteral("--pricebook"), pb, QStringLiteral("--kind"), QStringLiteral("roce")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("Mellanox/SB7890.yml: the port type infiniband-edr is InfiniBand, not RoCE")), qPrintable(r.err));
        // --sku names one model.
        r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), sn5600, sn5600, QStringLiteral("--pricebook"), pb,
                    QStringLiteral("--sku"), QStringLiteral("X")});
        QCOMPARE(r.code, 2);
        // A server's GPUs and NICs.
        r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), libraryDir() + QStringLiteral("/Dell/PowerEdge-XE8545.yaml"),
                    QStringLiteral("--pricebook"), pb});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("PowerEdge-XE8545.yaml: a server; NetBox does not say which GPUs it holds (give --gpu KEY --gpus N)")));
        r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), libraryDir() + QStringLiteral("/Dell/PowerEdge-XE8545.yaml"),
                    QStringLiteral("--pricebook"), pb, QStringLiteral("--gpu"), QStringLiteral("a100-sxm-80g"), QStringLiteral("--gpus"),
                    QStringLiteral("4"), QStringLiteral("--nics"), QStringLiteral("4"), QStringLiteral("--nic-rate"), QStringLiteral("200"),
                    QStringLiteral("--kind"), QStringLiteral("ib")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("Imported SRV-DELL-POWEREDGE-XE8545: server, 4x A100-80G-SXM, 4 x 200 Gb/s InfiniBand, 4800 W, 4 U")),
                 qPrintable(r.out));
        r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), sn5600, QStringLiteral("--pricebook"), pb,
                    QStringLiteral("--kind"), QStringLiteral("fc")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("--kind must be ib, roce or ethernet, not \"fc\"")));
    }

    void existingSkuIsRefusedWithoutReplace()
    {
        // --sku SW-IB-HDR-40 would turn the seeded 40 x 200G HDR switch (750 W) into the
        // SN3700C's 32 x 100G RoCE while its price item still says HDR 40-port: refused, the
        // catalog unchanged; --replace overwrites; the same file again updates as before.
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        const QString pb = book("replace.sqlite");
        const QString sn3700c = libraryDir() + QStringLiteral("/Mellanox/SN3700C.yml");
        const QStringList args{QStringLiteral("catalog"), QStringLiteral("import"), sn3700c, QStringLiteral("--pricebook"), pb,
                               QStringLiteral("--kind"), QStringLiteral("roce"), QStringLiteral("--sku"), QStringLiteral("SW-IB-HDR-40")};
        cqtest::CliRun r = runCli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("SN3700C.yml: SKU SW-IB-HDR-40 is already in the catalog as SW-IB-HDR-40: switch, "
                                              "40 x 200 Gb/s InfiniBand, 750 W, 1 U")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("--replace")), qPrintable(r.err));
        QJsonObject m = bySku(catalogJson(pb).value(QLatin1String("switches")).toArray(), QStringLiteral("SW-IB-HDR-40"));
        QCOMPARE(m.value(QLatin1String("ports")).toInt(), 40);

        r = runCli(QStringList(args) << QStringLiteral("--replace"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        m = bySku(catalogJson(pb).value(QLatin1String("switches")).toArray(), QStringLiteral("SW-IB-HDR-40"));
        QCOMPARE(m.value(QLatin1String("ports")).toInt(), 32);
        QCOMPARE(m.value(QLatin1String("kind")).toString(), QStringLiteral("roce"));

        // The same NetBox file under the same SKU again: an update, no --replace needed.
        r = runCli(args);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("Updated SW-IB-HDR-40")), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCatalogImportCli)
#include "tst_catalogimportcli.moc"
