#include "mainwindow.h"
#include "bom/bompanel.h"
#include "bom/cableplanpanel.h"

#include <QDockWidget>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

// View > Bill of Materials and View > Cable Plan in the designer window, on the seeded price
// book's catalog. The bundled a100-4node sample by hand: 4 servers x 8 HDR 200G NICs, each
// cabled 3 m to the 40-port HDR switch: 32 x CBL-DAC-200-3M (200G DAC reaches 3 m), spares
// ceil(32 x 2 % = 0.64) = 1. Screenshots: /tmp/cq-bom-dock-window.png, /tmp/cq-cableplan-dock-window.png.
class TestBomWindow : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void viewMenuShowsTheDocks()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd")));
        QMenu *view = nullptr;
        for (QAction *a : window.menuBar()->actions())
            if (a->text().remove(u'&') == QLatin1String("View"))
                view = a->menu();
        QVERIFY(view);
        QAction *bom = nullptr;
        QAction *cables = nullptr;
        for (QAction *a : view->actions()) {
            bom = a->text() == QLatin1String("Bill of Materials") ? a : bom;
            cables = a->text() == QLatin1String("Cable Plan") ? a : cables;
        }
        QVERIFY2(bom && cables, "View has no Bill of Materials / Cable Plan");
        auto *bomDock = window.findChild<QDockWidget *>(QStringLiteral("bomDock"));
        QVERIFY(bomDock);
        if (!bomDock->isVisible())
            bom->trigger();
        bomDock->raise();
        QTRY_VERIFY(bomDock->isVisible());
        auto *panel = window.findChild<cq::BomPanel *>();
        QVERIFY(panel);
        const QAbstractItemModel *m = panel->model();
        QCOMPARE(m->rowCount(), 3);
        QCOMPARE(m->data(m->index(2, cq::BomTableModel::Sku)).toString(), QStringLiteral("CBL-DAC-200-3M"));
        QCOMPARE(m->data(m->index(2, cq::BomTableModel::Count)).toInt(), 32);
        QCOMPARE(m->data(m->index(2, cq::BomTableModel::Spares)).toInt(), 1);

        // An edit updates the shown dock: one server less takes its 8 cables with it.
        window.document()->removeObjects({window.document()->design().servers.first().id});
        QCOMPARE(m->data(m->index(2, cq::BomTableModel::Count)).toInt(), 24);
        window.document()->undoStack()->undo();
        QCOMPARE(m->data(m->index(2, cq::BomTableModel::Count)).toInt(), 32);
        QTest::qWait(50);
        QVERIFY(bomDock->grab().toImage().save(QStringLiteral("/tmp/cq-bom-dock-window.png")));

        auto *planDock = window.findChild<QDockWidget *>(QStringLiteral("cablePlanDock"));
        QVERIFY(planDock);
        if (!planDock->isVisible())
            cables->trigger();
        planDock->raise();
        auto *plan = window.findChild<cq::CablePlanPanel *>();
        QTRY_COMPARE(plan->model()->rowCount(), 32);
        plan->showSwitch(0); // leaf1's ports: 32 cabled, 8 free
        QCOMPARE(plan->portModel()->rowCount(), 40);
        QTest::qWait(50);
        QVERIFY(planDock->grab().toImage().save(QStringLiteral("/tmp/cq-cableplan-dock-window.png")));
    }
};

QTEST_MAIN(TestBomWindow)
#include "tst_bomwindow.moc"
