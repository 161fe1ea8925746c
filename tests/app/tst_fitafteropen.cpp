#include "editactions.h"
#include "fitafteropen.h"
#include "mainwindow.h"
#include "pricebookdatabase.h"

#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "format/designformat.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"

#include "canvas/catalogpayload.h"

#include <QMimeData>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

/**
 * Zoom to fit after opening a large design holds once the window settles: the tester saw the
 * fit made for a 600 px viewport that then shrank to 592 px (a scroll bar or dock appeared),
 * clipping the bottom. The viewport here shrinks by 40 px after the open; the design must
 * still be entirely visible, at the zoom a fresh fit of the new viewport gives. Once the user
 * zooms or scrolls, a resize leaves their view alone.
 */
class TestFitAfterOpen : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_bigDesign;

    static cq::DesignView *canvas(cq::MainWindow &window) { return window.findChild<cq::DesignView *>(QStringLiteral("canvas")); }

    /** Everything the view shows, in scene units. */
    static QRectF visibleScene(const cq::DesignView *view)
    {
        return view->mapToScene(view->viewport()->rect()).boundingRect();
    }

    /**
     * The zoom QGraphicsView::fitInView(KeepAspectRatio) gives: the viewport less 2 px on each
     * side (qgraphicsview.cpp, "margin = 2") over the content plus DesignView's 40 units of
     * margin on each side.
     */
    static double fittedZoom(const cq::DesignView *view, QSize viewport)
    {
        const QRectF content = view->designScene()->contentRect();
        return qMin((viewport.width() - 4) / (content.width() + 80), (viewport.height() - 4) / (content.height() + 80));
    }

    /**
     * The design is entirely visible at the zoom of a fit made for this viewport, or for it
     * less one scroll bar (QAbstractScrollArea gives a bar its sizeHint): a fit that made a
     * scroll bar appear is replaced by the fit of the smaller viewport, which stays when the
     * bar goes again (no ping-pong between the two).
     */
    static bool settledFit(const cq::DesignView *view)
    {
        if (!visibleScene(view).contains(view->designScene()->contentRect()))
            return false;
        const QSize viewport = view->viewport()->size();
        for (const QSize &fittedFor : {viewport, viewport - QSize(0, view->horizontalScrollBar()->sizeHint().height()),
                                       viewport - QSize(view->verticalScrollBar()->sizeHint().width(), 0)}) {
            if (qAbs(view->zoom() - fittedZoom(view, fittedFor)) < 1e-9)
                return true;
        }
        return false;
    }

    /**
     * After 200 ms of events (the layout and the queued scroll bar updates), settledFit(); and
     * still 100 ms later, at the same zoom and viewport (the re-fits have stopped).
     */
    static void verifySettled(cq::DesignView *view)
    {
        QTest::qWait(200);
        QVERIFY2(settledFit(view), qPrintable(QStringLiteral("zoom %1, viewport %2 x %3")
                                                  .arg(view->zoom()).arg(view->viewport()->width())
                                                  .arg(view->viewport()->height())));
        const double zoom = view->zoom();
        const QSize viewport = view->viewport()->size();
        QTest::qWait(100);
        QCOMPARE(view->zoom(), zoom);
        QCOMPARE(view->viewport()->size(), viewport);
        QVERIFY(settledFit(view));
    }

    void openAndShrink(cq::MainWindow &window, cq::DesignView *view)
    {
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(m_bigDesign));
        QVERIFY(view->zoom() < 0.5); // a large design: the fit shrinks it
        verifySettled(view); // also when the first fit came before the layout settled
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // 256 H100 servers, 8 NICs each, on 64-port NDR switches: far larger than any viewport at 100 %.
        cq::PriceBookDatabase db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("pricebook.sqlite"))));
        cq::FabricSpec spec;
        spec.serverCount = 256;
        spec.nicRateGbps = 400;
        spec.switchPorts = 64;
        QString why;
        const std::optional<cq::GeneratorTemplates> t = cq::CatalogChoice::choose(db.catalog(), QStringLiteral("h100-sxm-80g"), &spec, &why);
        QVERIFY2(t, qPrintable(why));
        const std::optional<cq::GeneratedCluster> c = cq::FabricGenerator::generate(spec, t->server, t->sw, &why);
        QVERIFY2(c, qPrintable(why));
        m_bigDesign = m_dir.filePath(QStringLiteral("big.cqd"));
        QCOMPARE(cq::DesignFormat::save(c->design, m_bigDesign), QString());
    }

    void viewportShrinksAfterOpen()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        cq::DesignView *view = canvas(window);
        openAndShrink(window, view);
        const QSize before = view->viewport()->size();
        QSignalSpy zooms(view, &cq::DesignView::zoomChanged);
        window.resize(1560, 960); // the viewport loses 40 px each way, as when a dock appears
        // 40 px less each way, give or take the scroll bars the fit shows or hides.
        QTRY_VERIFY(view->viewport()->height() <= before.height() - 40 + view->horizontalScrollBar()->sizeHint().height());
        verifySettled(view);
        // A scroll bar shown by one fit and hidden by the next stops the re-fits, not the cap.
        QVERIFY2(zooms.count() < cq::FitAfterOpen::MaxRefits, qPrintable(QString::number(zooms.count())));
        view->grab().save(QStringLiteral("/tmp/cq-fitafteropen.png"));
    }

    void userZoomIsKept()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        cq::DesignView *view = canvas(window);
        openAndShrink(window, view);
        view->zoomIn(); // View > Zoom In
        const double userZoom = view->zoom();
        window.resize(1560, 960);
        QTRY_COMPARE(view->viewport()->size().height() < 1000, true);
        QCOMPARE(view->zoom(), userZoom);
    }

    void userScrollIsKept()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        cq::DesignView *view = canvas(window);
        openAndShrink(window, view);
        const double fitted = view->zoom();
        view->verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepAdd); // the user scrolls
        window.resize(1560, 960);
        QTest::qWait(50);
        QCOMPARE(view->zoom(), fitted); // no re-fit: the fit of the larger viewport stays
    }

    void wheelIsTheUsers()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        cq::DesignView *view = canvas(window);
        openAndShrink(window, view);
        const QPoint centre = view->viewport()->rect().center();
        QWheelEvent wheel(centre, view->viewport()->mapToGlobal(centre), {}, {0, 120}, Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &wheel);
        const double userZoom = view->zoom();
        window.resize(1560, 960);
        QTest::qWait(50);
        QCOMPARE(view->zoom(), userZoom);
    }

    void clickIsTheUsers()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        cq::DesignView *view = canvas(window);
        openAndShrink(window, view);
        const double fitted = view->zoom();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(2, 2)); // empty corner: selects nothing
        window.resize(1560, 960);
        QTest::qWait(50);
        QCOMPARE(view->zoom(), fitted);
    }

    void dropIsTheUsers()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        cq::DesignView *view = canvas(window);
        openAndShrink(window, view);
        const double fitted = view->zoom();
        const qsizetype rooms = window.document()->design().rooms.size();
        // A palette drop as QT-NOTES 6 describes it: enter, move, drop on the viewport.
        QMimeData mime;
        mime.setData(cq::CatalogPayload::mimeType(), QByteArray("room"));
        const QPoint at = view->viewport()->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &enter);
        QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &drop);
        QCOMPARE(window.document()->design().rooms.size(), rooms + 1);
        window.resize(1560, 960);
        QTest::qWait(50);
        QCOMPARE(view->zoom(), fitted);
    }

    void generatedClusterStaysFitted()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        cq::DesignView *view = canvas(window);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const cq::DesignReadResult read = cq::DesignFormat::load(m_bigDesign);
        QVERIFY(read.ok());
        QSignalSpy zooms(view, &cq::DesignView::zoomChanged);
        window.editActions()->openGenerated(read.design); // File > New Cluster's Finish
        window.resize(1560, 960);
        verifySettled(view);
        QVERIFY2(zooms.count() < cq::FitAfterOpen::MaxRefits, qPrintable(QString::number(zooms.count())));
    }
};

QTEST_MAIN(TestFitAfterOpen)
#include "tst_fitafteropen.moc"
