#include "domain/money.h"

#include <QTest>

using cq::Money;

class TestMoney : public QObject
{
    Q_OBJECT
private slots:
    void decimalString_data()
    {
        QTest::addColumn<qint64>("fen");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("0.00");
        QTest::newRow("4 x A100 monthly") << qint64(14355200) << QStringLiteral("143552.00");
        QTest::newRow("five fen negative") << qint64(-5) << QStringLiteral("-0.05");
        QTest::newRow("cents") << qint64(29625) << QStringLiteral("296.25");
    }
    void decimalString()
    {
        QFETCH(qint64, fen);
        QFETCH(QString, text);
        QCOMPARE(Money(fen).toDecimalString(), text);
        Money parsed;
        QVERIFY(Money::fromDecimalString(text, &parsed));
        QCOMPARE(parsed.fen(), fen);
    }
    void parseRejects()
    {
        Money m;
        QVERIFY(!Money::fromDecimalString(QStringLiteral("1.234"), &m));
        QVERIFY(!Money::fromDecimalString(QStringLiteral("abc"), &m));
        QVERIFY(!Money::fromDecimalString(QStringLiteral(""), &m));
        QVERIFY(Money::fromDecimalString(QStringLiteral("1.5"), &m));
        QCOMPARE(m.fen(), 150);
    }
    void mulDivRound_data()
    {
        QTest::addColumn<qint64>("fen");
        QTest::addColumn<qint64>("num");
        QTest::addColumn<qint64>("den");
        QTest::addColumn<qint64>("expected");
        // 30 x 19.75 at 50% = 296.25: multiply first, round once (a known quoting bug rounds 9.875 first).
        QTest::newRow("30x19.75 at 50%") << qint64(1975) << qint64(30 * 5000) << qint64(10000) << qint64(29625);
        // 4 x 35,888 x 12 months at 80% = 1,378,099.20 (worked by hand).
        QTest::newRow("4 A100 annual") << qint64(3588800) << qint64(4 * 12 * 8000) << qint64(10000) << qint64(137809920);
        QTest::newRow("half rounds up") << qint64(1) << qint64(1) << qint64(2) << qint64(1);
        QTest::newRow("negative half rounds away") << qint64(-1) << qint64(1) << qint64(2) << qint64(-1);
        QTest::newRow("below half rounds down") << qint64(149) << qint64(1) << qint64(100) << qint64(1);
        // 6% VAT on 55.55 + 11.11 = 66.66 -> 3.9996 -> 4.00
        QTest::newRow("vat") << qint64(6666) << qint64(600) << qint64(10000) << qint64(400);
    }
    void mulDivRound()
    {
        QFETCH(qint64, fen);
        QFETCH(qint64, num);
        QFETCH(qint64, den);
        QFETCH(qint64, expected);
        QCOMPARE(Money(fen).mulDivRound(num, den).fen(), expected);
    }
    void rangeString()
    {
        const cq::MoneyRange r{Money::yuan(100000), Money::yuan(160000)};
        QCOMPARE(r.toDecimalString(), QStringLiteral("100000.00-160000.00"));
        QCOMPARE(cq::MoneyRange::fixed(Money::yuan(71776)).toDecimalString(), QStringLiteral("71776.00"));
    }
};

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
