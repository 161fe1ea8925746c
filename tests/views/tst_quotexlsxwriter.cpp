#include "quotefixture.h"
#include "xlsx/quotexlsxwriter.h"
#include "xlsxreader.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace cq;
using namespace cqtest;

/**
 * QuoteXlsxWriter on the hand-worked quote of quotefixture.h, read back with unzip. Layout:
 * heads on row 6, lines from row 7 (C item, F/G unit price min/max, K/L amount min/max,
 * M/N VAT min/max, O kind), then subtotal, VAT and total rows.
 */
class TestQuoteXlsxWriter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QHash<QString, XlsxCell> written(const Quote &quote, const QString &language)
    {
        const QString path = m_dir.filePath(QStringLiteral("q-%1.xlsx").arg(language));
        const QString error = QuoteXlsxWriter::write(quote, path, language);
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        return xlsxCells(path);
    }

private slots:
    void linesRangesAndIncluded()
    {
        const QHash<QString, XlsxCell> c = written(handQuote(), QStringLiteral("en"));
        QCOMPARE(c.value(QStringLiteral("C6")).text, QStringLiteral("Item"));
        QCOMPARE(c.value(QStringLiteral("C7")).text, QStringLiteral("8x A100 80G SXM server with IB"));
        // 2 x 35,888.00 = 71,776.00: a list price, min == max, as numbers.
        QCOMPARE(c.value(QStringLiteral("D7")).value.toDouble(), 2.0);
        QCOMPARE(c.value(QStringLiteral("F7")).value.toDouble(), 35888.0);
        QCOMPARE(c.value(QStringLiteral("G7")).value.toDouble(), 35888.0);
        QCOMPARE(c.value(QStringLiteral("K7")).value.toDouble(), 71776.0);
        QCOMPARE(c.value(QStringLiteral("L7")).value.toDouble(), 71776.0);
        QCOMPARE(c.value(QStringLiteral("O7")).text, QStringLiteral("List price"));
        // The estimate keeps both ends: 25,000.00 .. 40,000.00.
        QCOMPARE(c.value(QStringLiteral("K8")).value.toDouble(), 25000.0);
        QCOMPARE(c.value(QStringLiteral("L8")).value.toDouble(), 40000.0);
        QCOMPARE(c.value(QStringLiteral("O8")).text, QStringLiteral("Estimate"));
        // Power, included: says so where the amount would be, no number to sum.
        QVERIFY(c.value(QStringLiteral("K9")).isString);
        QCOMPARE(c.value(QStringLiteral("K9")).text, QStringLiteral("Included"));
        QVERIFY(!c.contains(QStringLiteral("L9")) && !c.contains(QStringLiteral("F9")));
        QCOMPARE(c.value(QStringLiteral("D9")).value.toDouble(), 13.0); // 13 kW
        // Subtotal = SUM of the lines: 71,776 + 25,000 = 96,776.00 .. 71,776 + 40,000 = 111,776.00.
        QCOMPARE(c.value(QStringLiteral("C10")).text, QStringLiteral("Subtotal"));
        QCOMPARE(c.value(QStringLiteral("K10")).formula, QStringLiteral("SUM(K7:K9)"));
        QCOMPARE(c.value(QStringLiteral("K10")).value.toDouble(), 96776.0);
        QCOMPARE(c.value(QStringLiteral("L10")).formula, QStringLiteral("SUM(L7:L9)"));
        QCOMPARE(c.value(QStringLiteral("L10")).value.toDouble(), 111776.0);
        // The fixture's lines carry no per-line VAT, so SUM(M7:M9) would not give the quote's
        // 5,806.56: the VAT is written as the figure, not as a formula that disagrees.
        QCOMPARE(c.value(QStringLiteral("K11")).formula, QString());
        QCOMPARE(c.value(QStringLiteral("K11")).value.toDouble(), 5806.56);
        QCOMPARE(c.value(QStringLiteral("L11")).value.toDouble(), 6706.56);
        // Total = subtotal + VAT: 96,776 + 5,806.56 = 102,582.56 .. 111,776 + 6,706.56 = 118,482.56.
        QCOMPARE(c.value(QStringLiteral("C12")).text, QStringLiteral("Total (range)"));
        QCOMPARE(c.value(QStringLiteral("K12")).formula, QStringLiteral("K10+K11"));
        QCOMPARE(c.value(QStringLiteral("K12")).value.toDouble(), 102582.56);
        QCOMPARE(c.value(QStringLiteral("L12")).value.toDouble(), 118482.56);
        QCOMPARE(c.value(QStringLiteral("C2")).text, QStringLiteral("DRAFT")); // no revision issued
        QCOMPARE(c.value(QStringLiteral("B6")).text, QStringLiteral("SKU"));
        QCOMPARE(c.value(QStringLiteral("G6")).text, QStringLiteral("Unit price (CNY) max"));
        QCOMPARE(c.value(QStringLiteral("E7")).text, QStringLiteral("month"));
        QCOMPARE(c.value(QStringLiteral("E9")).text, QStringLiteral("kW-month"));
        const QByteArray book = xlsxPart(m_dir.filePath(QStringLiteral("q-en.xlsx")), QStringLiteral("xl/workbook.xml"));
        QVERIFY2(book.contains("name=\"Quote\""), book.constData());
    }

    void perDocumentVatIsOneRounding()
    {
        Quote q = handQuote();
        q.roundingPolicy = RoundingPolicy::PerDocument;
        const QHash<QString, XlsxCell> c = written(q, QStringLiteral("zh_CN"));
        // VAT = ROUND(subtotal x 600 / 10,000, 2): 96,776 x 0.06 = 5,806.56, 111,776 x 0.06 = 6,706.56.
        QCOMPARE(c.value(QStringLiteral("K11")).formula, QStringLiteral("ROUND(K10*600/10000,2)"));
        QCOMPARE(c.value(QStringLiteral("K11")).value.toDouble(), 5806.56);
        QCOMPARE(c.value(QStringLiteral("L11")).formula, QStringLiteral("ROUND(L10*600/10000,2)"));
        QCOMPARE(c.value(QStringLiteral("L11")).value.toDouble(), 6706.56);
        QCOMPARE(c.value(QStringLiteral("C6")).text, QStringLiteral("项目"));
        QCOMPARE(c.value(QStringLiteral("K9")).text, QStringLiteral("包内"));
        QCOMPARE(c.value(QStringLiteral("O8")).text, QStringLiteral("预估价"));
        QCOMPARE(c.value(QStringLiteral("C10")).text, QStringLiteral("小计"));
        // The workbook's own texts come from the same catalogue as the PDF's (cq::QuoteXlsxWriter).
        QCOMPARE(c.value(QStringLiteral("B6")).text, QStringLiteral("料号"));
        QCOMPARE(c.value(QStringLiteral("E6")).text, QStringLiteral("单位"));
        QCOMPARE(c.value(QStringLiteral("F6")).text, QStringLiteral("单价（CNY） 最低"));
        QCOMPARE(c.value(QStringLiteral("O6")).text, QStringLiteral("类型"));
        QCOMPARE(c.value(QStringLiteral("P6")).text, QStringLiteral("说明"));
        QCOMPARE(c.value(QStringLiteral("O7")).text, QStringLiteral("官网价"));
        QCOMPARE(c.value(QStringLiteral("E7")).text, QStringLiteral("月"));    // a server per month
        QCOMPARE(c.value(QStringLiteral("E9")).text, QStringLiteral("kW·月")); // power in kW per month
        const QByteArray book = xlsxPart(m_dir.filePath(QStringLiteral("q-zh_CN.xlsx")), QStringLiteral("xl/workbook.xml"));
        QVERIFY2(book.contains(QStringLiteral("name=\"报价单\"").toUtf8()), book.constData());
    }

    void vatContainedInThePrices()
    {
        Quote q = handQuote();
        q.roundingPolicy = RoundingPolicy::PerDocument;
        q.pricesIncludeVat = true;
        // VAT inside a gross amount g is g x 6 / 106: 96,776 x 6 / 106 = 5,477.886... -> 5,477.89;
        // 111,776 x 6 / 106 = 6,326.943... -> 6,326.94. The total is the subtotal itself.
        q.vat = {Money(547789), Money(632694)};
        q.total = q.subtotal;
        const QHash<QString, XlsxCell> c = written(q, QStringLiteral("en"));
        QCOMPARE(c.value(QStringLiteral("K11")).formula, QStringLiteral("ROUND(K10*600/10600,2)"));
        QCOMPARE(c.value(QStringLiteral("K11")).value.toDouble(), 5477.89);
        QCOMPARE(c.value(QStringLiteral("L11")).value.toDouble(), 6326.94);
        QCOMPARE(c.value(QStringLiteral("K12")).formula, QStringLiteral("K10"));
        QCOMPARE(c.value(QStringLiteral("K12")).value.toDouble(), 96776.0);
        QCOMPARE(c.value(QStringLiteral("L12")).value.toDouble(), 111776.0);
    }
};

QTEST_MAIN(TestQuoteXlsxWriter)
#include "tst_quotexlsxwriter.moc"
