// A damaged price book is moved aside, the newest good backup (or the seed) takes its
// place, and the user is told: PriceBookDatabase::openWithRecovery() and the CLI's stderr.
#include "cli/commandline.h"
#include "pricebookdatabase.h"
#include "rawsql.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace cq;

namespace {
const QString kSku = QStringLiteral("SRV-A100-SXM-8-IB");
constexpr qint64 kSeedFen = 3588800; // DOMAIN.md: 35,888 CNY / month
} // namespace

class TestPriceBookRecovery : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_folders = 0;

    /** A new folder with a seeded "pricebook.sqlite" whose A100 server costs @p fen. */
    QString seeded(qint64 fen = kSeedFen)
    {
        const QString folder = m_dir.filePath(QString::number(++m_folders));
        QDir().mkpath(folder);
        const QString path = folder + QStringLiteral("/pricebook.sqlite");
        setPrice(path, fen);
        return path;
    }

    static void setPrice(const QString &path, qint64 fen)
    {
        PriceBookDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QVERIFY(db.updatePriceItem(kSku, QString(), [fen](PriceItem &item) { item.price = {Money(fen), Money(fen)}; }));
    }

    static void backUp(const QString &path, const QString &stamp)
    {
        PriceBookDatabase db;
        QVERIFY(db.open(path));
        QVERIFY(db.backup(QFileInfo(path).absoluteDir().filePath(QStringLiteral("pricebook-backup-%1.sqlite").arg(stamp))));
    }

    static bool writeBytes(const QString &path, const QByteArray &bytes, qint64 offset = 0)
    {
        QFile f(path);
        if (!f.open(offset == 0 ? QIODevice::WriteOnly : QIODevice::ReadWrite) || !f.seek(offset))
            return false;
        return f.write(bytes) == bytes.size();
    }

    /** Overwrites the b-tree pages after page 1, as tst_pricebookfiles does. */
    static void damage(const QString &path)
    {
        QVERIFY(RawSql::exec(path, {QStringLiteral("PRAGMA journal_mode = DELETE")}));
        const int pageSize = RawSql::integer(path, QStringLiteral("PRAGMA page_size"));
        QVERIFY(pageSize > 0);
        QVERIFY(writeBytes(path, QByteArray(pageSize * 3, '\x5a'), pageSize));
    }

    static QStringList corruptFiles(const QString &path)
    {
        return QFileInfo(path).absoluteDir().entryList({QStringLiteral("pricebook.sqlite.corrupt-*")}, QDir::Files);
    }

    static qint64 priceFen(const PriceBookDatabase &db)
    {
        const PriceItem *item = db.priceBook().item(kSku);
        return item ? item->price.min.fen() : -1;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void garbageIsMovedAsideAndSeeded()
    {
        const QString folder = m_dir.filePath(QStringLiteral("garbage"));
        QDir().mkpath(folder);
        const QString path = folder + QStringLiteral("/pricebook.sqlite");
        const QByteArray garbage = QByteArray("this is a price list, not a database\n").repeated(110);
        QVERIFY(writeBytes(path, garbage));
        PriceBookDatabase db;
        QVERIFY2(db.openWithRecovery(path), qPrintable(db.error()));
        QCOMPARE(priceFen(db), kSeedFen);
        const QStringList aside = corruptFiles(path);
        QCOMPARE(aside.size(), 1);
        QFile moved(QDir(folder).filePath(aside.first()));
        QVERIFY(moved.open(QIODevice::ReadOnly));
        QCOMPARE(moved.readAll(), garbage); // kept exactly as it was
        const QString notice = db.recoveryNotice();
        QVERIFY2(notice.contains(aside.first()) && notice.contains(QLatin1String("default prices")), qPrintable(notice));
        QVERIFY2(notice.contains(QLatin1String("not an SQLite")), qPrintable(notice));
    }

    void damagedFileGetsTheNewestBackup()
    {
        // 12,345.67 in the newest backup, 11,111.11 in an older one, 99,999.99 after both.
        const QString path = seeded(1111111);
        backUp(path, QStringLiteral("20260101-090000-000"));
        setPrice(path, 1234567);
        backUp(path, QStringLiteral("20260102-090000-000"));
        setPrice(path, 9999999);
        damage(path);
        PriceBookDatabase db;
        QVERIFY2(db.openWithRecovery(path), qPrintable(db.error()));
        QCOMPARE(priceFen(db), qint64(1234567));
        QCOMPARE(corruptFiles(path).size(), 1);
        QVERIFY2(db.recoveryNotice().contains(QLatin1String("pricebook-backup-20260102-090000-000.sqlite")),
                 qPrintable(db.recoveryNotice()));
        QVERIFY2(db.recoveryNotice().contains(QLatin1String("integrity check")), qPrintable(db.recoveryNotice()));
        QVERIFY(!db.recoveryNotice().contains(QLatin1Char('\n')));
    }

    void damagedBackupIsSkipped()
    {
        const QString path = seeded(1111111);
        backUp(path, QStringLiteral("20260101-090000-000"));
        const QString bad = QFileInfo(path).absoluteDir().filePath(QStringLiteral("pricebook-backup-20260102-090000-000.sqlite"));
        QVERIFY(writeBytes(bad, QByteArray(8192, '\x13')));
        damage(path);
        PriceBookDatabase db;
        QVERIFY2(db.openWithRecovery(path), qPrintable(db.error()));
        QCOMPARE(priceFen(db), qint64(1111111));
        QVERIFY(db.recoveryNotice().contains(QLatin1String("20260101-090000-000")));
    }

    void refusedButUndamagedFileIsLeftAlone()
    {
        const QString folder = m_dir.filePath(QStringLiteral("future"));
        QDir().mkpath(folder);
        const QString path = folder + QStringLiteral("/pricebook.sqlite");
        QVERIFY(RawSql::exec(path, {QStringLiteral("CREATE TABLE price_items (sku TEXT PRIMARY KEY)"),
                                    QStringLiteral("PRAGMA user_version = 99")}));
        PriceBookDatabase db;
        QVERIFY(!db.openWithRecovery(path));
        QVERIFY(!db.isDamaged());
        QVERIFY(db.recoveryNotice().isEmpty());
        QVERIFY(corruptFiles(path).isEmpty());
        QCOMPARE(RawSql::integer(path, QStringLiteral("PRAGMA user_version")), 99);
    }

    void healthyFileIsNotTouched()
    {
        const QString path = seeded(2222222);
        PriceBookDatabase db;
        QVERIFY(db.openWithRecovery(path));
        QVERIFY(db.recoveryNotice().isEmpty());
        QCOMPARE(priceFen(db), qint64(2222222));
        QVERIFY(corruptFiles(path).isEmpty());
    }

    void cliPrintsTheNoticeOnStderr()
    {
        const QString path = seeded(1234567);
        backUp(path, QStringLiteral("20260103-090000-000"));
        damage(path);
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        const int code = CommandLine::run({QStringLiteral("catalog"), QStringLiteral("--pricebook"), path}, out, err);
        QCOMPARE(code, 0);
        QVERIFY2(errText.contains(QLatin1String("pricebook-backup-20260103-090000-000.sqlite"))
                     && errText.contains(QLatin1String(".corrupt-")),
                 qPrintable(errText));
        QVERIFY(!outText.isEmpty());
        QCOMPARE(corruptFiles(path).size(), 1);
    }
};

QTEST_MAIN(TestPriceBookRecovery)
#include "tst_pricebookrecovery.moc"
