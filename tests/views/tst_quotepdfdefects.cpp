// The customer PDF defects of issue #5, each checked on a real PDF through pdftotext:
// published ranges, missing prices, the "Months" header, very long names and notes
// (no two words overlap: pdftotext -bbox), large topologies, hourly and USD quotes.

#include "pdf/quotepdfwriter.h"
#include "pdf/topologylayout.h"
#include "quote/quotebuilder.h"
#include "../model/testpricebook.h"
#include "../common/pdftext.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

namespace {

int pageCount(const QString &pdf)
{
    const QString info = test::runTool(QStringLiteral("pdfinfo"), {pdf});
    return QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info).captured(1).toInt();
}

/** Pairs of words whose boxes overlap on the same page (pdftotext -bbox), as "a / b (page n)". */
QStringList overlappingWords(const QString &pdf)
{
    const QString html = test::runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    static const QRegularExpression word(QStringLiteral(
        "<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">([^<]*)</word>"));
    QStringList result;
    const QStringList pages = html.split(QStringLiteral("<page "));
    for (int p = 1; p < pages.size(); ++p) {
        QList<QPair<QRectF, QString>> boxes;
        for (auto it = word.globalMatch(pages.at(p)); it.hasNext();) {
            const auto m = it.next();
            const QRectF box(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                             QPointF(m.captured(3).toDouble(), m.captured(4).toDouble()));
            boxes.append({box.adjusted(0.4, 0.6, -0.4, -0.6), m.captured(5)}); // touching is not overlapping
        }
        for (int i = 0; i < boxes.size(); ++i) {
            for (int j = i + 1; j < boxes.size(); ++j) {
                if (boxes[i].first.intersects(boxes[j].first))
                    result << QStringLiteral("%1 / %2 (page %3)").arg(boxes[i].second, boxes[j].second).arg(p);
            }
        }
    }
    return result;
}

/** @p leaves x 8-port-down leaves of 8 servers each, every leaf cabled to each of @p spines spines. */
Design leafSpine(int leaves, int spines)
{
    Design d;
    QList<QUuid> spineIds;
    for (int s = 0; s < spines; ++s) {
        Switch sw;
        sw.id = QUuid::createUuid();
        sw.name = QStringLiteral("spine%1").arg(s + 1);
        sw.sku = QStringLiteral("SW-IB-HDR-40");
        sw.portCount = 40;
        d.switches.append(sw);
        spineIds << sw.id;
    }
    for (int l = 0; l < leaves; ++l) {
        Switch leaf;
        leaf.id = QUuid::createUuid();
        leaf.name = QStringLiteral("leaf%1").arg(l + 1);
        leaf.sku = QStringLiteral("SW-IB-HDR-40");
        leaf.portCount = 40;
        d.switches.append(leaf);
        for (int s = 0; s < 8; ++s) {
            Server server = test::server(QStringLiteral("SRV-A100-SXM-8-IB"));
            server.name = QStringLiteral("node%1").arg(l * 8 + s + 1);
            d.servers.append(server);
            d.cables.append(Cable{QUuid::createUuid(), {server.id, 0}, {leaf.id, s}, 3.0});
        }
        for (int s = 0; s < spines; ++s)
            d.cables.append(Cable{QUuid::createUuid(), {leaf.id, 8 + s}, {spineIds.at(s), l}, 10.0});
    }
    d.quote.quoteNumber = QStringLiteral("CQ-2026-0300");
    d.quote.date = QDate(2026, 3, 5);
    return d;
}

} // namespace

class TestQuotePdfDefects : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void publishedRangeIsLabelledAsSuch()
    {
        PriceBook book = test::seedPriceBook();
        book.items.append(test::priceItem("SRV-H100-HIGH", "8x H100 SXM whole server", "8卡 H100 SXM 整机", "H100",
                                          PriceUnit::PerMonth, PriceKind::List, {Money::yuan(80000), Money::yuan(120000)}));
        const QString pdf = m_dir.filePath(QStringLiteral("published-range.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(test::serversOnly(QStringLiteral("SRV-H100-HIGH"), 1), book,
                                                  Term::Monthly), pdf, QStringLiteral("en")), QString());
        const QString text = test::pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("[Published range]")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("[Estimate]")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Published price ranges")));
        QVERIFY(!text.contains(QStringLiteral("Estimated prices, subject to consultation")));
        const QString zh = m_dir.filePath(QStringLiteral("published-range-zh.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(test::serversOnly(QStringLiteral("SRV-H100-HIGH"), 1), book,
                                                  Term::Monthly), zh, QStringLiteral("zh_CN")), QString());
        QVERIFY(test::pdfText(zh).contains(QStringLiteral("官网明示价区间")));
        QVERIFY(!test::pdfText(zh).contains(QStringLiteral("[预估价]")));
        test::keepArtifact(pdf, 50);
    }

    void missingPriceIsVisible()
    {
        Design d = test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 1);
        d.servers.append(test::server(QStringLiteral("SRV-NOBODY-KNOWS")));
        const QString pdf = m_dir.filePath(QStringLiteral("missing-price.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(d, test::seedPriceBook(), Term::Monthly), pdf, QStringLiteral("en")),
                 QString());
        const QString text = test::pdfText(pdf);
        const QStringList lines = text.split(QLatin1Char('\n'));
        const auto row = std::find_if(lines.cbegin(), lines.cend(),
                                      [](const QString &l) { return l.contains(QStringLiteral("SRV-NOBODY-KNOWS")); });
        QVERIFY(row != lines.cend());
        QCOMPARE(row->count(QStringLiteral("PRICE MISSING")), 2); // unit price and amount
        QVERIFY2(!row->contains(QStringLiteral("0.00")), qPrintable(*row));
        QVERIFY(text.contains(QStringLiteral("Warnings: this quote is incomplete")));
        QVERIFY(text.contains(QStringLiteral("No price for SKU SRV-NOBODY-KNOWS")));
        test::keepArtifact(pdf, 50);
    }

    void monthsHeaderStaysOnOneLine()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("months.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(test::ibCluster(2), test::seedPriceBook(), Term::Annual), pdf,
                                       QStringLiteral("en")), QString());
        const QString text = test::pdfText(pdf);
        // The head row: "# Item Quantity Unit price Months Share Discount Amount (CNY)", Months unbroken.
        QVERIFY2(QRegularExpression(QStringLiteral("Quantity\\s+Unit price\\s+Months\\s+Share\\s+Discount\\s+Amount"))
                     .match(text).hasMatch(), qPrintable(text.left(1500)));
    }

    void longNamesAndNotesNeverOverlap()
    {
        Design d = test::ibCluster(2);
        QString customer;
        while (customer.size() < 300)
            customer += QStringLiteral("Shenzhen Very Long Name Computing ");
        d.quote.customer = customer.left(300);
        d.quote.salesEngineer = QString(300, QLatin1Char('W')); // no break opportunity at all
        d.quote.quoteNumber = QStringLiteral("CQ-") + QString(150, QLatin1Char('9'));
        d.quote.date = QDate(2026, 3, 5);
        QString notes;
        for (int i = 1; i <= 500; ++i)
            notes += QStringLiteral("Sentence %1 of a single long paragraph without a line break. ").arg(i);
        d.quote.notes = notes; // about 31,000 characters: several pages of one paragraph
        const QString pdf = m_dir.filePath(QStringLiteral("long-names.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(d, test::seedPriceBook(), Term::Monthly), pdf, QStringLiteral("en")),
                 QString());
        test::keepArtifact(pdf, 50);
        const QStringList overlaps = overlappingWords(pdf);
        QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.mid(0, 10).join(QStringLiteral("; "))));
        const QString text = test::pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("Sentence 1 of")));
        QVERIFY(text.contains(QStringLiteral("Sentence 500 of"))); // nothing clipped at a page end
        // 31,000 characters at ~120 a line are ~260 lines, ~5 pages, plus the quote itself.
        const int pages = pageCount(pdf);
        QVERIFY2(pages >= 4 && pages <= 10, qPrintable(QString::number(pages)));
    }

    void largeTopologyIsSummarisedByTier()
    {
        const Design d = leafSpine(12, 4); // 96 servers, 12 leaves, 4 spines
        // Across the 178 mm of A4 text width fit 17 server boxes of 9 mm (+ 1.5 mm gaps) and 10
        // switch boxes of 16 mm (+ 1.5 mm): the servers and the leaves are one box each, the 4 spines
        // are drawn one by one, each cabled to the leaf box by 12 (one cable per leaf).
        const TopologyLayout layout = TopologyLayout::make(d, 178);
        QCOMPARE(layout.rowCount(), 3);
        QCOMPARE(layout.summarisedTiers(), (QList<int>{1, 0}));
        QCOMPARE(layout.bundles().size(), 4 + 1);
        // Three rows of 11 mm boxes and two 16 mm gaps: 65 mm, far below an A4 page (about 250 mm).
        QCOMPARE(layout.heightMm(), 65.0);
        QuotePdfOptions options;
        options.topology = d;
        const QString pdf = m_dir.filePath(QStringLiteral("topology-96.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(d, test::seedPriceBook(), Term::Monthly), pdf, QStringLiteral("en"),
                                       options), QString());
        test::keepArtifact(pdf, 50);
        const QString text = test::pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("96 x SRV-A100-SXM-8-IB")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("96 servers")));
        QVERIFY(text.contains(QStringLiteral("12 leaf switches")));
        QVERIFY(text.contains(QStringLiteral("12 x SW-IB-HDR-40")));
        QVERIFY(text.contains(QStringLiteral("Drawn by tier: 12 leaf switches, 96 servers are too many")));
        QVERIFY(text.contains(QStringLiteral("x96"))); // 96 server-leaf cables
        QCOMPARE(text.count(QStringLiteral("x12")), 4); // each spine: 12 leaves x 1 cable
        for (int spine = 1; spine <= 4; ++spine)
            QVERIFY(text.contains(QStringLiteral("spine%1").arg(spine)));
        QVERIFY(overlappingWords(pdf).isEmpty());
        QVERIFY(pageCount(pdf) <= 3);
    }

    void hourlyAndUsdSayHow()
    {
        Design d = test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2);
        const QString hourly = m_dir.filePath(QStringLiteral("hourly.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(d, test::seedPriceBook(), Term::Hourly), hourly, QStringLiteral("en")),
                 QString());
        const QString text = test::pdfText(hourly);
        QVERIFY(text.contains(QStringLiteral("Hourly (trial)")));
        QVERIFY(text.contains(QStringLiteral("(CNY/hour)")));
        QVERIFY(text.contains(QStringLiteral("730 hours per month")));
        QVERIFY(text.contains(QStringLiteral("49.16"))); // 35,888.00 / 730 = 49.16
        d.quote.extras.currency = QStringLiteral("USD");
        const QString usd = m_dir.filePath(QStringLiteral("usd.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(d, test::seedPriceBook(), Term::Monthly), usd, QStringLiteral("en")),
                 QString());
        const QString usdText = test::pdfText(usd);
        QVERIFY(usdText.contains(QStringLiteral("Amount (USD)")));
        QVERIFY(usdText.contains(QStringLiteral("7.2000 CNY per USD")));
        // #17: unit 35,888.00 / 7.2 = 4,984.44 USD shown; the line is 2 x 4,984.44 = 9,968.88
        QVERIFY(usdText.contains(QStringLiteral("4,984.44")));
        QVERIFY(usdText.contains(QStringLiteral("9,968.88")));
        // The amount formula and the Rounding block name the currency's smallest unit: the cent for USD,
        // the fen for CNY; in Chinese 美分 and 分.
        const QString flat = usdText.simplified();
        QVERIFY2(flat.contains(QStringLiteral("x (1 - discount), rounded once to the cent")), qPrintable(flat));
        QVERIFY2(flat.contains(QStringLiteral("rounded once to the cent, halves away from zero; the totals")),
                 qPrintable(flat));
        QVERIFY2(!flat.contains(QStringLiteral("to the fen")), qPrintable(flat));
        QVERIFY(text.simplified().contains(QStringLiteral("rounded once to the fen, halves away from zero; the totals")));
        const QString usdZh = m_dir.filePath(QStringLiteral("usd-zh.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(d, test::seedPriceBook(), Term::Monthly), usdZh, QStringLiteral("zh_CN")),
                 QString());
        const QString zh = test::pdfText(usdZh).remove(QRegularExpression(QStringLiteral("\\s")));
        // pdftotext gives the full-width comma as ','; the formula and the rounding rule both say 美分.
        QVERIFY2(zh.count(QStringLiteral("精确到美分")) >= 2, qPrintable(zh));
        QVERIFY2(!zh.contains(QStringLiteral("精确到分")), qPrintable(zh));
        test::keepArtifact(hourly, 50);
        test::keepArtifact(usd, 50);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestQuotePdfDefects)
#include "tst_quotepdfdefects.moc"
