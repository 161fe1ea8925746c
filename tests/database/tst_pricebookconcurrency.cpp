// Two ClusterQuote processes on one price book: concurrent read-modify-write transactions
// lose no update, and processes that create a new file at the same moment do not race on
// CREATE TABLE. The writers are pricebookincrement processes (real separate connections,
// SQLite locking between processes, WAL mode, 5 s busy timeout).
#include "pricebookdatabase.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <vector>

using namespace cq;

namespace {
const QString kSku = QStringLiteral("SRV-A100-SXM-8-IB");
constexpr qint64 kSeedFen = 3588800; // DOMAIN.md: 35,888 CNY / month = 3,588,800 fen
} // namespace

class TestPriceBookConcurrency : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /** Starts @p count helpers at once on @p path, each running @p n increments; true if all print DONE. */
    static bool runConcurrently(const QString &path, int count, int n)
    {
        std::vector<std::unique_ptr<QProcess>> helpers;
        for (int i = 0; i < count; ++i) {
            helpers.push_back(std::make_unique<QProcess>());
            helpers.back()->setProcessChannelMode(QProcess::MergedChannels);
            helpers.back()->start(QStringLiteral(CQ_INCREMENT_HELPER), {path, kSku, QString::number(n)});
        }
        bool ok = true;
        for (auto &helper : helpers) {
            const bool finished = helper->waitForFinished(240000);
            const QByteArray output = helper->readAll();
            if (!finished || helper->exitCode() != 0 || !output.contains("DONE")) {
                qWarning("helper failed: %s", output.constData());
                ok = false;
            }
        }
        return ok;
    }

    static MoneyRange priceOf(const QString &path, int *version = nullptr)
    {
        PriceBookDatabase db;
        if (!db.open(path))
            return {};
        if (version)
            *version = db.priceBook().version;
        const PriceItem *item = db.priceBook().item(kSku);
        return item ? item->price : MoneyRange{};
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void concurrentIncrementsLoseNothing()
    {
        const QString path = m_dir.filePath(QStringLiteral("shared.sqlite"));
        int version = 0;
        QCOMPARE(priceOf(path, &version).min.fen(), kSeedFen); // creates and seeds it
        const int versionBefore = version;
        // 2 processes x 150 transactions of +1 fen each: 300 fen more, version + 300.
        QElapsedTimer clock;
        clock.start();
        QVERIFY(runConcurrently(path, 2, 150));
        qInfo("2 x 150 increments took %lld ms", clock.elapsed());
        const MoneyRange after = priceOf(path, &version);
        QCOMPARE(after.min.fen(), kSeedFen + 300);
        QCOMPARE(after.max.fen(), kSeedFen + 300);
        QCOMPARE(version, versionBefore + 300);
    }

    void parallelCreationDoesNotRace()
    {
        // Three processes create the same new file at once, each then adds 1 fen: every
        // round must end with one seeded file holding the seed price + 3 fen.
        for (int round = 0; round < 5; ++round) {
            const QString path = m_dir.filePath(QStringLiteral("new-%1.sqlite").arg(round));
            QVERIFY2(runConcurrently(path, 3, 1), qPrintable(QStringLiteral("round %1").arg(round)));
            QCOMPARE(priceOf(path).min.fen(), kSeedFen + 3);
        }
    }

    void busyFileGivesAClearMessage()
    {
        // A writer holding the lock longer than the busy timeout: the second one is told to retry.
        const QString path = m_dir.filePath(QStringLiteral("busy.sqlite"));
        PriceBookDatabase holder;
        QVERIFY(holder.open(path));
        PriceBookDatabase other;
        QVERIFY(other.open(path));
        QVERIFY(holder.updatePriceItem(kSku, QString(), [&](PriceItem &item) {
            item.price.min += Money(1);
            item.price.max += Money(1);
            // Inside holder's write transaction: other waits 5 s, then gives up.
            QVERIFY(!other.updatePriceItem(kSku, QString(), [](PriceItem &) {}));
        }));
        QVERIFY2(other.error().contains(QLatin1String("busy")), qPrintable(other.error()));
        QVERIFY2(other.error().contains(QLatin1String("busy.sqlite")), qPrintable(other.error()));
        QCOMPARE(priceOf(path).min.fen(), kSeedFen + 1);
    }
};

QTEST_MAIN(TestPriceBookConcurrency)
#include "tst_pricebookconcurrency.moc"
