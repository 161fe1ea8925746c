#include "format/catalogcsv.h"
#include "editactions.h"
#include "mainwindow.h"
#include "panels/palettewidget.h"
#include "pricebook/catalogtab.h"
#include "pricebook/catalogtablemodel.h"
#include "pricebook/pricebookdialog.h"
#include "pricebook/switchform.h"
#include "quoteactions.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWizard>
#include <memory>

using namespace cq;

/** Price Book hardware edits reach the palette and the wizard; a model the open design uses is retired. */
class TestCatalogEdit : public QObject
{
    Q_OBJECT
private slots:
    void typedSwitchAppearsInPaletteAndWizard()
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(QStringLiteral("pb.sqlite")));
        auto *actions = window.findChild<QuoteActions *>();
        auto *palette = window.findChild<PaletteWidget *>();
        QVERIFY(actions && palette);
        const QString payload = QStringLiteral("switch:SW-IB-HDR-36-TEST");
        QVERIFY(!palette->visiblePayloads().contains(payload));

        // Typed in the window's switch form and confirmed: saved to the database at once.
        SwitchModel blank;
        blank.sku.clear();
        blank.name.clear();
        SwitchForm form(blank, true, actions->catalogStore());
        QVERIFY(!form.canSave()); // no SKU yet
        QVERIFY2(form.problemText().contains(QLatin1String("SKU")), qPrintable(form.problemText()));
        form.findChild<QLineEdit *>(QStringLiteral("key"))->setText(QStringLiteral("SW-IB-HDR-36-TEST"));
        form.findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("InfiniBand HDR 36-port (test)"));
        form.findChild<QSpinBox *>(QStringLiteral("portCount"))->setValue(36);
        form.findChild<QDoubleSpinBox *>(QStringLiteral("portRateGbps"))->setValue(200);
        QVERIFY2(form.canSave(), qPrintable(form.problemText()));
        form.accept();
        QCOMPARE(form.result(), int(QDialog::Accepted));
        QVERIFY2(palette->visiblePayloads().contains(payload), qPrintable(palette->visiblePayloads().join(' ')));

        // File > New Cluster lists it among the 200 Gb/s InfiniBand switches.
        bool listed = false;
        QTimer::singleShot(0, this, [&listed] {
            auto *wizard = qobject_cast<QWizard *>(QApplication::activeModalWidget());
            QVERIFY(wizard);
            wizard->next();
            auto *switches = wizard->findChild<QComboBox *>(QStringLiteral("wizardSwitch"));
            QVERIFY(switches);
            listed = switches->findData(QStringLiteral("SW-IB-HDR-36-TEST")) >= 0;
            wizard->reject();
        });
        window.editActions()->newClusterAction()->trigger();
        QVERIFY(listed);
    }

    void deleteOfAModelInUseRetiresIt()
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(QStringLiteral("pb.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"))); // uses SW-IB-HDR-40
        auto *actions = window.findChild<QuoteActions *>();
        auto *palette = window.findChild<PaletteWidget *>();
        const QString sku = QStringLiteral("SW-IB-HDR-40");
        QVERIFY(palette->visiblePayloads().contains(QStringLiteral("switch:") + sku));

        std::unique_ptr<PriceBookDialog> dialog(actions->priceBookDialog());
        CatalogTab *tab = dialog->catalogTab(CatalogStore::Kind::Switch);
        const int row = tab->model()->rowOf(sku);
        QVERIFY(row >= 0);
        const QString message = tab->remove(row);
        QVERIFY2(message.contains(QLatin1String("retired instead of deleted")), qPrintable(message));
        // Greyed "(retired)" in the window, hidden from the palette, still quoted in the open design.
        QVERIFY(tab->model()->isRetired(tab->model()->rowOf(sku)));
        QVERIFY(tab->model()->index(tab->model()->rowOf(sku), CatalogTableModel::NameColumn).data().toString()
                    .endsWith(QLatin1String("(retired)")));
        QVERIFY(!palette->visiblePayloads().contains(QStringLiteral("switch:") + sku));
        bool quoted = false;
        for (const QuoteLine &line : window.currentQuote().lines)
            quoted = quoted || line.sku == sku;
        QVERIFY(quoted);

        // Restore offers it again.
        tab->restore(tab->model()->rowOf(sku));
        QVERIFY(palette->visiblePayloads().contains(QStringLiteral("switch:") + sku));
    }

    void switchFromCsvAppearsInPalette()
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(QStringLiteral("pb.sqlite")));
        auto *actions = window.findChild<QuoteActions *>();
        auto *palette = window.findChild<PaletteWidget *>();
        std::unique_ptr<PriceBookDialog> dialog(actions->priceBookDialog());
        CatalogTab *tab = dialog->catalogTab(CatalogStore::Kind::Switch);

        // Export the switches, add one as a provider would in a spreadsheet, import the file.
        const QByteArray exported = tab->exportCsv();
        QVERIFY(exported.startsWith("table,"));
        QVERIFY(exported.contains("SW-IB-HDR-40"));
        QVERIFY(!exported.contains("\r\ngpu,")); // this tab's kind only
        Catalog edited;
        QStringList kinds;
        QString error;
        QVERIFY2(CatalogCsv::read(exported, QStringLiteral("switches.csv"), actions->catalogStore()->catalog().gpus,
                                  &edited, &kinds, &error), qPrintable(error));
        QCOMPARE(kinds, QStringList{QStringLiteral("switch")});
        SwitchModel csvSwitch;
        csvSwitch.sku = QStringLiteral("SW-ROCE-200-32-CSV");
        csvSwitch.name = QStringLiteral("RoCE 200G 32-port (from CSV)");
        csvSwitch.portCount = 32;
        csvSwitch.portRateGbps = 200;
        csvSwitch.kind = LinkKind::RoCE;
        edited.switches.append(csvSwitch);
        const QString message = tab->importCsv(CatalogCsv::write(edited), QStringLiteral("switches.csv"));
        QVERIFY2(message.contains(QLatin1String("backed up to")), qPrintable(message));
        QCOMPARE(tab->model()->rowCount(), int(edited.switches.size()));
        QVERIFY(palette->visiblePayloads().contains(QStringLiteral("switch:SW-ROCE-200-32-CSV")));

        // A bad row refuses the file and names its line; nothing changes.
        const QString refused = tab->importCsv("table,key,name,port_count,port_rate_gbps,kind,power_w\r\nswitch,,x,36,200,ib,0\r\n",
                                               QStringLiteral("bad.csv"));
        QVERIFY2(refused.contains(QLatin1String("bad.csv:2:")) && refused.contains(QLatin1String("nothing changed")),
                 qPrintable(refused));
        QCOMPARE(tab->model()->rowCount(), int(edited.switches.size()));
    }

    void serverFormEditsWhatItsPriceIncludes()
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(QStringLiteral("pb.sqlite")));
        auto *actions = window.findChild<QuoteActions *>();
        std::unique_ptr<PriceBookDialog> dialog(actions->priceBookDialog());
        CatalogTab *tab = dialog->catalogTab(CatalogStore::Kind::Server);
        const QString sku = QStringLiteral("SRV-A100-SXM-8-IB");
        auto includes = [&](Inclusion inclusion) {
            for (const PriceItem &item : dialog->priceBook().items) {
                if (item.sku == sku)
                    return item.includes(inclusion);
            }
            return false;
        };
        QVERIFY(includes(Inclusion::NicPorts)); // the networked seed price includes its IB ports
        QVERIFY(!includes(Inclusion::Bandwidth));
        QString shownFabric;
        QTimer::singleShot(0, this, [&shownFabric] {
            auto *form = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(form);
            shownFabric = form->findChild<QLabel *>(QStringLiteral("intraFabric"))->text();
            form->findChild<QCheckBox *>(QStringLiteral("includes-bandwidth"))->setChecked(true);
            form->findChild<QSpinBox *>(QStringLiteral("cpuCores"))->setValue(256);
            form->accept();
        });
        QVERIFY(tab->openForm(tab->model()->rowOf(sku), false));
        QVERIFY2(shownFabric.startsWith(QLatin1String("NVLink/NVSwitch (SXM)")), qPrintable(shownFabric));
        QCOMPARE(actions->catalogStore()->catalog().server(sku)->cpuCores, 256); // saved at once
        QVERIFY(includes(Inclusion::Bandwidth)); // on the price item, saved with the prices
        QVERIFY(includes(Inclusion::NicPorts));
    }

    void servicesTabLeavesHardwareOut()
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(QStringLiteral("pb.sqlite")));
        auto *actions = window.findChild<QuoteActions *>();
        std::unique_ptr<PriceBookDialog> dialog(actions->priceBookDialog());
        const Catalog catalog = actions->catalogStore()->catalog();
        QAbstractItemModel *services = dialog->findChild<QTableView *>(QStringLiteral("servicesTable"))->model();
        QVERIFY(services->rowCount() > 0);
        QVERIFY(services->rowCount() < dialog->priceBook().items.size());
        for (int row = 0; row < services->rowCount(); ++row) {
            const QString sku = services->index(row, 0).data().toString();
            QVERIFY2(!catalog.server(sku) && !catalog.switchModel(sku) && !catalog.cable(sku), qPrintable(sku));
        }
        // The seeded catalog as the window shows it (looked at by hand: columns readable).
        dialog->resize(1200, 680);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        const QString out = qEnvironmentVariable("CQ_TEST_ARTIFACTS", QStringLiteral("/tmp"));
        for (const auto &[kind, name] : {std::pair{CatalogStore::Kind::Server, "servers"},
                                         std::pair{CatalogStore::Kind::Switch, "switches"}}) {
            dialog->tabs()->setCurrentWidget(dialog->catalogTab(kind));
            QVERIFY(dialog->grab().save(out + QStringLiteral("/cq-pricebook-seeded-%1.png").arg(name)));
        }
    }
};

QTEST_MAIN(TestCatalogEdit)
#include "tst_catalogedit.moc"
