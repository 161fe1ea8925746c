#include "cli/commandline.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Drives the CLI in-process on the bundled samples with a fresh, seeded price book and
// checks the figures worked out by hand from DOMAIN.md's prices.
class TestCli : public QObject
{
    Q_OBJECT

    struct Run {
        int code = -1;
        QString out;
        QString err;
        QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
    };

    QTemporaryDir m_dir;

    QString sample(const QString &name) const { return QStringLiteral(CQ_SAMPLES_DIR "/") + name; }
    QString priceBook() const { return m_dir.filePath(QStringLiteral("pricebook.sqlite")); }

    Run run(QStringList args) const
    {
        Run r;
        QTextStream out(&r.out);
        QTextStream err(&r.err);
        if (args.value(0) == QLatin1String("quote"))
            args << QStringLiteral("--pricebook") << priceBook();
        r.code = cq::CommandLine::run(args, out, err);
        return r;
    }

    // The amount of the first quote line with this SKU, as the JSON prints it.
    static QJsonValue amountOf(const QJsonObject &quote, const QString &sku)
    {
        for (const QJsonValue &line : quote.value(QLatin1String("lines")).toArray()) {
            if (line.toObject().value(QLatin1String("sku")).toString() == sku)
                return line.toObject().value(QLatin1String("amount"));
        }
        return {};
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void serverRent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("term");
        QTest::addColumn<QString>("sku");
        QTest::addColumn<QString>("amount");
        // 2 x 35,888 = 71,776.00
        QTest::newRow("2 x A100 monthly") << "a100-2node-ib.cqd" << "monthly" << "SRV-A100-SXM-8-IB" << "71776.00";
        // 4 x 35,888 x 12 x 80 % = 1,378,099.20
        QTest::newRow("4 x A100 annual") << "a100-4node-ib.cqd" << "annual" << "SRV-A100-SXM-8-IB" << "1378099.20";
        // 4 x 59,999 x 12 x 85 % = 2,447,959.20
        QTest::newRow("4 x H100 annual") << "h100-4node-ib.cqd" << "annual" << "SRV-H100-SXM-8-IB" << "2447959.20";
        // 4 x 35,888 = 143,552.00
        QTest::newRow("4 x A100 monthly") << "a100-4node-ib.cqd" << "monthly" << "SRV-A100-SXM-8-IB" << "143552.00";
    }
    void serverRent()
    {
        QFETCH(QString, file);
        QFETCH(QString, term);
        QFETCH(QString, sku);
        QFETCH(QString, amount);
        const Run r = run({QStringLiteral("quote"), sample(file), QStringLiteral("--term"), term, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(amountOf(r.json(), sku).toString(), amount);
        QCOMPARE(r.json().value(QLatin1String("term")).toString(), term);
    }

    void estimateSkuGivesRange()
    {
        // The 4-node A100 sample re-priced with the whole-server estimate SKU (25,000-40,000):
        // 4 x 25,000 = 100,000.00 to 4 x 40,000 = 160,000.00.
        QFile in(sample(QStringLiteral("a100-4node-ib.cqd")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray bytes = in.readAll();
        bytes.replace("SRV-A100-SXM-8-IB", "SRV-A100-SXM-8-EST");
        const QString path = m_dir.filePath(QStringLiteral("estimate.cqd"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();
        const Run r = run({QStringLiteral("quote"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject amount = amountOf(r.json(), QStringLiteral("SRV-A100-SXM-8-EST")).toObject();
        QCOMPARE(amount.value(QLatin1String("min")).toString(), QStringLiteral("100000.00"));
        QCOMPARE(amount.value(QLatin1String("max")).toString(), QStringLiteral("160000.00"));
        QVERIFY(r.json().value(QLatin1String("has_estimates")).toBool());
        QVERIFY(r.json().value(QLatin1String("total")).isObject()); // the total is a range too
    }

    void samplesValidateClean_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("a100-2node") << "a100-2node-ib.cqd";
        QTest::newRow("a100-4node") << "a100-4node-ib.cqd";
        QTest::newRow("h100-4node") << "h100-4node-ib.cqd";
    }
    void samplesValidateClean()
    {
        QFETCH(QString, file);
        const Run r = run({QStringLiteral("validate"), sample(file), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QLatin1String("errors")).toInt(), 0);
        QCOMPARE(r.json().value(QLatin1String("warnings")).toInt(), 0);
    }

    void analyzeSample()
    {
        // 4 x 8x A100 SXM with 8 x HDR 200G: B = min(NVLink 240, 8 x 200 / 8 = 200) = 200 GB/s.
        // all_reduce of 1e9 bytes over 32 ranks: bandwidth term 2 x 31/32 x 1e9 / 200e9 s = 9687.5 us.
        const Run r = run({QStringLiteral("analyze"), sample(QStringLiteral("a100-4node-ib.cqd")),
                           QStringLiteral("--bytes"), QStringLiteral("1000000000"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject cluster = r.json().value(QLatin1String("clusters")).toArray().at(0).toObject();
        QCOMPARE(cluster.value(QLatin1String("gpus")).toInt(), 32);
        const QJsonObject ar = cluster.value(QLatin1String("all_reduce")).toObject();
        QCOMPARE(ar.value(QLatin1String("bottleneck_GBps")).toDouble(), 200.0);
        QCOMPARE(ar.value(QLatin1String("bandwidth_us")).toDouble(), 9687.5);
        const QJsonObject sw = r.json().value(QLatin1String("switches")).toArray().at(0).toObject();
        QCOMPARE(sw.value(QLatin1String("ports_used")).toInt(), 32);
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing file") << QStringList{"validate", "/nonexistent/x.cqd"} << "x.cqd: cannot open";
        QTest::newRow("bad term") << QStringList{"quote", CQ_SAMPLES_DIR "/a100-2node-ib.cqd", "--term", "weekly"} << "--term";
        QTest::newRow("unknown option") << QStringList{"validate", "--frobnicate"} << "unknown option --frobnicate";
        QTest::newRow("bad bytes") << QStringList{"analyze", CQ_SAMPLES_DIR "/a100-2node-ib.cqd", "--bytes", "lots"} << "--bytes";
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(u'\n'), 0); // one line
    }

    void designErrorsExitOne()
    {
        // Move the second server of the 2-node sample into a second room: same-room error.
        QFile in(sample(QStringLiteral("a100-2node-ib.cqd")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
        QJsonArray rooms = root.value(QLatin1String("rooms")).toArray();
        QJsonObject hallB = rooms.at(0).toObject();
        hallB.insert(QStringLiteral("id"), QStringLiteral("11111111-2222-3333-4444-555555555555"));
        hallB.insert(QStringLiteral("name"), QStringLiteral("Hall B"));
        rooms.append(hallB);
        root.insert(QStringLiteral("rooms"), rooms);
        QJsonArray servers = root.value(QLatin1String("servers")).toArray();
        QJsonObject second = servers.at(1).toObject();
        second.insert(QStringLiteral("room"), hallB.value(QLatin1String("id")));
        servers.replace(1, second);
        root.insert(QStringLiteral("servers"), servers);
        const QString path = m_dir.filePath(QStringLiteral("two-rooms.cqd"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson());
        out.close();
        const Run r = run({QStringLiteral("validate"), path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("CQ-ROOM-001")), qPrintable(r.out));
    }

    void pdfAndCsv()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("q.pdf"));
        const QString csv = m_dir.filePath(QStringLiteral("q.csv"));
        const Run r = run({QStringLiteral("quote"), sample(QStringLiteral("a100-2node-ib.cqd")), QStringLiteral("--pdf"), pdf,
                           QStringLiteral("--csv"), csv, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(30000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
        QVERIFY2(text.contains(QStringLiteral("71,776.00")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("深圳某智算公司")), qPrintable(text));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QString csvText = QString::fromUtf8(csvFile.readAll());
        QVERIFY(csvText.contains(QStringLiteral("SRV-A100-SXM-8-IB,")));
        QVERIFY(csvText.contains(QStringLiteral(",71776.00,71776.00,")));
    }

    void version()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("clusterquote ")));
    }
};

QTEST_MAIN(TestCli)
#include "tst_cli.moc"
