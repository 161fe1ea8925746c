#include "pricebook/netboximportdialog.h"
#include "../common/fixtureguard.h"

#include <QComboBox>
#include <QDir>
#include <QTest>

using namespace cq;

namespace {

QString libraryDir() { return QStringLiteral(CQ_SOURCE_DIR "/../shared/reference/netbox-device-types/"); }

/** A catalog in memory with one GPU; counts saves so a refused import can be seen to save nothing. */
class MemoryStore : public CatalogStore
{
public:
    MemoryStore()
    {
        GpuModel g;
        g.id = QStringLiteral("A100-80G-SXM");
        g.name = QStringLiteral("A100 80G SXM");
        g.memoryGB = 80;
        g.tflopsBf16 = 312;
        g.intraBandwidthGBps = 240;
        m_catalog.gpus << g;
    }
    Catalog catalog() const override { return m_catalog; }
    bool saveGpu(const GpuModel &, QString *) override { return false; }
    bool saveServer(const ServerModel &s, QString *) override { m_catalog.servers << s; ++saves; return true; }
    bool saveSwitch(const SwitchModel &s, QString *) override { m_catalog.switches << s; ++saves; return true; }
    bool saveCable(const CableModel &, QString *) override { return false; }
    bool remove(Kind, const QString &, bool *, QString *) override { return false; }
    bool restore(Kind, const QString &, QString *) override { return false; }
    QByteArray exportCsv(Kind) const override { return {}; }
    bool importCsv(const QByteArray &, const QString &, QString *) override { return false; }
    int saves = 0;
    Catalog m_catalog;
};

} // namespace

/** Price Book > Import NetBox Device Type: what is read is shown, answers apply, a bad file saves nothing. */
class TestNetboxImportDialog : public QObject
{
    Q_OBJECT
private slots:
    void importsWithAnswers()
    {
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        MemoryStore store;
        NetboxImportDialog dialog(&store);
        QVERIFY(dialog.setFiles({libraryDir() + QStringLiteral("Mellanox/SN4700.yml"),
                                 libraryDir() + QStringLiteral("Supermicro/AS-8125GS-TNMR2.yml")}));
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(int(LinkKind::Ethernet)));
        dialog.gpuCountBox()->setValue(4);
        QVERIFY2(dialog.importFiles(), qPrintable(dialog.message()));
        QCOMPARE(store.saves, 2);
        // SN4700: 32 x 400gbase-x-qsfpdd (eth0 mgmt_only skipped), kind as chosen
        QCOMPARE(store.m_catalog.switches.first().portCount, 32);
        QCOMPARE(store.m_catalog.switches.first().kind, LinkKind::Ethernet);
        // AS-8125GS: 10 x 400G NICs, 4 GPUs as answered, 6 x 3000 W -> 9000 W
        const ServerModel &server = store.m_catalog.servers.first();
        QCOMPARE(server.nicCount, 10);
        QCOMPARE(server.gpuCount, 4);
        QCOMPARE(server.gpuId, QStringLiteral("A100-80G-SXM"));
        QCOMPARE(server.powerW, 9000.0);
    }

    void badFileSavesNothing()
    {
        CQ_REQUIRE_FIXTURE(QDir(libraryDir()).exists(), QStringLiteral("needs ../shared/reference/netbox-device-types"));
        MemoryStore store;
        NetboxImportDialog dialog(&store);
        QVERIFY(!dialog.setFiles({libraryDir() + QStringLiteral("Mellanox/SB7800.yml"), QStringLiteral("/nonexistent/x.yaml")}));
        QVERIFY(!dialog.importFiles());
        QCOMPARE(store.saves, 0);
        QVERIFY2(dialog.message().contains(QLatin1String("/nonexistent/x.yaml: cannot read the file")), qPrintable(dialog.message()));
    }
};

QTEST_MAIN(TestNetboxImportDialog)
#include "tst_netboximportdialog.moc"
