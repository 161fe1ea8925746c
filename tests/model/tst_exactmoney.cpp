#include "quote/currencyconversion.h"
#include "quote/ppm.h"
#include "quote/quotebuilder.h"
#include "quote/termcomparison.h"
#include "testpricebook.h"

#include <QTest>

using namespace cq;

namespace {

MoneyRange fen(qint64 fixed) { return MoneyRange::fixed(Money(fixed)); }

/** A price book with one 305.00-per-month item and no annual share for its family. */
PriceBook bookWith305()
{
    PriceBook book = test::seedPriceBook();
    PriceItem item;
    item.sku = QStringLiteral("SRV-TEST-305");
    item.name = QStringLiteral("Test server");
    item.family = QStringLiteral("TEST");
    item.price = fen(30500);
    book.items.append(item);
    return book;
}

DiscountRule annualRule(int discountPpm, std::optional<Money> target = std::nullopt)
{
    DiscountRule rule;
    rule.name = QStringLiteral("Annual price");
    rule.sku = QStringLiteral("SRV-TEST-305");
    rule.anyTerm = false;
    rule.term = Term::Annual;
    rule.discountPpm = discountPpm;
    rule.targetPrice = target;
    return rule;
}

} // namespace

/** Issue 17 "Exact money everywhere": ppm shares and discounts, target prices, USD lines. */
class TestExactMoney : public QObject
{
    Q_OBJECT
private slots:
    void percentText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("ppm");
        QTest::newRow("four decimals") << QStringLiteral("4.918") << 49180;
        QTest::newRow("with sign") << QStringLiteral("4.9180 %") << 49180;
        QTest::newRow("smallest step") << QStringLiteral("0.0001") << 1;
        QTest::newRow("eighty") << QStringLiteral("80%") << 800000;
        QTest::newRow("whole") << QStringLiteral("100") << 1000000;
        QTest::newRow("empty is none") << QString() << 0;
    }
    void percentText()
    {
        QFETCH(QString, text);
        QFETCH(int, ppm);
        int read = -1;
        QString why;
        QVERIFY2(Ppm::fromPercentText(text, &read, &why), qPrintable(why));
        QCOMPARE(read, ppm);
    }

    void percentTextRefusesWhatCannotBeStored_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("fifth decimal") << QStringLiteral("4.91805");
        QTest::newRow("above 100 %") << QStringLiteral("100.0001");
        QTest::newRow("comma") << QStringLiteral("12,5");
        QTest::newRow("negative") << QStringLiteral("-5");
        QTest::newRow("words") << QStringLiteral("ten");
    }
    void percentTextRefusesWhatCannotBeStored()
    {
        QFETCH(QString, text);
        int read = 777;
        QString why;
        QVERIFY(!Ppm::fromPercentText(text, &read, &why));
        QCOMPARE(read, 777);                          // never read as 0 % or 100 %
        QVERIFY2(why.contains(text), qPrintable(why)); // the message names the value
    }

    void percentTextIsExact()
    {
        QCOMPARE(Ppm::toPercentText(49180), QStringLiteral("4.918%"));
        QCOMPARE(Ppm::toPercentText(800000), QStringLiteral("80%"));
        QCOMPARE(Ppm::toPercentText(1), QStringLiteral("0.0001%"));
        QCOMPARE(Ppm::toPercentText(1000000), QStringLiteral("100%"));
    }

    void largestLineStaysExact()
    {
        // 10^9 milli-units (1,000,000) x 12 months x 100 % share x 0 % off of 1,000,000.00:
        // 10^6 x 12 x 10^8 fen = 1.2 x 10^15 fen; the factor 1.2 x 10^22 is beyond qint64.
        bool ok = false;
        const MoneyRange amount = lineAmountMilli(fen(100000000), 1000000000, 12, Ppm::kWhole, 0, &ok);
        QVERIFY(ok);
        QCOMPARE(amount, fen(1200000000000000));
        // A product beyond 128 bits is refused, not wrapped.
        const MoneyRange huge = lineAmountMilli(fen(std::numeric_limits<qint64>::max()), 1000000000, 12, Ppm::kWhole,
                                                0, &ok);
        QVERIFY(!ok);
        QCOMPARE(huge, MoneyRange());
    }

    void annualPriceToTheFen_data()
    {
        QTest::addColumn<int>("discountPpm");
        QTest::addColumn<bool>("target");
        QTest::addColumn<qint64>("amountFen");
        // 305.00 x 12 x (1 - 4.92 %) = 3,660 x 0.9508 = 3,479.928 -> 3,479.93 (289.99 a month): basis points miss
        QTest::newRow("4.92 % (bp)") << 49200 << false << qint64(347993);
        // 305.00 x 12 x (1 - 4.91 %) = 3,660 x 0.9509 = 3,480.294 -> 3,480.29 (290.02 a month)
        QTest::newRow("4.91 % (bp)") << 49100 << false << qint64(348029);
        // 305.00 x 12 x (1 - 4.918 %) = 3,660 x 0.95082 = 3,480.0012 -> 3,480.00
        QTest::newRow("4.918 % (ppm)") << 49180 << false << qint64(348000);
        // target 290.00: 12 x 290.00 = 3,480.00 exactly, whatever the percentage
        QTest::newRow("target 290.00") << 0 << true << qint64(348000);
    }
    void annualPriceToTheFen()
    {
        QFETCH(int, discountPpm);
        QFETCH(bool, target);
        QFETCH(qint64, amountFen);
        PriceBook book = bookWith305();
        book.discountRules = {annualRule(discountPpm, target ? std::optional<Money>(Money(29000)) : std::nullopt)};
        const Quote q = buildQuote(test::serversOnly(QStringLiteral("SRV-TEST-305"), 1), book, Term::Annual);
        const QuoteLine &line = q.lines.first();
        QCOMPARE(line.amount, fen(amountFen));
        QCOMPARE(line.unitPrice, fen(30500)); // the list price stays what the line shows
        if (target) {
            QCOMPARE(line.targetPrice, std::optional<Money>(Money(29000)));
            // (305 - 290) / 305 = 4.91803... % -> 49,180 ppm shown
            QCOMPARE(line.discountPpm, 49180);
        } else {
            QCOMPARE(line.discountPpm, discountPpm);
        }
    }

    void targetPriceForManyUnitsAndPerDocument()
    {
        // 7 units x 12 months x 290.00 = 24,360.00 exactly; 4.918 % gives 7 x 3,480.0012 = 24,360.0084 -> 24,360.01.
        PriceBook book = bookWith305();
        book.roundingPolicy = RoundingPolicy::PerDocument;
        book.discountRules = {annualRule(0, Money(29000))};
        const Quote q = buildQuote(test::serversOnly(QStringLiteral("SRV-TEST-305"), 7), book, Term::Annual);
        QCOMPARE(q.lines.first().amount, fen(2436000));
        // the subtotal adds 0 for the included power line: 24,360.00
        QCOMPARE(q.subtotal, fen(2436000));
    }

    void targetAboveListPriceIsNoDiscount()
    {
        PriceBook book = bookWith305();
        book.discountRules = {annualRule(0, Money(31000))};
        const Quote q = buildQuote(test::serversOnly(QStringLiteral("SRV-TEST-305"), 1), book, Term::Annual);
        QCOMPARE(q.lines.first().amount, fen(366000)); // 12 x 305.00, the rule does not apply
        QCOMPARE(q.lines.first().discountPpm, 0);
        QVERIFY(!q.lines.first().targetPrice);
    }

    void annualTargetIsNotSharedAgain()
    {
        // A100 list 35,888.00, annual share 80 %; rule: annual target 29,000.00 a month.
        // 2 servers x 29,000.00 x 12 months = 696,000.00 (the share must not make it 556,800.00).
        PriceBook book = test::seedPriceBook();
        DiscountRule rule = annualRule(0, Money::yuan(29000));
        rule.sku = QStringLiteral("SRV-A100-SXM-8-IB");
        book.discountRules = {rule};
        const Design d = test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2);
        const Quote q = buildQuote(d, book, Term::Annual);
        const QuoteLine &line = q.lines.first();
        QCOMPARE(line.amount, fen(69600000));
        QCOMPARE(line.sharePpm, Ppm::kWhole);
        QCOMPARE(line.months, 12);
        // (35,888 - 29,000) / 35,888 = 19.1930... % -> 191,930 ppm, shown only
        QCOMPARE(line.discountPpm, 191930);
        // Without the rule the share applies as before: 2 x 35,888.00 x 12 x 80 % = 689,049.60.
        book.discountRules.clear();
        QCOMPARE(buildQuote(d, book, Term::Annual).lines.first().amount, fen(68904960));

        // USD at 7.2000: target 2,900,000 x 10,000 / 72,000 = 402,777.8 -> 4,027.78 USD;
        // 2 x 4,027.78 x 12 = 96,666.72 USD, what the shown price x quantity x months gives.
        book.discountRules = {rule};
        QuoteExtras extras;
        extras.currency = QStringLiteral("USD");
        const Quote usd = buildQuote(d, book, Term::Annual, extras);
        QCOMPARE(usd.currency, QStringLiteral("USD"));
        const QuoteLine &usdLine = usd.lines.first();
        QCOMPARE(usdLine.targetPrice, std::optional<Money>(Money(402778)));
        QCOMPARE(usdLine.sharePpm, Ppm::kWhole);
        QCOMPARE(usdLine.amount, fen(9666672));
    }

    void lowestPriceWinsWhenATargetMeetsAShare()
    {
        // Annual A100 (list 35,888.00, share 80 %): 5 % off the shared price gives
        // 2 x 35,888.00 x 12 x 0.8 x 0.95 = 654,597.12, below the target's 2 x 29,000.00 x 12 = 696,000.00,
        // so the 5 % rule applies although 5 % < 19.193 %.
        PriceBook book = test::seedPriceBook();
        DiscountRule target = annualRule(0, Money::yuan(29000));
        target.sku = QStringLiteral("SRV-A100-SXM-8-IB");
        DiscountRule fivePercent = annualRule(50000);
        fivePercent.name = QStringLiteral("Five");
        fivePercent.sku = target.sku;
        book.discountRules = {target, fivePercent};
        const Design d = test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2);
        const QuoteLine line = buildQuote(d, book, Term::Annual).lines.first();
        QCOMPARE(line.discountName, QStringLiteral("Five"));
        QVERIFY(!line.targetPrice);
        QCOMPARE(line.sharePpm, 800000);
        QCOMPARE(line.amount, fen(65459712));
        // At 30 % off instead: 2 x 35,888.00 x 12 x 0.8 x 0.7 = 482,334.72, where the target 29,000.00 would lose;
        // a target of 20,000.00 (480,000.00) beats it.
        book.discountRules[0].targetPrice = Money::yuan(20000);
        book.discountRules[1].discountPpm = 300000;
        const QuoteLine cheaper = buildQuote(d, book, Term::Annual).lines.first();
        QCOMPARE(cheaper.targetPrice, std::optional<Money>(Money::yuan(20000)));
        QCOMPARE(cheaper.amount, fen(48000000));
    }

    void targetAboveListPriceWarns()
    {
        // 36,000.00 is above the A100 list price 35,888.00: no discount, and the quote says so.
        PriceBook book = test::seedPriceBook();
        DiscountRule rule = annualRule(0, Money::yuan(36000));
        rule.sku = QStringLiteral("SRV-A100-SXM-8-IB");
        book.discountRules = {rule};
        const Quote q = buildQuote(test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2), book, Term::Annual);
        QVERIFY(!q.lines.first().targetPrice);
        QCOMPARE(q.lines.first().amount, fen(68904960)); // 2 x 35,888.00 x 12 x 80 %, the share as usual
        const QString warnings = q.warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QStringLiteral("SRV-A100-SXM-8-IB")) && warnings.contains(QStringLiteral("36000.00"))
                     && warnings.contains(QStringLiteral("35888.00")),
                 qPrintable(warnings));
        // The same rule on the monthly term does not match, so nothing is said.
        const Quote monthly = buildQuote(test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2), book, Term::Monthly);
        QVERIFY2(!monthly.warnings.join(QString()).contains(QStringLiteral("36000.00")),
                 qPrintable(monthly.warnings.join(QLatin1Char('\n'))));
    }

    void manualLineTargetPrice()
    {
        // 7 x 305.00 at the exact price 290.00 = 2,030.00 (4.918 % would give 7 x 290.0001 = 2,030.0007 -> 2,030.00,
        // but at 4.92 % 7 x 289.994 = 2,029.958 -> 2,029.96).
        Design d;
        ManualLine m;
        m.description = QStringLiteral("Racks");
        m.unitPrice = fen(30500);
        m.quantityMilli = 7000;
        m.targetPrice = Money(29000);
        QuoteExtras extras;
        extras.manualLines = {m};
        const Quote q = buildQuote(d, test::seedPriceBook(), Term::Monthly, extras);
        const QuoteLine &line = q.lines.first();
        QCOMPARE(line.amount, fen(203000));
        QCOMPARE(line.discountPpm, 49180);
        QCOMPARE(line.targetPrice, std::optional<Money>(Money(29000)));
        // A target above the unit price is no discount: the line is priced at 0 with a warning.
        extras.manualLines.first().targetPrice = Money(31000);
        const Quote bad = buildQuote(d, test::seedPriceBook(), Term::Monthly, extras);
        QCOMPARE(bad.lines.first().amount, MoneyRange());
        QVERIFY(!bad.warnings.isEmpty());
    }

    void usdLineAgreesWithItsShownUnitPrice()
    {
        // A manual line of 3 x 1,000.00 CNY at 12.5 % off, in USD at 7.2000:
        // unit 100,000 x 10,000 / 72,000 = 13,888.9 -> 138.89 USD; 3 x 138.89 x 0.875 = 364.58625 -> 364.59
        // (converting the CNY amount instead: 2,625.00 / 7.2 = 364.583 -> 364.58).
        Design d;
        d.quote.publicBandwidthMbps = 0;
        ManualLine m;
        m.description = QStringLiteral("Storage");
        m.unitPrice = fen(100000);
        m.quantityMilli = 3000;
        m.discountPpm = 125000;
        QuoteExtras extras;
        extras.manualLines = {m};
        extras.currency = QStringLiteral("USD");
        const Quote q = buildQuote(d, test::seedPriceBook(), Term::Monthly, extras);
        QCOMPARE(q.currency, QStringLiteral("USD"));
        const QuoteLine &line = q.lines.first();
        QCOMPARE(line.unitPrice, fen(13889));
        QCOMPARE(line.amount, fen(36459));
        // recomputed from what the line shows: quantity x unit x months x share x (1 - discount)
        QCOMPARE(lineAmountMilli(line.unitPrice, qRound64(line.quantity * 1000), line.months, line.sharePpm,
                                 line.discountPpm), line.amount);
        QVERIFY(q.assumptions.join(QString()).contains(QStringLiteral("(1 - discount)")));
    }

    void comparisonSpeaksOfASavingOnlyWhenThereIsOne()
    {
        // TEST family has no annual share: 12 x monthly = annual, no saving.
        const Design d = test::serversOnly(QStringLiteral("SRV-TEST-305"), 1);
        PriceBook book = bookWith305();
        TermComparison c = compareTerms(d, book);
        QCOMPARE(c.outcome, TermComparison::Outcome::Same);
        QCOMPARE(c.savingMonthsTenths, 0);
        // Annual costs more: a 10 % discount that only the monthly term gets.
        DiscountRule monthly = annualRule(100000);
        monthly.term = Term::Monthly;
        book.discountRules = {monthly};
        c = compareTerms(d, book);
        // monthly 274.50 (+6 % VAT 16.47 = 290.97) x 12 = 3,491.64; annual 3,660.00 + 219.60 = 3,879.60
        QCOMPARE(c.outcome, TermComparison::Outcome::CostsMore);
        QCOMPARE(c.saving, fen(349164 - 387960));
        // A100 at 80 %: annual saves 2.4 months; the saving range is ordered low to high.
        c = compareTerms(test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2), test::seedPriceBook());
        QCOMPARE(c.outcome, TermComparison::Outcome::Saves);
        QVERIFY(c.saving.min <= c.saving.max);
    }
};

QTEST_GUILESS_MAIN(TestExactMoney)
#include "tst_exactmoney.moc"
