#include "mainwindow.h"
#include "canvas/designscene.h"
#include "document/clusterdocument.h"
#include "rack/rackelevationwidget.h"

#include <QDockWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

// View > Rack Elevation in the designer window: the dock exists, hidden until asked for, and
// follows the canvas selection (a selected server shows only its rack; nothing selected: all).
class TestRackDock : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void followsTheSelection()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("rackElevationDock"));
        QVERIFY(dock);
        QVERIFY(!dock->isVisible());
        auto *widget = window.findChild<RackElevationWidget *>();
        QVERIFY(widget);

        // Two racks, one server each (8 U): both shown; selecting the second server shows only R02.
        Design d;
        for (const QString &name : {QStringLiteral("R01"), QStringLiteral("R02")}) {
            Rack r;
            r.id = QUuid::createUuid();
            r.name = name;
            r.rect = QRectF(d.racks.size() * 300, 0, 240, 400);
            d.racks.append(r);
            Server s;
            s.id = QUuid::createUuid();
            s.name = QStringLiteral("node-") + name;
            s.rackId = r.id;
            s.pos = r.rect.center();
            d.servers.append(s);
        }
        window.document()->reset(d);
        QVERIFY(!widget->deviceRect(d.servers[0].id).isEmpty());
        QVERIFY(!widget->deviceRect(d.servers[1].id).isEmpty());
        auto *scene = window.findChild<DesignScene *>();
        QVERIFY(scene);
        scene->selectIds({d.servers[1].id});
        QVERIFY(widget->deviceRect(d.servers[0].id).isEmpty());
        QVERIFY(!widget->deviceRect(d.servers[1].id).isEmpty());
        scene->clearAll();
        QVERIFY(!widget->deviceRect(d.servers[0].id).isEmpty());
    }
};

QTEST_MAIN(TestRackDock)
#include "tst_rackdock.moc"
