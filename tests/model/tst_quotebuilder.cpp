#include "quote/networkcount.h"
#include "quote/quotebuilder.h"
#include "testpricebook.h"

#include <QTest>

using namespace cq;
using cq::test::seedPriceBook;

namespace {
const QString kA100 = QStringLiteral("SRV-A100-SXM-8-IB");
const QString kH100 = QStringLiteral("SRV-H100-SXM-8-IB");
const QString kA100Est = QStringLiteral("SRV-A100-SXM-8-EST");

const QuoteLine *findLine(const Quote &quote, const QString &sku)
{
    for (const QuoteLine &line : quote.lines) {
        if (line.sku == sku)
            return &line;
    }
    return nullptr;
}

MoneyRange fen(qint64 min, qint64 max) { return {Money(min), Money(max)}; }
MoneyRange fen(qint64 fixed) { return MoneyRange::fixed(Money(fixed)); }
} // namespace

class TestQuoteBuilder : public QObject
{
    Q_OBJECT
private slots:
    void serverRent_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("annual");
        QTest::addColumn<qint64>("minFen");
        QTest::addColumn<qint64>("maxFen");
        QTest::addColumn<int>("share");
        // 2 x 35,888.00 x 1 month = 71,776.00
        QTest::newRow("2 A100 monthly") << kA100 << 2 << false << qint64(7177600) << qint64(7177600) << 10000;
        // 4 x 35,888.00 x 12 = 1,722,624.00; x 80 % = 1,378,099.20
        QTest::newRow("4 A100 annual") << kA100 << 4 << true << qint64(137809920) << qint64(137809920) << 8000;
        // 4 x 59,999.00 x 12 = 2,879,952.00; x 85 % = 2,447,959.20
        QTest::newRow("4 H100 annual") << kH100 << 4 << true << qint64(244795920) << qint64(244795920) << 8500;
        // 4 x 25,000 = 100,000.00 ; 4 x 40,000 = 160,000.00
        QTest::newRow("4 A100 estimate monthly") << kA100Est << 4 << false << qint64(10000000) << qint64(16000000)
                                                 << 10000;
    }
    void serverRent()
    {
        QFETCH(QString, sku);
        QFETCH(int, count);
        QFETCH(bool, annual);
        QFETCH(qint64, minFen);
        QFETCH(qint64, maxFen);
        QFETCH(int, share);
        const Quote q = buildQuote(test::serversOnly(sku, count), seedPriceBook(), annual ? Term::Annual : Term::Monthly);
        QCOMPARE(q.lines.size(), 2); // rent + included power
        const QuoteLine &rent = q.lines.at(0);
        QCOMPARE(rent.sku, sku);
        QCOMPARE(rent.quantity, double(count));
        QCOMPARE(rent.months, annual ? 12 : 1);
        QCOMPARE(rent.sharePpm, share * Ppm::kPerBasisPoint); // basis points x 100 = ppm
        QCOMPARE(rent.amount, fen(minFen, maxFen));
        QCOMPARE(q.subtotal, fen(minFen, maxFen)); // power is included: adds 0
        QVERIFY(q.warnings.isEmpty());
    }

    void estimateKeepsRangeToTotal()
    {
        const Quote q = buildQuote(test::serversOnly(kA100Est, 4), seedPriceBook(), Term::Monthly);
        QVERIFY(q.hasEstimates());
        QVERIFY(q.lines.at(0).isEstimate());
        // VAT 6 %: 100,000.00 -> 6,000.00 ; 160,000.00 -> 9,600.00
        QCOMPARE(q.vat, fen(600000, 960000));
        // total 106,000.00 - 169,600.00
        QCOMPARE(q.total, fen(10600000, 16960000));
        QVERIFY(!q.total.isFixed());
    }

    void listPricesOnlyHaveNoEstimates()
    {
        const Quote q = buildQuote(test::serversOnly(kA100, 2), seedPriceBook(), Term::Monthly);
        QVERIFY(!q.hasEstimates());
        QVERIFY(q.total.isFixed());
    }

    void vatAdded()
    {
        const Quote q = buildQuote(test::serversOnly(kA100, 2), seedPriceBook(), Term::Monthly);
        QCOMPARE(q.subtotal, fen(7177600));      // 71,776.00
        QCOMPARE(q.vat, fen(430656));            // 71,776.00 x 6 % = 4,306.56 exactly
        QCOMPARE(q.total, fen(7608256));         // 71,776.00 + 4,306.56 = 76,082.56
        QCOMPARE(q.vatBasisPoints, 600);
        QVERIFY(!q.pricesIncludeVat);
    }

    void vatContainedWhenPricesIncludeIt()
    {
        PriceBook book = seedPriceBook();
        book.pricesIncludeVat = true;
        const Quote q = buildQuote(test::serversOnly(kA100, 2), book, Term::Monthly);
        QCOMPARE(q.subtotal, fen(7177600));
        // VAT inside 71,776.00 gross: 7,177,600 fen x 600 / 10,600 = 406,279.245... -> 406,279 fen = 4,062.79
        QCOMPARE(q.vat, fen(406279));
        QCOMPARE(q.total, fen(7177600)); // nothing added
        QVERIFY(q.pricesIncludeVat);
    }

    void missingPriceWarnsAndPricesZero()
    {
        Design d = test::serversOnly(kA100, 1);
        d.servers.append(test::server(QStringLiteral("SRV-UNKNOWN-9")));
        const Quote q = buildQuote(d, seedPriceBook(), Term::Monthly);
        const QuoteLine *unknown = findLine(q, QStringLiteral("SRV-UNKNOWN-9"));
        QVERIFY(unknown);
        QCOMPARE(unknown->quantity, 1.0);
        QCOMPARE(unknown->amount, fen(0));
        QCOMPARE(q.warnings.size(), 1);
        QVERIFY2(q.warnings.at(0).contains(QStringLiteral("SRV-UNKNOWN-9")), qPrintable(q.warnings.at(0)));
        QCOMPARE(q.subtotal, fen(3588800)); // only the one A100: 35,888.00
    }

    void deviceWithoutSkuWarns()
    {
        const Quote q = buildQuote(test::serversOnly(QString(), 2), seedPriceBook(), Term::Monthly);
        QCOMPARE(q.lines.at(0).amount, fen(0));
        QCOMPARE(q.warnings.size(), 1);
        QVERIFY2(q.warnings.at(0).contains(QLatin1String("2 device(s)")), qPrintable(q.warnings.at(0)));
    }

    void ibPortCount()
    {
        // 2 servers x 8 cables, each into its own port of one IB switch: 16 server NICs, 16 ports.
        const Design d = test::ibCluster(2);
        QCOMPARE(cabledInfiniBandNicCount(d), 16);
        const Quote q = buildQuote(d, seedPriceBook(), Term::Monthly);
        const QuoteLine *ports = findLine(q, QStringLiteral("SVC-IB-PORT"));
        QVERIFY(ports);
        QCOMPARE(ports->quantity, 16.0);
        QCOMPARE(ports->amount, fen(240000)); // 16 x 150.00 = 2,400.00
    }

    void ibPortCountIgnoresEthernetAndDuplicates()
    {
        Design d = test::ibCluster(1); // 8 IB ports used
        Switch eth;
        eth.id = QUuid::createUuid();
        eth.kind = LinkKind::Ethernet;
        d.switches.append(eth);
        Switch ib2;
        ib2.id = QUuid::createUuid();
        ib2.kind = LinkKind::InfiniBand;
        d.switches.append(ib2);
        const QUuid ib1 = d.switches.at(0).id;
        d.cables.append(Cable{QUuid::createUuid(), {d.servers[0].id, 8}, {eth.id, 0}, 3.0}); // Ethernet: 0
        d.cables.append(Cable{QUuid::createUuid(), {ib1, 30}, {ib2.id, 0}, 3.0});           // IB-IB: the fabric's own, 0
        d.cables.append(Cable{QUuid::createUuid(), {ib1, 30}, {ib2.id, 0}, 3.0});           // same ports again: 0
        // The customer rents one port per cabled server NIC (issue 17), not the switch-to-switch ports.
        QCOMPARE(cabledInfiniBandNicCount(d), 8);
    }

    void goldenRounding()
    {
        // 30 x 19.75 = 592.50; x 50 % = 296.25 exactly. Rounding the discounted unit price first
        // would give 30 x round(9.875) = 30 x 9.88 = 296.40.
        QCOMPARE(lineAmount(fen(1975), 30, 1, 500000), fen(29625)); // 50 % = 500,000 ppm
    }

    void goldenRoundingThroughBuilder()
    {
        PriceBook book = seedPriceBook();
        book.items.append(test::priceItem("SRV-HALF", "Half-price test item", "", "HALF", PriceUnit::PerMonth,
                                          PriceKind::List, fen(1975)));
        book.annualSharesPpm.insert(QStringLiteral("HALF"), 500000);
        // 30 x 19.75 x 12 months = 7,110.00; x 50 % = 3,555.00 (unit-first rounding: 9.88 x 360 = 3,556.80)
        const Quote q = buildQuote(test::serversOnly(QStringLiteral("SRV-HALF"), 30), book, Term::Annual);
        QCOMPARE(q.lines.at(0).amount, fen(355500));
    }

    void fullClusterMonthly()
    {
        Design d = test::ibCluster(2);
        d.quote.publicBandwidthMbps = 100;
        const Quote q = buildQuote(d, seedPriceBook(), Term::Monthly);
        const QStringList expectedSkus = {kA100, QStringLiteral("SW-IB-HDR-40"), QStringLiteral("SVC-IB-PORT"),
                                          QStringLiteral("SVC-BW-BGP"), QStringLiteral("SVC-POWER")};
        QStringList skus;
        for (const QuoteLine &line : q.lines)
            skus << line.sku;
        QCOMPARE(skus, expectedSkus);
        QCOMPARE(q.lines.at(3).quantity, 100.0);
        QCOMPARE(q.lines.at(3).amount, fen(200000)); // 100 Mb/s x 20.00 = 2,000.00
        // 71,776.00 + 6,000.00 + 2,400.00 + 2,000.00 = 82,176.00 ; VAT 6 % = 4,930.56 ; total 87,106.56
        QCOMPARE(q.subtotal, fen(8217600));
        QCOMPARE(q.vat, fen(493056));
        QCOMPARE(q.total, fen(8710656));
    }

    void fullClusterAnnual()
    {
        Design d = test::ibCluster(2);
        d.quote.publicBandwidthMbps = 100;
        const Quote q = buildQuote(d, seedPriceBook(), Term::Annual);
        // A100 2 x 35,888 x 12 x 80 % = 689,049.60 ; switch 6,000 x 12 = 72,000.00 (no family: no discount)
        // ports 16 x 150 x 12 = 28,800.00 ; bandwidth 100 x 20 x 12 = 24,000.00
        QCOMPARE(q.lines.at(1).sharePpm, Ppm::kWhole);
        QCOMPARE(q.lines.at(2).amount, fen(2880000));
        // subtotal 813,849.60 ; VAT 81,384,960 fen x 6 % = 4,883,097.6 -> 4,883,098 fen = 48,830.98
        QCOMPARE(q.subtotal, fen(81384960));
        QCOMPARE(q.vat, fen(4883098));
        QCOMPARE(q.total, fen(86268058)); // 813,849.60 + 48,830.98 = 862,680.58
    }

    void skuLinesInFirstSeenOrder()
    {
        Design d;
        d.servers = {test::server(kH100), test::server(kA100), test::server(kH100)};
        d.quote.publicBandwidthMbps = 0;
        const Quote q = buildQuote(d, seedPriceBook(), Term::Monthly);
        QCOMPARE(q.lines.at(0).sku, kH100);
        QCOMPARE(q.lines.at(0).quantity, 2.0);
        QCOMPARE(q.lines.at(1).sku, kA100);
        QCOMPARE(q.lines.at(1).quantity, 1.0);
    }

    void powerLineIncluded()
    {
        Design d = test::serversOnly(kA100, 2);
        d.servers[1].powerW = 4250; // 6,500 W + 4,250 W = 10,750 W = 10.75 kW (two decimals, no switch here)
        const Quote q = buildQuote(d, seedPriceBook(), Term::Monthly);
        const QuoteLine &power = q.lines.last();
        QCOMPARE(power.sku, QStringLiteral("SVC-POWER"));
        QVERIFY(power.included);
        QCOMPARE(power.amount, fen(0));
        QCOMPARE(power.quantity, 10.75);
        QCOMPARE(power.unit, PriceUnit::Kw);
        QCOMPARE(power.note, QStringLiteral("10.75 kW at full load, included in server rent"));
    }

    void settingsFilledIn()
    {
        Design d = test::serversOnly(kA100, 1);
        d.quote.customer = QStringLiteral("深圳某智算公司");
        d.quote.date = QDate(2026, 3, 5);
        d.quote.term = Term::Monthly;
        const Quote q = buildQuote(d, seedPriceBook(), Term::Annual);
        // #17: no number is invented; until a revision is issued the quote is a draft.
        QCOMPARE(q.settings.quoteNumber, QString());
        QVERIFY(q.draft);
        QCOMPARE(q.shownNumber(), QString());
        QCOMPARE(q.settings.term, Term::Annual);
        QCOMPARE(q.settings.customer, d.quote.customer);
        // Issue 5: the per-line policy (the default) rounds each line and its VAT.
        QCOMPARE(q.roundingRule, QStringLiteral("Each line and its VAT are rounded once to the fen, halves away from "
                                                "zero; the totals are sums of the rounded lines."));

        d.quote.date = QDate();
        d.quote.quoteNumber = QStringLiteral("CQ-2026-0042");
        const Quote today = buildQuote(d, seedPriceBook(), Term::Monthly);
        QCOMPARE(today.settings.date, QDate::currentDate());
        QCOMPARE(today.settings.quoteNumber, QStringLiteral("CQ-2026-0042"));
    }

    void negativeVatIsRejected()
    {
        PriceBook book = seedPriceBook();
        book.vatBasisPoints = -600;
        const Quote q = buildQuote(test::serversOnly(kA100, 2), book, Term::Monthly);
        QCOMPARE(q.vat, fen(0));
        QCOMPARE(q.total, fen(7177600));
        QCOMPARE(q.warnings.size(), 1);
    }

    void emptyDesign()
    {
        const Quote q = buildQuote(Design(), seedPriceBook(), Term::Monthly);
        // Bandwidth comes with the servers (issue 17): an empty design quotes nothing, not 100 Mb/s.
        QCOMPARE(q.lines.size(), 0);
        QCOMPARE(q.total, fen(0));
    }
};

QTEST_GUILESS_MAIN(TestQuoteBuilder)
#include "tst_quotebuilder.moc"
