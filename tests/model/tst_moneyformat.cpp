#include "format/moneyformat.h"
#include "domain/groupeddigits.h"

#include <QTest>

#include <limits>

using namespace cq;

/** Money display: exact from fen, thousands separators, two decimals, ranges with an en dash. */
class TestMoneyFormat : public QObject
{
    Q_OBJECT
private slots:
    void money_data()
    {
        QTest::addColumn<qint64>("fen");
        QTest::addColumn<QString>("text");
        QTest::newRow("2 x A100 monthly") << qint64(7177600) << QStringLiteral("71,776.00"); // 2 x 35,888
        QTest::newRow("zero") << qint64(0) << QStringLiteral("0.00");
        QTest::newRow("five fen") << qint64(5) << QStringLiteral("0.05");
        QTest::newRow("negative") << qint64(-123450) << QStringLiteral("-1,234.50");
        QTest::newRow("just below a million") << qint64(99999999) << QStringLiteral("999,999.99");
        QTest::newRow("a million") << qint64(100000000) << QStringLiteral("1,000,000.00");
        QTest::newRow("most negative") << std::numeric_limits<qint64>::min()
                                       << QStringLiteral("-92,233,720,368,547,758.08");
    }
    void money()
    {
        QFETCH(qint64, fen);
        QFETCH(QString, text);
        QCOMPARE(formatMoney(Money(fen)), text);
    }

    void currencyAndChange()
    {
        QCOMPARE(formatMoney(Money(7177600), QStringLiteral("CNY")), QStringLiteral("CNY 71,776.00"));
        QCOMPARE(formatMoneyChange(Money(3588800)), QStringLiteral("+35,888.00"));
        QCOMPARE(formatMoneyChange(Money(-100000)), QStringLiteral("-1,000.00"));
        QCOMPARE(formatMoneyChange(Money(0)), QStringLiteral("0.00"));
    }

    void range()
    {
        QCOMPARE(formatMoneyRange(MoneyRange::fixed(Money::yuan(71776))), QStringLiteral("71,776.00"));
        const MoneyRange estimate{Money::yuan(25000), Money::yuan(40000)};
        QCOMPARE(formatMoneyRange(estimate), QStringLiteral("25,000.00 \u2013 40,000.00"));
        QCOMPARE(formatMoneyRange(estimate, QStringLiteral("CNY")), QStringLiteral("CNY 25,000.00 \u2013 40,000.00"));
    }

    void compactRange()
    {
        // The PDF's narrow columns join an estimate with a bare hyphen.
        const MoneyRange estimate{Money::yuan(100000), Money::yuan(160000)};
        QCOMPARE(formatMoneyRange(estimate, {}, RangeStyle::Compact), QStringLiteral("100,000.00-160,000.00"));
        QCOMPARE(formatMoneyRange(estimate, QStringLiteral("CNY"), RangeStyle::Compact),
                 QStringLiteral("CNY 100,000.00-160,000.00"));
        QCOMPARE(formatMoneyRange(MoneyRange::fixed(Money::yuan(143552)), QStringLiteral("CNY"), RangeStyle::Compact),
                 QStringLiteral("CNY 143,552.00"));
    }

    void basisPoints_data()
    {
        QTest::addColumn<int>("basisPoints");
        QTest::addColumn<QString>("text");
        QTest::newRow("no discount") << 10000 << QStringLiteral("100%");
        QTest::newRow("GPU custom 八折") << 8000 << QStringLiteral("80%");
        QTest::newRow("H100 八五折") << 8500 << QStringLiteral("85%");
        QTest::newRow("half percent") << 9250 << QStringLiteral("92.5%");
        QTest::newRow("VAT") << 600 << QStringLiteral("6%");
        QTest::newRow("two decimals") << 8333 << QStringLiteral("83.33%");
        QTest::newRow("zero") << 0 << QStringLiteral("0%");
    }
    void basisPoints()
    {
        QFETCH(int, basisPoints);
        QFETCH(QString, text);
        QCOMPARE(formatBasisPoints(basisPoints), text);
    }

    void count_data()
    {
        QTest::addColumn<qint64>("count");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("0");
        QTest::newRow("spares, three digits") << qint64(999) << QStringLiteral("999");
        QTest::newRow("SuperPOD tier") << qint64(1024) << QStringLiteral("1,024");
        QTest::newRow("SuperPOD cables") << qint64(2048) << QStringLiteral("2,048");
        QTest::newRow("a million") << qint64(1000000) << QStringLiteral("1,000,000");
        QTest::newRow("negative") << qint64(-1024) << QStringLiteral("-1,024");
    }
    void count()
    {
        QFETCH(qint64, count);
        QFETCH(QString, text);
        QCOMPARE(formatCount(count), text);
    }

    void decimalText_data()
    {
        QTest::addColumn<QString>("plain");
        QTest::addColumn<QString>("text");
        // The kilowatts and kilowatt-hours of a quote's notes: the whole part grouped, the fraction as given.
        QTest::newRow("128 H100 nodes, kW") << QStringLiteral("1388.16") << QStringLiteral("1,388.16");
        QTest::newRow("kWh, one decimal") << QStringLiteral("10037.5") << QStringLiteral("10,037.5");
        QTest::newRow("under a thousand") << QStringLiteral("730") << QStringLiteral("730");
        QTest::newRow("negative") << QStringLiteral("-1234567.125") << QStringLiteral("-1,234,567.125");
        QTest::newRow("a fraction only") << QStringLiteral("0.5") << QStringLiteral("0.5");
        QTest::newRow("not a plain number") << QStringLiteral("1.1388e+06") << QStringLiteral("1.1388e+06");
        QTest::newRow("empty") << QString() << QString();
    }
    void decimalText()
    {
        QFETCH(QString, plain);
        QFETCH(QString, text);
        QCOMPARE(groupedDigits(plain), text);
    }
};

QTEST_GUILESS_MAIN(TestMoneyFormat)
#include "tst_moneyformat.moc"
