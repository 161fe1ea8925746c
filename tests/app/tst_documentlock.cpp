// The same design opened twice: two DocumentLock owners in one process, two processes
// (documentlockhelper), and two main windows, the second of which opens it read-only.
#include "applicationsetup.h"
#include "documentlock.h"
#include "fileactions.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace cq;

class TestDocumentLock : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString design(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::copy(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"), path);
        return path;
    }

    static QByteArray fileBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    /** Closes the next modal message box that opens and keeps its text. */
    static void dismissNextMessageBox(QString *text)
    {
        auto *poll = new QTimer;
        poll->setInterval(20);
        QObject::connect(poll, &QTimer::timeout, [poll, text] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            *text = box->text();
            box->done(QMessageBox::Ok);
            poll->stop();
            poll->deleteLater();
        });
        poll->start();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toUtf8());
        qputenv("CQ_AUTOSAVE_INTERVAL_MS", "600000");
        setUpApplication(QCoreApplication::instance());
    }

    void twoOwnersInOneProcess()
    {
        const QString path = design(QStringLiteral("one.cqd"));
        DocumentLock first;
        DocumentLock second;
        QVERIFY(first.acquire(path));
        QVERIFY(first.isLocked());
        QVERIFY(!second.acquire(path));
        QVERIFY2(second.ownerDescription().contains(QLatin1String("another window")), qPrintable(second.ownerDescription()));
        // Another spelling of the same file is the same design.
        QVERIFY(!second.acquire(m_dir.filePath(QStringLiteral("sub/../one.cqd"))));
        QVERIFY(QFile::link(path, m_dir.filePath(QStringLiteral("link.cqd"))));
        QVERIFY(!second.acquire(m_dir.filePath(QStringLiteral("link.cqd"))));
        first.release();
        QVERIFY(second.acquire(path));
        QVERIFY(DocumentLock::lockFilePath(path).startsWith(m_dir.filePath(QStringLiteral("data"))));
    }

    void twoProcesses()
    {
        const QString path = design(QStringLiteral("two.cqd"));
        QProcess helper;
        helper.start(QStringLiteral(CQ_DOCUMENTLOCK_HELPER), {path});
        QVERIFY(helper.waitForReadyRead(30000));
        QCOMPARE(helper.readLine().trimmed(), QByteArray("LOCKED"));

        DocumentLock mine;
        QVERIFY(!mine.acquire(path));
        const QString owner = mine.ownerDescription();
        QVERIFY2(owner.contains(QStringLiteral("process %1").arg(helper.processId())), qPrintable(owner));

        // The other way round: the helper is refused while we hold a design.
        const QString other = design(QStringLiteral("three.cqd"));
        QVERIFY(mine.acquire(other));
        QProcess second;
        second.start(QStringLiteral(CQ_DOCUMENTLOCK_HELPER), {other});
        QVERIFY(second.waitForReadyRead(30000));
        const QByteArray answer = second.readLine().trimmed();
        QVERIFY2(answer.startsWith("REFUSED ClusterQuote process " + QByteArray::number(QCoreApplication::applicationPid())),
                 answer.constData());
        second.kill();
        second.waitForFinished();

        // A crashed owner's lock is taken over.
        helper.kill();
        QVERIFY(helper.waitForFinished(10000));
        QVERIFY(mine.acquire(path));
    }

    void secondWindowOpensReadOnly()
    {
        const QString path = design(QStringLiteral("windows.cqd"));
        const QString priceBook = m_dir.filePath(QStringLiteral("pricebook.sqlite"));
        MainWindow first(priceBook);
        QVERIFY(first.openFile(path));
        QVERIFY(!first.fileActions()->isReadOnly());

        MainWindow second(priceBook);
        second.show();
        QVERIFY(second.openFile(path)); // returns at once: the warning does not block
        QVERIFY(second.fileActions()->isReadOnly());
        auto *box = second.findChild<QMessageBox *>(QStringLiteral("readOnlyWarning"));
        QVERIFY(box);
        QVERIFY(QTest::qWaitForWindowExposed(box));
        const QString warning = box->text();
        QVERIFY2(warning.contains(QLatin1String("windows.cqd")) && warning.contains(QLatin1String("read-only"))
                     && warning.contains(QLatin1String("another window")),
                 qPrintable(warning));
        box->grab().save(QStringLiteral("/tmp/cq-documentlock-warning.png"));
        box->close();

        // An edit in the read-only window cannot be saved over the file.
        const QByteArray before = fileBytes(path);
        Server server = second.document()->design().servers.first();
        server.name = QStringLiteral("not-saved");
        second.document()->changeServer(server, QStringLiteral("Rename"));
        QString refusal;
        dismissNextMessageBox(&refusal);
        QVERIFY(!second.fileActions()->save());
        QVERIFY2(refusal.contains(QLatin1String("Save As")), qPrintable(refusal));
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!second.document()->undoStack()->isClean());

        // Save As to another name is allowed and makes the copy an ordinary, writable design.
        const QString copy = m_dir.filePath(QStringLiteral("windows-copy.cqd"));
        QTimer::singleShot(0, [copy] {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                dialog->selectFile(copy);
                static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept() is protected
            }
        });
        QVERIFY(second.fileActions()->saveAs());
        QVERIFY(!second.fileActions()->isReadOnly());
        QVERIFY(second.document()->undoStack()->isClean());
        QVERIFY(fileBytes(copy).contains("not-saved"));
        QCOMPARE(fileBytes(path), before);

        // The first window still saves normally.
        QVERIFY(first.fileActions()->save());
    }
};

QTEST_MAIN(TestDocumentLock)
#include "tst_documentlock.moc"
