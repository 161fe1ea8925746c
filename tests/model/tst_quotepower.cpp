#include "testpricebook.h"

#include "format/decimaltext.h"
#include "format/quotecsv.h"
#include "format/csvtable.h"
#include "quote/quotebuilder.h"

#include <QTest>

using namespace cq;

namespace {

const QString kA100 = QStringLiteral("SRV-A100-SXM-8-IB");
const QString kPower = QStringLiteral("SVC-POWER");

/** Two 8x A100 servers (6,500 W each) and one 750 W HDR switch: 13,750 W = 13.75 kW. */
Design twoServersAndASwitch()
{
    Design d = test::serversOnly(kA100, 2);
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.sku = QStringLiteral("SW-IB-HDR-40");
    sw.powerW = 750;
    d.switches.append(sw);
    return d;
}

/** The seed test book with power charged apart at @p fen per @p unit (not included in rent). */
PriceBook chargedPower(qint64 fen, PriceUnit unit = PriceUnit::PerKwh)
{
    PriceBook book = test::seedPriceBook();
    for (PriceItem &item : book.items) {
        if (item.sku == kPower) {
            item.includedInRent = false;
            item.unit = unit;
            item.price = MoneyRange::fixed(Money(fen));
        }
    }
    return book;
}

const QuoteLine *powerLine(const Quote &q)
{
    for (const QuoteLine &line : q.lines) {
        if (line.sku == kPower)
            return &line;
    }
    return nullptr;
}

} // namespace

/** The quote's power line: the design's one power figure (servers and switches), in kW or kWh. */
class TestQuotePower : public QObject
{
    Q_OBJECT
private slots:
    void includedLineShowsKw()
    {
        // 6,500 + 4,250 W servers and a 750 W switch = 11,500 W: "11.50 kW", switches counted.
        Design d = twoServersAndASwitch();
        d.servers[1].powerW = 4250;
        const Quote q = buildQuote(d, test::seedPriceBook(), Term::Monthly);
        const QuoteLine *power = powerLine(q);
        QVERIFY(power);
        QVERIFY(power->included);
        QCOMPARE(power->unit, PriceUnit::Kw);
        QCOMPARE(power->quantity, 11.5);
        QCOMPARE(power->powerKw, 11.5);
        QCOMPARE(power->note, QStringLiteral("11.50 kW at full load, included in server rent"));
        QCOMPARE(power->amount, MoneyRange());
        QCOMPARE(power->unitPrice, MoneyRange()); // no per-kWh price beside a kW quantity
        QCOMPARE(power->months, 1);
    }

    void chargedPerKwhForTheTerm_data()
    {
        QTest::addColumn<int>("term");
        QTest::addColumn<double>("kwh");
        QTest::addColumn<int>("hours");
        QTest::addColumn<qint64>("amountFen");
        QTest::addColumn<QString>("note");
        // 13.75 kW x 730 h x 100 % = 10,037.5 kWh; x 1.20 = 12,045.00.
        QTest::newRow("monthly") << int(Term::Monthly) << 10037.5 << 730 << qint64(1204500)
                                 << QStringLiteral("13.75 kW at full load x 730 h x 100 % utilisation = 10,037.5 kWh");
        // 13.75 kW x 8,760 h (12 x 730) = 120,450 kWh; x 1.20 = 144,540.00 (no annual share on energy).
        QTest::newRow("annual") << int(Term::Annual) << 120450.0 << 8760 << qint64(14454000)
                                << QStringLiteral("13.75 kW at full load x 8,760 h x 100 % utilisation = 120,450 kWh");
        // 13.75 kW x 1 h = 13.75 kWh; x 1.20 = 16.50.
        QTest::newRow("hourly") << int(Term::Hourly) << 13.75 << 1 << qint64(1650)
                                << QStringLiteral("13.75 kW at full load x 1 h x 100 % utilisation = 13.75 kWh");
    }

    void chargedPerKwhForTheTerm()
    {
        QFETCH(int, term);
        QFETCH(double, kwh);
        QFETCH(int, hours);
        QFETCH(qint64, amountFen);
        QFETCH(QString, note);
        const Quote q = buildQuote(twoServersAndASwitch(), chargedPower(120), Term(term));
        const QuoteLine *power = powerLine(q);
        QVERIFY(power);
        QVERIFY(!power->included);
        QCOMPARE(power->unit, PriceUnit::PerKwh);
        QCOMPARE(power->quantity, kwh);
        QCOMPARE(power->months, 1);
        QCOMPARE(power->amount, MoneyRange::fixed(Money(amountFen)));
        QCOMPARE(power->powerHours, hours);
        QCOMPARE(power->note, note); // counts grouped as money is: "8,760 h", "120,450 kWh"
        // The assumption states the hours the kWh were computed with for this term.
        const QString span = Term(term) == Term::Annual ? QStringLiteral("8,760 hours a year (12 x 730 hours)")
            : Term(term) == Term::Hourly                ? QStringLiteral("1 hour")
                                                        : QStringLiteral("730 hours a month");
        QVERIFY2(q.assumptions.contains(QStringLiteral(
                     "Power is charged per kWh: the design's full-load power (13.75 kW, every server and switch) at "
                     "100 % utilisation for %1.").arg(span)),
                 qPrintable(q.assumptions.join(u'\n')));
    }

    void chargedPerKwMonth()
    {
        // 13.75 kW x 800.00 per kW-month = 11,000.00 a month; annual 12 x that = 132,000.00.
        const Quote monthly = buildQuote(twoServersAndASwitch(), chargedPower(80000, PriceUnit::Kw), Term::Monthly);
        const QuoteLine *power = powerLine(monthly);
        QVERIFY(power);
        QCOMPARE(power->quantity, 13.75);
        QCOMPARE(power->unit, PriceUnit::Kw);
        QCOMPARE(power->amount, MoneyRange::fixed(Money(1100000)));
        QCOMPARE(power->note, QStringLiteral("13.75 kW at full load, servers and switches"));
        const Quote annual = buildQuote(twoServersAndASwitch(), chargedPower(80000, PriceUnit::Kw), Term::Annual);
        QCOMPARE(powerLine(annual)->months, 12);
        QCOMPARE(powerLine(annual)->amount, MoneyRange::fixed(Money(13200000)));
    }

    void serverPriceThatIncludesPowerIsNeverChargedAgain()
    {
        PriceBook book = chargedPower(120);
        for (PriceItem &item : book.items) {
            if (item.sku == kA100)
                item.inclusions = Inclusion::Power;
        }
        const Quote quote = buildQuote(twoServersAndASwitch(), book, Term::Monthly); // outlives the line pointer
        const QuoteLine *power = powerLine(quote);
        QVERIFY(power);
        QVERIFY(power->included);
        QCOMPARE(power->quantity, 13.75);
        QCOMPARE(power->amount, MoneyRange());
    }

    void includedInRentFlagIsHonoured()
    {
        // The flag alone decides when the servers' prices say nothing about power.
        PriceBook book = chargedPower(120);
        QVERIFY(!powerLine(buildQuote(twoServersAndASwitch(), book, Term::Monthly))->included);
        for (PriceItem &item : book.items) {
            if (item.sku == kPower)
                item.includedInRent = true;
        }
        QVERIFY(powerLine(buildQuote(twoServersAndASwitch(), book, Term::Monthly))->included);
    }

    void csvQuantityIsPlainDecimal_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<double>("switchW");
        QTest::addColumn<QString>("quantity");
        QTest::addColumn<QString>("amount");
        // 20 x 6,500 W = 130 kW x 8,760 h = 1,138,800 kWh (not "1.1388e+06"); x 1.20 = 1,366,560.00.
        QTest::newRow("a million kWh") << 20 << 0.0 << QStringLiteral("1138800") << QStringLiteral("1366560.00");
        // 2 x 6,500 + 751 W = 13.751 kW x 8,760 h = 120,458.76 kWh (not "120459"); x 1.20 = 144,550.512
        // -> 144,550.51.
        QTest::newRow("decimals kept") << 2 << 751.0 << QStringLiteral("120458.76") << QStringLiteral("144550.51");
    }

    void csvQuantityIsPlainDecimal()
    {
        QFETCH(int, servers);
        QFETCH(double, switchW);
        QFETCH(QString, quantity);
        QFETCH(QString, amount);
        Design d = test::serversOnly(kA100, servers);
        if (switchW > 0) {
            Switch sw;
            sw.id = QUuid::createUuid();
            sw.sku = QStringLiteral("SW-IB-HDR-40");
            sw.powerW = switchW;
            d.switches.append(sw);
        }
        const Quote q = buildQuote(d, chargedPower(120), Term::Annual);
        QList<QStringList> rows;
        QList<int> lineNumbers;
        QString error;
        QVERIFY2(CsvTable::parse(QuoteCsv::write(q), &rows, &lineNumbers, &error), qPrintable(error));
        const auto row = std::find_if(rows.cbegin(), rows.cend(), [](const QStringList &r) { return r.value(0) == kPower; });
        QVERIFY(row != rows.cend());
        QCOMPARE(row->value(2), quantity); // quantity
        QCOMPARE(row->value(11), amount);  // amount_min
    }

    void plainDecimalTrimsAndNeverUsesAnExponent()
    {
        QCOMPARE(plainDecimal(1013356.8), QStringLiteral("1013356.8"));
        QCOMPARE(plainDecimal(32), QStringLiteral("32"));
        QCOMPARE(plainDecimal(26.75), QStringLiteral("26.75"));
        QCOMPARE(plainDecimal(0.0004), QStringLiteral("0"));  // 3 decimals at most
        QCOMPARE(plainDecimal(1.0005e9), QStringLiteral("1000500000"));
        QCOMPARE(plainDecimal(-2.5), QStringLiteral("-2.5"));
    }
};

QTEST_GUILESS_MAIN(TestQuotePower)
#include "tst_quotepower.moc"
