#include "actionlookup.h"
#include "mainwindow.h"

#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "document/clusterdocument.h"

#include <QApplication>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

/**
 * Arrange > Set Cable Lengths from Layout on the 2-node A100 sample (issue #20): one undo
 * step for every cable (or the selected ones), undone back to the typed lengths and kinds,
 * and cables between two rooms left as typed and said.
 *
 * The sample by hand (AutoLayout::estimatedSize boxes, PortPlacement ports, 0.0025 m a unit):
 * node1 at (160, 400) and node2 at (440, 400), 8 NICs on a 200 x 83 box's top edge: NIC k at
 * x = centre - 50.5 + 5 + 13k, y = 400 - 41.5 + 6 + 5 = 369.5. leaf1 at (600, 140), 40 ports
 * all facing servers, two rows of 20 on a 290 x 96 box's bottom edge: port p (row 0 for
 * p < 20) at x = 600 - 128.5 + 5 + 13p = 476.5 + 13p, y = 188 - 6 - 23 + 5 = 164.
 *  - C0001 node1 NIC 0 (114.5) to leaf1 p0 (476.5): 362 + 205.5 = 567.5 units = 1.41875 m;
 *    (1.41875 + 2 x 1.0) x 1.1 = 3.760625 -> 4.0 m, beyond the 3 m 200G DAC: AOC.
 *  - C0009 node2 NIC 0 (394.5) to leaf1 p8 (580.5): 186 + 205.5 = 391.5 units = 0.97875 m;
 *    2.97875 x 1.1 = 3.276625 -> 3.5 m: AOC.
 * The sample types every cable 3 m DAC.
 */
class TestCableLengthsAction : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static QString statusOf(cq::MainWindow *window) { return window->statusBar()->currentMessage(); }
    /** The status bar holds every one of @p parts, in order. */
    static bool said(cq::MainWindow *window, const QList<const char *> &parts)
    {
        const QString text = statusOf(window);
        qsizetype from = 0;
        for (const char *part : parts) {
            from = text.indexOf(QLatin1String(part), from);
            if (from < 0)
                return false;
        }
        return true;
    }

private slots:
    void allCablesOneUndoStep()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        cq::ClusterDocument *doc = window.document();
        const QList<cq::Cable> typed = doc->design().cables;
        QCOMPARE(typed.size(), 16);
        QCOMPARE(typed.at(0).lengthM, 3.0);
        QCOMPARE(typed.at(0).kind, cq::CableKind::Dac);
        const int steps = doc->undoStack()->count();
        QAction *set = cqtest::findAction(&window, QStringLiteral("Set Cable Lengths from Layout"));
        QVERIFY(set);
        set->trigger();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Set Cable Lengths from Layout"));
        QCOMPARE(doc->design().cables.at(0).lengthM, 4.0);
        QCOMPARE(doc->design().cables.at(0).kind, cq::CableKind::Aoc);
        QCOMPARE(doc->design().cables.at(8).lengthM, 3.5);
        QCOMPARE(doc->design().cables.at(8).kind, cq::CableKind::Aoc);
        for (const cq::Cable &c : doc->design().cables)
            QVERIFY2(c.lengthM != 3.0, "every run of the sample is longer than 3 m with its slack");
        // Plural forms come from the English catalogue; without it Qt shows "length(s)".
        QVERIFY2(said(&window, {"Set 16 cable length", "from the layout."}), qPrintable(statusOf(&window)));
        // A second run finds nothing to change and adds no step.
        set->trigger();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY2(said(&window, {"No cable length changed. 16 cable", "already had the layout's length and kind."}),
                 qPrintable(statusOf(&window)));
        doc->undoStack()->undo();
        QCOMPARE(doc->design().cables, typed);
    }

    void onlyTheSelectedCables()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        cq::ClusterDocument *doc = window.document();
        const QList<cq::Cable> typed = doc->design().cables;
        auto *view = window.findChild<cq::DesignView *>();
        QVERIFY(view);
        view->designScene()->selectIds({typed.at(8).id});
        cqtest::findAction(&window, QStringLiteral("Set Cable Lengths from Layout"))->trigger();
        QCOMPARE(doc->design().cables.at(8).lengthM, 3.5);
        for (int i = 0; i < typed.size(); ++i) {
            if (i != 8)
                QCOMPARE(doc->design().cables.at(i), typed.at(i));
        }
        QVERIFY2(said(&window, {"Set 1 cable length", "from the layout."}), qPrintable(statusOf(&window)));
        QVERIFY2(!statusOf(&window).contains(QLatin1String("already")), qPrintable(statusOf(&window)));
    }

    void betweenRoomsKeptAndSaid()
    {
        // node2 moved into a second room: its 8 cables to leaf1 in Hall A keep 3 m DAC.
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        cq::ClusterDocument *doc = window.document();
        cq::Design design = doc->design();
        const cq::Room hallB{QUuid::createUuid(), QStringLiteral("Hall B"), {}, QRectF(2000, 0, 800, 500)};
        design.rooms.append(hallB);
        design.servers[1].roomId = hallB.id;
        doc->reset(design);
        QString boxText;
        QTimer::singleShot(0, this, [&boxText] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                boxText = box->text();
                box->accept();
            }
        });
        cqtest::findAction(&window, QStringLiteral("Set Cable Lengths from Layout"))->trigger();
        QCOMPARE(doc->design().cables.at(0).lengthM, 4.0);
        QCOMPARE(doc->design().cables.at(8).lengthM, 3.0);
        QCOMPARE(doc->design().cables.at(8).kind, cq::CableKind::Dac);
        QVERIFY2(said(&window, {"Set 8 cable length", "8 cable", "kept the typed length: they join two machine rooms"}),
                 qPrintable(statusOf(&window)));
        QCOMPARE(boxText, statusOf(&window)); // told where the user looks, not only in the status bar
    }
};

QTEST_MAIN(TestCableLengthsAction)
#include "tst_cablelengthsaction.moc"
