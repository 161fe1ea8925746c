// SafeSave::write: atomic replacement of regular files, in-place writes to device nodes and
// FIFOs (never replaced), a folder refused, and messages that name the file and the reason.
#include "format/safesave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <thread>

using namespace cq;

class TestSafeSave : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void newFileIsWritten();
    void regularFileIsReplacedWhole();
    void missingFolderNamesFileAndReason();
    void folderIsRefused();
    void fullDeviceSaysNoSpaceAndStaysADevice();
    void devNullIsWrittenInPlace();
    void fifoIsWrittenInPlace();
};

namespace {
QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

bool isCharacterDevice(const char *path)
{
    struct stat st {};
    return ::stat(path, &st) == 0 && S_ISCHR(st.st_mode);
}
} // namespace

void TestSafeSave::init()
{
    // A write to a device must not print Qt warnings (seek on a sequential device) on the user's terminal.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
}

void TestSafeSave::newFileIsWritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.csv"));
    QCOMPARE(SafeSave::write(path, "a,b\n1,2\n"), QString());
    QCOMPARE(readAll(path), QByteArray("a,b\n1,2\n"));
}

void TestSafeSave::regularFileIsReplacedWhole()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("design.cqd"));
    QVERIFY(SafeSave::write(path, QByteArray(1000, 'x')).isEmpty());
    QVERIFY(SafeSave::write(path, "short").isEmpty());
    // Truncated, not overwritten in place: nothing of the 1000 x's is left.
    QCOMPARE(readAll(path), QByteArray("short"));
    // No temporary file is left beside it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("design.cqd")});
}

void TestSafeSave::missingFolderNamesFileAndReason()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/folder/x.csv"));
    const QString error = SafeSave::write(path, "x");
    QVERIFY2(error.startsWith(QStringLiteral("cannot write %1: ").arg(QDir::toNativeSeparators(path))), qPrintable(error));
    QVERIFY2(error.size() > QStringLiteral("cannot write %1: ").arg(path).size(), qPrintable(error)); // a reason follows
    QVERIFY(!QFileInfo::exists(path));
}

void TestSafeSave::folderIsRefused()
{
    QTemporaryDir dir;
    QCOMPARE(SafeSave::write(dir.path(), "x"), QStringLiteral("cannot write %1: it is a folder").arg(QDir::toNativeSeparators(dir.path())));
    QCOMPARE(SafeSave::writeReason(dir.path(), "x"), QStringLiteral("it is a folder"));
    QVERIFY(QFileInfo(dir.path()).isDir());
}

void TestSafeSave::fullDeviceSaysNoSpaceAndStaysADevice()
{
    QVERIFY2(isCharacterDevice("/dev/full"), "this test needs Linux's /dev/full");
    // strerror(ENOSPC) on Linux/glibc is "No space left on device".
    QCOMPARE(SafeSave::write(QStringLiteral("/dev/full"), "quote"),
             QStringLiteral("cannot write /dev/full: No space left on device"));
    QVERIFY2(isCharacterDevice("/dev/full"), "/dev/full was replaced by a regular file");
}

void TestSafeSave::devNullIsWrittenInPlace()
{
    QVERIFY(isCharacterDevice("/dev/null"));
    QCOMPARE(SafeSave::write(QStringLiteral("/dev/null"), "anything"), QString());
    QVERIFY2(isCharacterDevice("/dev/null"), "/dev/null was replaced by a regular file");
}

void TestSafeSave::fifoIsWrittenInPlace()
{
    QTemporaryDir dir;
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("pipe")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    QByteArray received;
    std::thread reader([&] { received = readAll(QString::fromLocal8Bit(fifo)); });
    const QString error = SafeSave::write(QString::fromLocal8Bit(fifo), "through the pipe");
    reader.join();
    QCOMPARE(error, QString());
    QCOMPARE(received, QByteArray("through the pipe"));
    struct stat st {};
    QVERIFY(::stat(fifo.constData(), &st) == 0 && S_ISFIFO(st.st_mode)); // still a FIFO, not a file
}

QTEST_GUILESS_MAIN(TestSafeSave)
#include "tst_safesave.moc"
