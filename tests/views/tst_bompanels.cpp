// The Bill of Materials and Cable Plan docks (views/bom, app/bomdocks): table models, the spare
// ratio, CSV export, recompute on a document change, and a screenshot of the BOM dock.
// Figures by hand from the bundled h100-4node sample: 4 servers x 8 NDR 400G NICs, each
// cabled 3 m (typed DAC) to the one 64-port switch; the 400G DAC reaches 2 m, so 32 x 400G AOC.

#include "bomdocks.h"
#include "bom/bompanel.h"
#include "bom/cableplanpanel.h"
#include "document/clusterdocument.h"
#include "format/designformat.h"
#include "xlsxreader.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTemporaryDir>
#include <QtTest>

using namespace cq;

namespace {

Catalog cableCatalog()
{
    Catalog c;
    const auto cable = [](const char *sku, CableKind kind, double rate, double reachM) {
        return CableModel{QString::fromLatin1(sku), QString::fromLatin1(sku), kind, rate, reachM, {}, false};
    };
    c.cables = {cable("CBL-DAC-400-2M", CableKind::Dac, 400, 2), cable("CBL-AOC-400-30M", CableKind::Aoc, 400, 30)};
    return c;
}

Design h100Sample()
{
    const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/h100-4node-ib.cqd"));
    if (!read.ok())
        qFatal("%s", qPrintable(read.error));
    return read.design;
}

QString cell(const QAbstractItemModel *m, int row, int column)
{
    return m->data(m->index(row, column)).toString();
}

} // namespace

class TstBomPanels : public QObject
{
    Q_OBJECT
private slots:
    void bomTable();
    void spareRatioEdits();
    void exportCsv();
    void cablePlanTable();
    void hiddenPanelWaits();
    void docksFollowTheDocument();
};

void TstBomPanels::bomTable()
{
    BomPanel panel;
    panel.setDesign(h100Sample(), cableCatalog());
    panel.show();
    const BomTableModel *m = panel.model();
    QCOMPARE(m->rowCount(), 3); // one server line, one switch line, one cable line
    QCOMPARE(cell(m, 0, BomTableModel::Count), QStringLiteral("4"));
    QCOMPARE(cell(m, 1, BomTableModel::Count), QStringLiteral("1"));
    QCOMPARE(cell(m, 2, BomTableModel::Sku), QStringLiteral("CBL-AOC-400-30M"));
    QCOMPARE(cell(m, 2, BomTableModel::Length), QStringLiteral("3"));
    QCOMPARE(cell(m, 2, BomTableModel::Count), QStringLiteral("32"));
    QCOMPARE(cell(m, 2, BomTableModel::Spares), QStringLiteral("1")); // ceil(32 x 2 % = 0.64)
    QCOMPARE(cell(m, 2, BomTableModel::Order), QStringLiteral("33"));
    QVERIFY2(panel.summaryText().contains(QStringLiteral("cables server\u2013leaf 32, leaf\u2013spine 0")), qPrintable(panel.summaryText()));
}

void TstBomPanels::spareRatioEdits()
{
    BomPanel panel;
    panel.setDesign(h100Sample(), cableCatalog());
    panel.show();
    auto *spin = panel.findChild<QDoubleSpinBox *>(QStringLiteral("bomSpares"));
    QVERIFY(spin);
    QCOMPARE(spin->value(), 2.0);
    spin->setValue(10); // ceil(32 x 10 % = 3.2) = 4
    QCOMPARE(cell(panel.model(), 2, BomTableModel::Spares), QStringLiteral("4"));
    QCOMPARE(cell(panel.model(), 2, BomTableModel::Order), QStringLiteral("36"));
}

void TstBomPanels::exportCsv()
{
    QTemporaryDir dir;
    BomPanel panel;
    panel.setDesign(h100Sample(), cableCatalog());
    panel.show();
    const QString path = dir.filePath(QStringLiteral("bom.csv"));
    QCOMPARE(panel.exportCsv(path), QString());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(f.readAll()).split(QStringLiteral("\r\n"));
    QCOMPARE(rows.value(3), QStringLiteral("cable,CBL-AOC-400-30M,CBL-AOC-400-30M,aoc,400,3,32,1,33,0,0,,,"));
    QVERIFY(!panel.exportCsv(dir.filePath(QStringLiteral("no-such-folder/bom.csv"))).isEmpty());
    const QString xlsx = dir.filePath(QStringLiteral("bom.xlsx"));
    QCOMPARE(panel.exportXlsx(xlsx), QString());
    const QHash<QString, cqtest::XlsxCell> cells = cqtest::xlsxCells(xlsx, 1);
    QCOMPARE(cells.value("B4").text, QStringLiteral("CBL-AOC-400-30M"));
    QCOMPARE(cells.value("I4").value, QStringLiteral("33")); // 32 + ceil(0.64)
    QCOMPARE(cqtest::xlsxCells(xlsx, 2).value("A33").text, QStringLiteral("C0032"));

    CablePlanPanel plan;
    plan.setDesign(h100Sample(), cableCatalog());
    plan.show();
    const QString netbox = dir.filePath(QStringLiteral("cables.csv"));
    QCOMPARE(plan.exportCsv(netbox), QString());
    QFile g(netbox);
    QVERIFY(g.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(g.readAll()).split(QStringLiteral("\r\n")).size(), 32 + 2);
}

void TstBomPanels::cablePlanTable()
{
    CablePlanPanel panel;
    panel.setDesign(h100Sample(), cableCatalog());
    panel.show();
    const CablePlanTableModel *m = panel.model();
    QCOMPARE(m->rowCount(), 32);
    QCOMPARE(cell(m, 0, CablePlanTableModel::Id), QStringLiteral("C0001"));
    QCOMPARE(cell(m, 0, CablePlanTableModel::APort), QStringLiteral("nic1"));
    QCOMPARE(cell(m, 0, CablePlanTableModel::BPort), QStringLiteral("p1"));
    QCOMPARE(cell(m, 31, CablePlanTableModel::Id), QStringLiteral("C0032"));
    QCOMPARE(cell(m, 31, CablePlanTableModel::Part), QStringLiteral("CBL-AOC-400-30M"));

    // The switch's port-to-port table: its 64 ports, the first 32 cabled in design order.
    auto *show = panel.findChild<QComboBox *>(QStringLiteral("cablePlanShow"));
    QVERIFY(show);
    QCOMPARE(show->count(), 2); // all cables, the one switch's ports
    panel.showSwitch(0);
    auto *table = panel.findChild<QTableView *>(QStringLiteral("cablePlanTable"));
    QCOMPARE(table->model(), panel.portModel());
    const SwitchPortTableModel *ports = panel.portModel();
    QCOMPARE(ports->rowCount(), 64);
    QCOMPARE(cell(ports, 0, SwitchPortTableModel::Port), QStringLiteral("p1"));
    QCOMPARE(cell(ports, 0, SwitchPortTableModel::CableId), QStringLiteral("C0001"));
    QCOMPARE(cell(ports, 31, SwitchPortTableModel::CableId), QStringLiteral("C0032"));
    QCOMPARE(cell(ports, 32, SwitchPortTableModel::CableId), QStringLiteral("free"));
    panel.showSwitch(-1);
    QCOMPARE(table->model(), panel.model());
}

void TstBomPanels::hiddenPanelWaits()
{
    BomPanel panel;
    panel.setDesign(h100Sample(), cableCatalog());
    QCOMPARE(panel.model()->rowCount(), 0); // not shown: nothing computed yet
    panel.show();
    QCOMPARE(panel.model()->rowCount(), 3);
}

void TstBomPanels::docksFollowTheDocument()
{
    QMainWindow window;
    ClusterDocument document;
    const Catalog catalog = cableCatalog();
    auto *quote = new QDockWidget(QStringLiteral("Quote"), &window);
    quote->setObjectName(QStringLiteral("quoteDock"));
    window.addDockWidget(Qt::BottomDockWidgetArea, quote);
    auto *docks = new BomDocks(&window, &document, &catalog);
    auto *bomDock = window.findChild<QDockWidget *>(QStringLiteral("bomDock"));
    auto *planDock = window.findChild<QDockWidget *>(QStringLiteral("cablePlanDock"));
    QVERIFY(bomDock && planDock);
    QCOMPARE(bomDock->toggleViewAction()->text(), QStringLiteral("Bill of Materials"));
    QCOMPARE(planDock->toggleViewAction()->text(), QStringLiteral("Cable Plan"));
    window.resize(1200, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(bomDock->isHidden()); // until View > Bill of Materials
    bomDock->toggleViewAction()->trigger();
    bomDock->raise();
    QCOMPARE(docks->bomPanel()->model()->rowCount(), 0); // an empty design
    document.reset(h100Sample());
    QCOMPARE(docks->bomPanel()->model()->rowCount(), 3);
    QCOMPARE(cell(docks->bomPanel()->model(), 2, BomTableModel::Count), QStringLiteral("32"));
    QTest::qWait(50);
    QVERIFY(bomDock->grab().toImage().save(QStringLiteral("/tmp/cq-bom-dock.png")));
}

QTEST_MAIN(TstBomPanels)
#include "tst_bompanels.moc"
