#include "catalog/netboxdevicetype.h"
#include "catalog/netboximport.h"
#include "../common/fixtureguard.h"

#include <QDir>
#include <QTest>

using namespace cq;

namespace {

QString libraryDir() { return QStringLiteral(CQ_SOURCE_DIR "/../shared/reference/netbox-device-types/"); }

GpuModel a100()
{
    GpuModel g;
    g.id = QStringLiteral("A100-80G-SXM");
    g.name = QStringLiteral("A100 80G SXM");
    g.memoryGB = 80;
    g.tflopsBf16 = 312;
    g.intraBandwidthGBps = 240;
    return g;
}

NetboxDeviceType readOrFail(const QString &relative)
{
    NetboxDeviceType type;
    QString error;
    if (!NetboxDeviceType::readFile(libraryDir() + relative, &type, &error))
        qWarning("%s", qPrintable(error));
    return type;
}

bool readText(const char *yaml, NetboxDeviceType *type, QString *error)
{
    return NetboxDeviceType::readYaml(QByteArray(yaml), QStringLiteral("/x/Test/t.yaml"), type, error);
}

} // namespace

/**
 * NetBox device-type YAML against the real files of ../shared/reference/netbox-device-types
 * (its README lists each file's ports, draw and height). Every expected figure below is
 * counted from the YAML by hand; the rules are NetboxDeviceType's (fabric = largest group of
 * ports >= 25 Gb/s not mgmt_only; power = largest maximum_draw x ceil(power ports / 2)).
 */
class TstNetboxDeviceType : public QObject
{
    Q_OBJECT
private slots:
    void realFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("server");
        QTest::addColumn<int>("ports");
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("breakout");
        QTest::addColumn<int>("heightU");
        QTest::addColumn<double>("powerW");
        QTest::addColumn<bool>("certain");
        QTest::addColumn<int>("kind"); // suggested LinkKind
        const int ib = int(LinkKind::InfiniBand), roce = int(LinkKind::RoCE);
        // 36 x 100gbase-x-qsfp28 (mgmt0 is mgmt_only); ps1/psu2 2 x 460 W -> 460 x ceil(2/2)
        QTest::newRow("SB7800") << "Mellanox/SB7800.yml" << false << 36 << 100.0 << 1 << 1 << 460.0 << false << ib;
        // 36 x infiniband-edr: NetBox's 25 Gb/s lane x 4 = 100; 2 x 332 W (comment stripped)
        QTest::newRow("SB7890") << "Mellanox/SB7890.yml" << false << 36 << 100.0 << 1 << 1 << 332.0 << true << ib;
        QTest::newRow("QM8700") << "Mellanox/qm8700.yml" << false << 40 << 200.0 << 1 << 1 << 1100.0 << false << ib;
        // PSUs as module-bays: no draw
        QTest::newRow("QM8790") << "Mellanox/QM8790.yaml" << false << 40 << 200.0 << 1 << 1 << 0.0 << false << ib;
        // 62 as stored: P22.1 and P23.0 are missing (the switch has 64); power ports without draw
        QTest::newRow("QM9700") << "Nvidia/QM9700.yaml" << false << 62 << 400.0 << 1 << 1 << 0.0 << false << ib;
        // old export format, maximum_draw: null; eth0 and eth1 both mgmt_only
        QTest::newRow("SN2700") << "Mellanox/SN2700.yml" << false << 32 << 100.0 << 1 << 1 << 0.0 << false << roce;
        QTest::newRow("SN3700") << "Mellanox/SN3700.yml" << false << 32 << 200.0 << 1 << 1 << 0.0 << false << roce;
        QTest::newRow("SN3700C") << "Mellanox/SN3700C.yml" << false << 32 << 100.0 << 1 << 1 << 0.0 << false << roce;
        QTest::newRow("SN4600C") << "Mellanox/SN4600C.yml" << false << 64 << 100.0 << 1 << 1 << 0.0 << false << roce;
        QTest::newRow("SN4700") << "Mellanox/SN4700.yml" << false << 32 << 400.0 << 1 << 1 << 0.0 << false << roce;
        // 64 x 800gbase-x-osfp, breakout 2 -> 128 x 400G; 2 U
        QTest::newRow("SN5600") << "Nvidia/SN5600.yaml" << false << 64 << 800.0 << 2 << 2 << 0.0 << false << roce;
        // 2 x 965 W maximum (allocated 375 is not the maximum)
        QTest::newRow("CE8850") << "Huawei/CE8850-64CQ-EI.yaml" << false << 64 << 100.0 << 1 << 2 << 965.0 << false << roce;
        // 32 x 100G + 4 x 200gbase-x-qsfp56 counted at 100 = 36
        QTest::newRow("CE8855") << "Huawei/CE8855-32CQ4BQ.yaml" << false << 36 << 100.0 << 1 << 1 << 0.0 << false << roce;
        // 10 x 400gbase-x-qsfp112; 2 x 10gbase-t, BMC (mgmt) and vpc0 (virtual) skipped;
        // 6 x 3000 W -> 3000 x ceil(6/2) = 9000; 8 U
        QTest::newRow("AS-8125GS") << "Supermicro/AS-8125GS-TNMR2.yml" << true << 10 << 400.0 << 1 << 8 << 9000.0 << false << roce;
        // only 1G/10G copper: no fabric port; 4 PSU module-bays, no draw
        QTest::newRow("SYS-421GE") << "Supermicro/SYS-421GE-TNRT.yaml" << true << 0 << 0.0 << 1 << 4 << 0.0 << false << roce;
        // 3 x 1000base-t only; 4 x 2400 W -> 2400 x ceil(4/2) = 4800
        QTest::newRow("XE8545") << "Dell/PowerEdge-XE8545.yaml" << true << 0 << 0.0 << 1 << 4 << 4800.0 << false << roce;
    }
    void realFiles()
    {
        QFETCH(QString, file);
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        NetboxDeviceType type;
        QString error;
        QVERIFY2(NetboxDeviceType::readFile(libraryDir() + file, &type, &error), qPrintable(error));
        QFETCH(bool, server);
        QFETCH(int, ports);
        QFETCH(double, rate);
        QFETCH(int, breakout);
        QFETCH(int, heightU);
        QFETCH(double, powerW);
        QFETCH(bool, certain);
        QFETCH(int, kind);
        QCOMPARE(type.role == NetboxDeviceType::Role::Server, server);
        QCOMPARE(type.fabricPorts, ports);
        QCOMPARE(type.fabricRateGbps, rate);
        QCOMPARE(type.breakout, breakout);
        QCOMPARE(type.heightU, heightU);
        QCOMPARE(type.powerW, powerW);
        QCOMPARE(type.kindCertain, certain);
        QCOMPARE(int(type.suggestedKind), kind);
        QCOMPARE(type.sourceName, file);
    }

    void quirksAreSaid()
    {
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        const auto said = [](const NetboxDeviceType &t, const char *part) {
            return std::any_of(t.notes.begin(), t.notes.end(), [&](const QString &n) { return n.contains(QLatin1String(part)); });
        };
        const NetboxDeviceType qm9700 = readOrFail(QStringLiteral("Nvidia/QM9700.yaml"));
        QVERIFY2(said(qm9700, "cages P22, P23"), qPrintable(qm9700.notes.join(u'\n')));
        const NetboxDeviceType ce8855 = readOrFail(QStringLiteral("Huawei/CE8855-32CQ4BQ.yaml"));
        QVERIFY2(said(ce8855, "Counted at 100 Gb/s") && said(ce8855, "4 x 200 Gb/s"), qPrintable(ce8855.notes.join(u'\n')));
        const NetboxDeviceType as8125 = readOrFail(QStringLiteral("Supermicro/AS-8125GS-TNMR2.yml"));
        QVERIFY(said(as8125, "2 x 10 Gb/s (10gbase-t)"));
        QVERIFY(said(as8125, "Logical interfaces skipped (virtual, LAG, bridge): 1."));
        QVERIFY(said(as8125, "Management ports skipped (mgmt_only): 1."));
        const NetboxDeviceType sn5600 = readOrFail(QStringLiteral("Nvidia/SN5600.yaml"));
        QVERIFY(said(sn5600, "128 ports of 400 Gb/s"));
        QVERIFY(said(sn5600, "module bays"));
    }

    void mgmtOnlyPortsAreSkipped()
    {
        // 16 x 100G of which 2 are mgmt_only (even at 100G), plus a 1000base-t: 14 fabric
        // ports, so fewer than 16: a server; the mgmt flag wins over the rate.
        QByteArray yaml = "manufacturer: T\nmodel: M\ninterfaces:\n";
        for (int i = 0; i < 16; ++i)
            yaml += QByteArray("  - name: p") + QByteArray::number(i) + "\n    type: 100gbase-x-qsfp28\n"
                    + (i < 2 ? "    mgmt_only: true\n" : "");
        yaml += "  - name: oob\n    type: 1000base-t\n";
        NetboxDeviceType type;
        QString error;
        QVERIFY2(NetboxDeviceType::readYaml(yaml, QStringLiteral("t.yaml"), &type, &error), qPrintable(error));
        QCOMPARE(type.fabricPorts, 14);
        QCOMPARE(type.role, NetboxDeviceType::Role::Server);
        QCOMPARE(type.heightU, 1); // no u_height: NetBox's default
    }

    void sourceSaysWhereTheFileIsFrom()
    {
        // /x/Test/t.yaml has no device-types folder above it: a local file, not the library.
        NetboxDeviceType local;
        QString error;
        QVERIFY2(readText("manufacturer: X\nmodel: Y\ninterfaces:\n  - name: a\n    type: 100gbase-x-qsfp28\n",
                          &local, &error), qPrintable(error));
        QVERIFY(!local.inLibrary);
        QCOMPARE(local.sourceText(), QStringLiteral("NetBox device type t.yaml"));
        NetboxDeviceType library;
        QVERIFY2(NetboxDeviceType::readYaml("manufacturer: X\nmodel: Y\ninterfaces:\n  - name: a\n    type: 100gbase-x-qsfp28\n",
                                            QStringLiteral("/lib/devicetype-library/device-types/Acme/Y.yaml"),
                                            &library, &error), qPrintable(error));
        QVERIFY(library.inLibrary);
        QCOMPARE(library.sourceText(), QStringLiteral("NetBox device-type library: Acme/Y.yaml"));
    }

    void brokenYamlNamesTheLine()
    {
        NetboxDeviceType type;
        QString error;
        // line 4 is indented under the scalar of line 3
        QVERIFY(!readText("manufacturer: X\nmodel: Y\nu_height: 1\n  slug: x\n", &type, &error));
        QVERIFY2(error.startsWith(QLatin1String("/x/Test/t.yaml:4: ")), qPrintable(error));
        // line 6's dash is one column off the list of line 4
        QVERIFY(!readText("manufacturer: X\nmodel: Y\ninterfaces:\n  - name: a\n    type: 100gbase-x-qsfp28\n   - name: b\n",
                          &type, &error));
        QVERIFY2(error.startsWith(QLatin1String("/x/Test/t.yaml:6: ")), qPrintable(error));
    }

    void unknownSlugIsRefused()
    {
        NetboxDeviceType type;
        QString error;
        QVERIFY(!readText("manufacturer: X\nmodel: Y\ninterfaces:\n  - name: a\n    type: 100gbase-x-qsfp28\n"
                          "  - name: b\n    type: 100gbase-x-qsfp99\n",
                          &type, &error));
        QCOMPARE(error, QStringLiteral("/x/Test/t.yaml:7: interface 'b': unknown interface type '100gbase-x-qsfp99'"));
        QVERIFY(!readText("manufacturer: X\nmodel: Y\ninterfaces:\n  - name: a\n", &type, &error));
        QCOMPARE(error, QStringLiteral("/x/Test/t.yaml:4: interface 'a' has no type"));
    }

    void missingAndBadKeys()
    {
        NetboxDeviceType type;
        QString error;
        QVERIFY(!readText("model: Y\n", &type, &error));
        QCOMPARE(error, QStringLiteral("/x/Test/t.yaml:1: no 'manufacturer': not a NetBox device type"));
        QVERIFY(!readText("manufacturer: X\nmodel: Y\npower-ports:\n  - name: ps1\n    maximum_draw: lots\n", &type, &error));
        QCOMPARE(error, QStringLiteral("/x/Test/t.yaml:5: 'maximum_draw' should be a number >= 0, not 'lots'"));
        // An empty file has no line 0: "file: empty file"; a binary file's scalar is line 1.
        QVERIFY(!readText("", &type, &error));
        QCOMPARE(error, QStringLiteral("/x/Test/t.yaml: empty file"));
        QVERIFY(!readText("\n  \n", &type, &error));
        QCOMPARE(error, QStringLiteral("/x/Test/t.yaml: empty file"));
        QVERIFY(!readText("\x01\x02" "binary" "\x03", &type, &error));
        QVERIFY2(error.startsWith(QLatin1String("/x/Test/t.yaml:1: ")), qPrintable(error));
        QVERIFY(!readText("- just\n- a list\n", &type, &error));
        QVERIFY2(error.startsWith(QLatin1String("/x/Test/t.yaml:1: ")), qPrintable(error));
        // A half unit is rounded up; infiniband-ndr-4x is 100 x 4 lanes = 400 Gb/s.
        QByteArray yaml = "manufacturer: X\nmodel: Y\nu_height: 1.5\ninterfaces:\n";
        for (int i = 0; i < 16; ++i)
            yaml += "  - name: ib" + QByteArray::number(i) + "\n    type: infiniband-ndr-4x\n";
        QVERIFY2(NetboxDeviceType::readYaml(yaml, QStringLiteral("t.yaml"), &type, &error), qPrintable(error));
        QCOMPARE(type.heightU, 2);
        QCOMPARE(type.fabricRateGbps, 400.0);
        QVERIFY(type.kindCertain);
    }

    void buildsSwitchAndServerModels()
    {
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        const QList<GpuModel> gpus{a100()};
        NetboxImported imported;
        QString error;
        const NetboxDeviceType sb7800 = readOrFail(QStringLiteral("Mellanox/SB7800.yml"));
        QCOMPARE(NetboxImport::questions(sb7800), QList<NetboxImport::Question>{NetboxImport::Question::FabricKind});
        QVERIFY2(NetboxImport::build(sb7800, {}, gpus, &imported, &error), qPrintable(error));
        QCOMPARE(imported.switchModel.sku, QStringLiteral("SW-MELLANOX-SB7800"));
        QCOMPARE(imported.switchModel.kind, LinkKind::InfiniBand);
        QCOMPARE(imported.switchModel.portsAt(100), 36);
        QCOMPARE(imported.switchModel.source, QStringLiteral("NetBox device-type library: Mellanox/SB7800.yml"));
        QCOMPARE(imported.switchModel.manufacturer, QStringLiteral("Mellanox"));

        NetboxAnswers roce;
        roce.kind = LinkKind::Ethernet;
        roce.sku = QStringLiteral("SW-800");
        QVERIFY(NetboxImport::build(readOrFail(QStringLiteral("Nvidia/SN5600.yaml")), roce, gpus, &imported, &error));
        QCOMPARE(imported.switchModel.kind, LinkKind::Ethernet);
        QCOMPARE(imported.switchModel.sku, QStringLiteral("SW-800"));
        QCOMPARE(imported.switchModel.portsAt(400), 128); // 64 x 800G, breakout 2
        QCOMPARE(imported.switchModel.heightU, 2);

        // The slug says InfiniBand: an answer of RoCE is refused, not applied.
        NetboxAnswers wrong;
        wrong.kind = LinkKind::RoCE;
        QVERIFY(!NetboxImport::build(readOrFail(QStringLiteral("Mellanox/SB7890.yml")), wrong, gpus, &imported, &error));
        QVERIFY2(error.contains(QLatin1String("infiniband-edr is InfiniBand")), qPrintable(error));

        // A server needs its GPUs.
        const NetboxDeviceType xe8545 = readOrFail(QStringLiteral("Dell/PowerEdge-XE8545.yaml"));
        QVERIFY(NetboxImport::questions(xe8545).contains(NetboxImport::Question::Gpu));
        QVERIFY(NetboxImport::questions(xe8545).contains(NetboxImport::Question::FabricNics));
        QVERIFY(!NetboxImport::build(xe8545, {}, gpus, &imported, &error));
        QVERIFY2(error.startsWith(QLatin1String("Dell/PowerEdge-XE8545.yaml: a server;")), qPrintable(error));
        NetboxAnswers four;
        four.gpuId = QStringLiteral("A100-80G-SXM");
        four.gpuCount = 4;
        four.nicCount = 2;
        four.nicRateGbps = 200;
        four.kind = LinkKind::InfiniBand;
        QVERIFY2(NetboxImport::build(xe8545, four, gpus, &imported, &error), qPrintable(error));
        QCOMPARE(imported.role, NetboxDeviceType::Role::Server);
        QCOMPARE(imported.serverModel.sku, QStringLiteral("SRV-DELL-POWEREDGE-XE8545"));
        QCOMPARE(imported.serverModel.gpuCount, 4);
        QCOMPARE(imported.serverModel.fabricPorts(), 2);
        QCOMPARE(imported.serverModel.powerW, 4800.0);
        QCOMPARE(imported.serverModel.heightU, 4);
        four.gpuId = QStringLiteral("MI300X");
        QVERIFY(!NetboxImport::build(xe8545, four, gpus, &imported, &error));
        QCOMPARE(error, QStringLiteral("Dell/PowerEdge-XE8545.yaml: GPU MI300X is not in the catalog"));
    }
};

QTEST_GUILESS_MAIN(TstNetboxDeviceType)
#include "tst_netboxdevicetype.moc"
