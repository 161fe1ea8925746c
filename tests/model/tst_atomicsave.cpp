#include "format/designformat.h"
#include "largedesign.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

// Saves are atomic: a helper process (cq_saveloop) saves a large design over and over through
// DesignFormat::save (QSaveFile), alternating two versions, and is killed with SIGKILL at a
// random moment, 100 times. After every kill the file loads and equals one of the two
// versions: never a truncated or half-written file.
class TestAtomicSave : public QObject
{
    Q_OBJECT

    static constexpr int Servers = 512; // 512 servers, 64 leaves, 4,096 cables: about 2 MB
    static constexpr int Kills = 100;

    QTemporaryDir m_dir;

private slots:
    void killedSavesLeaveOldOrNew()
    {
        QVERIFY(m_dir.isValid());
        const cq::Design oldDesign = cqtest::largeDesign(QStringLiteral("old"), Servers, 0);
        const cq::Design newDesign = cqtest::largeDesign(QStringLiteral("new"), Servers, 20);
        const QString path = m_dir.filePath(QStringLiteral("large.cqd"));
        QCOMPARE(cq::DesignFormat::save(oldDesign, path), QString());
        QVERIFY(QFileInfo(path).size() > 1000000);

        QRandomGenerator rng(8);
        int sawOld = 0;
        int sawNew = 0;
        long totalSaves = 0;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < Kills; ++i) {
            QProcess helper;
            QElapsedTimer untilFirstSave;
            untilFirstSave.start();
            helper.start(QStringLiteral(CQ_SAVELOOP), {path, QString::number(Servers)});
            QVERIFY2(helper.waitForStarted(), qPrintable(helper.errorString()));
            // Wait for one finished save, then kill somewhere in the next few saves: at random
            // in writing, flushing, syncing or renaming.
            QVERIFY2(helper.waitForReadyRead(60000), "the helper saved nothing within 60 s");
            // Start-up plus one save is longer than a save, so this spans about two more saves,
            // on a fast machine and under AddressSanitizer alike.
            QThread::usleep(rng.bounded(quint32(2000 * untilFirstSave.elapsed() + 1)));
            helper.kill(); // SIGKILL on Unix: no destructor, no QSaveFile cleanup runs
            QVERIFY(helper.waitForFinished());
            QCOMPARE(helper.exitStatus(), QProcess::CrashExit);
            totalSaves += helper.readAllStandardOutput().count('\n');

            const cq::DesignReadResult after = cq::DesignFormat::load(path);
            QVERIFY2(after.ok(), qPrintable(QStringLiteral("kill %1: %2").arg(i).arg(after.error)));
            if (after.design == oldDesign)
                ++sawOld;
            else if (after.design == newDesign)
                ++sawNew;
            else
                QFAIL(qPrintable(QStringLiteral("kill %1: the file is neither the old nor the new design").arg(i)));
        }
        // Left-over temporary files of killed saves (QSaveFile may use unnamed O_TMPFILE files).
        const QStringList litter = QDir(m_dir.path()).entryList(QDir::Files).filter(QStringLiteral("large.cqd."));
        qInfo("%d kills in %lld ms: %ld finished saves seen, file old %d times, new %d times, %lld temp files left",
              Kills, qlonglong(clock.elapsed()), totalSaves, sawOld, sawNew, qlonglong(litter.size()));
        QCOMPARE(sawOld + sawNew, Kills);
        QVERIFY(sawOld > 0 && sawNew > 0); // both outcomes happen, so kills did land between saves
    }
};

QTEST_MAIN(TestAtomicSave)
#include "tst_atomicsave.moc"
