#include "actionlookup.h"
#include "mainwindow.h"
#include "standardshortcuts.h"

#include "canvas/designview.h"

#include <QAction>
#include <QTemporaryDir>
#include <QTest>

/**
 * Shortcuts that follow the platform's standard keys plus the explicit alternatives users
 * expect: Redo answers Ctrl+Y and Ctrl+Shift+Z, Zoom In answers Ctrl++ and Ctrl+=, each
 * sequence once. Driven with real key presses on the designer window (offscreen).
 */
class TestStandardShortcuts : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void withAlternatives_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QList<QKeySequence>>("alternatives");
        // The platform list first, then only the alternatives it lacks, in the given order.
        QTest::newRow("zoom in + Ctrl+=") << int(QKeySequence::ZoomIn) << QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+="))};
        QTest::newRow("redo + both") << int(QKeySequence::Redo)
                                     << QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+Y")),
                                                            QKeySequence(QStringLiteral("Ctrl+Shift+Z"))};
        QTest::newRow("undo + its own key") << int(QKeySequence::Undo)
                                            << QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+Z"))};
        QTest::newRow("empty alternative") << int(QKeySequence::Copy) << QList<QKeySequence>{QKeySequence()};
    }
    void withAlternatives()
    {
        QFETCH(int, key);
        QFETCH(QList<QKeySequence>, alternatives);
        const auto standard = QKeySequence::StandardKey(key);
        QList<QKeySequence> expected = QKeySequence::keyBindings(standard);
        for (const QKeySequence &k : alternatives) {
            if (!k.isEmpty() && !expected.contains(k))
                expected.append(k);
        }
        const QList<QKeySequence> keys = cq::StandardShortcuts::withAlternatives(standard, alternatives);
        QCOMPARE(keys, expected);
        for (const QKeySequence &k : keys)
            QCOMPARE(keys.count(k), 1); // never twice
    }

    void redoAndZoomInLists()
    {
        const QList<QKeySequence> redo = cq::StandardShortcuts::redo();
        QCOMPARE(redo.count(QKeySequence(QStringLiteral("Ctrl+Y"))), 1);
        QCOMPARE(redo.count(QKeySequence(QStringLiteral("Ctrl+Shift+Z"))), 1);
        QCOMPARE(redo.first(), QKeySequence(QKeySequence::Redo)); // the platform's own key shows in menus
        const QList<QKeySequence> zoomIn = cq::StandardShortcuts::zoomIn();
        QCOMPARE(zoomIn.count(QKeySequence(QStringLiteral("Ctrl++"))), 1);
        QCOMPARE(zoomIn.count(QKeySequence(QStringLiteral("Ctrl+="))), 1);
        QCOMPARE(zoomIn.first(), QKeySequence(QKeySequence::ZoomIn));
    }

    void redoKeys_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::newRow("Ctrl+Y") << int(Qt::Key_Y) << int(Qt::ControlModifier);
        QTest::newRow("Ctrl+Shift+Z") << int(Qt::Key_Z) << int(Qt::ControlModifier | Qt::ShiftModifier);
    }
    void redoKeys()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QAction *redo = cqtest::findAction(&window, QStringLiteral("Redo"));
        QVERIFY(redo);
        QCOMPARE(redo->shortcuts(), cq::StandardShortcuts::redo());
        // One edit (delete everything), undone with Ctrl+Z: the redo key must bring it back.
        const qsizetype servers = window.document()->design().servers.size();
        QCOMPARE(servers, 2);
        cqtest::findAction(&window, QStringLiteral("Select All"))->trigger();
        cqtest::findAction(&window, QStringLiteral("Delete"))->trigger();
        QCOMPARE(window.document()->design().servers.size(), 0);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.document()->design().servers.size(), 2);
        QTest::keyClick(&window, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QCOMPARE(window.document()->design().servers.size(), 0);
        QCOMPARE(window.document()->undoStack()->index(), 1);
    }

    void zoomInKeys_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::newRow("Ctrl++") << int(Qt::Key_Plus) << int(Qt::ControlModifier);
        QTest::newRow("Ctrl+=") << int(Qt::Key_Equal) << int(Qt::ControlModifier);
    }
    void zoomInKeys()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *view = window.findChild<cq::DesignView *>(QStringLiteral("canvas"));
        QVERIFY(view);
        view->resetZoom();
        QTest::keyClick(&window, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QCOMPARE(view->zoom(), 1.25); // one Zoom In step from 100 % (DesignView: factor 1.25)
    }
};

QTEST_MAIN(TestStandardShortcuts)
#include "tst_standardshortcuts.moc"
