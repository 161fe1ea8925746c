#include "pdf/moneytext.h"

#include <QTest>

using cq::Money;
using cq::MoneyRange;
using cq::MoneyText;

class TestMoneyText : public QObject
{
    Q_OBJECT
private slots:
    void amount_data()
    {
        QTest::addColumn<qint64>("fen");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("0.00");
        QTest::newRow("five fen") << qint64(5) << QStringLiteral("0.05");
        QTest::newRow("no group below 1000") << qint64(99999) << QStringLiteral("999.99");
        QTest::newRow("first group") << qint64(100000) << QStringLiteral("1,000.00");
        QTest::newRow("4 x A100") << qint64(14355200) << QStringLiteral("143,552.00");
        QTest::newRow("4 A100 annual") << qint64(137809920) << QStringLiteral("1,378,099.20");
        QTest::newRow("negative") << qint64(-123450) << QStringLiteral("-1,234.50");
        QTest::newRow("negative no group") << qint64(-99999) << QStringLiteral("-999.99");
    }
    void amount()
    {
        QFETCH(qint64, fen);
        QFETCH(QString, text);
        QCOMPARE(MoneyText::amount(Money(fen)), text);
    }
    void range()
    {
        const MoneyRange estimate{Money::yuan(100000), Money::yuan(160000)};
        QCOMPARE(MoneyText::range(estimate), QStringLiteral("100,000.00-160,000.00"));
        QCOMPARE(MoneyText::withCurrency(MoneyRange::fixed(Money::yuan(143552)), QStringLiteral("CNY")),
                 QStringLiteral("CNY 143,552.00"));
        QCOMPARE(MoneyText::withCurrency(estimate, QStringLiteral("CNY")), QStringLiteral("CNY 100,000.00-160,000.00"));
    }
    void percent_data()
    {
        QTest::addColumn<int>("basisPoints");
        QTest::addColumn<QString>("text");
        QTest::newRow("VAT 6%") << 600 << QStringLiteral("6%");
        QTest::newRow("A100 80%") << 8000 << QStringLiteral("80%");
        QTest::newRow("H100 85%") << 8500 << QStringLiteral("85%");
        QTest::newRow("82.5%") << 8250 << QStringLiteral("82.5%");
        QTest::newRow("0.05%") << 5 << QStringLiteral("0.05%");
        QTest::newRow("100%") << 10000 << QStringLiteral("100%");
        QTest::newRow("0%") << 0 << QStringLiteral("0%");
    }
    void percent()
    {
        QFETCH(int, basisPoints);
        QFETCH(QString, text);
        QCOMPARE(MoneyText::percent(basisPoints), text);
    }
};

QTEST_GUILESS_MAIN(TestMoneyText)
#include "tst_moneytext.moc"
