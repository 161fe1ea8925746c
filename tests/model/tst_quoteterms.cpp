// Hourly term, USD conversion and the quote defects of issue #5: published ranges,
// missing prices, overflow, CSV formula injection. Expected figures are worked by hand in
// the comments.

#include "format/quotecsv.h"
#include "format/csvtable.h"
#include "quote/currencyconversion.h"
#include "quote/quotebuilder.h"
#include "testpricebook.h"

#include <QTest>

#include <limits>

using namespace cq;

namespace {
MoneyRange fen(qint64 min, qint64 max = -1) { return {Money(min), Money(max < 0 ? min : max)}; }
const QString kA100 = QStringLiteral("SRV-A100-SXM-8-IB");
} // namespace

class TestQuoteTerms : public QObject
{
    Q_OBJECT
private slots:
    void termKeys()
    {
        Term t = Term::Monthly;
        QVERIFY(termFromKey(QStringLiteral("hourly"), &t));
        QCOMPARE(t, Term::Hourly);
        QCOMPARE(termKey(Term::Hourly), QStringLiteral("hourly"));
        QVERIFY(!termFromKey(QStringLiteral("weekly"), &t));
    }

    void hourlyDerivesFromMonthlyBy730()
    {
        Design d = test::serversOnly(kA100, 4);
        for (Server &s : d.servers)
            s.gpuCount = 8;
        const Quote q = buildQuote(d, test::seedPriceBook(), Term::Hourly);
        const QuoteLine &rent = q.lines.at(0);
        // 35,888.00 / 730 = 49.16164... -> 49.16 per server-hour
        QCOMPARE(rent.unitPrice, fen(4916));
        QVERIFY(rent.perHour);
        QCOMPARE(rent.months, 1);
        QCOMPARE(rent.sharePpm, Ppm::kWhole); // the annual share is for the annual term only
        // 4 x 49.16 = 196.64 per hour
        QCOMPARE(rent.amount, fen(19664));
        // per GPU-hour: 35,888.00 / (730 x 8) = 6.14520... -> 6.15
        QVERIFY2(rent.note.contains(QStringLiteral("6.15")), qPrintable(rent.note));
        QCOMPARE(q.hoursPerMonth, 730);
        QVERIFY(q.assumptions.join(QString()).contains(QStringLiteral("730")));
        // VAT 6 %: 196.64 x 0.06 = 11.7984 -> 11.80; total 208.44
        QCOMPARE(q.total, fen(20844));
        // per month again: 208.44 x 730 = 152,161.20
        QCOMPARE(q.totalPerMonth(), fen(15216120));
    }

    void hourlyUsesTheBooksHours()
    {
        PriceBook book = test::seedPriceBook();
        book.hoursPerMonth = 720;
        const Quote q = buildQuote(test::serversOnly(kA100, 1), book, Term::Hourly);
        // 35,888.00 / 720 = 49.8444... -> 49.84
        QCOMPARE(q.lines.at(0).unitPrice, fen(4984));
    }

    void annualKeepsFamilyShares()
    {
        // H100 85 %: 59,999.00 x 12 x 0.85 = 611,989.80 per server
        const Quote q = buildQuote(test::serversOnly(QStringLiteral("SRV-H100-SXM-8-IB"), 1), test::seedPriceBook(),
                                   Term::Annual);
        QCOMPARE(q.lines.at(0).amount, fen(61198980));
    }

    void usdConvertsEachAmountOnce()
    {
        Design d = test::serversOnly(kA100, 2);
        d.quote.extras.currency = QStringLiteral("USD");
        PriceBook book = test::seedPriceBook();
        book.cnyPerUsdE4 = 72000;
        book.usdRateDate = QDate(2026, 11, 20);
        const Quote q = buildQuote(d, book, Term::Monthly);
        QCOMPARE(q.currency, QStringLiteral("USD"));
        // unit 35,888.00 / 7.2 = 4,984.444... -> 4,984.44 USD, the one conversion
        QCOMPARE(q.lines.at(0).unitPrice, fen(498444));
        // #17: the amount follows the shown unit price: 2 x 4,984.44 = 9,968.88 (not 71,776 / 7.2 = 9,968.89)
        QCOMPARE(q.lines.at(0).amount, fen(996888));
        // line VAT 6 % of 9,968.88 = 598.1328 -> 598.13
        QCOMPARE(q.vat, fen(59813));
        // total = 9,968.88 + 598.13 = 10,567.01 (the sum of the lines)
        QCOMPARE(q.total, fen(1056701));
        QCOMPARE(q.subtotal + q.vat, q.total);
        const QString said = q.assumptions.join(QString());
        QVERIFY2(said.contains(QStringLiteral("7.2000")) && said.contains(QStringLiteral("2026-11-20")), qPrintable(said));
        QCOMPARE(usdRateText(71234), QStringLiteral("7.1234"));
    }

    void publishedRangeIsNotAnEstimate()
    {
        PriceBook book = test::seedPriceBook();
        book.items.append(test::priceItem("SRV-H100-HIGH", "8x H100 SXM whole server", "8卡 H100 SXM 整机", "H100",
                                          PriceUnit::PerMonth, PriceKind::List, {Money::yuan(80000), Money::yuan(120000)}));
        const Quote q = buildQuote(test::serversOnly(QStringLiteral("SRV-H100-HIGH"), 1), book, Term::Monthly);
        const QuoteLine &line = q.lines.at(0);
        QVERIFY(line.isPublishedRange());
        QVERIFY(!line.isEstimate());
        QVERIFY(line.isRange());
        QVERIFY(!q.hasEstimates());
        QVERIFY(q.hasPublishedRanges());
        // 80,000-120,000 + 6 % VAT = 84,800.00-127,200.00
        QCOMPARE(q.total, fen(8480000, 12720000));
        QVERIFY(QuoteCsv::write(q).contains("published-range"));
    }

    void unknownSkuIsMissingNotZero()
    {
        const Quote q = buildQuote(test::serversOnly(QStringLiteral("SRV-NOBODY-KNOWS"), 3), test::seedPriceBook(),
                                   Term::Monthly);
        const QuoteLine &line = q.lines.at(0);
        QVERIFY(line.priceMissing);
        QVERIFY(q.hasMissingPrices());
        QCOMPARE(line.amount, MoneyRange());
        QCOMPARE(q.warnings.size(), 1);
        QVERIFY(q.warnings.first().contains(QStringLiteral("SRV-NOBODY-KNOWS")));
        QCOMPARE(q.subtotal, MoneyRange()); // nothing else is charged: power is included
    }

    void mulDivRoundDetectsOverflow()
    {
        bool ok = true;
        const Money max(std::numeric_limits<qint64>::max());
        QCOMPARE(max.mulDivRound(2, 1, &ok), Money());
        QVERIFY(!ok);
        QCOMPARE(max.mulDivRound(1, 1, &ok), max);
        QVERIFY(ok);
        // 10 x 3 / 2 = 15
        QCOMPARE(Money(10).mulDivRound(3, 2, &ok), Money(15));
        QVERIFY(ok);
        QCOMPARE(Money(-10).mulDivRound(std::numeric_limits<qint64>::max(), 1, &ok), Money());
        QVERIFY(!ok);
        QCOMPARE(Money::sumMulDivRound({{max, std::numeric_limits<qint64>::max()}, {max, std::numeric_limits<qint64>::max()}},
                                       1, &ok), Money());
        QVERIFY(!ok);
    }

    void overflowingLineIsReportedNotTruncated()
    {
        PriceBook book = test::seedPriceBook();
        book.items[0].price = MoneyRange::fixed(Money(4000000000000000000LL)); // 4 x 10^16 CNY per month
        // 4 servers x 4 x 10^18 fen = 1.6 x 10^19 > 2^63 - 1 = 9.22 x 10^18
        const Quote q = buildQuote(test::serversOnly(kA100, 4), book, Term::Monthly);
        QVERIFY(q.lines.at(0).priceMissing);
        QCOMPARE(q.lines.at(0).amount, MoneyRange());
        QVERIFY(q.warnings.join(QString()).contains(QStringLiteral("too large")));
    }

    void csvCellsCannotRunFormulas_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("written");
        QTest::newRow("equals") << "=1+2" << "'=1+2";
        QTest::newRow("plus") << "+SUM(A1:A9)" << "'+SUM(A1:A9)";
        QTest::newRow("minus text") << "-2+3+cmd|' /C calc'!A0" << "'-2+3+cmd|' /C calc'!A0";
        QTest::newRow("at") << "@SUM(1)" << "'@SUM(1)";
        QTest::newRow("tab") << "\t=1" << "'\t=1";
        QTest::newRow("negative number stays a number") << "-0.05" << "-0.05";
        QTest::newRow("plain") << "8x A100" << "8x A100";
        // Text that starts with an apostrophe before a formula character gets one more, else
        // reading would strip it (the long fuzz run's finding): '+DR -> ''+DR, read back as '+DR.
        QTest::newRow("apostrophe plus") << "'+DR" << "''+DR";
        QTest::newRow("two apostrophes equals") << "''=1" << "'''=1";
        QTest::newRow("apostrophe text") << "'abc" << "'abc";
        QTest::newRow("apostrophe number") << "'-5" << "''-5";
    }

    void csvCellsCannotRunFormulas()
    {
        QFETCH(QString, cell);
        QFETCH(QString, written);
        QCOMPARE(CsvTable::row({cell}), written + QStringLiteral("\r\n"));
        QList<QStringList> rows;
        QList<int> lines;
        QString error;
        QVERIFY(CsvTable::parse(CsvTable::row({cell, QStringLiteral("x")}).toUtf8(), &rows, &lines, &error));
        QCOMPARE(rows.at(0).at(0), cell); // the price-book CSV round-trips
    }

    void quoteCsvNeutralisesManualLines()
    {
        Design d = test::serversOnly(kA100, 1);
        ManualLine evil;
        evil.description = QStringLiteral("=HYPERLINK(\"http://x\",\"click\")");
        evil.unitPrice = MoneyRange::fixed(Money(100));
        d.quote.extras.manualLines.append(evil);
        const QByteArray csv = QuoteCsv::write(buildQuote(d, test::seedPriceBook(), Term::Monthly));
        QVERIFY(csv.contains("\"'=HYPERLINK(\"\"http://x\"\",\"\"click\"\")\""));
        QVERIFY(!csv.contains(",=HYPERLINK"));
    }
};

QTEST_GUILESS_MAIN(TestQuoteTerms)
#include "tst_quoteterms.moc"
