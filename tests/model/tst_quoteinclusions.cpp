// What a server's price includes (Inclusion), the IB port fee per cabled server NIC, the
// bandwidth that comes with the servers, the checklist that follows the quote and the name of
// a server with fewer GPUs than slots. Figures: tests/model/testpricebook.h (A100 35,888.00,
// H100 59,999.00, IB switch 6,000.00, IB port 150.00, bandwidth 20.00 per Mb/s, VAT 6 %).

#include "domain/fittedname.h"
#include "quote/networkcount.h"
#include "quote/quotebuilder.h"
#include "testpricebook.h"

#include <QTest>

using namespace cq;

namespace {
const QString kA100 = QStringLiteral("SRV-A100-SXM-8-IB");
const QString kH100 = QStringLiteral("SRV-H100-SXM-8-IB");
const QString kIbPort = QStringLiteral("SVC-IB-PORT");
const QString kSwitch = QStringLiteral("SW-IB-HDR-40");
constexpr Inclusions kNetworked = Inclusion::NicPorts | Inclusion::FabricSwitches | Inclusion::Power;

MoneyRange fen(qint64 fixed) { return MoneyRange::fixed(Money(fixed)); }

/** The test book with @p sku's price including @p inclusions. */
PriceBook bookWith(const QString &sku, Inclusions inclusions)
{
    PriceBook book = test::seedPriceBook();
    for (PriceItem &item : book.items) {
        if (item.sku == sku)
            item.inclusions = inclusions;
    }
    return book;
}

QList<const QuoteLine *> linesOf(const Quote &q, const QString &sku)
{
    QList<const QuoteLine *> found;
    for (const QuoteLine &line : q.lines) {
        if (line.sku == sku)
            found << &line;
    }
    return found;
}

Switch ibSwitch(const QString &name)
{
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.name = name;
    sw.sku = kSwitch;
    sw.kind = LinkKind::InfiniBand;
    sw.portCount = 40;
    return sw;
}

/**
 * 16 H100 servers x 8 NICs into 8 leaves (2 servers = 16 NICs per leaf on ports 0-15), each
 * leaf with 16 uplinks, 8 to each of 2 spines: 128 server NICs; cabled switch ports 8 x 32
 * (leaves) + 2 x 64 (spines) = 384.
 */
Design h100FatTree()
{
    Design d = test::serversOnly(kH100, 16);
    for (int l = 0; l < 8; ++l)
        d.switches.append(ibSwitch(QStringLiteral("leaf%1").arg(l + 1)));
    Switch spines[2] = {ibSwitch(QStringLiteral("spine1")), ibSwitch(QStringLiteral("spine2"))};
    spines[0].portCount = spines[1].portCount = 64;
    d.switches << spines[0] << spines[1];
    for (int s = 0; s < 16; ++s) {
        for (int nic = 0; nic < 8; ++nic)
            d.cables.append({QUuid::createUuid(), {d.servers[s].id, nic}, {d.switches[s / 2].id, (s % 2) * 8 + nic}, 3});
    }
    for (int l = 0; l < 8; ++l) {
        for (int u = 0; u < 16; ++u)
            d.cables.append({QUuid::createUuid(), {d.switches[l].id, 16 + u},
                             {spines[u % 2].id, l * 8 + u / 2}, 10});
    }
    return d;
}
} // namespace

class TestQuoteInclusions : public QObject
{
    Q_OBJECT
private slots:
    void inclusionKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("flags");
        QTest::newRow("none") << "" << true << 0;
        QTest::newRow("networked") << "nic-ports,fabric-switches" << true << 0x03;
        QTest::newRow("spaces and trailing comma") << " power , operations," << true << 0x30;
        QTest::newRow("unknown") << "nic-ports,bgp" << false << 0;
    }
    void inclusionKeys()
    {
        QFETCH(QString, key);
        QFETCH(bool, valid);
        QFETCH(int, flags);
        Inclusions parsed;
        QCOMPARE(inclusionsFromKey(key, &parsed), valid);
        if (valid) {
            QCOMPARE(int(parsed), flags);
            QCOMPARE(inclusionsFromKey(inclusionsKey(parsed), &parsed), true); // round trip
            QCOMPARE(int(parsed), flags);
        }
        QCOMPARE(inclusionsKey(Inclusion::Power | Inclusion::NicPorts), QStringLiteral("nic-ports,power"));
    }

    void priceBookAccessor()
    {
        const PriceBook book = bookWith(kA100, kNetworked);
        QVERIFY(book.includes(kA100, Inclusion::Power));
        QVERIFY(book.includes(kA100, Inclusion::FabricSwitches));
        QVERIFY(!book.includes(kA100, Inclusion::Bandwidth));
        QVERIFY(!book.includes(kH100, Inclusion::Power));
        QVERIFY(!book.includes(QStringLiteral("SRV-NOT-IN-BOOK"), Inclusion::Power));
    }

    void networkedPriceIncludesSwitchAndPorts()
    {
        // 2 x A100 whose price includes NIC ports and fabric: 2 x 35,888.00 = 71,776.00 is the
        // whole charge; the switch (6,000.00) and 16 ports (x 150.00) are lines at 0.
        const Quote q = buildQuote(test::ibCluster(2), bookWith(kA100, kNetworked), Term::Monthly);
        const QList<const QuoteLine *> sw = linesOf(q, kSwitch);
        QCOMPARE(sw.size(), 1);
        QVERIFY(sw.at(0)->included);
        QCOMPARE(sw.at(0)->amount, fen(0));
        QVERIFY(!sw.at(0)->note.isEmpty());
        const QList<const QuoteLine *> ports = linesOf(q, kIbPort);
        QCOMPARE(ports.size(), 1);
        QVERIFY(ports.at(0)->included);
        QCOMPARE(ports.at(0)->quantity, 16.0);
        QCOMPARE(ports.at(0)->countedServers, 2);
        QCOMPARE(ports.at(0)->amount, fen(0));
        QCOMPARE(q.lines.at(0).includes, kNetworked);
        // 71,776.00 + VAT 6 % 4,306.56 = 76,082.56
        QCOMPARE(q.subtotal, fen(7177600));
        QCOMPARE(q.total, fen(7608256));
        // The checklist follows: the IB port fee is included, not "not yet confirmed".
        const HiddenFeeCheck ib = q.checklist.at(int(HiddenFee::IbPortFees));
        QCOMPARE(ib.state, HiddenFeeCheck::State::Included);
        QVERIFY(ib.fromQuote);
    }

    void publishedIbServersKeepTheirInclusions()
    {
        // The catalog publishes SRV-A100-SXM-8-IB with 8 x 200 Gb/s InfiniBand: the A100 IB
        // sample's servers match, so the quote is the one above: 2 x 35,888.00 = 71,776.00,
        // switch and 16 ports included, + VAT 6 % 4,306.56 = 76,082.56, and no NIC note.
        PriceBook book = bookWith(kA100, kNetworked);
        book.publishedNics.insert(kA100, {QStringLiteral("8x A100 80G SXM, 8x HDR 200G IB"), true,
                                          LinkKind::InfiniBand, 200, 8});
        const Quote q = buildQuote(test::ibCluster(2), book, Term::Monthly);
        QVERIFY(linesOf(q, kSwitch).at(0)->included);
        QVERIFY(linesOf(q, kIbPort).at(0)->included);
        QCOMPARE(q.total, fen(7608256));
        for (const QString &note : q.assumptions)
            QVERIFY2(!note.contains(QLatin1String("instead of")), qPrintable(note));
    }

    void otherNicsThanPublishedChargeTheFabric()
    {
        // The same 2 servers with 16 x 100 Gb/s RoCE NICs on a RoCE switch (test price 1,500.00):
        // the IB price covers only its 8 x 200 Gb/s InfiniBand, so the switch is charged.
        // 2 x 35,888.00 + 1,500.00 = 73,276.00; VAT 6 % 4,396.56; total 77,672.56. No IB port line
        // (no NIC on an InfiniBand switch). One note for the SKU.
        const QString roceSwitch = QStringLiteral("SW-ROCE-100-48");
        PriceBook book = bookWith(kA100, kNetworked);
        book.items.append(test::priceItem("SW-ROCE-100-48", "RoCE 100GbE 48-port switch", "RoCE 100GbE 48口交换机",
                                          "", PriceUnit::PerMonth, PriceKind::List, fen(150000)));
        book.publishedNics.insert(kA100, {QStringLiteral("8x A100 80G SXM, 8x HDR 200G IB"), true,
                                          LinkKind::InfiniBand, 200, 8});
        Design d = test::ibCluster(2);
        for (Server &s : d.servers) {
            s.nicKind = LinkKind::RoCE;
            s.nicCount = 16;
            s.nicRateGbps = 100;
        }
        d.switches[0].kind = LinkKind::RoCE;
        d.switches[0].sku = roceSwitch;
        const Quote q = buildQuote(d, book, Term::Monthly);
        const QList<const QuoteLine *> sw = linesOf(q, roceSwitch);
        QCOMPARE(sw.size(), 1);
        QVERIFY(!sw.at(0)->included);
        QCOMPARE(sw.at(0)->amount, fen(150000));
        QVERIFY(linesOf(q, kIbPort).isEmpty());
        QCOMPARE(q.subtotal, fen(7327600));
        QCOMPARE(q.total, fen(7767256));
        int notes = 0;
        for (const QString &note : q.assumptions) {
            if (note.contains(QLatin1String("instead of"))) {
                ++notes;
                QVERIFY2(note.contains(QLatin1String("priced as 8x A100 80G SXM server, IB 200 Gb/s have 16 x 100 Gb/s "
                                                     "RoCE NICs instead of its 8 x 200 Gb/s InfiniBand")),
                         qPrintable(note));
            }
        }
        QCOMPARE(notes, 1);
        // The server line no longer says its price includes the ports and switches now charged;
        // the power that kNetworked also includes it still says.
        const QList<const QuoteLine *> servers = linesOf(q, kA100);
        QCOMPARE(servers.size(), 1);
        QVERIFY(!servers.at(0)->includes.testFlag(Inclusion::NicPorts));
        QVERIFY(!servers.at(0)->includes.testFlag(Inclusion::FabricSwitches));
        QVERIFY(servers.at(0)->includes.testFlag(Inclusion::Power));
    }

    void fewerPublishedPortsStillIncluded()
    {
        // 4 x 200 Gb/s IB NICs where 8 are published: no more ports than the price covers, so
        // the switch stays included (2 x 35,888.00 = 71,776.00 + VAT = 76,082.56).
        PriceBook book = bookWith(kA100, kNetworked);
        book.publishedNics.insert(kA100, {QStringLiteral("8x A100 80G SXM, 8x HDR 200G IB"), true,
                                          LinkKind::InfiniBand, 200, 8});
        Design d = test::ibCluster(2);
        for (Server &s : d.servers)
            s.nicCount = 4;
        const Quote q = buildQuote(d, book, Term::Monthly);
        QVERIFY(linesOf(q, kSwitch).at(0)->included);
        QCOMPARE(q.total, fen(7608256));
    }

    void unpricedSwitchNamedByItsCatalogModel()
    {
        // A switch SKU without a price item reads as the catalog model's name, not the SKU.
        const QString sku = QStringLiteral("SW-ROCE-100-48");
        PriceBook book = test::seedPriceBook();
        book.publishedNics.insert(sku, {QStringLiteral("RoCE 100GbE 48-port (in-house)")});
        Design d = test::serversOnly(kA100, 1);
        Switch sw = ibSwitch(QStringLiteral("leaf"));
        sw.sku = sku;
        sw.kind = LinkKind::RoCE;
        d.switches.append(sw);
        const Quote q = buildQuote(d, book, Term::Monthly);
        const QList<const QuoteLine *> lines = linesOf(q, sku);
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines.at(0)->priceMissing);
        QCOMPARE(lines.at(0)->description, QStringLiteral("RoCE 100GbE 48-port (in-house)"));
    }

    void notNetworkedChargesOnePortPerNic()
    {
        // 16 H100 whose price includes nothing: 128 cabled NICs -> 128 ports (not the 384 cabled
        // switch ports) x 150.00 = 19,200.00; 10 switches x 6,000.00 = 60,000.00.
        const Design d = h100FatTree();
        QCOMPARE(cabledInfiniBandNicCount(d), 128);
        const Quote q = buildQuote(d, test::seedPriceBook(), Term::Monthly);
        const QList<const QuoteLine *> ports = linesOf(q, kIbPort);
        QCOMPARE(ports.size(), 1);
        QVERIFY(!ports.at(0)->included);
        QCOMPARE(ports.at(0)->quantity, 128.0);
        QCOMPARE(ports.at(0)->amount, fen(1920000));
        QCOMPARE(ports.at(0)->note, QStringLiteral("one port per cabled server NIC: 128 NICs on 16 servers"));
        const QList<const QuoteLine *> sw = linesOf(q, kSwitch);
        QCOMPARE(sw.size(), 1);
        QCOMPARE(sw.at(0)->quantity, 10.0);
        QCOMPARE(sw.at(0)->amount, fen(6000000));
        // 16 x 59,999.00 = 959,984.00 + 60,000.00 + 19,200.00 = 1,039,184.00
        QCOMPARE(q.subtotal, fen(103918400));
        const HiddenFeeCheck ib = q.checklist.at(int(HiddenFee::IbPortFees));
        QCOMPARE(ib.state, HiddenFeeCheck::State::Priced);
        QCOMPARE(ib.price, fen(1920000));
        QVERIFY(ib.fromQuote);
    }

    void nicCountIgnoresSwitchLinksEthernetAndDuplicates()
    {
        Design d = test::ibCluster(1); // 8 NICs into the IB switch
        Switch eth;
        eth.id = QUuid::createUuid();
        eth.kind = LinkKind::Ethernet;
        Switch ib2 = ibSwitch(QStringLiteral("ib2"));
        d.switches << eth << ib2;
        const QUuid ib1 = d.switches.at(0).id;
        d.cables.append({QUuid::createUuid(), {d.servers[0].id, 8}, {eth.id, 0}, 3});   // Ethernet: 0
        d.cables.append({QUuid::createUuid(), {ib1, 30}, {ib2.id, 0}, 3});              // switch-switch: 0
        d.cables.append({QUuid::createUuid(), {d.servers[0].id, 0}, {ib2.id, 1}, 3});   // NIC 0 again: 0
        QCOMPARE(cabledInfiniBandNicCount(d), 8);
    }

    void mixedFabricChargesWhatIsNotIncluded()
    {
        // One networked A100 and one H100 that includes nothing on one switch: the fabric is not
        // wholly included, so the switch is charged (6,000.00); the A100's 8 NICs are included,
        // the H100's 8 charged (8 x 150.00 = 1,200.00).
        Design d = test::ibCluster(2);
        d.servers[1].sku = kH100;
        const Quote q = buildQuote(d, bookWith(kA100, kNetworked), Term::Monthly);
        const QList<const QuoteLine *> sw = linesOf(q, kSwitch);
        QCOMPARE(sw.size(), 1);
        QVERIFY(!sw.at(0)->included);
        QCOMPARE(sw.at(0)->amount, fen(600000));
        const QList<const QuoteLine *> ports = linesOf(q, kIbPort);
        QCOMPARE(ports.size(), 2);
        QVERIFY(!ports.at(0)->included);
        QCOMPARE(ports.at(0)->quantity, 8.0);
        QCOMPARE(ports.at(0)->amount, fen(120000));
        QVERIFY(ports.at(1)->included);
        QCOMPARE(ports.at(1)->quantity, 8.0);
        // 35,888.00 + 59,999.00 + 6,000.00 + 1,200.00 = 103,087.00
        QCOMPARE(q.subtotal, fen(10308700));
    }

    void pricedIbFeeIsNotChargedTwice()
    {
        Design d = test::ibCluster(2);
        d.quote.extras.checklist = {{HiddenFee::IbPortFees, HiddenFeeCheck::State::Priced, fen(30000), {}}};
        const Quote q = buildQuote(d, bookWith(kA100, kNetworked), Term::Monthly);
        for (const QuoteLine &line : q.lines)
            QVERIFY2(line.origin != QuoteLine::Origin::HiddenFee, qPrintable(line.description));
        QCOMPARE(q.subtotal, fen(7177600)); // the servers alone
        QCOMPARE(q.warnings.size(), 1);
        QVERIFY2(q.warnings.at(0).contains(QLatin1String("not charged twice")), qPrintable(q.warnings.at(0)));
        QCOMPARE(q.checklist.at(int(HiddenFee::IbPortFees)).state, HiddenFeeCheck::State::Included);
    }

    void roceServersThatIncludeNicPortsHaveNoIbFee()
    {
        // The Ascend RoCE case: no IB port-fee line (no IB NICs) and a price that includes the
        // NIC ports: the IB port fee is "not applicable" (no InfiniBand port anywhere), not
        // "ask before signing", and not "included" either (there is nothing to include).
        Design d = test::serversOnly(kA100, 2);
        for (Server &s : d.servers)
            s.nicKind = LinkKind::RoCE;
        const Quote q = buildQuote(d, bookWith(kA100, kNetworked), Term::Monthly);
        QVERIFY(linesOf(q, kIbPort).isEmpty());
        const HiddenFeeCheck ib = q.checklist.at(int(HiddenFee::IbPortFees));
        QCOMPARE(ib.state, HiddenFeeCheck::State::NotApplicable);
        QVERIFY(ib.fromQuote);
        // IB servers whose price includes the ports, not cabled to a fabric: "included".
        const Quote ibQuote = buildQuote(test::serversOnly(kA100, 2), bookWith(kA100, kNetworked), Term::Monthly);
        QCOMPARE(ibQuote.checklist.at(int(HiddenFee::IbPortFees)).state, HiddenFeeCheck::State::Included);
    }

    void noInfiniBandNicsMakeTheIbFeeNotApplicable()
    {
        // RoCE servers whose price includes nothing: there is no InfiniBand port to charge.
        Design d = test::serversOnly(kA100, 2);
        for (Server &s : d.servers)
            s.nicKind = LinkKind::RoCE;
        const Quote q = buildQuote(d, bookWith(kA100, {}), Term::Monthly);
        const HiddenFeeCheck ib = q.checklist.at(int(HiddenFee::IbPortFees));
        QCOMPARE(ib.state, HiddenFeeCheck::State::NotApplicable);
        QVERIFY(ib.fromQuote);
        // IB NICs not cabled to a fabric, price without NIC ports: still the engineer's question.
        const Quote ibQuote = buildQuote(test::serversOnly(kA100, 2), bookWith(kA100, {}), Term::Monthly);
        QCOMPARE(ibQuote.checklist.at(int(HiddenFee::IbPortFees)).state, HiddenFeeCheck::State::Unchecked);
        // A fee the engineer ticked stays as ticked.
        d.quote.extras.checklist = {{HiddenFee::IbPortFees, HiddenFeeCheck::State::Priced, fen(30000), {}}};
        QCOMPARE(buildQuote(d, bookWith(kA100, {}), Term::Monthly).checklist.at(int(HiddenFee::IbPortFees)).state,
                 HiddenFeeCheck::State::Priced);
    }

    void vatSpecialInvoiceFollowsTheQuotesVat()
    {
        // The seed book charges VAT 6 % on every line: the tax point is priced by the quote.
        const Design d = test::serversOnly(kA100, 1);
        const HiddenFeeCheck vat = buildQuote(d, test::seedPriceBook(), Term::Monthly)
                                       .checklist.at(int(HiddenFee::SpecialVatInvoice));
        QCOMPARE(vat.state, HiddenFeeCheck::State::Priced);
        QVERIFY(vat.fromQuote);
        QCOMPARE(vat.price, MoneyRange()); // no fee line: the VAT is in the totals
        // Prices that include the VAT: still charged at the book's rate.
        PriceBook inclusive = test::seedPriceBook();
        inclusive.pricesIncludeVat = true;
        QCOMPARE(buildQuote(d, inclusive, Term::Monthly).checklist.at(int(HiddenFee::SpecialVatInvoice)).state,
                 HiddenFeeCheck::State::Priced);
        // No VAT charged: the tax point stays an open question.
        PriceBook noVat = test::seedPriceBook();
        noVat.vatBasisPoints = 0;
        const HiddenFeeCheck open = buildQuote(d, noVat, Term::Monthly).checklist.at(int(HiddenFee::SpecialVatInvoice));
        QCOMPARE(open.state, HiddenFeeCheck::State::Unchecked);
        QVERIFY(!open.fromQuote);
        // The sales engineer's own answer is kept.
        Design ticked = d;
        ticked.quote.extras.checklist = {{HiddenFee::SpecialVatInvoice, HiddenFeeCheck::State::NotApplicable, {}, {}}};
        QCOMPARE(buildQuote(ticked, test::seedPriceBook(), Term::Monthly).checklist.at(int(HiddenFee::SpecialVatInvoice)).state,
                 HiddenFeeCheck::State::NotApplicable);
    }

    void emptyDesignQuotesNothing()
    {
        const Design empty; // the bandwidth setting is the price book's default
        QCOMPARE(empty.quote.publicBandwidthMbps, QuoteSettings::kPriceBookBandwidth);
        const Quote q = buildQuote(empty, test::seedPriceBook(), Term::Monthly);
        QVERIFY(q.lines.isEmpty());
        QCOMPARE(q.total, fen(0));
        // Switches alone bring no bandwidth either: the one switch, 6,000.00.
        Design switches;
        switches.switches.append(ibSwitch(QStringLiteral("leaf1")));
        const Quote s = buildQuote(switches, test::seedPriceBook(), Term::Monthly);
        QCOMPARE(s.lines.size(), 1);
        QCOMPARE(s.subtotal, fen(600000));
    }

    void bandwidthComesWithTheServers_data()
    {
        QTest::addColumn<int>("designMbps");
        QTest::addColumn<int>("bookMbps");
        QTest::addColumn<int>("quotedMbps");
        QTest::newRow("price book default 100") << -1 << 100 << 100; // 100 x 20.00 = 2,000.00
        QTest::newRow("price book default 200") << -1 << 200 << 200; // 4,000.00
        QTest::newRow("design's own 50") << 50 << 200 << 50;         // 1,000.00
        QTest::newRow("design says none") << 0 << 200 << 0;
    }
    void bandwidthComesWithTheServers()
    {
        QFETCH(int, designMbps);
        QFETCH(int, bookMbps);
        QFETCH(int, quotedMbps);
        Design d = test::serversOnly(kA100, 1);
        d.quote.publicBandwidthMbps = designMbps;
        PriceBook book = test::seedPriceBook();
        book.defaultBandwidthMbps = bookMbps;
        const Quote q = buildQuote(d, book, Term::Monthly);
        const QList<const QuoteLine *> bw = linesOf(q, QStringLiteral("SVC-BW-BGP"));
        QCOMPARE(bw.size(), quotedMbps > 0 ? 1 : 0);
        if (quotedMbps > 0) {
            QCOMPARE(bw.at(0)->quantity, double(quotedMbps));
            QCOMPARE(bw.at(0)->amount, fen(qint64(quotedMbps) * 2000));
        }
    }

    void fittedName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("gpuSlots");
        QTest::addColumn<int>("fitted");
        QTest::addColumn<bool>("chinese");
        QTest::addColumn<QString>("expected");
        QTest::newRow("full") << "8x A100 80G SXM server" << 8 << 8 << false << "8x A100 80G SXM server";
        QTest::newRow("half") << "8x A100 80G SXM, 8x HDR 200G IB" << 8 << 4 << false
                              << "4x A100 80G SXM, 8x HDR 200G IB (4 of 8 GPU slots fitted)";
        QTest::newRow("zh") << "8卡 A100 80G SXM 服务器" << 8 << 2 << true << "2卡 A100 80G SXM 服务器（8 卡位，已装 2 卡）";
        QTest::newRow("no count in the name") << "GPU box" << 4 << 1 << false << "GPU box (1 of 4 GPU slots fitted)";
    }
    void fittedName()
    {
        QFETCH(QString, name);
        QFETCH(int, gpuSlots);
        QFETCH(int, fitted);
        QFETCH(bool, chinese);
        QFETCH(QString, expected);
        QCOMPARE(fittedServerName(name, gpuSlots, fitted, chinese), expected);
    }

    void serverLineNamedByWhatIsFitted()
    {
        // Two A100 servers, one with 4 of its 8 slots fitted: two lines at 35,888.00 each, the
        // second read as 4 GPUs in both languages.
        Design d = test::serversOnly(kA100, 2);
        d.servers[1].gpuCount = 4;
        const Quote q = buildQuote(d, test::seedPriceBook(), Term::Monthly);
        const QList<const QuoteLine *> servers = linesOf(q, kA100);
        QCOMPARE(servers.size(), 2);
        QCOMPARE(servers.at(0)->description, QStringLiteral("8x A100 80G SXM server, IB 200 Gb/s"));
        QCOMPARE(servers.at(1)->description,
                 QStringLiteral("4x A100 80G SXM server, IB 200 Gb/s (4 of 8 GPU slots fitted)"));
        QCOMPARE(servers.at(1)->descriptionZh,
                 QStringLiteral("4卡 A100 80G SXM 服务器（IB 200G）（8 卡位，已装 4 卡）"));
        QCOMPARE(servers.at(1)->amount, fen(3588800));
    }
};

QTEST_GUILESS_MAIN(TestQuoteInclusions)
#include "tst_quoteinclusions.moc"
