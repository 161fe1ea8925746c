#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"
#include "../model/testpricebook.h"
#include "../common/pdftext.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

namespace {

Design cluster(int servers)
{
    Design d = test::ibCluster(servers);
    for (int i = 0; i < d.servers.size(); ++i)
        d.servers[i].name = QStringLiteral("node%1").arg(i + 1, 2, 10, QLatin1Char('0'));
    d.switches[0].name = QStringLiteral("leaf-1");
    d.quote.quoteNumber = QStringLiteral("CQ-2026-0200");
    d.quote.customer = QStringLiteral("深圳某智算公司");
    d.quote.date = QDate(2026, 3, 5);
    return d;
}

/** Manual line i: "Item-iii" x 1 at 1,000.00 + i fen x 100 -> amount 1,0ii.00 when i < 100. */
ManualLine manualLine(int i)
{
    ManualLine m;
    m.description = QStringLiteral("Item-%1 storage volume").arg(i, 3, 10, QLatin1Char('0'));
    if (i % 37 == 0) // some lines wrap over several text lines
        m.description += QStringLiteral(" with a long description that wraps over several lines of the item column "
                                        "so that the row is much taller than the others and must stay whole");
    m.descriptionZh = QStringLiteral("存储卷 %1").arg(i, 3, 10, QLatin1Char('0'));
    m.unitPrice = MoneyRange::fixed(Money::yuan(1000 + i));
    return m;
}

QuotePdfOptions fullOptions(const Design &design, int assumptionParagraphs)
{
    QuotePdfOptions options;
    options.topology = design;
    for (int p = 0; p < assumptionParagraphs; ++p)
        options.assumptions << QStringLiteral("Assumption %1: all nodes of one synchronous job sit in the same room "
                                              "under one non-blocking switch fabric; prices are monthly unless "
                                              "marked; estimates are confirmed on consultation. 假设条件第 %1 条。")
                                   .arg(p + 1);
    options.acceptance = {2, 8, 180.5, 21.7, QStringLiteral("NV12"), 200};
    Design priced = design;
    priced.quote.publicBandwidthMbps = 0;
    options.comparison = compareTerms(test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2), test::seedPriceBook());
    return options;
}

} // namespace

/** The customer PDF's added sections, a 200-line layout and the customer/internal split. */
class TestQuotePdfSections : public QObject
{
    Q_OBJECT
private slots:
    void sectionsCarryTheirFigures()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sections-en.pdf"));
        const Design design = cluster(2);
        Quote quote = buildQuote(design, test::seedPriceBook(), Term::Monthly);
        quote.draft = false; // as issued: the header shows the number
        const QString error = QuotePdfWriter::write(quote, path, QStringLiteral("en"), fullOptions(design, 2));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        test::keepArtifact(path, 40);
        const QString text = test::pdfText(path);
        // Comparison (see tst_quotepricing): 12 x 76,082.56 = 912,990.72; annual 730,392.58; saves 182,598.14 = 2.4 months.
        for (const QString &needle : {QStringLiteral("CNY 912,990.72"), QStringLiteral("CNY 730,392.58"),
                                      QStringLiteral("Annual saves CNY 182,598.14, i.e. 2.4 months"),
                                      QStringLiteral("expect NV12 between every GPU pair"),
                                      QStringLiteral("Active at 200 Gb/s"),
                                      QStringLiteral("all_reduce_perf -b 8 -e 8G -f 2 -g 8 ; expected bus bandwidth "
                                                     "about 180.50 GB/s at 8 GiB"),
                                      QStringLiteral("mpirun -np 16"), QStringLiteral("about 21.70 GB/s at 8 GiB"),
                                      QStringLiteral("NOT YET CONFIRMED"), QStringLiteral("Hidden-fee checklist"),
                                      QStringLiteral("Topology"), QStringLiteral("node01"), QStringLiteral("leaf-1"),
                                      QStringLiteral("x8"), QStringLiteral("Quotation CQ-2026-0200")}) {
            QVERIFY2(text.simplified().contains(needle), qPrintable(needle + QStringLiteral(" missing in:\n") + text));
        }
    }

    void twoHundredLinesKeepTheirLayout_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void twoHundredLinesKeepTheirLayout()
    {
        QFETCH(QString, language);
        Design design = cluster(16);
        QStringList note;
        for (int p = 0; p < 40; ++p)
            note << QStringLiteral("Note paragraph %1: delivery, acceptance and payment terms as agreed; the customer "
                                   "measures busbw after handover. 备注第 %1 段。").arg(p + 1);
        design.quote.notes = note.join(QLatin1Char('\n'));
        QuoteExtras extras;
        for (int i = 1; i <= 195; ++i)
            extras.manualLines.append(manualLine(i));
        extras.contingency = true;
        const Quote quote = buildQuote(design, test::seedPriceBook(), Term::Monthly, extras);
        QVERIFY(quote.lines.size() >= 200);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long200-%1.pdf").arg(language));
        // About two pages of assumptions (the long description).
        const QString error = QuotePdfWriter::write(quote, path, language, fullOptions(design, 30));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        test::keepArtifact(path, 40);
        const QStringList pages = test::pdfText(path).split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        QVERIFY2(pages.size() >= 8, qPrintable(QString::number(pages.size())));
        const bool zh = language == QLatin1String("zh_CN");
        for (int i = 1; i <= 195; ++i) {
            // Amount of line i: 1,000 + i yuan, e.g. "1,007.00"; its description sits on the same page.
            const QString amount = QStringLiteral("1,%1.00").arg(i, 3, 10, QLatin1Char('0'));
            const QString item = zh ? QStringLiteral("存储卷 %1").arg(i, 3, 10, QLatin1Char('0'))
                                    : QStringLiteral("Item-%1").arg(i, 3, 10, QLatin1Char('0'));
            const auto page = std::find_if(pages.cbegin(), pages.cend(), [&](const QString &p) { return p.contains(item); });
            QVERIFY2(page != pages.cend(), qPrintable(item));
            QVERIFY2(page->contains(amount), qPrintable(item + QStringLiteral(" without ") + amount));
        }
        const QString pageLabel = zh ? QStringLiteral("第 %1 页，共 %2 页") : QStringLiteral("Page %1 of %2");
        for (int p = 0; p < pages.size(); ++p) // header and footer: twice per page
            QCOMPARE(pages.at(p).count(pageLabel.arg(p + 1).arg(pages.size()).normalized(QString::NormalizationForm_KC)), 2);
        // The totals block is never split: subtotal and total sit on one page.
        const QString subtotal = zh ? QStringLiteral("小计") : QStringLiteral("Subtotal");
        const QString total = zh ? QStringLiteral("合计") : QStringLiteral("Total");
        const auto totals = std::find_if(pages.cbegin(), pages.cend(), [&](const QString &p) { return p.contains(subtotal); });
        QVERIFY(totals != pages.cend());
        QVERIFY(totals->contains(total));
    }

    void customerPdfHasNoCostOrMargin()
    {
        PriceBook book = test::seedPriceBook();
        for (PriceItem &item : book.items)
            item.cost = Money(1234567); // internal cost 12,345.67 on every item
        const Design design = cluster(2);
        const Quote quote = buildQuote(design, book, Term::Monthly);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("customer.pdf"));
        QVERIFY(QuotePdfWriter::write(quote, path, QStringLiteral("en"), fullOptions(design, 1)).isEmpty());
        const QString text = test::pdfText(path);
        QVERIFY(text.contains(QStringLiteral("71,776.00"))); // the prices are there ...
        // ... the cost is not, in any spelling; nor the margin on the A100 ((35,888 - 12,345.67) / 35,888 = 65.60 %).
        for (const QString &leak : {QStringLiteral("12,345.67"), QStringLiteral("12345.67"), QStringLiteral("1234567"),
                                    QStringLiteral("65.6"), QStringLiteral("cost"), QStringLiteral("margin")})
            QVERIFY2(!text.contains(leak, Qt::CaseInsensitive), qPrintable(leak));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(!bytes.contains("12345.67") && !bytes.contains("12,345.67") && !bytes.contains("1234567"));
    }
};

QTEST_MAIN(TestQuotePdfSections)
#include "tst_quotepdfsections.moc"
