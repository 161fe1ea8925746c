// Cables and optics as quote lines (issue #20): charged per catalog part when the servers'
// price does not include their fabric, included (amount 0) when it does. Every figure below is
// worked out by hand from the seed's one-off estimates (database/pricebookseeditems.cpp
// cableItems(): CBL-DAC-200-3M 600-1,200, CBL-AOC-200-30M 2,000-3,500) and the test book's
// figures (testpricebook.h: IB switch 6,000.00, IB port 150.00, VAT 6 %).

#include "bom/billofmaterials.h"
#include "quote/quotebuilder.h"
#include "quote/quotetotalrows.h"
#include "quote/termcomparison.h"
#include "cablequotefixture.h"
#include "format/quotecsv.h"
#include "format/csvtable.h"

#include <QTest>

using namespace cq;

namespace {
const QString kA100 = test::kCableA100;
const QString kA100Est = test::kCableA100Est;
const QString kDac = test::kCableDac;
const QString kAoc = test::kCableAoc;
const QString kFibre = test::kCableFibre;
using test::cableBook;
using test::ibSwitch;
using test::leafSpine;

MoneyRange yuan(qint64 min, qint64 max) { return {Money::yuan(min), Money::yuan(max)}; }
MoneyRange fen(qint64 fixed) { return MoneyRange::fixed(Money(fixed)); }

const QuoteLine *lineOf(const Quote &quote, const QString &sku, bool included = false)
{
    for (const QuoteLine &line : quote.lines) {
        if (line.sku == sku && line.included == included)
            return &line;
    }
    return nullptr;
}

int linesOf(const Quote &quote, const QString &sku)
{
    return int(std::count_if(quote.lines.cbegin(), quote.lines.cend(),
                             [&](const QuoteLine &l) { return l.sku == sku; }));
}
} // namespace

class TestQuoteCables : public QObject
{
    Q_OBJECT
private slots:
    /** The estimate (25,000-40,000) is not networked: switches, ports and cables are charged. */
    void notNetworkedChargesCables()
    {
        const Quote q = buildQuote(leafSpine(kA100Est), cableBook(), Term::Monthly);
        const QuoteLine *dac = lineOf(q, kDac);
        const QuoteLine *aoc = lineOf(q, kAoc);
        QVERIFY(dac && aoc);
        QCOMPARE(linesOf(q, kDac), 1);
        QCOMPARE(linesOf(q, kAoc), 1);
        QCOMPARE(dac->quantity, 32.0);
        QCOMPARE(aoc->quantity, 32.0);
        QCOMPARE(dac->unit, PriceUnit::OneOff);
        QCOMPARE(dac->block, QuoteBlock::Network);
        QVERIFY(dac->isEstimate());
        // 32 x 600.00 = 19,200.00 ; 32 x 1,200.00 = 38,400.00
        QCOMPARE(dac->amount, yuan(19200, 38400));
        // 32 x 2,000.00 = 64,000.00 ; 32 x 3,500.00 = 112,000.00
        QCOMPARE(aoc->amount, yuan(64000, 112000));
        // servers 4 x 25,000-40,000 = 100,000-160,000; switches 3 x 6,000 = 18,000;
        // ports 32 x 150 = 4,800; cables 19,200 + 64,000 = 83,200 and 38,400 + 112,000 = 150,400
        // subtotal 100,000 + 18,000 + 4,800 + 83,200 = 206,000.00; 160,000 + 18,000 + 4,800 + 150,400 = 333,200.00
        QCOMPARE(q.subtotal, yuan(206000, 333200));
        // VAT 6 %: 12,360.00 - 19,992.00; total 218,360.00 - 353,192.00
        QCOMPARE(q.total, yuan(218360, 353192));
        // Kept apart: every month 100,000 + 18,000 + 4,800 = 122,800.00 - 182,800.00, VAT 7,368.00 -
        // 10,968.00, 130,168.00 - 193,768.00; once the cables 83,200.00 - 150,400.00, VAT 4,992.00 -
        // 9,024.00, 88,192.00 - 159,424.00. The first invoice is their sum, the total above.
        QVERIFY(dac->oneOff && aoc->oneOff);
        QCOMPARE(q.recurring.subtotal, yuan(122800, 182800));
        QCOMPARE(q.recurring.vat, yuan(7368, 10968));
        QCOMPARE(q.recurring.total, yuan(130168, 193768));
        QCOMPARE(q.oneOff.subtotal, yuan(83200, 150400));
        QCOMPARE(q.oneOff.vat, yuan(4992, 9024));
        QCOMPARE(q.oneOff.total, yuan(88192, 159424));
        QCOMPARE(q.totalPerMonth(), yuan(130168, 193768)); // the cables are not rent
        const QList<QuoteTotalRow> rows = quoteTotalRows(q);
        QCOMPARE(rows.size(), 7);
        QCOMPARE(QString::fromLatin1(rows.at(2).label), QStringLiteral("Monthly total"));
        QCOMPARE(rows.at(2).amount, yuan(130168, 193768));
        QCOMPARE(QString::fromLatin1(rows.at(5).label), QStringLiteral("One-off total"));
        QCOMPARE(QString::fromLatin1(rows.at(6).label), QStringLiteral("First invoice (first month + one-off)"));
        QCOMPARE(rows.at(6).amount, yuan(218360, 353192));
        // Twelve months pay the rent 12 times and the cables once: 12 x 130,168 + 88,192 =
        // 1,650,208.00; 12 x 193,768 + 159,424 = 2,484,640.00.
        QCOMPARE(compareTerms(leafSpine(kA100Est), cableBook()).twelveMonthly, yuan(1650208, 2484640));
        QVERIFY(q.warnings.isEmpty());
        QVERIFY(std::any_of(q.assumptions.cbegin(), q.assumptions.cend(),
                            [](const QString &a) { return a.contains(QLatin1String("one-off")); }));
    }

    /** The networked 35,888: the fabric's cables are one included line per part, total unchanged. */
    void networkedIncludesCables()
    {
        const Quote q = buildQuote(leafSpine(kA100), cableBook(), Term::Monthly);
        const QuoteLine *dac = lineOf(q, kDac, true);
        const QuoteLine *aoc = lineOf(q, kAoc, true);
        QVERIFY(dac && aoc);
        QCOMPARE(linesOf(q, kDac), 1);
        QCOMPARE(dac->quantity, 32.0);
        QCOMPARE(aoc->quantity, 32.0);
        QCOMPARE(dac->amount, MoneyRange());
        QVERIFY(!dac->note.isEmpty());
        // README / DOMAIN.md: 4 x 35,888.00 = 143,552.00, everything else included
        QCOMPARE(q.subtotal, MoneyRange::fixed(Money::yuan(143552)));
        QVERIFY(!q.hasEstimates()); // an included line's estimate changes nothing paid
        QVERIFY(std::none_of(q.assumptions.cbegin(), q.assumptions.cend(),
                             [](const QString &a) { return a.contains(QLatin1String("one-off")); }));
    }

    /** NIC ports alone included: the port fee is rent, the cables are the charged switches' hardware. */
    void nicPortsOnlyChargesCables()
    {
        PriceBook book = cableBook();
        for (PriceItem &item : book.items) {
            if (item.sku == kA100)
                item.inclusions = Inclusion::NicPorts;
        }
        const Quote q = buildQuote(leafSpine(kA100), book, Term::Monthly);
        QVERIFY(lineOf(q, QStringLiteral("SVC-IB-PORT"), true));
        QVERIFY(lineOf(q, QStringLiteral("SW-IB-HDR-40"), false));
        QCOMPARE(lineOf(q, kDac, false)->amount, yuan(19200, 38400));
        // 143,552 + 18,000 switches + 19,200-38,400 + 64,000-112,000 = 244,752.00 - 311,952.00
        QCOMPARE(q.subtotal, yuan(244752, 311952));
    }

    /** The quote counts per SKU what the bill of materials orders (spares aside). */
    void sameCountsAsBom()
    {
        const Design design = leafSpine(kA100Est);
        const PriceBook book = cableBook();
        const Quote q = buildQuote(design, book, Term::Monthly);
        const BillOfMaterials bom = BillOfMaterials::of(design, book.catalog);
        QCOMPARE(bom.cables.size(), 2);
        for (const BomCableLine &line : bom.cables) {
            QVERIFY(lineOf(q, line.sku));
            QCOMPARE(lineOf(q, line.sku)->quantity, double(line.count));
            QVERIFY(line.spares > 0); // 32 x 2 % rounds up to 1: the BOM orders it, the quote does not
        }
    }

    /** A list price stays list and exact to the fen; one-off is not x 12 nor at the annual share. */
    void listPriceToTheFenAnyTerm()
    {
        PriceBook book = cableBook();
        for (PriceItem &item : book.items) {
            if (item.sku == kFibre) {
                item.kind = PriceKind::List;
                item.price = fen(123456); // 1,234.56
            }
        }
        Design d = test::serversOnly(kA100Est, 1);
        d.switches = {ibSwitch()};
        for (int nic = 0; nic < 3; ++nic)
            d.cables.append(Cable{QUuid::createUuid(), {d.servers.at(0).id, nic}, {d.switches.at(0).id, nic}, 60.0,
                                  CableKind::Fiber});
        for (Term term : {Term::Monthly, Term::Annual}) {
            const Quote q = buildQuote(d, book, term);
            const QuoteLine *fibre = lineOf(q, kFibre);
            QVERIFY(fibre);
            QVERIFY(!fibre->isRange());
            QCOMPARE(fibre->months, 1);
            QCOMPARE(fibre->sharePpm, Ppm::kWhole);
            QCOMPARE(fibre->amount, fen(370368)); // 3 x 1,234.56 = 3,703.68
            // Once on either term: 3,703.68 + 6 % VAT 222.2208 -> 222.22 = 3,925.90 one-off.
            QCOMPARE(q.oneOff.total, fen(392590));
            QCOMPARE(q.total, q.recurring.total + q.oneOff.total);
        }
    }

    /** A part the book does not price, and a run no part covers: "price missing", not in the total. */
    void missingPriceAndNoPart()
    {
        PriceBook book = cableBook();
        book.items.erase(std::remove_if(book.items.begin(), book.items.end(),
                                        [](const PriceItem &i) { return i.sku == kAoc; }),
                         book.items.end());
        Design d = leafSpine(kA100Est);
        d.cables.last().lengthM = 150; // beyond the 100 m fibre part: no catalog part at 200 Gb/s
        d.cables.last().kind = CableKind::Fiber;
        const Quote q = buildQuote(d, book, Term::Monthly);
        const QuoteLine *aoc = lineOf(q, kAoc);
        QVERIFY(aoc && aoc->priceMissing);
        QCOMPARE(aoc->quantity, 31.0);
        QCOMPARE(aoc->amount, MoneyRange());
        const QuoteLine *none = lineOf(q, QString());
        QVERIFY(none && none->priceMissing);
        QCOMPARE(none->quantity, 1.0);
        QVERIFY(none->description.contains(QLatin1String("200 Gb/s")));
        QVERIFY(q.hasMissingPrices());
        QCOMPARE(q.warnings.size(), 2); // the unpriced SKU, the cable without a part
        QVERIFY(q.warnings.at(0).contains(kAoc));
        // 100,000-160,000 + 18,000 + 4,800 + DAC 19,200-38,400 = 142,000.00 - 221,200.00
        QCOMPARE(q.subtotal, yuan(142000, 221200));
    }

    /**
     * QuoteCsv on the estimate design: a one-off line's months cell is empty (its unit says
     * one-off), a recurring line's is 1, and the totals rows are quoteTotalRows() under their
     * machine keys, min and max columns (amount_min 11, amount_max 12), as worked by hand above.
     */
    void csvKeepsOneOffApart()
    {
        const Quote q = buildQuote(leafSpine(kA100Est), cableBook(), Term::Monthly);
        QList<QStringList> rows;
        QList<int> lineNumbers;
        QString error;
        QVERIFY2(CsvTable::parse(QuoteCsv::write(q), &rows, &lineNumbers, &error), qPrintable(error));
        QCOMPARE(rows.value(0).value(7), QStringLiteral("months"));
        const auto rowOf = [&rows](const QString &sku) {
            const auto it = std::find_if(rows.cbegin(), rows.cend(), [&](const QStringList &r) { return r.value(0) == sku; });
            return it == rows.cend() ? QStringList() : *it;
        };
        // 32 DAC x 600.00-1,200.00 = 19,200.00-38,400.00, once.
        const QStringList dac = rowOf(kDac);
        QCOMPARE(dac.value(2), QStringLiteral("32"));
        QCOMPARE(dac.value(3), QStringLiteral("one-off"));
        QCOMPARE(dac.value(7), QString()); // months: none
        QCOMPARE(dac.value(11), QStringLiteral("19200.00"));
        QCOMPARE(dac.value(12), QStringLiteral("38400.00"));
        // 32 AOC x 2,000.00-3,500.00 = 64,000.00-112,000.00, once.
        const QStringList aoc = rowOf(kAoc);
        QCOMPARE(aoc.value(7), QString());
        QCOMPARE(aoc.value(11), QStringLiteral("64000.00"));
        QCOMPARE(aoc.value(12), QStringLiteral("112000.00"));
        // A server is rent: 4 x 25,000.00-40,000.00 for 1 month.
        const QStringList server = rowOf(kA100Est);
        QCOMPARE(server.value(7), QStringLiteral("1"));
        QCOMPARE(server.value(11), QStringLiteral("100000.00"));
        QCOMPARE(server.value(12), QStringLiteral("160000.00"));

        // The 7 totals rows, then the DRAFT row (no revision issued).
        QVERIFY(rows.size() >= 9);
        QCOMPARE(rows.last().value(1), QStringLiteral("DRAFT: no revision issued, no quote number"));
        const QList<QStringList> totals = rows.mid(rows.size() - 8, 7);
        const QList<QStringList> expected{
            {QStringLiteral("recurring subtotal"), QStringLiteral("122800.00"), QStringLiteral("182800.00")},
            {QStringLiteral("recurring VAT 6%"), QStringLiteral("7368.00"), QStringLiteral("10968.00")},
            {QStringLiteral("recurring total"), QStringLiteral("130168.00"), QStringLiteral("193768.00")},
            {QStringLiteral("one-off subtotal"), QStringLiteral("83200.00"), QStringLiteral("150400.00")},
            {QStringLiteral("one-off VAT 6%"), QStringLiteral("4992.00"), QStringLiteral("9024.00")},
            {QStringLiteral("one-off total"), QStringLiteral("88192.00"), QStringLiteral("159424.00")},
            {QStringLiteral("total"), QStringLiteral("218360.00"), QStringLiteral("353192.00")},
        };
        for (int i = 0; i < 7; ++i) {
            const QStringList &t = totals.at(i);
            QCOMPARE(t.value(0), QString());
            QCOMPARE(t.value(1), expected.at(i).at(0));
            QCOMPARE(t.value(7), QString());
            QCOMPARE(t.value(11), expected.at(i).at(1));
            QCOMPARE(t.value(12), expected.at(i).at(2));
        }
        // The line just above the totals is a line, not a fourth kind of total.
        QVERIFY(!rows.at(rows.size() - 9).value(0).isEmpty());

        // Without a charged one-off line (the networked A100, cables included): the three rows of old.
        const Quote plain = buildQuote(leafSpine(kA100), cableBook(), Term::Monthly);
        QVERIFY(!plain.hasOneOff());
        QVERIFY2(CsvTable::parse(QuoteCsv::write(plain), &rows, &lineNumbers, &error), qPrintable(error));
        QCOMPARE(rows.at(rows.size() - 4).value(1), QStringLiteral("subtotal"));
        QCOMPARE(rows.at(rows.size() - 3).value(1), QStringLiteral("VAT 6%"));
        QCOMPARE(rows.at(rows.size() - 2).value(1), QStringLiteral("total"));
    }

    /** A book without cable parts (built in code, an old revision snapshot) quotes no cables. */
    void noCatalogNoCableLines()
    {
        const Quote q = buildQuote(leafSpine(kA100Est), test::seedPriceBook(), Term::Monthly);
        QCOMPARE(linesOf(q, kDac) + linesOf(q, kAoc), 0);
    }
};

QTEST_GUILESS_MAIN(TestQuoteCables)
#include "tst_quotecables.moc"
