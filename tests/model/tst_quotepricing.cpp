#include "quote/quotebuilder.h"
#include "quote/termcomparison.h"
#include "testpricebook.h"

#include <QTest>

using namespace cq;
using cq::test::seedPriceBook;

namespace {
const QString kA100 = QStringLiteral("SRV-A100-SXM-8-IB");

MoneyRange fen(qint64 fixed) { return MoneyRange::fixed(Money(fixed)); }

/** A design with no devices and no bandwidth: only the extras make lines. */
Design emptyDesign()
{
    Design d;
    d.quote.publicBandwidthMbps = 0;
    d.quote.date = QDate(2026, 3, 5);
    return d;
}

ManualLine manual(const char *description, qint64 priceFen, qint64 quantityMilli = 1000, int discountBp = 0)
{
    ManualLine m;
    m.description = QString::fromLatin1(description);
    m.unitPrice = fen(priceFen);
    m.quantityMilli = quantityMilli;
    m.discountPpm = discountBp * Ppm::kPerBasisPoint;
    return m;
}

qint64 sumOfRoundedLines(const Quote &q)
{
    qint64 sum = 0;
    for (const QuoteLine &l : q.lines)
        sum += l.amount.min.fen() + l.vat.min.fen();
    return sum;
}
} // namespace

/** Issue 5's golden money cases, rounding policies, discount rules and the quote extras. */
class TestQuotePricing : public QObject
{
    Q_OBJECT
private slots:
    void goldenLineAmounts_data()
    {
        QTest::addColumn<qint64>("priceFen");
        QTest::addColumn<qint64>("quantityMilli");
        QTest::addColumn<int>("discountBp");
        QTest::addColumn<qint64>("expectedFen");
        // 30 x 19.75 = 592.50; x 50 % = 296.25 (rounding 9.875 first would give 30 x 9.88 = 296.40)
        QTest::newRow("30 x 19.75 at 50 %") << qint64(1975) << qint64(30000) << 5000 << qint64(29625);
        // 2.25 x 64.22 = 144.495; x 0 % left = 0.00
        QTest::newRow("2.25 x 64.22 at 100 %") << qint64(6422) << qint64(2250) << 10000 << qint64(0);
        // 2.25 x 64.22 = 144.495 -> 144.50 (half away from zero)
        QTest::newRow("2.25 x 64.22 no discount") << qint64(6422) << qint64(2250) << 0 << qint64(14450);
        // 3 x 0.01 at 50 % = 0.015 -> 0.02
        QTest::newRow("half a fen rounds up") << qint64(1) << qint64(3000) << 5000 << qint64(2);
    }
    void goldenLineAmounts()
    {
        QFETCH(qint64, priceFen);
        QFETCH(qint64, quantityMilli);
        QFETCH(int, discountBp);
        QFETCH(qint64, expectedFen);
        QCOMPARE(lineAmountMilli(fen(priceFen), quantityMilli, 1, Ppm::kWhole, discountBp * Ppm::kPerBasisPoint), fen(expectedFen));
        // The same case as a manual line of a quote.
        QuoteExtras extras;
        extras.manualLines = {manual("case", priceFen, quantityMilli, discountBp)};
        const Quote q = buildQuote(emptyDesign(), seedPriceBook(), Term::Monthly, extras);
        QCOMPARE(q.lines.size(), 1);
        QCOMPARE(q.lines.first().amount, fen(expectedFen));
    }

    void shareIsAppliedBeforeRounding()
    {
        // The annual share path: 30 x 19.75 x 1 month x 50 % share = 296.25, not 296.40.
        QCOMPARE(lineAmount(fen(1975), 30, 1, 500000), fen(29625));
    }

    void roundingPolicies_data()
    {
        QTest::addColumn<int>("policy");
        QTest::addColumn<qint64>("subtotal");
        QTest::addColumn<qint64>("vat");
        QTest::addColumn<qint64>("total");
        // Per line: VAT 55.55 x 23 % = 12.7765 -> 12.78; 11.11 x 23 % = 2.5553 -> 2.56;
        // lines 68.33 + 13.67 = 82.00 = 66.66 + 15.34.
        QTest::newRow("per line") << int(RoundingPolicy::PerLine) << qint64(6666) << qint64(1534) << qint64(8200);
        // Per document: 66.66 x 23 % = 15.3318 -> 15.33; total 81.99.
        QTest::newRow("per document") << int(RoundingPolicy::PerDocument) << qint64(6666) << qint64(1533)
                                      << qint64(8199);
    }
    void roundingPolicies()
    {
        QFETCH(int, policy);
        QFETCH(qint64, subtotal);
        QFETCH(qint64, vat);
        QFETCH(qint64, total);
        PriceBook book = seedPriceBook();
        book.vatBasisPoints = 2300;
        book.roundingPolicy = RoundingPolicy(policy);
        QuoteExtras extras;
        extras.manualLines = {manual("a", 5555), manual("b", 1111)};
        const Quote q = buildQuote(emptyDesign(), book, Term::Monthly, extras);
        QCOMPARE(q.subtotal, fen(subtotal));
        QCOMPARE(q.vat, fen(vat));
        QCOMPARE(q.total, fen(total));
        if (q.roundingPolicy == RoundingPolicy::PerLine)
            QCOMPARE(sumOfRoundedLines(q), q.total.min.fen());
    }

    void perDocumentSumsExactFractions()
    {
        // Three lines of 0.01 at 50 % off: each is 0.005. Per line 3 x 0.01 = 0.03;
        // per document 0.015 -> 0.02 (VAT 0 to isolate the subtotal).
        PriceBook book = seedPriceBook();
        book.vatBasisPoints = 0;
        QuoteExtras extras;
        extras.manualLines = {manual("x", 1, 1000, 5000), manual("y", 1, 1000, 5000), manual("z", 1, 1000, 5000)};
        QCOMPARE(buildQuote(emptyDesign(), book, Term::Monthly, extras).subtotal, fen(3));
        book.roundingPolicy = RoundingPolicy::PerDocument;
        QCOMPARE(buildQuote(emptyDesign(), book, Term::Monthly, extras).subtotal, fen(2));
    }

    void discountRules_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<bool>("annual");
        QTest::addColumn<qint64>("amount");
        QTest::addColumn<int>("discountBp");
        // 2 x 35,888 = 71,776.00 x 95 % = 68,187.20 (only the 5 % rule matches)
        QTest::newRow("2 servers: 5 %") << 2 << false << qint64(6818720) << 500;
        // 4 x 35,888 = 143,552.00 x 90 % = 129,196.80 (the 10 % rule wins, rules never stack)
        QTest::newRow("4 servers: 10 %") << 4 << false << qint64(12919680) << 1000;
        // 143,552 x 12 x 80 % x 90 % = 1,240,289.28
        QTest::newRow("4 servers annual") << 4 << true << qint64(124028928) << 1000;
    }
    void discountRules()
    {
        QFETCH(int, servers);
        QFETCH(bool, annual);
        QFETCH(qint64, amount);
        QFETCH(int, discountBp);
        PriceBook book = seedPriceBook();
        DiscountRule small{QStringLiteral("Loyalty"), QStringLiteral("A100"), {}, true, Term::Monthly, 0, 50000};
        DiscountRule volume{QStringLiteral("Volume"), QStringLiteral("A100"), {}, true, Term::Monthly, 4, 100000};
        DiscountRule h100Only{QStringLiteral("H100 only"), QStringLiteral("H100"), {}, true, Term::Monthly, 0, 500000};
        book.discountRules = {small, volume, h100Only};
        const Quote q = buildQuote(test::serversOnly(kA100, servers), book, annual ? Term::Annual : Term::Monthly);
        QCOMPARE(q.lines.first().amount, fen(amount));
        QCOMPARE(q.lines.first().discountPpm, discountBp * Ppm::kPerBasisPoint);
    }

    void contingencyPerBlock()
    {
        // Hardware 2 x 35,888 = 71,776.00; network: bandwidth 100 x 20.00 = 2,000.00 + IB port fee 300.00;
        // services: manual 1,000.00. Contingency 20 %: 14,355.20 / 460.00 / 200.00.
        // Subtotal 71,776 + 2,000 + 1,000 + 300 + 14,355.20 + 460 + 200 = 90,091.20.
        // VAT 6 % per line: 4,306.56 + 120.00 + 60.00 + 18.00 + 861.31 (861.312) + 27.60 + 12.00 = 5,405.47.
        Design d = test::serversOnly(kA100, 2);
        d.quote.publicBandwidthMbps = 100;
        QuoteExtras extras;
        extras.manualLines = {manual("Storage", 100000)};
        extras.checklist = {{HiddenFee::IbPortFees, HiddenFeeCheck::State::Priced, fen(30000), {}}};
        extras.contingency = true;
        const Quote q = buildQuote(d, seedPriceBook(), Term::Monthly, extras);
        QList<qint64> contingency;
        for (const QuoteLine &l : q.lines) {
            if (l.origin == QuoteLine::Origin::Contingency)
                contingency << l.amount.min.fen();
        }
        QCOMPARE(contingency, (QList<qint64>{1435520, 46000, 20000}));
        QCOMPARE(q.subtotal, fen(9009120));
        QCOMPARE(q.vat, fen(540547));
        QCOMPARE(q.total, fen(9549667));
        QCOMPARE(q.checklist.size(), int(HiddenFee::Count));
        QCOMPARE(q.checklist.at(1).state, HiddenFeeCheck::State::Unchecked); // not ticked: listed as open
    }

    void hourlyAndOneOffManualLinesIgnoreTheAnnualTerm()
    {
        // 36 h x 12.50 = 450.00 and a one-off setup of 800.00: charged once even on an annual quote.
        ManualLine trial = manual("GPU trial", 1250, 36000);
        trial.unit = PriceUnit::PerHour;
        ManualLine setup = manual("Setup", 80000);
        setup.unit = PriceUnit::OneOff;
        ManualLine storage = manual("Storage", 10000); // per month: 12 x 100.00 = 1,200.00
        QuoteExtras extras;
        extras.manualLines = {trial, setup, storage};
        const Quote q = buildQuote(emptyDesign(), seedPriceBook(), Term::Annual, extras);
        QCOMPARE(q.lines.at(0).amount, fen(45000));
        QCOMPARE(q.lines.at(1).amount, fen(80000));
        QCOMPARE(q.lines.at(2).amount, fen(120000));
    }

    void badManualLineIsPricedZeroWithWarning()
    {
        QuoteExtras extras;
        extras.manualLines = {manual("Negative", 5000, -1000), manual("Too much off", 5000, 1000, 10001)};
        const Quote q = buildQuote(emptyDesign(), seedPriceBook(), Term::Monthly, extras);
        QCOMPARE(q.total, fen(0));
        QCOMPARE(q.warnings.size(), 2);
        QVERIFY2(q.warnings.first().contains(QLatin1String("Negative")), qPrintable(q.warnings.first()));
    }

    void regionalPrice()
    {
        PriceBook book = seedPriceBook();
        PriceItem singapore = *book.item(kA100);
        singapore.region = QStringLiteral("Singapore");
        singapore.price = fen(4000000); // 40,000.00 in Singapore
        book.items.append(singapore);
        QuoteExtras extras;
        extras.region = QStringLiteral("Singapore");
        Design d = test::serversOnly(kA100, 1);
        d.quote.publicBandwidthMbps = 0;
        QCOMPARE(buildQuote(d, book, Term::Monthly, extras).subtotal, fen(4000000));
        QCOMPARE(buildQuote(d, book, Term::Monthly).subtotal, fen(3588800)); // default region: 35,888.00
        extras.region = QStringLiteral("Los Angeles"); // no LA price: the default one
        QCOMPARE(buildQuote(d, book, Term::Monthly, extras).subtotal, fen(3588800));
        QCOMPARE(book.regions(), QStringList{QStringLiteral("Singapore")});
    }

    void monthlyAgainstAnnual()
    {
        // Monthly: 71,776.00 + 6 % = 76,082.56; x 12 = 912,990.72.
        // Annual: 71,776 x 12 x 80 % = 689,049.60 + 41,342.98 (41,342.976) = 730,392.58.
        // Saving 182,598.14 = 2.4 months of 76,082.56.
        Design d = test::serversOnly(kA100, 2);
        d.quote.publicBandwidthMbps = 0;
        const TermComparison c = compareTerms(d, seedPriceBook());
        QCOMPARE(c.monthlyTotal, fen(7608256));
        QCOMPARE(c.twelveMonthly, fen(91299072));
        QCOMPARE(c.annualTotal, fen(73039258));
        QCOMPARE(c.saving, fen(18259814));
        QCOMPARE(c.savingMonthsTenths, 24);
    }

    void annualWithoutShareCostsTheSame()
    {
        // A family the book gives no annual share: annual = 12 x monthly, at 100 %.
        // Monthly: 1,000.05 + VAT 60.00 (60.003) = 1,060.05; x 12 = 12,720.60.
        // Annual: 12,000.60 + VAT 720.04 (720.036) = 12,720.64: 0.04 more, only from rounding
        // the VAT once per term, so the comparison says "the same", never "costs 0.04 more".
        PriceBook book = seedPriceBook();
        book.items.append(test::priceItem("SRV-NPU", "8x NPU server", "8卡 NPU 服务器", "Ascend", PriceUnit::PerMonth,
                                          PriceKind::List, fen(100005)));
        Design d = test::serversOnly(QStringLiteral("SRV-NPU"), 1);
        d.quote.publicBandwidthMbps = 0;
        const TermComparison c = compareTerms(d, book);
        QCOMPARE(c.twelveMonthly, fen(1272060));
        QCOMPARE(c.annualTotal, fen(1272064));
        QCOMPARE(c.saving, fen(-4));
        QCOMPARE(c.outcome, TermComparison::Outcome::Same);
        QCOMPARE(c.savingMonthsTenths, 0);
    }

    void centsWithinOneFenPerLineAreRounding()
    {
        // Share 99.9999 %: monthly 1,000.17 + VAT 60.01 (60.0102) = 1,060.18; x 12 = 12,722.16.
        // Annual: 12,002.04 x 0.999999 = 12,002.027998 -> 12,002.03 + VAT 720.12 (720.1218)
        // = 12,722.15. 0.01 "saved" is at most 1 fen per line: rounding, so Same.
        PriceBook book = seedPriceBook();
        book.items.append(test::priceItem("SRV-NPU", "8x NPU server", "8卡 NPU 服务器", "Ascend", PriceUnit::PerMonth,
                                          PriceKind::List, fen(100017)));
        book.annualSharesPpm.insert(QStringLiteral("Ascend"), 999999);
        Design d = test::serversOnly(QStringLiteral("SRV-NPU"), 1);
        d.quote.publicBandwidthMbps = 0;
        const TermComparison c = compareTerms(d, book);
        QCOMPARE(c.twelveMonthly, fen(1272216));
        QCOMPARE(c.annualTotal, fen(1272215));
        QCOMPARE(c.saving, fen(1));
        QCOMPARE(c.outcome, TermComparison::Outcome::Same);
        // The same book at 80 % saves for real: Saves, not rounding.
        book.annualSharesPpm.insert(QStringLiteral("Ascend"), 800000);
        QCOMPARE(compareTerms(d, book).outcome, TermComparison::Outcome::Saves);
    }
};

QTEST_GUILESS_MAIN(TestQuotePricing)
#include "tst_quotepricing.moc"
