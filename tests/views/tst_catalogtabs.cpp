#include "catalog/catalogvalidation.h"
#include "pricebook/catalogtab.h"
#include "pricebook/pricebookdialog.h"
#include "pricebook/serverform.h"
#include "pricebook/servertablemodel.h"
#include "pricebook/switchform.h"
#include "pricebook/switchtablemodel.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QDoubleSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace cq;

namespace {

/** An in-memory CatalogStore: validates like the database and retires the keys in `inUse`. */
class MemoryStore : public CatalogStore
{
public:
    Catalog data;
    QSet<QString> inUse;

    Catalog catalog() const override { return data; }
    bool saveGpu(const GpuModel &, QString *) override { return false; }
    bool saveServer(const ServerModel &, QString *) override { return false; }
    bool saveCable(const CableModel &, QString *) override { return false; }
    bool saveSwitch(const SwitchModel &sw, QString *error) override
    {
        if (const QString why = CatalogValidation::switchProblem(sw); !why.isEmpty()) {
            *error = why;
            return false;
        }
        for (SwitchModel &old : data.switches) {
            if (old.sku == sw.sku) {
                old = sw;
                return true;
            }
        }
        data.switches.append(sw);
        return true;
    }
    bool remove(Kind, const QString &key, bool *retired, QString *) override
    {
        for (int i = 0; i < data.switches.size(); ++i) {
            if (data.switches[i].sku != key)
                continue;
            *retired = inUse.contains(key);
            if (*retired)
                data.switches[i].retired = true;
            else
                data.switches.removeAt(i);
            return true;
        }
        return false;
    }
    bool restore(Kind, const QString &key, QString *) override
    {
        for (SwitchModel &sw : data.switches) {
            if (sw.sku == key)
                sw.retired = false;
        }
        return true;
    }
    QByteArray exportCsv(Kind) const override { return {}; }
    bool importCsv(const QByteArray &, const QString &, QString *) override { return false; }
};

SwitchModel hdr40()
{
    SwitchModel sw;
    sw.sku = QStringLiteral("SW-IB-HDR-40");
    sw.name = QStringLiteral("InfiniBand HDR 40-port");
    sw.portCount = 40;
    sw.portRateGbps = 200;
    sw.powerW = 640;
    sw.source = QStringLiteral("NVIDIA QM8700 datasheet");
    return sw;
}

SwitchModel eth800()
{
    SwitchModel sw;
    sw.sku = QStringLiteral("SW-ETH-800-64");
    sw.name = QStringLiteral("Ethernet 800G 64-port");
    sw.portCount = 64;
    sw.portRateGbps = 800;
    sw.kind = LinkKind::Ethernet;
    sw.breakout = 2;
    sw.heightU = 2;
    sw.retired = true;
    return sw;
}

Catalog sampleCatalog()
{
    Catalog c;
    GpuModel a100;
    a100.id = QStringLiteral("A100-80G-SXM");
    a100.name = QStringLiteral("A100 80G SXM");
    a100.arch = QStringLiteral("Ampere");
    a100.memoryGB = 80;
    a100.tflopsBf16 = 312;
    a100.tdpW = 400;
    a100.intraBandwidthGBps = 240;
    c.gpus = {a100};
    ServerModel server;
    server.sku = QStringLiteral("SRV-A100-SXM-8-IB");
    server.name = QStringLiteral("8x A100 80G SXM, 8x HDR 200G IB");
    server.gpuId = a100.id;
    server.cpuCores = 128;
    server.memoryGB = 2048;
    server.nvmeTB = 15.36;
    server.heightU = 6;
    server.powerW = 6500;
    server.manufacturer = QStringLiteral("NVIDIA");
    server.source = QStringLiteral("NVIDIA DGX A100 datasheet");
    c.servers = {server};
    c.switches = {hdr40(), eth800()};
    return c;
}

QString artifactDir()
{
    const QString dir = qEnvironmentVariable("CQ_TEST_ARTIFACTS", QStringLiteral("/tmp"));
    QDir().mkpath(dir);
    return dir;
}

/** Runs @p fill on the next modal dialog that opens (the form the Add button shows). */
void onNextModal(const std::function<void(QWidget *)> &fill)
{
    auto *timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, fill] {
        if (QWidget *modal = QApplication::activeModalWidget(); modal && qobject_cast<SwitchForm *>(modal)) {
            timer->stop();
            timer->deleteLater();
            fill(modal);
        }
    });
    timer->start(20);
}

} // namespace

/** The Price Book window's hardware tabs: tables, the form's validation, add, retire, restore, screenshots. */
class TestCatalogTabs : public QObject
{
    Q_OBJECT
private slots:
    void switchTableRowsAndColumns()
    {
        SwitchTableModel model;
        model.setCatalog(sampleCatalog());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 11); // SKU .. Source
        QCOMPARE(model.headerData(SwitchTableModel::PortsColumn, Qt::Horizontal).toString(), QStringLiteral("Ports"));
        QCOMPARE(model.index(0, SwitchTableModel::PortsColumn).data().toInt(), 40);
        // 800 Gb/s split in 2: 2 x 400G (the 64-port 800G switch offering 128 x 400G).
        QCOMPARE(model.index(1, SwitchTableModel::BreakoutColumn).data().toString(), QStringLiteral("2 x 400G"));
        QCOMPARE(model.index(0, SwitchTableModel::BreakoutColumn).data().toString(), QStringLiteral("-"));
        QCOMPARE(model.index(1, SwitchTableModel::NameCol).data().toString(),
                 QStringLiteral("Ethernet 800G 64-port (retired)"));
        QVERIFY(model.index(1, 0).data(Qt::ForegroundRole).isValid());  // greyed
        QVERIFY(!model.index(0, 0).data(Qt::ForegroundRole).isValid()); // offered: the normal colour
        QCOMPARE(model.rowOf(QStringLiteral("SW-ETH-800-64")), 1);

        ServerTableModel servers;
        servers.setCatalog(sampleCatalog());
        QCOMPARE(servers.rowCount(), 1);
        QCOMPARE(servers.columnCount(), 16);
        QCOMPARE(servers.index(0, ServerTableModel::NvmeColumn).data().toString(), QStringLiteral("15.36"));
        QCOMPARE(servers.index(0, ServerTableModel::MemoryColumn).data().toString(), QStringLiteral("2048"));
    }

    void formNamesTheFieldAndRefusesOk()
    {
        MemoryStore store;
        SwitchModel sw = hdr40();
        sw.sku = QStringLiteral("SW-NEW");
        sw.breakout = 3; // 200 / 3 is no whole rate
        SwitchForm form(sw, true, &store);
        QVERIFY(!form.canSave());
        QVERIFY2(form.problemText().contains(QLatin1String("breakout"), Qt::CaseInsensitive), qPrintable(form.problemText()));
        form.accept(); // refused: nothing saved, the form stays
        QVERIFY(store.data.switches.isEmpty());
        form.findChild<QSpinBox *>(QStringLiteral("breakout"))->setValue(2);
        QVERIFY2(form.canSave(), qPrintable(form.problemText()));
        form.findChild<QSpinBox *>(QStringLiteral("portCount"))->setValue(0);
        QVERIFY(!form.canSave());
        QVERIFY2(form.problemText().contains(QLatin1String("port"), Qt::CaseInsensitive), qPrintable(form.problemText()));
    }

    void addTypedSwitchThroughTheWindow()
    {
        MemoryStore store;
        store.data = sampleCatalog();
        PriceBookDialog dialog(PriceBook{});
        dialog.setCatalogStore(&store);
        int changes = 0;
        connect(&dialog, &PriceBookDialog::catalogChanged, this, [&] { ++changes; });
        CatalogTab *tab = dialog.catalogTab(CatalogStore::Kind::Switch);
        QVERIFY(tab);
        onNextModal([](QWidget *form) {
            form->findChild<QLineEdit *>(QStringLiteral("key"))->setText(QStringLiteral("SW-ROCE-100-36"));
            form->findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("RoCE 100G 36-port"));
            form->findChild<QSpinBox *>(QStringLiteral("portCount"))->setValue(36);
            form->findChild<QDoubleSpinBox *>(QStringLiteral("portRateGbps"))->setValue(100);
            static_cast<QDialog *>(form)->accept();
        });
        tab->findChild<QPushButton *>(QStringLiteral("add"))->click();
        QCOMPARE(changes, 1);
        QCOMPARE(store.data.switches.size(), 3);
        QCOMPARE(store.data.switches.last().portCount, 36);
        QCOMPARE(tab->model()->rowCount(), 3);
        QCOMPARE(tab->model()->key(2), QStringLiteral("SW-ROCE-100-36"));
    }

    void deleteInUseRetiresAndRestore()
    {
        MemoryStore store;
        store.data = sampleCatalog();
        store.inUse = {QStringLiteral("SW-IB-HDR-40")};
        PriceBookDialog dialog(PriceBook{});
        dialog.setCatalogStore(&store);
        CatalogTab *tab = dialog.catalogTab(CatalogStore::Kind::Switch);
        const QString message = tab->remove(0);
        QVERIFY2(message.contains(QLatin1String("retired instead of deleted")), qPrintable(message));
        QCOMPARE(dialog.statusText(), message);
        QVERIFY(tab->model()->isRetired(0));
        QVERIFY(tab->model()->index(0, 1).data().toString().endsWith(QLatin1String("(retired)")));
        tab->view()->selectRow(0);
        QVERIFY(tab->findChild<QPushButton *>(QStringLiteral("restore"))->isEnabled());
        tab->restore(0);
        QVERIFY(!tab->model()->isRetired(0));
        // Not in use any more: deleted.
        store.inUse.clear();
        QVERIFY(tab->remove(0).endsWith(QLatin1String("deleted.")));
        QCOMPARE(tab->model()->rowCount(), 1);
    }

    void screenshots_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void screenshots()
    {
        QFETCH(QString, locale);
        QTranslator translator;
        if (locale != QLatin1String("en")) {
            QVERIFY(translator.load(QStringLiteral("clusterquote_") + locale, QStringLiteral(CQ_QM_DIR)));
            QCoreApplication::installTranslator(&translator);
        }
        QLocale::setDefault(QLocale(locale)); // as the app's language switch does
        MemoryStore store;
        store.data = sampleCatalog();
        PriceBookDialog dialog(PriceBook{});
        dialog.setCatalogStore(&store);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (const auto &[kind, name] : {std::pair{CatalogStore::Kind::Server, "servers"},
                                         std::pair{CatalogStore::Kind::Switch, "switches"}}) {
            CatalogTab *tab = dialog.catalogTab(kind);
            dialog.tabs()->setCurrentWidget(tab);
            QApplication::processEvents();
            const QString path = artifactDir() + QStringLiteral("/cq-pricebook-%1-%2.png").arg(name, locale);
            QVERIFY(dialog.grab().save(path));
            // Every header fits its column: the header text is not elided.
            QHeaderView *header = tab->view()->horizontalHeader();
            for (int c = 0; c < tab->model()->columnCount() - 1; ++c) {
                const QString title = tab->model()->headerData(c, Qt::Horizontal).toString();
                QVERIFY2(header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(title),
                         qPrintable(QStringLiteral("%1: column %2 cut off").arg(path, title)));
            }
        }
        // The server form: every field of the contract, the inclusions of its price item.
        ServerForm form(store.data.servers.first(), false, store.data.gpus, Inclusions(Inclusion::NicPorts), &store);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        QVERIFY(form.canSave());
        QVERIFY(form.findChild<QLabel *>(QStringLiteral("intraFabric"))->text().contains(QLatin1String("240")));
        QVERIFY(form.grab().save(artifactDir() + QStringLiteral("/cq-pricebook-serverform-%1.png").arg(locale)));
        QCoreApplication::removeTranslator(&translator);
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_MAIN(TestCatalogTabs)
#include "tst_catalogtabs.moc"
