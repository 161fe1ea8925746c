#include "viewsfixture.h"

#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/deviceitem.h"
#include "canvas/rackitem.h"
#include "rules/validator.h"
#include "document/clusterdocument.h"
#include "format/designformat.h"

#include <QFontMetricsF>
#include <QTest>

using namespace cq;

namespace {
/** @p scene in a shown 1100 x 700 view centred on (500, 300), the middle of Hall A. */
std::unique_ptr<DesignView> shownView(DesignScene *scene)
{
    auto view = std::make_unique<DesignView>(scene);
    view->resize(1100, 700);
    view->show();
    if (!QTest::qWaitForWindowExposed(view.get()))
        qWarning("the view was not exposed");
    view->centerOn(500, 300);
    return view;
}
} // namespace

/**
 * What the canvas looks like: text fits its box, ports are painted green (free) or grey
 * (used), badges show. Saves canvas.png under QDir::tempPath()/cq-views for people to look at.
 */
class TestCanvasSnapshot : public QObject
{
    Q_OBJECT
private slots:
    void textFitsInsideBoxes()
    {
        ClusterDocument doc;
        Design d = cqtest::smallDesign();
        d.servers[0].name = QStringLiteral("gpu-node-with-a-long-name-01");
        doc.reset(d);
        DesignScene scene(&doc, nullptr);
        const QFontMetricsF nameMetrics(DeviceItem::nameFont());
        const QFontMetricsF specMetrics(DeviceItem::specFont());
        for (const QUuid &id : {d.servers[0].id, d.servers[1].id, d.switches[0].id}) {
            const DeviceItem *item = scene.deviceItem(id);
            QVERIFY(nameMetrics.horizontalAdvance(item->name()) <= item->nameRect().width());
            QVERIFY(specMetrics.horizontalAdvance(item->spec()) <= item->specRect().width());
            QVERIFY(item->box().contains(item->nameRect()));
            QVERIFY(item->box().contains(item->specRect()));
            QVERIFY(item->nameRect().bottom() <= item->specRect().top());
        }
    }

    void portsArePaintedByState()
    {
        ClusterDocument doc;
        const Design d = cqtest::smallDesign();
        doc.reset(d);
        DesignScene scene(&doc, nullptr);
        scene.setDiagnostics({{QStringLiteral("CQ-E"), Severity::Error, QStringLiteral("node1: 7 of 8 NICs unused"), {d.servers[0].id}},
                              {QStringLiteral("CQ-W"), Severity::Warning, QStringLiteral("leaf1: single switch"), {d.switches[0].id}}});
        const std::unique_ptr<DesignView> shown = shownView(&scene);
        DesignView &view = *shown;
        const QImage image = view.viewport()->grab().toImage();
        cqtest::saveShot(image, QStringLiteral("canvas"));

        const DeviceItem *node1 = scene.deviceItem(d.servers[0].id);
        // Ports are link lights: port 1 (index 0) holds a cable, lit green (0x2e, 0x9d, 0x4a);
        // port 2 (index 1) is free, dark slate (0x5f, 0x6b, 0x73): no channel 40 above another.
        // Sample beside the cable line, which crosses the used port's centre.
        const QColor free = image.pixelColor(view.mapFromScene(node1->portScenePos(1) + QPointF(-2, -2)));
        const QColor used = image.pixelColor(view.mapFromScene(node1->portScenePos(0) + QPointF(-2, -2)));
        QVERIFY2(used.green() > used.red() + 60 && used.green() > used.blue() + 40, qPrintable(used.name()));
        QVERIFY2(free.green() < 0x90 && qAbs(free.red() - free.green()) < 40 && qAbs(free.green() - free.blue()) < 40,
                 qPrintable(free.name()));
        // The error badge (red disc) sits on node1's top-right corner; sample just inside the disc.
        const QPointF badge = node1->mapToScene(node1->box().topRight()) + QPointF(-3, 3);
        const QColor badgeColor = image.pixelColor(view.mapFromScene(badge));
        QVERIFY2(badgeColor.red() > 180 && badgeColor.green() < 100, qPrintable(badgeColor.name()));
    }

    void cablePreviewWhileDragging()
    {
        ClusterDocument doc;
        const Design d = cqtest::smallDesign();
        doc.reset(d);
        DesignScene scene(&doc, nullptr);
        DesignView view(&scene);
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.centerOn(500, 300);
        scene.selectIds({d.servers[1].id});
        const QPointF from = scene.deviceItem(d.servers[0].id)->portScenePos(2);
        const QPointF to(700, 420);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(from));
        QTest::mouseMove(view.viewport(), view.mapFromScene(to));
        QVERIFY(scene.isDrawingCable());
        const QImage image = view.viewport()->grab().toImage();
        cqtest::saveShot(image, QStringLiteral("canvas-drawing-cable"));
        // Somewhere along the dashed preview line the preview blue (0x19, 0x76, 0xd2) shows.
        bool blue = false;
        for (double t = 0.3; t < 0.7 && !blue; t += 0.01) {
            const QColor c = image.pixelColor(view.mapFromScene(from + t * (to - from)));
            blue = c.blue() > 150 && c.red() < 120;
        }
        QVERIFY(blue);
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(to)); // on empty floor: no cable
        QVERIFY(!scene.isDrawingCable());
        QCOMPARE(doc.design().cables.size(), 2);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void rackOverBudget()
    {
        // node1 and node2 (6.5 kW each) in rack R01 with a 10 kW budget: 13.0 / 10.0 kW, flagged by
        // CQ-POWER-001 (badge) and drawn with the label in red; node2's cable selected.
        ClusterDocument doc;
        Design d = cqtest::smallDesign();
        d.racks.append(Rack{QUuid::createUuid(), QStringLiteral("R01"), d.rooms[0].id, QRectF(80, 60, 560, 180), 10});
        d.servers[0].rackId = d.servers[1].rackId = d.racks[0].id;
        doc.reset(d);
        DesignScene scene(&doc, nullptr);
        scene.setDiagnostics(validate(doc.design()));
        QCOMPARE(scene.rackItem(d.racks[0].id)->label(), QStringLiteral("R01 \u00b7 13.0 / 10.0 kW (130 %)"));
        QCOMPARE(scene.rackItem(d.racks[0].id)->problemSeverity(), std::optional<Severity>(Severity::Error));
        scene.selectIds({d.cables[1].id});
        const std::unique_ptr<DesignView> shown = shownView(&scene);
        DesignView &view = *shown;
        const QImage image = view.viewport()->grab().toImage();
        cqtest::saveShot(image, QStringLiteral("canvas-rack-over-budget"));
        // The badge on the rack's header, right end: red.
        const QPointF badge(80 + 560 - 8 - 4, 60 + 12);
        const QColor badgeColor = image.pixelColor(view.mapFromScene(badge) + QPoint(-2, 2));
        QVERIFY2(badgeColor.red() > 180 && badgeColor.green() < 100, qPrintable(badgeColor.name()));
        // The selected cable is drawn in the selection blue somewhere along its middle.
        const QLineF line = scene.cableItem(d.cables[1].id)->line();
        bool blue = false;
        for (double t = 0.4; t < 0.6 && !blue; t += 0.01) {
            const QColor c = image.pixelColor(view.mapFromScene(line.pointAt(t)));
            blue = c.blue() > 150 && c.red() < 120;
        }
        QVERIFY(blue);
    }

    void sampleDesigns_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("a100-2node-ib") << QStringLiteral("a100-2node-ib");
        QTest::newRow("a100-4node-ib") << QStringLiteral("a100-4node-ib");
        QTest::newRow("h100-4node-ib") << QStringLiteral("h100-4node-ib");
    }
    void sampleDesigns()
    {
        QFETCH(QString, file);
        const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + file + QStringLiteral(".cqd"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        ClusterDocument doc;
        doc.reset(read.design);
        DesignScene scene(&doc, nullptr);
        DesignView view(&scene);
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.zoomToFit();
        cqtest::saveShot(view.viewport()->grab().toImage(), QStringLiteral("sample-") + file);
        // The boxes as laid out for the shipped samples do not overlap one another.
        QList<QRectF> boxes;
        for (const Server &s : read.design.servers)
            boxes.append(scene.deviceItem(s.id)->sceneBoundingRect());
        for (const Switch &sw : read.design.switches)
            boxes.append(scene.deviceItem(sw.id)->sceneBoundingRect());
        for (int i = 0; i < boxes.size(); ++i) {
            for (int j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes[i].intersects(boxes[j]), qPrintable(QStringLiteral("boxes %1 and %2").arg(i).arg(j)));
        }
    }
};

QTEST_MAIN(TestCanvasSnapshot)
#include "tst_canvassnapshot.moc"
