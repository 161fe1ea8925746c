#include "format/pricebookcsv.h"
#include "quote/quoterevision.h"
#include "testpricebook.h"

#include <QTest>

using namespace cq;

namespace {
const QString kA100 = QStringLiteral("SRV-A100-SXM-8-IB");
const QDateTime kIssued(QDate(2026, 3, 5), QTime(9, 30), Qt::UTC);
MoneyRange fen(qint64 fixed) { return MoneyRange::fixed(Money(fixed)); }
} // namespace

/** Revisions keep what was issued; the diff names what changed; the price-book CSV round-trips. */
class TestQuoteRevision : public QObject
{
    Q_OBJECT
private slots:
    void issuedRevisionIgnoresLaterChanges()
    {
        Design design = test::serversOnly(kA100, 2);
        PriceBook book = test::seedPriceBook();
        const QuoteRevision first = issueRevision(1, design, book, Term::Monthly, {}, kIssued);
        // 2 x 35,888.00 = 71,776.00 + 6 % (4,306.56) = 76,082.56
        QCOMPARE(first.quote().total, fen(7608256));
        QCOMPARE(first.quote().settings.date, QDate(2026, 3, 5)); // the issue date, not today

        // Later: the A100 goes up to 39,999.00 and the design grows.
        for (PriceItem &item : book.items) {
            if (item.sku == kA100)
                item.price = fen(3999900);
        }
        design.servers << test::server(kA100) << test::server(kA100);
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.sku = QStringLiteral("SW-IB-HDR-40");
        design.switches << sw;
        QCOMPARE(first.quote().total, fen(7608256)); // unchanged: the revision holds its own snapshots

        // 4 x 39,999 = 159,996.00 + switch 6,000.00 = 165,996.00; VAT 9,599.76 + 360.00; total 175,955.76.
        const QuoteRevision second = issueRevision(2, design, book, Term::Monthly, {}, kIssued.addDays(2));
        QCOMPARE(second.quote().total, fen(17595576));

        const RevisionDiff diff = diffRevisions(first, second);
        QCOMPARE(diff.changes, (QStringList{QStringLiteral("+2 server(s) (SRV-A100-SXM-8-IB)"),
                                            QStringLiteral("+1 switch(es) (SW-IB-HDR-40)"),
                                            QStringLiteral("unit price of SRV-A100-SXM-8-IB: 35888.00 -> 39999.00")}));
        // 175,955.76 - 76,082.56 = 99,873.20
        QCOMPARE(diff.totalDelta, fen(9987320));
        QVERIFY2(describeDiff(diff, QStringLiteral("CNY")).endsWith(QLatin1String("; CNY +99873.20/month")),
                 qPrintable(describeDiff(diff, QStringLiteral("CNY"))));
    }

    void diffNamesTheSwitchTier()
    {
        // Two A100 nodes on one HDR switch (a leaf: servers are cabled to it). The second
        // revision adds a spine: a second switch cabled only to the leaf (leaf port 16 to
        // spine port 0), so it is one switch-to-switch hop from a leaf: tier 2.
        const PriceBook book = test::seedPriceBook();
        const Design before = test::ibCluster(2);
        Design after = before;
        Switch spine;
        spine.id = QUuid::createUuid();
        spine.sku = QStringLiteral("SW-IB-HDR-40");
        spine.kind = LinkKind::InfiniBand;
        after.switches.append(spine);
        after.cables.append(Cable{QUuid::createUuid(), {after.switches.first().id, 16}, {spine.id, 0}, 3.0});
        const RevisionDiff diff = diffRevisions(issueRevision(1, before, book, Term::Monthly, {}, kIssued),
                                                issueRevision(2, after, book, Term::Monthly, {}, kIssued));
        QVERIFY2(diff.changes.contains(QStringLiteral("+1 spine switch(es) (SW-IB-HDR-40)")),
                 qPrintable(diff.changes.join(u'\n')));
        QVERIFY(!diff.changes.contains(QStringLiteral("+1 leaf switch(es) (SW-IB-HDR-40)")));
    }

    void diffOfFewerServersIsNegative()
    {
        const PriceBook book = test::seedPriceBook();
        const QuoteRevision a = issueRevision(1, test::serversOnly(kA100, 3), book, Term::Monthly, {}, kIssued);
        const QuoteRevision b = issueRevision(2, test::serversOnly(kA100, 1), book, Term::Monthly, {}, kIssued);
        const RevisionDiff diff = diffRevisions(a, b);
        QCOMPARE(diff.changes, QStringList{QStringLiteral("-2 server(s) (SRV-A100-SXM-8-IB)")});
        // -2 x 35,888.00 x 1.06 = -76,082.56
        QCOMPARE(diff.totalDelta, fen(-7608256));
    }

    void priceBookCsvRoundTrip()
    {
        QList<PriceItem> items = test::seedPriceBook().items;
        items[0].cost = Money(2999950);                     // 29,999.50 internal cost
        items[0].region = QStringLiteral("Shenzhen");
        items[1].source = QStringLiteral("quote, with \"quotes\",\nand a line break");
        QList<PriceItem> back;
        QString error;
        QVERIFY2(PriceBookCsv::read(PriceBookCsv::write(items), &back, &error), qPrintable(error));
        QCOMPARE(back, items);
        // Without cost: the cost column is empty and reads back as 0.
        QVERIFY(PriceBookCsv::read(PriceBookCsv::write(items, false), &back, &error));
        QCOMPARE(back.first().cost, Money());
        QVERIFY(!PriceBookCsv::write(items, false).contains("29999.50"));
    }

    void malformedCsvIsRejectedWhole_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("error");
        const QByteArray head = "sku,name,name_zh,family,region,unit,kind,price_min,price_max,included,cost,source\n";
        const QByteArray good = "A,Item A,,,,month,list,10.00,10.00,no,,\n";
        QTest::newRow("bad header") << QByteArray("sku,name\n") << QStringLiteral("line 1: the header must be");
        QTest::newRow("three decimals") << head + good + "B,Item B,,,,month,list,10.005,10.01,no,,\n"
                                        << QStringLiteral("line 3: price_min \"10.005\"");
        QTest::newRow("min above max") << head + good + "C,Item C,,,,month,list,10.00,9.00,no,,\n"
                                       << QStringLiteral("line 3: price_max \"9.00\"");
        QTest::newRow("unknown unit") << head + "A,Item A,,,,week,list,1,1,no,,\n" << QStringLiteral("line 2: unknown unit");
        QTest::newRow("missing field") << head + "A,Item A,,,,month,list,1,1,no\n"
                                       << QStringLiteral("line 2: 10 fields, expected 12");
        QTest::newRow("duplicate") << head + good + good << QStringLiteral("line 3: SKU A appears twice");
        QTest::newRow("open quote") << head + "A,\"Item A,,,,month,list,1,1,no,,\n"
                                    << QStringLiteral("line 2: a quoted field is never closed");
        QTest::newRow("included maybe") << head + "A,Item A,,,,month,list,1,1,maybe,,\n"
                                        << QStringLiteral("line 2: included is \"maybe\"");
    }
    void malformedCsvIsRejectedWhole()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, error);
        QList<PriceItem> items{test::seedPriceBook().items.first()};
        const QList<PriceItem> before = items;
        QString why;
        QVERIFY(!PriceBookCsv::read(csv, &items, &why));
        QVERIFY2(why.startsWith(error), qPrintable(why));
        QCOMPARE(items, before); // nothing half-applied
    }
};

QTEST_GUILESS_MAIN(TestQuoteRevision)
#include "tst_quoterevision.moc"
