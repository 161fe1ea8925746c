#include "testpricebook.h"

#include "quote/quotebuilder.h"

#include <QTest>

using namespace cq;
using namespace cq::test;

namespace {

Room room(const QString &name, const QString &site)
{
    return Room{QUuid::createUuid(), name, site, QRectF(0, 0, 800, 500)};
}

/** The seed book plus a Shenzhen price for the A100 server (33,000.00) and the HDR switch (5,000.00). */
PriceBook regionalBook()
{
    PriceBook book = seedPriceBook();
    PriceItem a100 = *book.item(QStringLiteral("SRV-A100-SXM-8-IB"));
    a100.region = QStringLiteral("Shenzhen");
    a100.price = MoneyRange::fixed(Money::yuan(33000));
    PriceItem hdr = *book.item(QStringLiteral("SW-IB-HDR-40"));
    hdr.region = QStringLiteral("Shenzhen");
    hdr.price = MoneyRange::fixed(Money::yuan(5000));
    book.items << a100 << hdr;
    return book;
}

/** One A100 server and one HDR switch in a Shenzhen room, the same in a Beijing room. */
Design twoSites()
{
    Design d;
    d.rooms = {room(QStringLiteral("Hall SZ"), QStringLiteral("Shenzhen")), room(QStringLiteral("Hall BJ"), QStringLiteral("beijing "))};
    for (const Room &r : std::as_const(d.rooms)) {
        Server s = server(QStringLiteral("SRV-A100-SXM-8-IB"));
        s.roomId = r.id;
        d.servers.append(s);
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.sku = QStringLiteral("SW-IB-HDR-40");
        sw.name = QStringLiteral("leaf");
        sw.roomId = r.id;
        d.switches.append(sw);
    }
    d.quote.publicBandwidthMbps = 0;
    return d;
}

const QuoteLine *lineOf(const Quote &q, const QString &sku, int nth = 0)
{
    for (const QuoteLine &l : q.lines) {
        if (l.sku == sku && nth-- == 0)
            return &l;
    }
    return nullptr;
}

} // namespace

/** A room's site picks its region's prices when the price book has them (PricingRegion). */
class TestPricingRegion : public QObject
{
    Q_OBJECT
private slots:
    void roomSitePicksTheRegionalPrice()
    {
        const Quote q = buildQuote(twoSites(), regionalBook(), Term::Monthly, {});
        // Shenzhen room: 1 x 33,000.00; Beijing room (no Beijing price): 1 x 35,888.00 default.
        const QuoteLine *sz = lineOf(q, QStringLiteral("SRV-A100-SXM-8-IB"), 0);
        const QuoteLine *bj = lineOf(q, QStringLiteral("SRV-A100-SXM-8-IB"), 1);
        QVERIFY(sz && bj);
        QCOMPARE(sz->quantity, 1.0);
        QCOMPARE(sz->amount, MoneyRange::fixed(Money::yuan(33000)));
        QCOMPARE(sz->note, QStringLiteral("Shenzhen prices (the room's site)"));
        QCOMPARE(bj->amount, MoneyRange::fixed(Money::yuan(35888)));
        QVERIFY(bj->note.isEmpty());
        // Switches likewise: 5,000.00 in Shenzhen, 6,000.00 in Beijing.
        const QuoteLine *szSwitch = lineOf(q, QStringLiteral("SW-IB-HDR-40"), 0);
        const QuoteLine *bjSwitch = lineOf(q, QStringLiteral("SW-IB-HDR-40"), 1);
        QVERIFY(szSwitch && bjSwitch);
        QCOMPARE(szSwitch->amount, MoneyRange::fixed(Money::yuan(5000)));
        QCOMPARE(szSwitch->note, QStringLiteral("Shenzhen prices (the room's site)"));
        QCOMPARE(bjSwitch->amount, MoneyRange::fixed(Money::yuan(6000)));
    }

    void otherRoomsTakeTheQuoteRegion()
    {
        // Quote region Shenzhen: the Beijing room has no Beijing price, so it is priced at
        // Shenzhen too: one line of 2 x 33,000.00 = 66,000.00, no note (the quote names its region).
        QuoteExtras extras;
        extras.region = QStringLiteral("Shenzhen");
        const Quote q = buildQuote(twoSites(), regionalBook(), Term::Monthly, extras);
        const QuoteLine *servers = lineOf(q, QStringLiteral("SRV-A100-SXM-8-IB"));
        QVERIFY(servers);
        QCOMPARE(servers->quantity, 2.0);
        QCOMPARE(servers->amount, MoneyRange::fixed(Money::yuan(66000)));
        QVERIFY(servers->note.isEmpty());
        QVERIFY(!lineOf(q, QStringLiteral("SRV-A100-SXM-8-IB"), 1));
    }

    void genericSwitchIsPriceMissing()
    {
        Design d = serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 1);
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.sku = QStringLiteral("GENERIC-SW-ROCE-100-36");
        sw.name = QStringLiteral("leaf1");
        d.switches.append(sw);
        const Quote q = buildQuote(d, seedPriceBook(), Term::Monthly, {});
        const QuoteLine *line = lineOf(q, QStringLiteral("GENERIC-SW-ROCE-100-36"));
        QVERIFY(line);
        QVERIFY(line->priceMissing);
        QCOMPARE(line->description, QStringLiteral("generic 36-port 100 Gb/s RoCE switch"));
        QCOMPARE(line->descriptionZh, QStringLiteral("通用 36 端口 100 Gb/s RoCE 交换机"));
        QVERIFY(q.hasMissingPrices());
        QVERIFY(q.warnings.join(u'\n').contains(QLatin1String("GENERIC-SW-ROCE-100-36")));
    }
};

QTEST_GUILESS_MAIN(TestPricingRegion)
#include "tst_pricingregion.moc"
