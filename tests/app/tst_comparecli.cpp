#include "../common/fixtureguard.h"
#include "clirun.h"
#include "pricebookdatabase.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

/**
 * `clusterquote compare` in-process on a fresh seeded price book (database/pricebookseed.cpp),
 * on the bundled A100 and H100 4-node samples (and the Ascend 910B one). The figures are worked out by hand in
 * tests/model/tst_comparison.cpp; here the same numbers must reach the text and the JSON.
 */
class TestCompareCli : public QObject
{
    Q_OBJECT

    using Run = cqtest::CliRun;
    QTemporaryDir m_dir;

    Run run(QStringList args) const
    {
        args.prepend(QStringLiteral("compare"));
        args << QStringLiteral("--pricebook") << m_dir.filePath(QStringLiteral("pricebook.sqlite"));
        return cqtest::runCli(args);
    }
    static QString sample(const char *name) { return QStringLiteral(CQ_SAMPLES_DIR "/") + QLatin1String(name); }
    static QStringList samples() { return {sample("a100-4node-ib.cqd"), sample("h100-4node-ib.cqd")}; }

    static QJsonObject row(const QJsonObject &json, const QString &key)
    {
        for (const QJsonValue &r : json.value(QStringLiteral("rows")).toArray())
            if (r.toObject().value(QStringLiteral("key")).toString() == key)
                return r.toObject();
        return {};
    }

private slots:
    void text()
    {
        const Run r = run(samples());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // Run cost on the monthly term (tst_comparison: 5,088,707.41 .. 5,258,385.29 and
        // 2,637,832.25 .. 2,691,360.56), the H100 one marked better.
        QVERIFY2(r.out.contains(QStringLiteral("5,088,707.41 – 5,258,385.29 ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("2,637,832.25 – 2,691,360.56*")), qPrintable(r.out));
        // Designs named as the window's columns: file name without ".cqd", servers compared. The tests'
        // C locale installs no catalogue; the name still takes the English catalogue's plural, never
        // the source's "server(s)".
        QVERIFY2(r.out.contains(QStringLiteral("Recommended: h100-4node-ib \u00b7 4 servers,")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("against a100-4node-ib \u00b7 4 servers it saves")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("h100-4node-ib \u00b7 4 servers\n")), qPrintable(r.out)); // column head
        QVERIFY2(!r.out.contains(QStringLiteral("server(s)")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral(".cqd")), qPrintable(r.out));
        // Midpoints 5,173,546.35 and 2,664,596.405: the difference 2,508,949.945 rounds half away from zero to 2,508,949.95
        // (48.5 % of 5,173,546.35); 973.78 - 307.20 = 666.6 days sooner.
        QVERIFY2(r.out.contains(QStringLiteral("saves about CNY 2,508,949.95 (48.5 % of its run cost) and finishes "
                                               "666.6 days sooner")),
                 qPrintable(r.out));
    }

    void json()
    {
        const Run r = run(samples() << QStringLiteral("--json") << QStringLiteral("--term") << QStringLiteral("annual"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("cheapest_run")).toInt(-1), 1);
        const QJsonArray cost = row(json, QStringLiteral("run_cost")).value(QStringLiteral("values")).toArray();
        // Annual term: annual total / 12 per month (tst_comparison::annualTermRun).
        QCOMPARE(cost.at(0).toObject().value(QStringLiteral("min")).toString(), QStringLiteral("4114403.59"));
        QCOMPARE(cost.at(1).toObject().value(QStringLiteral("max")).toString(), QStringLiteral("2305963.20"));
        const QJsonObject peak = row(json, QStringLiteral("peak_pflops"));
        QCOMPARE(peak.value(QStringLiteral("values")).toArray().at(1).toDouble(), 31.648); // 32 x 989 TFLOPS
        QCOMPARE(peak.value(QStringLiteral("best")).toArray(), (QJsonArray{false, true}));
        QCOMPARE(peak.value(QStringLiteral("better")).toString(), QStringLiteral("higher"));
        QCOMPARE(json.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("term")).toString(),
                 QStringLiteral("annual"));
    }

    void withAscend()
    {
        // A100, H100 and Ascend 910B side by side (default 70B on 1T tokens, monthly term).
        // Ascend sample: 4 x 8x 910B, RoCE switch included in the server estimate.
        // Peak 32 x 280 = 8.96 PFLOPS. In a node, 1 GiB: ring over HCCS 13 x 12 = 156 GB/s,
        // 56 + 2^30 / (156 x 8 / 14) / 1000 = 12,101.1807179 us on NCCL's table; the ramp (ncclramp.h)
        // keeps all 13 channels (2^30 >= 13 x 512 threads x 64 B) and, as 2^30 / (13 x 8 ranks) =
        // 10,324,440.6 B a chunk exceeds 4 steps x 512 KiB, runs full 512 KiB steps: fill 2 passes x
        // 8 steps x 524,288 B / (1000 x 156 / 13 = 12 GB/s) = 699.0506667 us; time 12,800.2313846 us,
        // busbw = 2^30 / 12800.2313846 / 1000 x 14 / 8 = 146.797986 GB/s (tst_ascendseed).
        // Monthly: servers 4 x 25,121.60-32,299.20 = 100,486.40-129,196.80, bandwidth 2,000-3,000
        // (Shenzhen = the default estimate), storage 4,400-8,400; VAT per line 6,029.18-7,751.81 +
        // 120-180 + 264-504: 113,299.58-149,032.61. Time to train 6 x 70e9 x 1e12 / (8.96e15 x 0.5)
        // = 9.375e7 s = 1,085.07 days; one run 113,299.58 x 26,041.67 h / 730 = 4,041,794.38.
        const Run r = run(samples() << sample("ascend-4node-roce.cqd") << QStringLiteral("--json"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("cheapest_run")).toInt(-1), 1); // H100 still
        const auto third = [&](const char *key) {
            return row(json, QLatin1String(key)).value(QStringLiteral("values")).toArray().at(2);
        };
        QCOMPARE(third("peak_pflops").toDouble(), 8.96);
        QVERIFY(qAbs(third("busbw_intra_GBps").toDouble() - 146.797986) < 1e-5);
        QCOMPARE(third("monthly").toObject().value(QStringLiteral("min")).toString(), QStringLiteral("113299.58"));
        QCOMPARE(third("monthly").toObject().value(QStringLiteral("max")).toString(), QStringLiteral("149032.61"));
        QVERIFY(qAbs(third("train_days").toDouble() - 1085.0694444) < 1e-6);
        QCOMPARE(third("run_cost").toObject().value(QStringLiteral("min")).toString(), QStringLiteral("4041794.38"));
        QCOMPARE(third("errors").toInt(-1), 0);
        // CQ-CANN-001, and CQ-FABRIC-002: 4 x 8 NPUs on 8 x 200GE are 200 Gb/s per NPU, under the
        // guides' 400 from 32.
        QCOMPARE(third("warnings").toInt(-1), 2);
    }

    /** The singular form: --servers 1 leaves one server per design ("1 server", not "1 servers"). */
    // The same design twice: no saving and no time to name, so no "saves about CNY 0.00 ...
    // finishes 0.0 days sooner" but that the other costs the same and takes as long.
    void tiedDesignsSayTheyTie()
    {
        const QString copy = m_dir.filePath(QStringLiteral("h100-copy.cqd"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(sample("h100-4node-ib.cqd"), copy));
        const Run r = run({sample("h100-4node-ib.cqd"), copy});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("h100-copy \u00b7 4 servers costs the same and takes as long.")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("saves about CNY 0.00")), qPrintable(r.out));
    }

    void oneServerSingular()
    {
        const Run r = run(samples() << QStringLiteral("--servers") << QStringLiteral("1"));
        QVERIFY2(r.out.contains(QStringLiteral("a100-4node-ib \u00b7 1 server ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("h100-4node-ib \u00b7 1 server\n")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("server(s)")) && !r.out.contains(QStringLiteral("1 servers")),
                 qPrintable(r.out));
    }

    /**
     * `compare a100-4node-ib.cqd ascend-4node-roce.cqd --term annual` on a price book without
     * SRV-910B-8-ROCE (as an installed book from before the Ascend seed): its 4 servers are
     * price missing, so the Ascend quote totals only bandwidth and storage. That is no cost of the
     * design: its cost rows read "price missing", are never better and the run is not ranked.
     */
    void priceMissingIsNotCheapest()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-910b.sqlite"));
        {
            cq::PriceBookDatabase database;
            QVERIFY2(database.open(path), qPrintable(database.error()));
            cq::PriceBook book = database.priceBook();
            QVERIFY(book.items.removeIf([](const cq::PriceItem &i) { return i.sku == QLatin1String("SRV-910B-8-ROCE"); }) > 0);
            QVERIFY2(database.savePriceBook(book), qPrintable(database.error()));
        }
        const QStringList args{QStringLiteral("compare"), sample("a100-4node-ib.cqd"), sample("ascend-4node-roce.cqd"),
                               QStringLiteral("--term"), QStringLiteral("annual"), QStringLiteral("--pricebook"), path};
        const Run r = cqtest::runCli(args);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // A100 on the annual term as tst_comparison::annualTermRun: 4,114,403.59 .. 4,284,081.47, 973.8 days;
        // monthly 158,949.12 .. 164,249.12 (moneyMonthlyTerm), none marked better with nothing to beat.
        QVERIFY2(r.out.contains(QStringLiteral("158,949.12 – 164,249.12                   price missing \n")),
                 qPrintable(r.out));
        QCOMPARE(r.out.count(QStringLiteral("price missing")), 4); // monthly, annual, run, per PFLOP-hour
        QVERIFY2(!r.out.contains(QStringLiteral("9,964.00")) && !r.out.contains(QStringLiteral("price missing*")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral(
                     "Recommended: a100-4node-ib \u00b7 4 servers, the cheapest training run (CNY 4,114,403.59 – "
                     "4,284,081.47, 973.8 days). It cannot rank ascend-4node-roce \u00b7 4 servers on cost: "
                     "SRV-910B-8-ROCE has no annual price in the price book.\n")),
                 qPrintable(r.out));
        QCOMPARE(r.out.count(QStringLiteral("SRV-910B-8-ROCE")), 1); // the reason named once

        const Run j = cqtest::runCli(QStringList(args) << QStringLiteral("--json"));
        QVERIFY2(j.code == 0, qPrintable(j.err));
        const QJsonObject json = QJsonDocument::fromJson(j.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("cheapest_run")).toInt(-1), 0);
        const QJsonArray designs = json.value(QStringLiteral("designs")).toArray();
        QVERIFY(designs.at(0).toObject().value(QStringLiteral("price_missing")).isNull());
        QCOMPARE(designs.at(1).toObject().value(QStringLiteral("price_missing")).toString(),
                 QStringLiteral("SRV-910B-8-ROCE has no annual price in the price book"));
        for (const char *key : {"monthly", "annual", "run_cost", "cost_per_pflop_hour"}) {
            const QJsonObject cost = row(json, QLatin1String(key));
            QVERIFY2(cost.value(QStringLiteral("values")).toArray().at(1).isNull(), key);
            QCOMPARE(cost.value(QStringLiteral("price_missing")).toArray(), (QJsonArray{false, true}));
            QCOMPARE(cost.value(QStringLiteral("best")).toArray(), (QJsonArray{false, false}));
        }
        QCOMPARE(row(json, QStringLiteral("run_cost")).value(QStringLiteral("values")).toArray().at(0).toObject()
                     .value(QStringLiteral("min")).toString(),
                 QStringLiteral("4114403.59"));
        QCOMPARE(row(json, QStringLiteral("power_kw")).value(QStringLiteral("price_missing")).toArray(),
                 (QJsonArray{false, false}));
    }

    void modelAndTokens()
    {
        // 1.5T tokens: time 1.5 x 307.20 = 460.80 days on H100; 7B uses the data-parallel layout.
        const Run r = run(samples() << QStringLiteral("--tokens") << QStringLiteral("1.5T") << QStringLiteral("--json"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const double days = row(json, QStringLiteral("train_days")).value(QStringLiteral("values")).toArray().at(1).toDouble();
        QVERIFY2(qAbs(days - 460.798) < 1e-2, qPrintable(QString::number(days)));
        const Run small = run(samples() << QStringLiteral("--model") << QStringLiteral("7B") << QStringLiteral("--json"));
        const QJsonObject in = QJsonDocument::fromJson(small.out.toUtf8()).object().value(QStringLiteral("inputs")).toObject();
        QCOMPARE(in.value(QStringLiteral("parameters")).toDouble(), 7e9);
        QCOMPARE(in.value(QStringLiteral("tensor_parallel")).toInt(), 1);
        QCOMPARE(in.value(QStringLiteral("tokens")).toDouble(), 1e12);
    }

    void discountKeepsFourDecimals()
    {
        // 4.9183 % is read exactly (not as 4.92 %): monthly 158,949.12 x 0.950817 = 151,131.525... -> 151,131.53
        // (tst_comparison::whatIfDiscountKeepsFourDecimals; 4.92 % would give 151,128.82).
        const Run r = run(samples() << QStringLiteral("--discount") << QStringLiteral("4.9183") << QStringLiteral("--json"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject in = json.value(QStringLiteral("inputs")).toObject();
        QCOMPARE(in.value(QStringLiteral("discount_ppm")).toInt(), 49183);
        QCOMPARE(in.value(QStringLiteral("discount_percent")).toDouble(), 4.9183);
        const QJsonArray monthly = row(json, QStringLiteral("monthly")).value(QStringLiteral("values")).toArray();
        QCOMPARE(monthly.at(0).toObject().value(QStringLiteral("min")).toString(), QStringLiteral("151131.53"));
        // 99.995 % leaves 158,949.12 x 0.00005 = 7.947456 -> 7.95, not 0.00.
        const Run most = run(samples() << QStringLiteral("--discount") << QStringLiteral("99.995") << QStringLiteral("--json"));
        QVERIFY2(most.code == 0, qPrintable(most.err));
        const QJsonObject mostJson = QJsonDocument::fromJson(most.out.toUtf8()).object();
        QCOMPARE(row(mostJson, QStringLiteral("monthly")).value(QStringLiteral("values")).toArray().at(0).toObject()
                     .value(QStringLiteral("min")).toString(),
                 QStringLiteral("7.95"));
    }

    void pdf()
    {
        const QString out = m_dir.filePath(QStringLiteral("compare.pdf"));
        const Run r = run(samples() << QStringLiteral("--pdf") << out);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        CQ_REQUIRE_FIXTURE(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext (poppler-utils) not installed");
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), out, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString pdfText = QString::fromUtf8(text.readAllStandardOutput());
        // The table (hand figures of tst_comparison), the recommendation, the charts' titles, the assumptions.
        QVERIFY2(pdfText.contains(QStringLiteral("2,637,832.25 – 2,691,360.56 \u2713")), qPrintable(pdfText));
        QVERIFY(pdfText.contains(QStringLiteral("Recommended: h100-4node-ib \u00b7 4 servers,")));
        // The design is named as in the window everywhere: table head, recommendation, both chart legends.
        QCOMPARE(pdfText.count(QStringLiteral("h100-4node-ib \u00b7 4 servers")), 4);
        QVERIFY2(!pdfText.contains(QStringLiteral(".cqd")), qPrintable(pdfText));
        QVERIFY(pdfText.contains(QStringLiteral("Run cost against time to train, by servers")));
        QVERIFY(pdfText.contains(QStringLiteral("Assumptions")));
        QVERIFY(pdfText.contains(QStringLiteral("Page 2 of 2"))); // the footer of every customer PDF (PdfPageFrame)
    }

    void pdfInChinese()
    {
        // --lang zh_CN words the PDF in Chinese (translations/clusterquote_zh_CN.ts), whatever the
        // UI language of the text output, which stays English here.
        const QString out = m_dir.filePath(QStringLiteral("compare-zh.pdf"));
        const Run r = run(samples() << QStringLiteral("--pdf") << out << QStringLiteral("--lang") << QStringLiteral("zh_CN"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Recommended: h100-4node-ib \u00b7 4 servers,")));
        CQ_REQUIRE_FIXTURE(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext (poppler-utils) not installed");
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {out, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString pdfText = QString::fromUtf8(text.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
        for (const QString &zh : {QStringLiteral("方案对比：单次训练费用"), QStringLiteral("推荐：h100-4node-ib · 4 台服务器"),
                                  QStringLiteral("假设条件"), QStringLiteral("第 2 页，共 2 页")})
            QVERIFY2(pdfText.contains(zh.normalized(QString::NormalizationForm_KC)), qPrintable(zh + QStringLiteral(" not in:\n") + pdfText));
        QVERIFY(!pdfText.contains(QStringLiteral("Recommended")));
        // Table head, recommendation and both chart legends, in the PDF's language (not the UI's "server(s)").
        QCOMPARE(pdfText.count(QStringLiteral("h100-4node-ib \u00b7 4 台服务器").normalized(QString::NormalizationForm_KC)), 4);
        QVERIFY2(!pdfText.contains(QStringLiteral(".cqd")) && !pdfText.contains(QStringLiteral("server")), qPrintable(pdfText));
    }

    void pdfUnsupportedLanguage()
    {
        const Run r = run(samples() << QStringLiteral("--pdf") << m_dir.filePath(QStringLiteral("fr.pdf"))
                                    << QStringLiteral("--lang") << QStringLiteral("fr"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unsupported language \"fr\"")), qPrintable(r.err));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("one file") << QStringList{sample("a100-4node-ib.cqd")} << QStringLiteral("two or more design files");
        QTest::newRow("missing file") << QStringList{sample("a100-4node-ib.cqd"), QStringLiteral("/nonexistent/x.cqd")}
                                      << QStringLiteral("x.cqd");
        QTest::newRow("bad model") << (samples() << QStringLiteral("--model") << QStringLiteral("huge"))
                                   << QStringLiteral("--model: \"huge\" is not a count");
        QTest::newRow("bad tokens") << (samples() << QStringLiteral("--tokens") << QStringLiteral("-1T"))
                                    << QStringLiteral("--tokens");
        QTest::newRow("bad mfu") << (samples() << QStringLiteral("--mfu") << QStringLiteral("150"))
                                 << QStringLiteral("--mfu");
        QTest::newRow("discount, fifth decimal") << (samples() << QStringLiteral("--discount") << QStringLiteral("4.91835"))
                                                 << QStringLiteral("--discount: 4.91835 has more than four decimals");
        QTest::newRow("discount above 100 %") << (samples() << QStringLiteral("--discount") << QStringLiteral("100.5"))
                                              << QStringLiteral("--discount: 100.5 is more than 100 %");
        QTest::newRow("discount not a number") << (samples() << QStringLiteral("--discount") << QStringLiteral("ten"))
                                               << QStringLiteral("--discount: ten is not a percentage");
        QTest::newRow("bad term") << (samples() << QStringLiteral("--term") << QStringLiteral("weekly"))
                                  << QStringLiteral("--term");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1); // one line
    }
};

QTEST_MAIN(TestCompareCli)
#include "tst_comparecli.moc"
