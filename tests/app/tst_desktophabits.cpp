#include "actionlookup.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/deviceitem.h"
#include "fileactions.h"
#include "mainwindow.h"
#include "manualdialog.h"
#include "recentfiles.h"
#include "shortcutsdialog.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsView>
#include <QMimeData>
#include <QStatusBar>
#include <QToolTip>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

// Habits of a desktop tool (issue #20): File > Open Recent, File > Close, the window's size and
// docks remembered, Help > Keyboard Shortcuts and Help > Manual. QSettings lives in a temporary
// folder, so the user's own settings are neither read nor written.
class TestDesktopHabits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QTemporaryDir m_settingsDir;

    QString priceBook() const { return m_dir.filePath(QStringLiteral("pricebook.sqlite")); }

    static QString copySample(const QString &name, const QString &to)
    {
        QFile::remove(to);
        return QFile::copy(QStringLiteral(CQ_SAMPLES_DIR "/") + name, to) ? to : QString();
    }

    /** The menu's file entries (not the separator, the placeholder or Clear Menu). */
    static QList<QAction *> fileEntries(QMenu *menu)
    {
        QList<QAction *> entries;
        for (QAction *a : menu->actions()) {
            if (!a->data().toString().isEmpty())
                entries.append(a);
        }
        return entries;
    }

    /** Answers the next modal message box with @p button; returns its title through @p title. */
    void answerNextBox(QMessageBox::StandardButton button, QString *title)
    {
        QTimer::singleShot(100, this, [button, title] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                *title = box->windowTitle();
                box->button(button)->click();
            }
        });
    }

private slots:
    void initTestCase()
    {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("ClusterQuoteTest"));
        QCoreApplication::setApplicationName(QStringLiteral("DesktopHabits"));
        QSettings().clear();
    }

    void recentFiles()
    {
        const QString a = copySample(QStringLiteral("a100-2node-ib.cqd"), m_dir.filePath(QStringLiteral("a.cqd")));
        const QString b = copySample(QStringLiteral("a100-4node-ib.cqd"), m_dir.filePath(QStringLiteral("b.cqd")));
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        {
            cq::MainWindow window(priceBook());
            cq::RecentFiles *recent = window.fileActions()->recentFiles();
            recent->clear();
            QVERIFY(window.openFile(a));
            QVERIFY(window.openFile(b));
            QCOMPARE(recent->files(), (QStringList{b, a})); // newest first
            QVERIFY(window.openFile(a)); // opened again: back to the top, not listed twice
            QCOMPARE(recent->files(), (QStringList{a, b}));
        }
        // A new window (a restart) reads the same list from QSettings, under File > Open Recent.
        cq::MainWindow window(priceBook());
        cq::RecentFiles *recent = window.fileActions()->recentFiles();
        QCOMPARE(recent->files(), (QStringList{a, b}));
        QAction *openRecent = cqtest::findAction(&window, QStringLiteral("Open Recent"));
        QVERIFY(openRecent && openRecent->menu() == recent->menu());
        recent->rebuildMenu();
        QList<QAction *> entries = fileEntries(recent->menu());
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0]->text(), QStringLiteral("&1 a.cqd"));
        QCOMPARE(entries[1]->text(), QStringLiteral("&2 b.cqd"));

        // Choosing b opens it.
        entries[1]->trigger();
        QCOMPARE(window.document()->filePath(), b);
        QCOMPARE(recent->files(), (QStringList{b, a}));

        // Saving under a new name lists that name first.
        const QString saved = m_dir.filePath(QStringLiteral("saved.cqd"));
        QFile::remove(saved);
        window.document()->setFilePath(saved);
        QVERIFY(window.fileActions()->save());
        QCOMPARE(recent->files().first(), saved);

        // A file deleted since: greyed and marked; chosen anyway (it vanished while the menu was
        // open), it is removed with a message.
        QVERIFY(QFile::remove(a));
        recent->rebuildMenu();
        entries = fileEntries(recent->menu());
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries[2]->text(), QStringLiteral("&3 a.cqd (not found)"));
        QVERIFY(!entries[2]->isEnabled());
        QVERIFY(entries[0]->isEnabled());
        recent->choose(a);
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("recentFileMissing"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("a.cqd")));
        box->close();
        QCOMPARE(recent->files(), (QStringList{saved, b}));
        QCOMPARE(window.document()->filePath(), saved); // the open design is kept

        // At most 8, the oldest dropped.
        for (int i = 1; i <= 10; ++i)
            recent->add(m_dir.filePath(QStringLiteral("design%1.cqd").arg(i)));
        QCOMPARE(recent->files().size(), 8);
        QCOMPARE(recent->files().first(), m_dir.filePath(QStringLiteral("design10.cqd")));
        QCOMPARE(recent->files().last(), m_dir.filePath(QStringLiteral("design3.cqd")));

        // Clear Menu empties it, in QSettings too; the menu then says so.
        QAction *clearAction = recent->menu()->findChild<QAction *>(QStringLiteral("clearRecentFiles"));
        QVERIFY(clearAction && clearAction->isEnabled());
        clearAction->trigger();
        QVERIFY(recent->files().isEmpty());
        QVERIFY(QSettings().value(QStringLiteral("recentFiles")).toStringList().isEmpty());
        recent->rebuildMenu();
        QVERIFY(fileEntries(recent->menu()).isEmpty());
        QVERIFY(!recent->menu()->findChild<QAction *>(QStringLiteral("clearRecentFiles"))->isEnabled());
    }

    void closeAsksLikeCloseWindow()
    {
        const QString path = copySample(QStringLiteral("a100-2node-ib.cqd"), m_dir.filePath(QStringLiteral("close.cqd")));
        cq::MainWindow window(priceBook());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(path));
        QAction *close = window.fileActions()->closeAction();
        QVERIFY(close->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_W)));
        QVERIFY(cqtest::findAction(&window, QStringLiteral("Close")) == close);
        cq::ClusterDocument *doc = window.document();
        doc->removeObjects({doc->design().servers.first().id});

        // Cancel keeps the edited design ...
        QString asked;
        answerNextBox(QMessageBox::Cancel, &asked);
        close->trigger();
        QCOMPARE(asked, QStringLiteral("Unsaved Changes"));
        QCOMPARE(doc->design().servers.size(), 1);
        QCOMPARE(doc->filePath(), path);

        // ... Discard closes it: an empty, untitled design, and the file is unchanged on disk.
        asked.clear();
        answerNextBox(QMessageBox::Discard, &asked);
        close->trigger();
        QCOMPARE(asked, QStringLiteral("Unsaved Changes"));
        QVERIFY(doc->design().servers.isEmpty());
        QVERIFY(doc->filePath().isEmpty());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Untitled")));
        QVERIFY(window.openFile(path));
        QCOMPARE(doc->design().servers.size(), 2);

        // A clean design closes without a question.
        close->trigger();
        QVERIFY(doc->filePath().isEmpty());
    }

    void geometryAndDocksRemembered()
    {
        QSettings().remove(QStringLiteral("mainWindow"));
        {
            cq::MainWindow window(priceBook());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QCOMPARE(window.size(), QSize(1600, 1000)); // first start: the default size
            // A size the window can take with the analysis, palette, inspector and quote docks shown
            // (the quote dock keeps five lines above its totals: about 340 px).
            window.resize(1234, 877);
            QTRY_COMPARE(window.size(), QSize(1234, 877));
            auto *analysis = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
            QVERIFY(analysis && analysis->isVisible());
            analysis->hide();
            auto *palette = window.findChild<QDockWidget *>(QStringLiteral("paletteDock"));
            window.addDockWidget(Qt::RightDockWidgetArea, palette); // moved to the other side
            QTest::qWait(50);
            QVERIFY(window.close());
        }
        cq::MainWindow window(priceBook());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1234, 877));
        QVERIFY(!window.findChild<QDockWidget *>(QStringLiteral("analysisDock"))->isVisible());
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("quoteDock"))->isVisible());
        QCOMPARE(window.dockWidgetArea(window.findChild<QDockWidget *>(QStringLiteral("paletteDock"))),
                 Qt::RightDockWidgetArea);
        QSettings().remove(QStringLiteral("mainWindow"));
    }

    void keyboardShortcutsListEveryKey()
    {
        cq::MainWindow window(priceBook());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QList<cq::ShortcutsDialog::Row> rows = cq::ShortcutsDialog::rows(&window);
        auto keysOf = [&rows](const QString &action) {
            for (const cq::ShortcutsDialog::Row &row : rows) {
                if (row.action == action)
                    return cq::ShortcutsDialog::keysText(row.keys);
            }
            return QStringLiteral("(not listed)");
        };
        // The keys a user of any desktop program expects (Qt's standard keys on X11/offscreen).
        QCOMPARE(keysOf(QStringLiteral("Open")), QStringLiteral("Ctrl+O"));
        QCOMPARE(keysOf(QStringLiteral("Save")), QStringLiteral("Ctrl+S"));
        QVERIFY(keysOf(QStringLiteral("Close")).split(QStringLiteral(", ")).contains(QStringLiteral("Ctrl+W")));
        QCOMPARE(keysOf(QStringLiteral("Undo")), QStringLiteral("Ctrl+Z"));
        const QStringList redo = keysOf(QStringLiteral("Redo")).split(QStringLiteral(", "));
        QVERIFY(redo.contains(QStringLiteral("Ctrl+Y")) && redo.contains(QStringLiteral("Ctrl+Shift+Z")));
        QCOMPARE(keysOf(QStringLiteral("Export Quote PDF")), QStringLiteral("Ctrl+E"));
        QCOMPARE(keysOf(QStringLiteral("Manual")), QStringLiteral("F1"));

        // Every action of the window that has a key is listed once: none can be left out.
        int withKeys = 0;
        QSet<QAction *> counted;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (!a->shortcuts().isEmpty() && !a->text().isEmpty() && !counted.contains(a)) {
                counted.insert(a);
                ++withKeys;
            }
        }
        QVERIFY(withKeys >= 15);
        QCOMPARE(rows.size(), withKeys);
        for (const cq::ShortcutsDialog::Row &row : rows)
            QVERIFY2(!row.action.contains(u'&') && !row.menu.isEmpty(), qPrintable(row.action));

        // Help > Keyboard Shortcuts opens the dialog with that table.
        QAction *help = cqtest::findAction(&window, QStringLiteral("Keyboard Shortcuts"));
        QVERIFY(help);
        help->trigger();
        auto *dialog = window.findChild<cq::ShortcutsDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
        QCOMPARE(table->rowCount(), rows.size());
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("File"));
        QVERIFY(dialog->grab().save(QStringLiteral("/tmp/cq-habits-shortcuts.png")));
        dialog->close();
    }

    void refusalShownAtThePointer()
    {
        cq::MainWindow window(priceBook());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        auto *view = window.findChild<QGraphicsView *>(QStringLiteral("canvas"));
        QVERIFY(view);
        QWidget *viewport = view->viewport();
        // A drop the canvas refuses, delivered as a real drag-and-drop would be (QT-NOTES 6).
        QMimeData mime;
        mime.setData(QStringLiteral("application/x-clusterquote-catalog"), QByteArray("bogus"));
        const QPoint at = viewport->rect().center() + QPoint(40, 30);
        QCursor::setPos(viewport->mapToGlobal(at));
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &enter);
        QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &drop);
        const QString why = QStringLiteral("The dropped item \"bogus\" is not a catalog entry.");
        // Where the user looks: a balloon on the canvas, at the pointer; the status bar keeps it too.
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), why);
        QCOMPARE(window.statusBar()->currentMessage(), why);
        QWidget *balloon = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->inherits("QTipLabel") && w->isVisible())
                balloon = w;
        }
        QVERIFY(balloon);
        const QRect onScreen(viewport->mapToGlobal(QPoint(0, 0)), viewport->size());
        QVERIFY2(onScreen.contains(balloon->geometry().topLeft()), "the balloon is on the canvas");
        // Qt puts a tooltip just below its point, right of it (or left, near the screen's edge):
        // the balloon's box is within 40 px of the pointer.
        const QRect box = balloon->geometry();
        const QPoint p = QCursor::pos();
        const int dx = std::max({0, box.left() - p.x(), p.x() - box.right()});
        const int dy = std::max({0, box.top() - p.y(), p.y() - box.bottom()});
        QVERIFY2(dx + dy < 40 && p == viewport->mapToGlobal(at),
                 qPrintable(QStringLiteral("balloon %1,%2 pointer %3,%4").arg(balloon->x()).arg(balloon->y())
                                .arg(QCursor::pos().x()).arg(QCursor::pos().y())));
        QToolTip::hideText();
    }

    void usedPortRefusedAtThePointer()
    {
        cq::MainWindow window(priceBook());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        cq::ClusterDocument *doc = window.document();
        auto *view = window.findChild<cq::DesignView *>(QStringLiteral("canvas"));
        auto *scene = window.findChild<cq::DesignScene *>();
        QVERIFY(view && scene);
        // Free one server port by removing its cable, then drag a cable from it onto a switch
        // port that another cable holds: refused, and said at the pointer.
        const cq::Cable removed = doc->design().cables.first();
        const cq::PortRef freed = doc->design().server(removed.a.device) ? removed.a : removed.b;
        doc->removeObjects({removed.id});
        cq::PortRef used;
        for (const cq::Cable &c : doc->design().cables) {
            if (doc->design().switchById(c.a.device))
                used = c.a;
            else if (doc->design().switchById(c.b.device))
                used = c.b;
            if (!used.device.isNull())
                break;
        }
        QVERIFY(!used.device.isNull());
        const int cables = int(doc->design().cables.size());
        view->resetZoom();
        const QPointF fromScene = scene->deviceItem(freed.device)->portScenePos(freed.port);
        const QPointF toScene = scene->deviceItem(used.device)->portScenePos(used.port);
        view->centerOn((fromScene + toScene) / 2);
        QTest::qWait(50);
        QWidget *viewport = view->viewport();
        const QPoint from = view->mapFromScene(fromScene), to = view->mapFromScene(toScene);
        QVERIFY2(viewport->rect().contains(from) && viewport->rect().contains(to), "both ports on screen");
        QCursor::setPos(viewport->mapToGlobal(to));
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QTest::mouseMove(viewport, (from + to) / 2);
        QTest::mouseMove(viewport, to);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCOMPARE(int(doc->design().cables.size()), cables); // nothing added
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QStringLiteral("already holds a cable")), qPrintable(QToolTip::text()));
        QCOMPARE(window.statusBar()->currentMessage(), QToolTip::text());
        QToolTip::hideText();
    }

    void manualInTheUiLanguage_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QStringList>("mustSay");
        // The core loop, step by step, in the menu names the window shows in that language.
        QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedStates)
                            << QStringList{QStringLiteral("Drop hardware"), QStringLiteral("Cable"),
                                           QStringLiteral("Read the diagnostics"), QStringLiteral("Quote"),
                                           QStringLiteral("Export"), QStringLiteral("Compare Designs"),
                                           QStringLiteral("Acceptance Check")};
        QTest::newRow("zh_CN") << QLocale(QLocale::Chinese, QLocale::China)
                               << QStringList{QStringLiteral("放置硬件"), QStringLiteral("连接线缆"),
                                              QStringLiteral("检查结果"), QStringLiteral("报价"),
                                              QStringLiteral("导出报价单 PDF"), QStringLiteral("方案对比"),
                                              QStringLiteral("交付验收"), QStringLiteral("交换机")};
    }

    void manualInTheUiLanguage()
    {
        QFETCH(QLocale, locale);
        QFETCH(QStringList, mustSay);
        cq::ManualDialog dialog(nullptr, locale);
        const QString text = dialog.browser()->toPlainText();
        for (const QString &words : mustSay)
            QVERIFY2(text.contains(words), qPrintable(words));
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("Manual")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QStringLiteral("/tmp/cq-habits-manual-%1.png").arg(locale.name())));
    }

    void manualFromTheHelpMenu()
    {
        cq::MainWindow window(priceBook());
        QAction *manual = cqtest::findAction(&window, QStringLiteral("Manual"));
        QVERIFY(manual);
        manual->trigger();
        auto *dialog = window.findChild<cq::ManualDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(dialog->browser()->toPlainText().length() > 1000);
        dialog->close();
    }
};

QTEST_MAIN(TestDesktopHabits)
#include "tst_desktophabits.moc"
