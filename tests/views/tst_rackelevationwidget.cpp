#include "document/clusterdocument.h"
#include "rack/rackelevationwidget.h"

#include <QApplication>
#include <QMouseEvent>
#include <QTest>
#include <QUndoStack>

using namespace cq;

namespace {

Rack rack(const QString &name)
{
    Rack r;
    r.id = QUuid::createUuid();
    r.name = name;
    r.rect = QRectF(0, 0, 240, 400);
    r.powerBudgetKw = 40;
    return r;
}

QUuid addServer(Design *d, const Rack &r, const QString &name)
{
    Server s;
    s.id = QUuid::createUuid();
    s.name = name;
    s.sku = QStringLiteral("SRV-H100-SXM-8-IB");
    s.rackId = r.id;
    s.heightU = 8; // DGX H100: 8U
    s.powerW = 10200;
    d->servers.append(s);
    return s.id;
}

} // namespace

/** The rack elevation widget, shown offscreen: overflow in the error colour, a drag moves a U (undoable). */
class TestRackElevationWidget : public QObject
{
    Q_OBJECT
private slots:
    void overflowShownAndDragUndoes()
    {
        // R01: two 8 U servers (U1-U8, U9-U16). R02: six 8 U servers = 48 U in 42 U; the sixth
        // stands at U41-U48, 6 U above the top.
        Design d;
        const Rack r1 = rack(QStringLiteral("R01"));
        const Rack r2 = rack(QStringLiteral("R02"));
        d.racks = {r1, r2};
        const QUuid first = addServer(&d, r1, QStringLiteral("node1"));
        addServer(&d, r1, QStringLiteral("node2"));
        QUuid sixth;
        for (int i = 3; i <= 8; ++i)
            sixth = addServer(&d, r2, QStringLiteral("node%1").arg(i));
        ClusterDocument document;
        document.reset(d);
        RackElevationWidget widget(&document);
        widget.resize(widget.sizeHint());
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        const QImage image = widget.grab().toImage();
        image.save(QStringLiteral("/tmp/cq-rack-elevation.png"));

        // The sixth server's box runs 8 rows of 14 px; its top 6 rows lie above the rack: the
        // middle of its top row is drawn in the error colour (red dominant).
        const QRect box = widget.deviceRect(sixth);
        QCOMPARE(box.height(), 8 * RackElevationWidget::UnitPx - 2);
        const QColor top = image.pixelColor(box.center().x() + 80, box.top() + 4);
        QVERIFY2(top.red() > 150 && top.green() < 90 && top.blue() < 90, qPrintable(top.name()));
        // A server inside a rack is not red.
        const QRect firstBox = widget.deviceRect(first);
        const QColor inside = image.pixelColor(firstBox.center().x() + 80, firstBox.top() + 4);
        QVERIFY2(inside.blue() > inside.red(), qPrintable(inside.name()));

        // Drag node1 up 10 rows: from U1 to U11, one undo step; undo puts it back (not placed).
        const QPoint from = firstBox.center();
        const QPoint to = from - QPoint(0, 10 * RackElevationWidget::UnitPx);
        QTest::mousePress(&widget, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, widget.mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&widget, &move);
        QTest::mouseRelease(&widget, Qt::LeftButton, {}, to);
        QCOMPARE(document.design().server(first)->rackU, 11);
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(widget.deviceRect(first).top(), firstBox.top() - 10 * RackElevationWidget::UnitPx);
        document.undoStack()->undo();
        QCOMPARE(document.design().server(first)->rackU, 0);
        QCOMPARE(widget.deviceRect(first), firstBox);
    }
};

QTEST_MAIN(TestRackElevationWidget)
#include "tst_rackelevationwidget.moc"
