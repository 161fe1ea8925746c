#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"
#include "../model/cablequotefixture.h"
#include "../common/pdftext.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

namespace {

QString extractText(const QString &pdfPath)
{
    return test::pdfText(pdfPath);
}

QString nfkc(const QString &text) { return text.normalized(QString::NormalizationForm_KC); }

/** 2 x A100 list + 1 x A100 estimate, 100 Mb/s bandwidth, power included. */
Quote sampleQuote(Term term = Term::Monthly)
{
    Design d = test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2);
    d.servers.append(test::server(QStringLiteral("SRV-A100-SXM-8-EST")));
    d.quote.publicBandwidthMbps = 100;
    d.quote.customer = QStringLiteral("深圳某智算公司");
    d.quote.salesEngineer = QStringLiteral("马长门"); // glyphs Noto shares with radicals
    d.quote.quoteNumber = QStringLiteral("CQ-2026-0042");
    d.quote.date = QDate(2026, 3, 5);
    d.quote.notes = QStringLiteral("Delivery within 10 working days.\nAcceptance with nccl-tests all_reduce_perf.");
    Quote q = buildQuote(d, test::seedPriceBook(), term);
    q.draft = false; // as an issued revision: the number is shown (drafts: tst_quotedraft)
    return q;
}

/** 150 charged lines: line i is "Line-<i>" x 2 at 5,000,000.00 + i yuan, amount 10,000,000.00 + 2i. */
Quote longQuote()
{
    Quote q;
    q.settings.quoteNumber = QStringLiteral("CQ-LONG-150");
    q.draft = false;
    q.settings.customer = QStringLiteral("Long Quote Ltd");
    q.settings.date = QDate(2026, 3, 5);
    for (int i = 1; i <= 150; ++i) {
        QuoteLine line;
        line.sku = QStringLiteral("SKU-%1").arg(i);
        line.description = QStringLiteral("Line-%1 rented item").arg(i, 3, 10, QLatin1Char('0'));
        line.quantity = 2;
        line.unitPrice = MoneyRange::fixed(Money::yuan(5000000 + i));
        line.amount = MoneyRange::fixed(Money::yuan(10000000 + 2 * i));
        q.lines.append(line);
        q.subtotal += line.amount;
    }
    q.total = q.subtotal;
    return q;
}

/** "10,000,002.00" for i = 1: thousands-grouped by hand, independently of formatMoney(). */
QString longAmount(int i)
{
    return QStringLiteral("10,000,%1.00").arg(2 * i, 3, 10, QLatin1Char('0'));
}

} // namespace

class TestQuotePdf : public QObject
{
    Q_OBJECT
private slots:
    void content_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("annual");
        QTest::addColumn<QStringList>("expected");
        // Figures: 2 x 35,888.00 = 71,776.00; estimate 25,000.00-40,000.00; bandwidth 100 x 20.00 = 2,000.00;
        // subtotal 98,776.00-113,776.00; VAT 6 % 5,926.56-6,826.56; total 104,702.56-120,602.56;
        // power 3 x 6,500 W = 19,500 W = 19.50 kW (two decimals, as analyze and compare print it), included.
        const QStringList common{QStringLiteral("CQ-2026-0042"), QStringLiteral("71,776.00"),
                                 QStringLiteral("深圳某智算公司"), QStringLiteral("马长门"),
                                 QStringLiteral("CNY 104,702.56-120,602.56"), QStringLiteral("2026-04-04")};
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << false
                               << common + QStringList{QStringLiteral("报价单"), QStringLiteral("预估价格，以咨询为准"),
                                                       QStringLiteral("满载功率 19.50 kW"), QStringLiteral("包内"),
                                                       QStringLiteral("增值税"), QStringLiteral("第 1 页，共 1 页"),
                                                       QStringLiteral("客户"), QStringLiteral("舍入规则")};
        QTest::newRow("en") << QStringLiteral("en") << false
                            << common + QStringList{QStringLiteral("Quotation"),
                                                    QStringLiteral("Estimated prices, subject to consultation"),
                                                    QStringLiteral("19.50 kW at full load"),
                                                    QStringLiteral("Included in server rent"),
                                                    QStringLiteral("VAT (6%)"), QStringLiteral("Page 1 of 1")};
        // Annual: A100 2 x 35,888.00 x 12 x 80 % = 689,049.60; estimate 25,000 x 12 x 80 % = 240,000.00 to
        // 40,000 x 12 x 80 % = 384,000.00; bandwidth 100 x 20.00 x 12 = 24,000.00 (no discount);
        // subtotal 953,049.60-1,097,049.60; VAT 57,182.976 -> 57,182.98 and 65,822.976 -> 65,822.98;
        // total 1,010,232.58-1,162,872.58.
        QTest::newRow("en annual") << QStringLiteral("en") << true
                                   << QStringList{QStringLiteral("689,049.60"), QStringLiteral("240,000.00-"),
                                                  QStringLiteral("24,000.00"), QStringLiteral("80%"),
                                                  QStringLiteral("Annual (12 months)"),
                                                  QStringLiteral("Share: the annual price as a percentage"),
                                                  QStringLiteral("CNY 953,049.60-1,097,049.60"),
                                                  QStringLiteral("CNY 57,182.98-65,822.98"),
                                                  QStringLiteral("CNY 1,010,232.58-1,162,872.58")};
    }
    void content()
    {
        QFETCH(QString, language);
        QFETCH(bool, annual);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("quote-%1%2.pdf").arg(language, annual ? "-annual" : ""));
        const QString error = QuotePdfWriter::write(sampleQuote(annual ? Term::Annual : Term::Monthly), path, language);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        test::keepArtifact(path, 40);
        const QString text = extractText(path);
        QVERIFY2(!text.isEmpty(), "pdftotext produced no text");
        for (const QString &needle : expected)
            QVERIFY2(text.contains(nfkc(needle)), qPrintable(needle + QStringLiteral(" missing in:\n") + text));
        QVERIFY(!text.contains(QStringLiteral("Quotation")) || language == QLatin1String("en"));
    }

    /**
     * The cabled leaf-spine quote (cablequotefixture.h): the totals block shows the monthly part,
     * the one-off part and the first invoice, in the PDF's money format, figures worked by hand
     * (tst_quotecables): 122,800.00-182,800.00 + VAT 7,368.00-10,968.00 = 130,168.00-193,768.00 a
     * month; 83,200.00-150,400.00 + VAT 4,992.00-9,024.00 = 88,192.00-159,424.00 once; first
     * invoice 218,360.00-353,192.00. The cables' months cell says one-off.
     */
    void oneOffTotals_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("labels");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral("Monthly charges"), QStringLiteral("Monthly total"),
                                           QStringLiteral("One-off charges"), QStringLiteral("One-off total"),
                                           QStringLiteral("First invoice (first month + one-off)"),
                                           QStringLiteral("one-off"), QStringLiteral("VAT (6%)")};
        // As translations/clusterquote_zh_CN.ts gives them (context cq::QuoteBuilder).
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral("每月费用"), QStringLiteral("每月合计"),
                                              QStringLiteral("一次性费用"), QStringLiteral("一次性费用合计"),
                                              QStringLiteral("首期账单（首月 + 一次性费用）"), QStringLiteral("一次性"),
                                              QStringLiteral("增值税")};
    }
    void oneOffTotals()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, labels);
        Design d = test::leafSpine(test::kCableA100Est);
        d.quote.quoteNumber = QStringLiteral("CQ-2026-0077");
        d.quote.date = QDate(2026, 3, 5);
        Quote q = buildQuote(d, test::cableBook(), Term::Monthly);
        q.draft = false;
        QVERIFY(q.hasOneOff());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("quote-cables-%1.pdf").arg(language));
        const QString error = QuotePdfWriter::write(q, path, language);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        test::keepArtifact(path, 70);
        const QString text = extractText(path);
        QVERIFY2(!text.isEmpty(), "pdftotext produced no text");
        for (const QString &label : labels)
            QVERIFY2(text.contains(nfkc(label)), qPrintable(label + QStringLiteral(" missing in:\n") + text));
        const QStringList amounts{QStringLiteral("CNY 122,800.00-182,800.00"), QStringLiteral("CNY 7,368.00-10,968.00"),
                                  QStringLiteral("CNY 130,168.00-193,768.00"), QStringLiteral("CNY 83,200.00-150,400.00"),
                                  QStringLiteral("CNY 4,992.00-9,024.00"), QStringLiteral("CNY 88,192.00-159,424.00"),
                                  QStringLiteral("CNY 218,360.00-353,192.00")};
        for (const QString &amount : amounts)
            QVERIFY2(text.contains(amount), qPrintable(amount + QStringLiteral(" missing in:\n") + text));
        // Each label on the line of its own figure, in the order every surface shows them.
        const QStringList lines = text.split(QLatin1Char('\n'));
        const auto lineWith = [&lines](const QString &needle) {
            for (int i = 0; i < lines.size(); ++i) {
                if (lines.at(i).contains(needle))
                    return i;
            }
            return -1;
        };
        const int monthlyTotal = lineWith(amounts.at(2)), oneOffTotal = lineWith(amounts.at(5)),
                  firstInvoice = lineWith(amounts.at(6));
        QVERIFY(monthlyTotal >= 0 && monthlyTotal < oneOffTotal && oneOffTotal < firstInvoice);
        QVERIFY2(lines.at(monthlyTotal).contains(nfkc(labels.at(1))), qPrintable(lines.at(monthlyTotal)));
        QVERIFY2(lines.at(oneOffTotal).contains(nfkc(labels.at(3))), qPrintable(lines.at(oneOffTotal)));
        QVERIFY2(lines.at(firstInvoice).contains(nfkc(labels.at(4))), qPrintable(lines.at(firstInvoice)));
        QVERIFY2(lines.at(lineWith(amounts.at(0))).contains(nfkc(labels.at(0))), qPrintable(lines.at(lineWith(amounts.at(0)))));
        QVERIFY2(lines.at(lineWith(amounts.at(3))).contains(nfkc(labels.at(2))), qPrintable(lines.at(lineWith(amounts.at(3)))));
        // The DAC line: 32 x 600.00-1,200.00 = 19,200.00-38,400.00, its months cell the word.
        const int dac = lineWith(QStringLiteral("19,200.00"));
        QVERIFY(dac >= 0);
        QVERIFY2(lines.at(dac).contains(nfkc(labels.at(5))), qPrintable(lines.at(dac)));
    }

    void longQuotePaginates()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("long.pdf"));
        const QString error = QuotePdfWriter::write(longQuote(), path, QStringLiteral("en"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        test::keepArtifact(path, 40);
        const QStringList pages = extractText(path).split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        QVERIFY2(pages.size() > 1, qPrintable(QString::number(pages.size())));
        const QString all = pages.join(QLatin1Char('\n'));
        for (int i = 1; i <= 150; ++i) {
            QCOMPARE(all.count(longAmount(i)), 1);
            // The row is never split: its item text sits on the page that has its amount.
            const QString item = QStringLiteral("Line-%1").arg(i, 3, 10, QLatin1Char('0'));
            const auto page = std::find_if(pages.cbegin(), pages.cend(),
                                           [&](const QString &p) { return p.contains(longAmount(i)); });
            QVERIFY2(page->contains(item), qPrintable(item));
        }
        for (int p = 0; p < pages.size(); ++p) {
            QCOMPARE(pages.at(p).count(QStringLiteral("Amount (CNY)")), 1); // head repeated on every page
            QVERIFY(pages.at(p).contains(QStringLiteral("Page %1 of %2").arg(p + 1).arg(pages.size())));
            QVERIFY(pages.at(p).contains(QStringLiteral("CQ-LONG-150")));
        }
    }

    void errorsNameTheFile()
    {
        const QString badDir = QStringLiteral("/nonexistent-cq-dir/quote.pdf");
        const QString error = QuotePdfWriter::write(sampleQuote(), badDir, QStringLiteral("en"));
        QVERIFY2(error.contains(badDir), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fr.pdf"));
        const QString language = QuotePdfWriter::write(sampleQuote(), path, QStringLiteral("fr"));
        QVERIFY2(language.contains(path) && language.contains(QLatin1String("fr")), qPrintable(language));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(TestQuotePdf)
#include "tst_quotepdf.moc"
