#include "cli/commandline.h"
#include "../common/pdftext.h"
#include "format/csvtable.h"

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

    /** The bytes of a bundled sample (empty when it cannot be read: the caller's checks then fail). */
    QByteArray sampleBytes(const QString &name) const
    {
        QFile in(sample(name));
        return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    }

    /** @p bytes written to @p fileName in the test's folder: its path, empty when it cannot be written. */
    QString written(const QString &fileName, const QByteArray &bytes) const
    {
        const QString path = m_dir.filePath(fileName);
        QFile out(path);
        return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size() ? path : QString();
    }
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
        QByteArray bytes = sampleBytes(QStringLiteral("a100-4node-ib.cqd"));
        bytes.replace("SRV-A100-SXM-8-IB", "SRV-A100-SXM-8-EST");
        const QString path = written(QStringLiteral("estimate.cqd"), bytes);
        QVERIFY(!path.isEmpty());
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
        QTest::addColumn<int>("warnings");
        QTest::newRow("a100-2node") << "a100-2node-ib.cqd" << 0;
        // 32 A100 on 8 x HDR 200G per node: 1,600 / 8 = 200 Gb/s per GPU, under the guides' 400
        // from 32 GPUs (DOMAIN.md, inter-node fabric): CQ-FABRIC-002, and nothing else.
        QTest::newRow("a100-4node") << "a100-4node-ib.cqd" << 1;
        QTest::newRow("h100-4node") << "h100-4node-ib.cqd" << 0; // 8 x NDR 400G for 8 GPUs: 400 per GPU
    }
    void samplesValidateClean()
    {
        QFETCH(QString, file);
        QFETCH(int, warnings);
        const Run r = run({QStringLiteral("validate"), sample(file), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QLatin1String("errors")).toInt(), 0);
        QCOMPARE(r.json().value(QLatin1String("warnings")).toInt(), warnings);
    }

    void analyzeSample()
    {
        // 4 x 8x A100 SXM with 8 x HDR 200G under one switch. Per node: NICs 200 GB/s x 0.94
        // InfiniBand = 188 GB/s, below the GPU PCIe Gen4 links' 8 x 24 = 192 GB/s. all_reduce of 1e9
        // bytes over 32 ranks, Ring/Simple on NCCL's 12 channels (NVLink 240 = 6 x 40, doubled to
        // 12 x 20): table bandwidth 1e9 x 62 / (32 x 188 x 1000) = 10305.8510638 us. The ramp (ncclramp.h):
        // channels used stay 12, as 1e9 >= 12 x 512 threads x 64 B = 393,216 B; step = min(4 x 512 KiB,
        // ceil(1e9 / (12 x 32)) = 2,604,167) / 4 = 524,288 B; fill 2 passes x 8 steps x 524,288 B /
        // (1000 x 188 / 12 GB/s) = 8,388,608 / 15,666.667 = 535.4430638 us; bandwidth 10305.8510638 +
        // 535.4430638 = 10841.2941277 us; latency (8.4 + 56 x 3.4 + 6 x 14.06) x 1.4 = 396.424 us;
        // time 11237.7181277 us.
        const Run r = run({QStringLiteral("analyze"), sample(QStringLiteral("a100-4node-ib.cqd")),
                           QStringLiteral("--bytes"), QStringLiteral("1000000000"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject json = r.json();
        const QJsonObject cluster = json.value(QLatin1String("clusters")).toArray().at(0).toObject();
        QCOMPARE(cluster.value(QLatin1String("gpus")).toInt(), 32);
        QCOMPARE(cluster.value(QLatin1String("scope")).toString(), QStringLiteral("network"));
        const QJsonObject ar = cluster.value(QLatin1String("all_reduce")).toObject();
        QVERIFY(qAbs(ar.value(QLatin1String("bottleneck_GBps")).toDouble() - 188.0) < 1e-9);
        QVERIFY(qAbs(ar.value(QLatin1String("bandwidth_us")).toDouble() - 10841.2941277) < 1e-6);
        QVERIFY(qAbs(ar.value(QLatin1String("time_us")).toDouble() - 11237.7181277) < 1e-6);
        // One object per collective at the one size asked for, with the issue's keys.
        const QJsonArray collectives = json.value(QLatin1String("collectives")).toArray();
        QCOMPARE(collectives.size(), 7);
        const QJsonObject first = collectives.at(0).toObject();
        for (const char *key : {"collective", "bytes", "time_us", "algbw_GBps", "busbw_GBps", "algorithm", "protocol"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(first.value(QLatin1String("collective")).toString(), QStringLiteral("all_reduce"));
        QCOMPARE(first.value(QLatin1String("algorithm")).toString(), QStringLiteral("ring"));
        QCOMPARE(first.value(QLatin1String("protocol")).toString(), QStringLiteral("Simple"));
        QCOMPARE(first.value(QLatin1String("bytes")).toDouble(), 1e9);
        const QJsonObject fabric = json.value(QLatin1String("fabric")).toObject();
        QCOMPARE(fabric.value(QLatin1String("switches")).toArray().at(0).toObject().value(QLatin1String("ports_used")).toInt(), 32);
        // Halves of 2 nodes (16 x 200 = 3200 Gb/s each) meet inside the one switch: 3200.
        QCOMPARE(fabric.value(QLatin1String("bisection_Gbps")).toDouble(), 3200.0);
    }

    void analyzeNamesTheTrainingRun()
    {
        // The text names the run its training line estimates: the 7B preset (7e9 parameters,
        // 2e12 tokens, 4,194,304 = 4 x 2^20 tokens per step, MFU 0.5). Its compute per step on
        // 32 A100s: 6 x 7e9 x 4,194,304 / (32 x 312e12 x 0.5) = 35.29 s.
        const Run r = run({QStringLiteral("analyze"), sample(QStringLiteral("a100-4node-ib.cqd")),
                           QStringLiteral("--collective"), QStringLiteral("all_reduce"), QStringLiteral("--bytes"),
                           QStringLiteral("1073741824")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("\n  training run: 7 B parameters, 2 T tokens, batch 4 M tokens, MFU 50 %\n"
                                               "  training: DP 32 x TP 1 x PP 1; step ")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral(" s = compute 35.29 s + exposed all_reduce ")), qPrintable(r.out));
    }

    void analyzeSweepOfOneCollective()
    {
        // Without --bytes: the sweep 8 B .. 16 GiB, 32 sizes; --collective keeps one collective.
        const Run r = run({QStringLiteral("analyze"), sample(QStringLiteral("h100-4node-ib.cqd")),
                           QStringLiteral("--collective"), QStringLiteral("alltoall"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray collectives = r.json().value(QLatin1String("collectives")).toArray();
        QCOMPARE(collectives.size(), 32);
        QCOMPARE(collectives.at(0).toObject().value(QLatin1String("bytes")).toDouble(), 8.0);
        QCOMPARE(collectives.at(31).toObject().value(QLatin1String("bytes")).toDouble(), 17179869184.0);
        QCOMPARE(collectives.at(31).toObject().value(QLatin1String("collective")).toString(), QStringLiteral("alltoall"));
        // The text form: a table row per size and the bottleneck.
        const Run text = run({QStringLiteral("analyze"), sample(QStringLiteral("h100-4node-ib.cqd")),
                              QStringLiteral("--collective"), QStringLiteral("sendrecv")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("sendrecv bottleneck:")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("crosses the network")), qPrintable(text.out));
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing file") << QStringList{"validate", "/nonexistent/x.cqd"} << "x.cqd: cannot open";
        QTest::newRow("bad term") << QStringList{"quote", CQ_SAMPLES_DIR "/a100-2node-ib.cqd", "--term", "weekly"} << "--term";
        QTest::newRow("unknown option") << QStringList{"validate", "--frobnicate"} << "unknown option --frobnicate";
        QTest::newRow("bad bytes") << QStringList{"analyze", CQ_SAMPLES_DIR "/a100-2node-ib.cqd", "--bytes", "lots"} << "--bytes";
        QTest::newRow("bad collective") << QStringList{"analyze", CQ_SAMPLES_DIR "/a100-2node-ib.cqd", "--collective", "allreduce"}
                                        << "--collective: \"allreduce\" is not one of";
        QTest::newRow("typo command") << QStringList{"valdiate", CQ_SAMPLES_DIR "/a100-2node-ib.cqd"} << "unknown command \"valdiate\"";
        QTest::newRow("two files") << QStringList{"validate", CQ_SAMPLES_DIR "/a100-2node-ib.cqd", CQ_SAMPLES_DIR "/h100-4node-ib.cqd"}
                                   << "unexpected argument";
        QTest::newRow("forgotten value") << QStringList{"quote", CQ_SAMPLES_DIR "/a100-2node-ib.cqd", "--pdf", "--json"} << "option --pdf needs a value";
        QTest::newRow("device file") << QStringList{"validate", "/dev/zero"} << "zero: not a regular file";
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

    void wantsCli()
    {
        // Only an existing file (or a Qt option such as -platform) opens the designer.
        QVERIFY(!cq::CommandLine::wantsCli({}));
        QVERIFY(!cq::CommandLine::wantsCli({QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")}));
        QVERIFY(!cq::CommandLine::wantsCli({QStringLiteral("-platform"), QStringLiteral("offscreen")}));
        QVERIFY(cq::CommandLine::wantsCli({QStringLiteral("valdiate")}));
        QVERIFY(cq::CommandLine::wantsCli({QStringLiteral("--json")}));
        QVERIFY(cq::CommandLine::wantsCli({QStringLiteral("-v")}));
    }

    void controlCharactersStayOnOneLine()
    {
        // "ib\r" must not print as a valid-looking "ib", nor break the one-line message.
        QByteArray bytes = sampleBytes(QStringLiteral("a100-2node-ib.cqd"));
        bytes.replace("\"kind\": \"ib\"", "\"kind\": \"ib\\r\\nSECOND\"");
        const QString path = written(QStringLiteral("cr.cqd"), bytes);
        QVERIFY(!path.isEmpty());
        const Run r = run({QStringLiteral("validate"), path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown link kind \"ib\\r\\nSECOND\"")), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(u'\n'), 0);
    }

    void quoteTextWithoutCustomerOrPrice()
    {
        // No customer: the heading names none ("for , monthly term" before). A server SKU the
        // price book lacks: its unit price and amount both read PRICE MISSING, not 0.00.
        QByteArray bytes = sampleBytes(QStringLiteral("a100-2node-ib.cqd"));
        const int at = bytes.indexOf("\"customer\": \"");
        QVERIFY(at >= 0);
        bytes.replace(at, bytes.indexOf('"', at + 13) - at + 1, "\"customer\": \"\"");
        const int sku = bytes.indexOf("\"SRV-A100-SXM-8-IB\"");
        QVERIFY(sku >= 0);
        bytes.replace(sku, 19, "\"SRV-NOBODY-KNOWS\"");
        const QString path = written(QStringLiteral("nocustomer.cqd"), bytes);
        QVERIFY(!path.isEmpty());
        const Run r = run({QStringLiteral("quote"), path});
        const QStringList lines = r.out.split(u'\n');
        QVERIFY2(lines.first().startsWith(QStringLiteral("Quote ")) && lines.first().endsWith(QStringLiteral(", monthly term, CNY")),
                 qPrintable(r.out + r.err));
        QVERIFY2(!lines.first().contains(QStringLiteral(" for ")), qPrintable(lines.first()));
        const auto row = std::find_if(lines.cbegin(), lines.cend(), [](const QString &l) { return l.contains(QStringLiteral("SRV-NOBODY-KNOWS")); });
        QVERIFY2(row != lines.cend(), qPrintable(r.out));
        QCOMPARE(row->count(QStringLiteral("PRICE MISSING")), 2);
        QVERIFY2(!row->contains(QStringLiteral("0.00")), qPrintable(*row));
    }

    void missingPriceIsNeverZeroInCsvOrJson()
    {
        // The 2-node sample with its servers' SKU changed to one no price book has: the CSV
        // leaves that line's unit price, target price and amount cells empty (kind price-missing)
        // and the JSON gives null amounts, as README says: a missing price never reads 0.00.
        QByteArray bytes = sampleBytes(QStringLiteral("a100-2node-ib.cqd"));
        QVERIFY(bytes.contains("\"SRV-A100-SXM-8-IB\""));
        bytes.replace("\"SRV-A100-SXM-8-IB\"", "\"SRV-NOBODY-KNOWS\"");
        const QString path = written(QStringLiteral("unknown-sku.cqd"), bytes);
        QVERIFY(!path.isEmpty());
        const QString csv = m_dir.filePath(QStringLiteral("unknown-sku.csv"));
        const Run r = run({QStringLiteral("quote"), path, QStringLiteral("--csv"), csv, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        QList<QStringList> rows;
        QList<int> lineNumbers;
        QString error;
        QVERIFY2(cq::CsvTable::parse(csvFile.readAll(), &rows, &lineNumbers, &error), qPrintable(error));
        const auto row = std::find_if(rows.cbegin(), rows.cend(),
                                      [](const QStringList &f) { return f.value(0) == QLatin1String("SRV-NOBODY-KNOWS"); });
        QVERIFY(row != rows.cend());
        QCOMPARE(row->value(2), QStringLiteral("2"));             // quantity: the two servers
        QCOMPARE(row->value(4), QStringLiteral("price-missing")); // kind: the status
        for (int column : {5, 6, 10, 11, 12}) // unit price min/max, target price, amount min/max
            QVERIFY2(row->value(column).isEmpty(), qPrintable(row->join(u',')));
        bool found = false;
        for (const QJsonValue &value : r.json().value(QLatin1String("lines")).toArray()) {
            const QJsonObject line = value.toObject();
            if (line.value(QLatin1String("sku")).toString() != QLatin1String("SRV-NOBODY-KNOWS"))
                continue;
            found = true;
            QVERIFY(line.value(QLatin1String("price_missing")).toBool());
            QVERIFY2(line.value(QLatin1String("amount")).isNull(), qPrintable(r.out));
            QVERIFY2(line.value(QLatin1String("unit_price")).isNull(), qPrintable(r.out));
        }
        QVERIFY(found);
    }

    void designErrorsExitOne()
    {
        // Move the second server of the 2-node sample into a second room: same-room error.
        QJsonObject root = QJsonDocument::fromJson(sampleBytes(QStringLiteral("a100-2node-ib.cqd"))).object();
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
        const QString path = written(QStringLiteral("two-rooms.cqd"), QJsonDocument(root).toJson());
        QVERIFY(!path.isEmpty());
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
        const QString text = cq::test::pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("71,776.00")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("深圳某智算公司")), qPrintable(text));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QString csvText = QString::fromUtf8(csvFile.readAll());
        QVERIFY(csvText.contains(QStringLiteral("SRV-A100-SXM-8-IB,")));
        QVERIFY(csvText.contains(QStringLiteral(",71776.00,71776.00,")));
    }

    void samplesPriceWhatTheServersInclude_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("ports");
        QTest::addColumn<QString>("totalMin");
        QTest::addColumn<QString>("totalMax");
        // Seed (issue 17): the networked A100 price includes its NIC ports and the switch, so the
        // quote is the servers + 100 Mb/s x 20-30 + storage 1,100-2,100 per server, 6 % VAT per line.
        // 2 nodes: 71,776 + 2,000..3,000 + 2,200..4,200, VAT 4,306.56 + 120..180 + 132..252
        // = 80,534.56 .. 83,714.56.
        QTest::newRow("2 x A100") << "a100-2node-ib.cqd" << 16 << "80534.56" << "83714.56";
        // 4 nodes: 143,552 + 2,000..3,000 + 4,400..8,400, VAT 8,613.12 + 120..180 + 264..504
        // = 158,949.12 .. 164,249.12.
        QTest::newRow("4 x A100") << "a100-4node-ib.cqd" << 32 << "158949.12" << "164249.12";
    }
    void samplesPriceWhatTheServersInclude()
    {
        QFETCH(QString, file);
        QFETCH(int, ports);
        QFETCH(QString, totalMin);
        QFETCH(QString, totalMax);
        const Run r = run({QStringLiteral("quote"), sample(file), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject q = r.json();
        for (const QJsonValue &v : q.value(QLatin1String("lines")).toArray()) {
            const QJsonObject line = v.toObject();
            const QString sku = line.value(QLatin1String("sku")).toString();
            if (sku == QLatin1String("SW-IB-HDR-40") || sku == QLatin1String("SVC-IB-PORT")) {
                QVERIFY2(line.value(QLatin1String("included")).toBool(), qPrintable(sku));
                QCOMPARE(line.value(QLatin1String("amount")).toString(), QStringLiteral("0.00"));
            }
            if (sku == QLatin1String("SVC-IB-PORT"))
                QCOMPARE(line.value(QLatin1String("quantity")).toInt(), ports);
            if (sku == QLatin1String("SRV-A100-SXM-8-IB"))
                QCOMPARE(line.value(QLatin1String("includes")).toArray().size(), 4); // NIC ports, fabric, power, ops
        }
        const QJsonObject total = q.value(QLatin1String("total")).toObject();
        QCOMPARE(total.value(QLatin1String("min")).toString(), totalMin);
        QCOMPARE(total.value(QLatin1String("max")).toString(), totalMax);
        // The checklist follows the quote: the IB port fee is included, not "not yet confirmed".
        const QJsonObject ib = q.value(QLatin1String("checklist")).toArray().at(0).toObject();
        QCOMPARE(ib.value(QLatin1String("fee")).toString(), QStringLiteral("ib-port-fees"));
        QCOMPARE(ib.value(QLatin1String("state")).toString(), QStringLiteral("included"));
        QVERIFY(ib.value(QLatin1String("from_quote")).toBool());
    }

    void emptyDesignQuotesNothing()
    {
        const QString path = written(QStringLiteral("empty-design.cqd"),
                                     R"({"format": "clusterquote-design", "version": 1, "name": "empty"})");
        QVERIFY(!path.isEmpty());
        const Run r = run({QStringLiteral("quote"), path, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QCOMPARE(r.json().value(QLatin1String("lines")).toArray().size(), 0); // no 100 Mb/s of bandwidth
        QCOMPARE(r.json().value(QLatin1String("total")).toString(), QStringLiteral("0.00"));
    }

    // Issue 17: analyze, compare and quote print one power figure per design, every server and
    // switch: a100-2node 2 x 6,500 + 750 = 13,750 W; a100-4node 4 x 6,500 + 750 = 26,750 W;
    // h100-4node 4 x 10,200 + 1,720 = 42,520 W (the samples' catalog figures).
    void onePowerFigureEverywhere()
    {
        const QStringList files{QStringLiteral("a100-2node-ib.cqd"), QStringLiteral("a100-4node-ib.cqd"),
                                QStringLiteral("h100-4node-ib.cqd")};
        const QList<double> kw{13.75, 26.75, 42.52};
        const QStringList lines{QStringLiteral("Power at full load: 13.75 kW (servers 13.00 kW, switches 0.75 kW)"),
                                QStringLiteral("Power at full load: 26.75 kW (servers 26.00 kW, switches 0.75 kW)"),
                                QStringLiteral("Power at full load: 42.52 kW (servers 40.80 kW, switches 1.72 kW)")};
        const Run compare = run({QStringLiteral("compare"), sample(files[0]), sample(files[1]), sample(files[2]),
                                 QStringLiteral("--json")});
        QVERIFY2(compare.code == 0 || compare.code == 1, qPrintable(compare.err));
        QJsonArray comparePower;
        for (const QJsonValue &row : compare.json().value(QLatin1String("rows")).toArray()) {
            if (row.toObject().value(QLatin1String("key")).toString() == QLatin1String("power_kw"))
                comparePower = row.toObject().value(QLatin1String("values")).toArray();
        }
        QCOMPARE(comparePower.size(), 3);
        for (int i = 0; i < files.size(); ++i) {
            const Run text = run({QStringLiteral("analyze"), sample(files[i])});
            QVERIFY2(text.out.contains(lines[i]), qPrintable(text.out));
            const Run json = run({QStringLiteral("analyze"), sample(files[i]), QStringLiteral("--json")});
            QCOMPARE(json.json().value(QLatin1String("power")).toObject().value(QLatin1String("kW")).toDouble(), kw[i]);
            QCOMPARE(comparePower.at(i).toDouble(), kw[i]);
            const Run quote = run({QStringLiteral("quote"), sample(files[i]), QStringLiteral("--json")});
            QVERIFY2(quote.code == 0, qPrintable(quote.err));
            QJsonObject power;
            for (const QJsonValue &line : quote.json().value(QLatin1String("lines")).toArray()) {
                if (line.toObject().value(QLatin1String("sku")).toString() == QLatin1String("SVC-POWER"))
                    power = line.toObject();
            }
            // The seed includes power in the rent: the line says kW, in kW, at no charge.
            QCOMPARE(power.value(QLatin1String("quantity")).toDouble(), kw[i]);
            QCOMPARE(power.value(QLatin1String("unit")).toString(), QStringLiteral("kw"));
            QVERIFY(power.value(QLatin1String("included")).toBool());
            QCOMPARE(power.value(QLatin1String("note")).toString(),
                     QStringLiteral("%1 kW at full load, included in server rent").arg(kw[i], 0, 'f', 2));
            // The text says the unit beside the quantity: kW of load, not kWh.
            const Run quoteText = run({QStringLiteral("quote"), sample(files[i])});
            QVERIFY2(quoteText.out.contains(QStringLiteral("  %1 kW x Power and cooling: included").arg(kw[i], 0, 'f', 2)),
                     qPrintable(quoteText.out));
        }
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
