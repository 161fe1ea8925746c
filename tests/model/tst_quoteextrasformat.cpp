// Quote extras and metadata saved in the .cqd file (QuoteExtrasFormat via DesignFormat).

#include "format/designformat.h"
#include "format/quoteextrasformat.h"
#include "quote/quotebuilder.h"
#include "testpricebook.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace cq;

namespace {

Design designWithExtras()
{
    Design d = test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2);
    QuoteSettings &q = d.quote;
    q.quoteNumber = QStringLiteral("CQ-2026-0007");
    q.customer = QStringLiteral("深圳某智算公司");
    q.salesEngineer = QStringLiteral("Li Lei");
    q.date = QDate(2026, 11, 30);
    q.validityDays = 45;
    q.term = Term::Hourly;
    q.language = QStringLiteral("en");
    q.notes = QStringLiteral("Line one\nLine two");
    ManualLine storage;
    storage.description = QStringLiteral("NVMe storage");
    storage.descriptionZh = QStringLiteral("NVMe 存储");
    storage.quantityMilli = 2250; // 2.25 TB
    storage.unitPrice = MoneyRange::fixed(Money(6422));
    storage.discountPpm = 123456; // 12.3456 %: ppm survive exactly
    storage.block = QuoteBlock::Hardware;
    ManualLine ips;
    ips.description = QStringLiteral("Public IPs");
    ips.kind = PriceKind::Estimate;
    ips.unitPrice = {Money(5000), Money(9000)};
    ips.included = true;
    ManualLine racks;
    racks.description = QStringLiteral("Racks");
    racks.unitPrice = MoneyRange::fixed(Money(30500));
    racks.targetPrice = Money(29000); // an exact discounted price survives too
    q.extras.manualLines = {storage, ips, racks};
    q.extras.checklist = {{HiddenFee::DdosBeyondFreeTier, HiddenFeeCheck::State::Priced, {Money(50000), Money(80000)},
                           QStringLiteral("10 Gb/s scrubbing")},
                          {HiddenFee::ImageLicences, HiddenFeeCheck::State::NotApplicable, {}, {}}};
    q.extras.contingency = true;
    q.extras.region = QStringLiteral("Shenzhen");
    q.extras.currency = QStringLiteral("USD");
    return d;
}

} // namespace

class TestQuoteExtrasFormat : public QObject
{
    Q_OBJECT
private slots:
    void extrasComeBackOnLoad()
    {
        const Design saved = designWithExtras();
        const DesignReadResult read = DesignFormat::read(DesignFormat::write(saved), QStringLiteral("a.cqd"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.quote, saved.quote);
        QCOMPARE(read.design.quote.extras.manualLines.at(0).discountPpm, 123456);
        QCOMPARE(read.design.quote.documentLanguage(), QStringLiteral("en"));
    }

    void basisPointFilesStillLoad()
    {
        // A file written before ppm says "discountBp": 1234 (12.34 %); it reads as 123,400 ppm.
        QString json = QString::fromUtf8(DesignFormat::write(designWithExtras()));
        static const QRegularExpression ppm(QStringLiteral("\"discountPpm\"\\s*:\\s*123456"));
        QVERIFY(json.contains(ppm));
        json.replace(ppm, QStringLiteral("\"discountBp\": 1234"));
        const DesignReadResult read = DesignFormat::read(json.toUtf8(), QStringLiteral("old.cqd"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.quote.extras.manualLines.at(0).discountPpm, 123400);
    }

    void reloadNeverMovesAPrice()
    {
        // The same quote before and after a save/load: a stored percentage moves no fen.
        const Design saved = designWithExtras();
        const Design loaded = DesignFormat::read(DesignFormat::write(saved), QStringLiteral("a.cqd")).design;
        const Quote before = buildQuote(saved, test::seedPriceBook(), Term::Monthly);
        const Quote after = buildQuote(loaded, test::seedPriceBook(), Term::Monthly);
        QCOMPARE(after.total, before.total);
        // USD (saved currency) at 7.2: unit 64.22 CNY = 6,422 x 10,000 / 72,000 = 891.94 -> 8.92 USD;
        // 2.25 x 8.92 = 20.07 x (1 - 12.3456 %) = 17.5922... -> 17.59 USD
        const auto manual = std::find_if(after.lines.cbegin(), after.lines.cend(), [](const QuoteLine &l) {
            return l.origin == QuoteLine::Origin::Manual && !l.included;
        });
        QVERIFY(manual != after.lines.cend());
        QCOMPARE(after.currency, QStringLiteral("USD"));
        QCOMPARE(manual->amount, MoneyRange::fixed(Money(1759)));
    }

    void olderFilesWithoutExtrasStillLoad()
    {
        // The 2-node sample as written before the extras existed: its quote object without "extras".
        QFile sample(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(sample.readAll()).object();
        QJsonObject quote = root.value(QLatin1String("quote")).toObject();
        quote.remove(QStringLiteral("extras"));
        root.insert(QStringLiteral("quote"), quote);
        const DesignReadResult read = DesignFormat::read(QJsonDocument(root).toJson(), QStringLiteral("older.cqd"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.quote.extras, QuoteExtras());
        QCOMPARE(read.design.quote.documentLanguage(), QStringLiteral("zh_CN"));
    }

    void badExtrasNameThePlace_data()
    {
        QTest::addColumn<QByteArray>("extras");
        QTest::addColumn<QString>("where");
        QTest::newRow("unit") << QByteArray(R"({"manualLines":[{"unit":"fortnight"}]})")
                              << QStringLiteral("quote.extras.manualLines[0].unit");
        QTest::newRow("quantity") << QByteArray(R"({"manualLines":[{"quantityMilli":"-5"}]})")
                                  << QStringLiteral("quote.extras.manualLines[0].quantityMilli");
        QTest::newRow("price") << QByteArray(R"({"manualLines":[{"price":["900","100"]}]})")
                               << QStringLiteral("quote.extras.manualLines[0].price");
        QTest::newRow("fee") << QByteArray(R"({"checklist":[{"fee":"bribes","state":"priced"}]})")
                             << QStringLiteral("quote.extras.checklist[0].fee");
        QTest::newRow("state") << QByteArray(R"({"checklist":[{"fee":"ddos","state":"maybe"}]})")
                               << QStringLiteral("quote.extras.checklist[0].state");
        QTest::newRow("currency") << QByteArray(R"({"currency":"EUR"})") << QStringLiteral("quote.extras.currency");
        QTest::newRow("not an object") << QByteArray(R"([1])") << QStringLiteral("quote.extras");
    }

    void badExtrasNameThePlace()
    {
        QFETCH(QByteArray, extras);
        QFETCH(QString, where);
        const QByteArray file = DesignFormat::write(test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 1));
        QJsonObject root = QJsonDocument::fromJson(file).object();
        QJsonObject quote = root.value(QStringLiteral("quote")).toObject();
        quote.insert(QStringLiteral("extras"), QJsonDocument::fromJson("{\"v\":" + extras + "}").object().value("v"));
        root.insert(QStringLiteral("quote"), quote);
        const DesignReadResult read = DesignFormat::read(QJsonDocument(root).toJson(), QStringLiteral("x.cqd"));
        QVERIFY(!read.ok());
        QVERIFY2(read.error.contains(where), qPrintable(read.error));
        QVERIFY2(read.error.startsWith(QStringLiteral("x.cqd")), qPrintable(read.error));
    }

    void olderSnapshotIntegersStillRead()
    {
        // Revisions issued before this format wrote "block" and "state" as integers.
        QuoteExtras extras;
        QString where, why;
        const QJsonObject old = QJsonDocument::fromJson(
            R"({"manualLines":[{"description":"x","block":1,"price":["100","100"],"quantityMilli":"1000"}],
                "checklist":[{"fee":"ddos","state":3,"price":["5","7"]}],"contingency":true,"region":""})").object();
        QVERIFY2(QuoteExtrasFormat::fromJson(old, &extras, &where, &why), qPrintable(where + why));
        QCOMPARE(extras.manualLines.at(0).block, QuoteBlock::Network);
        QCOMPARE(extras.checklist.at(0).state, HiddenFeeCheck::State::Priced);
        QCOMPARE(extras.checklist.at(0).price, (MoneyRange{Money(5), Money(7)}));
    }
};

QTEST_GUILESS_MAIN(TestQuoteExtrasFormat)
#include "tst_quoteextrasformat.moc"
