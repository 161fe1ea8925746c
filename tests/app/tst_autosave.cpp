// Autosave and crash recovery for real: a helper process (autosavehelper: a MainWindow
// under the offscreen platform) edits a design, autosaves and is killed with SIGKILL; the
// test then finds the autosave as SessionRecovery would at the next start and recovers it
// into a new window. XDG_DATA_HOME and HOME point into a temporary folder for both.
#include "applicationsetup.h"
#include "autosaveedit.h"
#include "autosavesession.h"
#include "document/clusterdocument.h"
#include "fileactions.h"
#include "format/designformat.h"
#include "mainwindow.h"
#include "recoveryprompt.h"
#include "sessionrecovery.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cq;

class TestAutosave : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_designCount = 0;

    static QByteArray fileBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    /** A fresh copy of the 2-node sample: the user's file of one test. */
    QString userDesign()
    {
        const QString path = m_dir.filePath(QStringLiteral("designs/design-%1.cqd").arg(++m_designCount));
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile::copy(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"), path);
        return path;
    }

    QString priceBook() const { return m_dir.filePath(QStringLiteral("pricebook.sqlite")); }

    /** The sample as the helper has it after its edits, computed here independently of the helper. */
    static Design editedDesign(const QString &path)
    {
        const DesignReadResult loaded = DesignFormat::load(path);
        ClusterDocument document;
        document.reset(loaded.design, path);
        applyAutosaveEdit(&document);
        return document.design();
    }

    /** Starts the helper and waits for the line starting with @p marker; returns its rest. */
    static QString startAndWait(QProcess *helper, const QStringList &args, const QByteArray &marker)
    {
        helper->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        helper->start(QStringLiteral(CQ_AUTOSAVE_HELPER), args);
        if (!helper->waitForStarted(10000))
            return {};
        QByteArray output;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 120000) {
            if (!helper->waitForReadyRead(1000) && helper->state() != QProcess::Running)
                break;
            output += helper->readAll();
            for (const QByteArray &line : output.split('\n')) {
                if (line.startsWith(marker))
                    return QString::fromUtf8(line.mid(marker.size()).trimmed());
            }
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toUtf8());
        qputenv("CQ_AUTOSAVE_INTERVAL_MS", "200");
        setUpApplication(QCoreApplication::instance());
        QVERIFY(AutosaveSession::defaultDirectory().startsWith(m_dir.path()));
    }

    void intervalComesFromEnvironmentThenSettings()
    {
        QCOMPARE(AutosaveSession::configuredIntervalMs(), 200); // CQ_AUTOSAVE_INTERVAL_MS above
        qunsetenv("CQ_AUTOSAVE_INTERVAL_MS");
        QCOMPARE(AutosaveSession::configuredIntervalMs(), 60 * 1000); // the 60 s default
        QSettings().setValue(QStringLiteral("autosave/intervalSeconds"), 5);
        QCOMPARE(AutosaveSession::configuredIntervalMs(), 5 * 1000);
        QSettings().setValue(QStringLiteral("autosave/intervalSeconds"), 0);
        QCOMPARE(AutosaveSession::configuredIntervalMs(), 0); // off
        QSettings().remove(QStringLiteral("autosave/intervalSeconds"));
        qputenv("CQ_AUTOSAVE_INTERVAL_MS", "200");
    }

    void killedSessionIsRecovered()
    {
        const QString user = userDesign();
        const QByteArray userBytes = fileBytes(user);
        QProcess helper;
        const QString autosave = startAndWait(&helper, {user, priceBook(), QStringLiteral("crash")}, "AUTOSAVED ");
        QVERIFY2(!autosave.isEmpty(), "the helper never autosaved");
        QVERIFY(autosave.startsWith(AutosaveSession::defaultDirectory()));
        QVERIFY(QFile::exists(autosave));

        // While the helper runs its lock is live: nothing to recover, the session is not stolen.
        {
            SessionRecovery recovery;
            QCOMPARE(recovery.find().size(), 0);
        }
        helper.kill(); // SIGKILL: no destructor, no cleanup
        QVERIFY(helper.waitForFinished(10000));
        QCOMPARE(helper.exitStatus(), QProcess::CrashExit);

        QCOMPARE(fileBytes(user), userBytes); // the user's file was never written
        SessionRecovery recovery;
        const QList<RecoverableSession> found = recovery.find();
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().autosavePath, autosave);
        QCOMPARE(found.first().originalPath, QFileInfo(user).absoluteFilePath());
        QVERIFY(found.first().savedAt.isValid());
        const DesignReadResult loaded = SessionRecovery::load(found.first());
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        const Design expected = editedDesign(user);
        QCOMPARE(loaded.design.servers.first().name, QStringLiteral("recovered-node-A"));
        QCOMPARE(loaded.design.servers.first().pos, QPointF(1240, 560));
        QVERIFY(loaded.design == expected);

        // The restarted app: a new window takes the recovered work, unsaved, with its path.
        MainWindow window(priceBook());
        QCOMPARE(RecoveryPrompt::recover(found.first(), window.document(), window.autosave(), &recovery), QString());
        QVERIFY(window.document()->design() == expected);
        QCOMPARE(window.document()->filePath(), QFileInfo(user).absoluteFilePath());
        QVERIFY(!window.document()->undoStack()->isClean());
        QVERIFY(!QFile::exists(autosave));                        // the old session is gone
        QVERIFY(QFile::exists(window.autosave()->designPath()));  // kept safe by the new one
        QCOMPARE(SessionRecovery().find().size(), 0);              // ours is live
        QCOMPARE(fileBytes(user), userBytes);
    }

    void cleanExitLeavesNothingToRecover()
    {
        QProcess helper;
        const QString autosave = startAndWait(&helper, {userDesign(), priceBook(), QStringLiteral("exit")}, "AUTOSAVED ");
        QVERIFY(!autosave.isEmpty());
        QVERIFY(helper.waitForFinished(30000));
        QCOMPARE(helper.exitStatus(), QProcess::NormalExit);
        QCOMPARE(helper.exitCode(), 0);
        QVERIFY(!QFile::exists(autosave));
        QCOMPARE(SessionRecovery().find().size(), 0);
    }

    void saveDeletesTheAutosave()
    {
        const QString user = userDesign();
        QProcess helper;
        const QString autosave = startAndWait(&helper, {user, priceBook(), QStringLiteral("save")}, "AUTOSAVED ");
        QVERIFY(!autosave.isEmpty());
        QByteArray rest = helper.readAll();
        while (!rest.contains("SAVED") && helper.waitForReadyRead(10000))
            rest += helper.readAll();
        QVERIFY2(rest.contains("SAVED") && !rest.contains("SAVE FAILED"), rest.constData());
        QVERIFY(!QFile::exists(autosave));
        helper.kill();
        QVERIFY(helper.waitForFinished(10000));
        QCOMPARE(SessionRecovery().find().size(), 0); // a crash after a save loses nothing
        const DesignReadResult saved = DesignFormat::load(user);
        QVERIFY(saved.ok());
        QVERIFY(saved.design == editedDesign(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
    }

    void promptRecoversOnRecover()
    {
        // An autosave whose lock file is gone too (e.g. removed by a cleaner): still offered.
        const QString user = userDesign();
        const Design expected = editedDesign(user);
        const QString id = QStringLiteral("0badc0de-0000-4000-8000-000000000001");
        const QDir dir(AutosaveSession::defaultDirectory());
        QVERIFY(dir.mkpath(QStringLiteral(".")));
        QCOMPARE(DesignFormat::save(expected, dir.filePath(id + QStringLiteral(".cqd"))), QString());
        QFile info(dir.filePath(id + QStringLiteral(".json")));
        QVERIFY(info.open(QIODevice::WriteOnly));
        info.write(QStringLiteral("{\"originalPath\": \"%1\", \"savedAt\": \"2026-12-01T09:30:00.000Z\"}")
                       .arg(QFileInfo(user).absoluteFilePath()).toUtf8());
        info.close();

        MainWindow window(priceBook());
        window.show();
        QString text;
        QTimer::singleShot(0, [&text] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            text = box->text();
            box->grab().save(QStringLiteral("/tmp/cq-recovery-prompt.png"));
            for (QAbstractButton *button : box->buttons()) {
                if (button->text() == QLatin1String("&Recover"))
                    button->click();
            }
        });
        window.offerRecovery();
        QVERIFY2(text.contains(QFileInfo(user).fileName()), qPrintable(text));
        QVERIFY(window.document()->design() == expected);
        QVERIFY(!window.document()->undoStack()->isClean());
        QVERIFY(window.isWindowModified());
        QVERIFY(!QFile::exists(dir.filePath(id + QStringLiteral(".cqd"))));
    }

    void autosaveNeverWritesTheUserFile()
    {
        // In-process: the session writes only under its own folder, and only when unsaved.
        ClusterDocument document;
        const QString user = userDesign();
        document.reset(DesignFormat::load(user).design, user);
        AutosaveSession session(&document, nullptr, m_dir.filePath(QStringLiteral("inprocess")));
        session.setInterval(0);
        QCOMPARE(session.autosaveNow(), QString());
        QVERIFY(!QFile::exists(session.designPath())); // clean document: nothing written
        applyAutosaveEdit(&document);
        QCOMPARE(session.autosaveNow(), QString());
        QVERIFY(QFile::exists(session.designPath()));
        QVERIFY(session.designPath().startsWith(m_dir.filePath(QStringLiteral("inprocess"))));
        document.undoStack()->setClean(); // what a save does
        QVERIFY(!QFile::exists(session.designPath()));
        QVERIFY(!QFile::exists(session.infoPath()));
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
