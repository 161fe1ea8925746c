#include "viewsfixture.h"

#include "canvas/catalogpayload.h"
#include "panels/paletteitemdelegate.h"
#include "panels/palettetree.h"
#include "panels/palettewidget.h"

#include <QLineEdit>
#include <QMimeData>
#include <QTest>

#include <memory>

using namespace cq;

/** The palette: entries from a catalog, the search filter and the drag payload. */
class TestPaletteWidget : public QObject
{
    Q_OBJECT

    static QTreeWidgetItem *entry(PaletteTree *tree, const QString &payload)
    {
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
                QTreeWidgetItem *item = tree->topLevelItem(g)->child(i);
                if (item->data(0, PaletteTree::PayloadRole).toString() == payload)
                    return item;
            }
        }
        return nullptr;
    }

private slots:
    void entriesFromCatalog()
    {
        PaletteWidget palette;
        palette.setCatalog(cqtest::smallCatalog());
        // 1 room + 1 rack + 2 servers + 2 GPUs + 2 switches, in group order Rooms, Servers, GPUs, Switches.
        QCOMPARE(palette.visiblePayloads(),
                 (QStringList{"room", "rack", "server:SRV-A100-SXM-8-IB", "server:SRV-A100-SXM-4-IB", "gpu:A100-80G-SXM",
                              "gpu:H100-80G-SXM", "switch:SW-IB-HDR-40", "switch:SW-ETH-25-48"}));
        auto *tree = palette.findChild<PaletteTree *>(QStringLiteral("paletteTree"));
        QStringList groups;
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            groups.append(tree->topLevelItem(g)->text(0));
        QCOMPARE(groups, (QStringList{"Rooms", "Servers", "GPUs", "Switches"}));
        QTreeWidgetItem *a100 = entry(tree, QStringLiteral("gpu:A100-80G-SXM"));
        QCOMPARE(a100->text(0), QStringLiteral("A100 80G SXM"));
        QCOMPARE(a100->data(0, PaletteItemDelegate::SpecRole).toString(), QStringLiteral("312 TFLOPS BF16 \u00b7 NVLink 240 GB/s"));
        QVERIFY(!a100->icon(0).isNull());
        QCOMPARE(entry(tree, QStringLiteral("switch:SW-IB-HDR-40"))->data(0, PaletteItemDelegate::SpecRole).toString(),
                 QStringLiteral("40 x 200 Gb/s InfiniBand"));
    }

    void search_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("shown");
        QTest::newRow("gpu name, other case") << "h100" << QStringList{"gpu:H100-80G-SXM"};
        QTest::newRow("spec word") << "INFINIBAND" << QStringList{"switch:SW-IB-HDR-40"};
        QTest::newRow("spec of both GPUs") << "nvlink" << QStringList{"gpu:A100-80G-SXM", "gpu:H100-80G-SXM"};
        QTest::newRow("SKU") << "eth-25" << QStringList{"switch:SW-ETH-25-48"};
        QTest::newRow("room") << "MACHINE ROOM" << QStringList{"room"};
        QTest::newRow("nothing") << "zzz" << QStringList{};
        QTest::newRow("rack") << "power budget" << QStringList{"rack"};
        QTest::newRow("spaces only") << "  " << QStringList{"room", "rack", "server:SRV-A100-SXM-8-IB", "server:SRV-A100-SXM-4-IB",
                                                          "gpu:A100-80G-SXM", "gpu:H100-80G-SXM", "switch:SW-IB-HDR-40",
                                                          "switch:SW-ETH-25-48"};
    }
    void search()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, shown);
        PaletteWidget palette;
        palette.setCatalog(cqtest::smallCatalog());
        QTest::keyClicks(palette.findChild<QLineEdit *>(QStringLiteral("paletteSearch")), text);
        QCOMPARE(palette.filterText(), text);
        QCOMPARE(palette.visiblePayloads(), shown);
        // Groups with nothing left are hidden; the GPU group stays for a GPU match.
        auto *tree = palette.findChild<PaletteTree *>(QStringLiteral("paletteTree"));
        QCOMPARE(tree->topLevelItem(2)->isHidden(), !shown.join(QLatin1Char(' ')).contains(QStringLiteral("gpu:")));
    }

    void searchInBothLanguages_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QString>("hint");
        // A group's name in Chinese or English finds the whole group, whatever the UI language.
        QTest::newRow("交换机") << QStringLiteral("交换机") << QStringList{"switch:SW-IB-HDR-40", "switch:SW-ETH-25-48"} << QString();
        QTest::newRow("switch") << QStringLiteral("Switch") << QStringList{"switch:SW-IB-HDR-40", "switch:SW-ETH-25-48"} << QString();
        QTest::newRow("服务器") << QStringLiteral("服务器") << QStringList{"server:SRV-A100-SXM-8-IB", "server:SRV-A100-SXM-4-IB"} << QString();
        QTest::newRow("节点") << QStringLiteral("节点") << QStringList{"server:SRV-A100-SXM-8-IB", "server:SRV-A100-SXM-4-IB"} << QString();
        QTest::newRow("机房") << QStringLiteral("机房") << QStringList{"room", "rack"} << QString();
        QTest::newRow("显卡") << QStringLiteral("显卡") << QStringList{"gpu:A100-80G-SXM", "gpu:H100-80G-SXM"} << QString();
        // Cables have no entry: the search says how to draw one instead of showing an empty tree.
        QTest::newRow("线缆") << QStringLiteral("线缆") << QStringList{} << QStringLiteral("drag from a port");
        QTest::newRow("cable") << QStringLiteral("cables") << QStringList{} << QStringLiteral("drag from a port");
        QTest::newRow("no match") << QStringLiteral("zzz") << QStringList{} << QStringLiteral("No hardware matches \u201czzz\u201d.");
    }
    void searchInBothLanguages()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, shown);
        QFETCH(QString, hint);
        PaletteWidget palette;
        palette.setCatalog(cqtest::smallCatalog());
        palette.setFilterText(text);
        QCOMPARE(palette.visiblePayloads(), shown);
        if (hint.isEmpty())
            QCOMPARE(palette.hintText(), QString());
        else
            QVERIFY2(palette.hintText().contains(hint), qPrintable(palette.hintText()));
        palette.setFilterText(QString()); // cleared: everything back, no hint
        QCOMPARE(palette.visiblePayloads().size(), 8);
        QCOMPARE(palette.hintText(), QString());
    }

    void searchFindsCanvasSpec_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("shown");
        // The canvas writes a switch as "64x400G IB" (specformat.h: count x rate "G" tag), the
        // palette as "64 x 400 Gb/s InfiniBand": both forms must find it.
        QTest::newRow("400G") << "400G" << QStringList{"switch:SW-IB-NDR-64"};
        QTest::newRow("canvas spec") << "64x400G IB" << QStringList{"switch:SW-IB-NDR-64"};
        QTest::newRow("palette spec") << "64 x 400 Gb/s" << QStringList{"switch:SW-IB-NDR-64"};
        QTest::newRow("HDR canvas spec") << "40X200G" << QStringList{"switch:SW-IB-HDR-40"};
        QTest::newRow("Ethernet canvas tag") << "48x25G Eth" << QStringList{"switch:SW-ETH-25-48"};
        QTest::newRow("NDR") << "NDR" << QStringList{"switch:SW-IB-NDR-64"};
        QTest::newRow("SKU prefix") << "SW-IB" << QStringList{"switch:SW-IB-HDR-40", "switch:SW-IB-NDR-64"};
        // "IB" is in every InfiniBand spec and SKU: both A100 servers (8x200G IB, 4x200G IB), two switches.
        QTest::newRow("IB") << "IB" << QStringList{"server:SRV-A100-SXM-8-IB", "server:SRV-A100-SXM-4-IB",
                                                   "switch:SW-IB-HDR-40", "switch:SW-IB-NDR-64"};
    }
    void searchFindsCanvasSpec()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, shown);
        Catalog catalog = cqtest::smallCatalog();
        // The seed's NDR switch (database/pricebookseed.cpp): 64 ports at 400 Gb/s InfiniBand.
        catalog.switches.append(SwitchModel{QStringLiteral("SW-IB-NDR-64"), QStringLiteral("InfiniBand NDR 64-port (Quantum-2 QM9700 class)"),
                                            64, 400, LinkKind::InfiniBand, 1200, {}});
        PaletteWidget palette;
        palette.setCatalog(catalog);
        palette.setFilterText(text);
        QCOMPARE(palette.visiblePayloads(), shown);
    }

    void dragPayload()
    {
        PaletteWidget palette;
        palette.setCatalog(cqtest::smallCatalog());
        auto *tree = palette.findChild<PaletteTree *>(QStringLiteral("paletteTree"));
        QCOMPARE(tree->mimeTypes(), QStringList{QStringLiteral("application/x-clusterquote-catalog")});
        std::unique_ptr<QMimeData> mime(tree->mimeData({entry(tree, QStringLiteral("server:SRV-A100-SXM-8-IB"))}));
        QVERIFY(mime);
        QCOMPARE(mime->data(CatalogPayload::mimeType()), QByteArray("server:SRV-A100-SXM-8-IB"));
        std::unique_ptr<QMimeData> none(tree->mimeData({tree->topLevelItem(0)})); // a group header
        QVERIFY(!none);
        QVERIFY(!(tree->topLevelItem(0)->flags() & Qt::ItemIsDragEnabled));
    }

    void screenshot()
    {
        PaletteWidget palette;
        palette.setCatalog(cqtest::smallCatalog());
        palette.resize(300, 560);
        palette.show();
        QVERIFY(QTest::qWaitForWindowExposed(&palette));
        cqtest::saveShot(palette.grab().toImage(), QStringLiteral("palette"));
        // Entries are tall enough for two lines of text and the 32 px icon.
        auto *tree = palette.findChild<PaletteTree *>(QStringLiteral("paletteTree"));
        const QRect row = tree->visualItemRect(entry(tree, QStringLiteral("gpu:A100-80G-SXM")));
        QVERIFY2(row.height() >= 2 * tree->fontMetrics().height(), qPrintable(QString::number(row.height())));
        QVERIFY(row.height() >= 32);
    }
};

QTEST_MAIN(TestPaletteWidget)
#include "tst_palettewidget.moc"
