#include "clirun.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

/**
 * `clusterquote size` in-process on a fresh seeded price book: the JSON parses, and its
 * candidate 1, written with --generate 1 -o, quotes and analyzes to the figures the advisor showed.
 */
class TestSizeCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString book() const { return path(QStringLiteral("pricebook.sqlite")); }

private slots:
    void generatedCandidateQuotesAndAnalyzesTheSame()
    {
        const QString file = path(QStringLiteral("candidate1.cqd"));
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("size"), QStringLiteral("--model"), QStringLiteral("70B"),
                                                 QStringLiteral("--tokens"), QStringLiteral("1T"), QStringLiteral("--days"),
                                                 QStringLiteral("90"), QStringLiteral("--json"), QStringLiteral("--generate"),
                                                 QStringLiteral("1"), QStringLiteral("-o"), file, QStringLiteral("--pricebook"), book()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject json = r.json();
        QCOMPARE(json.value(QLatin1String("job")).toObject().value(QLatin1String("model_state_bytes")).toDouble(), 1120e9); // 16 x 70e9
        const QJsonArray candidates = json.value(QLatin1String("candidates")).toArray();
        QVERIFY(!candidates.isEmpty());
        const QJsonObject first = candidates.first().toObject();
        QVERIFY(first.value(QLatin1String("time")).toObject().value(QLatin1String("days")).toDouble() <= 90);
        // Cheapest first among those that meet the deadline.
        for (const QJsonValue &v : candidates)
            QVERIFY(v.toObject().value(QLatin1String("time")).toObject().value(QLatin1String("days")).toDouble() <= 90);

        const cqtest::CliRun quote = cqtest::runCli({QStringLiteral("quote"), file, QStringLiteral("--json"),
                                                     QStringLiteral("--pricebook"), book()});
        QVERIFY2(quote.code == 0, qPrintable(quote.err));
        QCOMPARE(quote.json().value(QLatin1String("total")), first.value(QLatin1String("monthly_total")));
        QCOMPARE(quote.json().value(QLatin1String("total")), first.value(QLatin1String("per_month")));

        const cqtest::CliRun analyze = cqtest::runCli({QStringLiteral("analyze"), file, QStringLiteral("--json")});
        const QJsonObject a = analyze.json();
        const QJsonObject cluster = a.value(QLatin1String("clusters")).toArray().first().toObject();
        QCOMPARE(cluster.value(QLatin1String("gpus")).toInt(), first.value(QLatin1String("gpus")).toInt());
        QCOMPARE(cluster.value(QLatin1String("all_reduce")).toObject().value(QLatin1String("busbw_GBps")).toDouble(),
                 first.value(QLatin1String("cluster_all_reduce_busbw_GBps")).toObject().value(QLatin1String("value")).toDouble());
        QCOMPARE(cluster.value(QLatin1String("peak_tflops_bf16")).toDouble() / cluster.value(QLatin1String("gpus")).toInt(),
                 first.value(QLatin1String("peak_tflops")).toDouble());
        QCOMPARE(a.value(QLatin1String("power")).toObject().value(QLatin1String("kW")).toDouble(),
                 first.value(QLatin1String("power_kW")).toDouble());
    }

    void deadlineNobodyMeets()
    {
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("size"), QStringLiteral("--model"), QStringLiteral("175B"),
                                                 QStringLiteral("--tokens"), QStringLiteral("1T"), QStringLiteral("--days"),
                                                 QStringLiteral("1"), QStringLiteral("--pricebook"), book()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("No candidate meets the 1-day deadline: the fastest")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("The nearest candidates:")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral(" 1  ")), qPrintable(r.out));
    }

    void modelNoGpuFits()
    {
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("size"), QStringLiteral("--model"), QStringLiteral("70B"),
                                                 QStringLiteral("--tokens"), QStringLiteral("1T"), QStringLiteral("--gpu"),
                                                 QStringLiteral("rtx-4090"), QStringLiteral("--pricebook"), book()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("70B fits no GPU of the catalog")), qPrintable(r.err));
    }

    void badInput()
    {
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("size"), QStringLiteral("--model"), QStringLiteral("huge"),
                                                 QStringLiteral("--tokens"), QStringLiteral("1T"), QStringLiteral("--pricebook"), book()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--model: \"huge\" is neither a preset")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestSizeCli)
#include "tst_sizecli.moc"
