#include "quotefixture.h"
#include "quote/quotebuilder.h"
#include "xlsx/quotexlsxwriter.h"
#include "xlsxreader.h"
#include "../model/cablequotefixture.h"

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

    QHash<QString, XlsxCell> written(const Quote &quote, const QString &language, const QString &name = QStringLiteral("q"))
    {
        const QString path = m_dir.filePath(QStringLiteral("%1-%2.xlsx").arg(name, language));
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

    /**
     * The cabled leaf-spine quote (cablequotefixture.h): the cables' months cell says one-off, and
     * the 7 totals rows sum the recurring lines (SUMIF months > 0) and the one-off lines (SUMIF
     * months = "one-off") apart, their cached values the figures worked by hand: recurring
     * 122,800.00-182,800.00 + VAT 7,368.00-10,968.00 = 130,168.00-193,768.00; one-off
     * 83,200.00-150,400.00 + VAT 4,992.00-9,024.00 = 88,192.00-159,424.00; first invoice
     * 218,360.00-353,192.00.
     */
    void oneOffTotalsApart_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QString>("oneOff");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral("Monthly charges"), QStringLiteral("VAT (6%)"),
                                           QStringLiteral("Monthly total"), QStringLiteral("One-off charges"),
                                           QStringLiteral("VAT (6%)"), QStringLiteral("One-off total"),
                                           QStringLiteral("First invoice (first month + one-off)")}
                            << QStringLiteral("one-off");
        // The Chinese labels as translations/clusterquote_zh_CN.ts gives them (context cq::QuoteBuilder).
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral("每月费用"), QStringLiteral("增值税（6%）"),
                                              QStringLiteral("每月合计"), QStringLiteral("一次性费用"),
                                              QStringLiteral("增值税（6%）"), QStringLiteral("一次性费用合计"),
                                              QStringLiteral("首期账单（首月 + 一次性费用）")}
                               << QStringLiteral("一次性");
    }
    void oneOffTotalsApart()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, labels);
        QFETCH(QString, oneOff);
        const Quote q = buildQuote(test::leafSpine(test::kCableA100Est), test::cableBook(), Term::Monthly);
        QVERIFY(q.hasOneOff());
        QCOMPARE(q.roundingPolicy, RoundingPolicy::PerLine);
        const QHash<QString, XlsxCell> c = written(q, language, QStringLiteral("cables"));
        const int first = 7, last = 6 + int(q.lines.size()); // line rows, 1-based as in A1 references
        const auto at = [&c](const char *column, int row) { return c.value(QLatin1String(column) + QString::number(row)); };
        int dacRow = 0, aocRow = 0, serverRow = 0;
        for (int r = first; r <= last; ++r) {
            const QString sku = at("B", r).text;
            dacRow = sku == test::kCableDac ? r : dacRow;
            aocRow = sku == test::kCableAoc ? r : aocRow;
            serverRow = sku == test::kCableA100Est ? r : serverRow;
        }
        QVERIFY(dacRow && aocRow && serverRow);
        QVERIFY(at("B", last + 1).text.isEmpty());
        // The one-off lines: months cell the word (the unit column says it too); amounts once.
        const QString word = at("H", dacRow).text;
        QVERIFY(at("H", dacRow).isString);
        QCOMPARE(word, oneOff);
        QCOMPARE(at("E", dacRow).text, oneOff); // the unit
        QCOMPARE(at("H", aocRow).text, word);
        QCOMPARE(at("D", dacRow).value, QStringLiteral("32"));
        QCOMPARE(at("K", dacRow).value.toDouble(), 19200.0); // 32 x 600.00
        QCOMPARE(at("L", dacRow).value.toDouble(), 38400.0); // 32 x 1,200.00
        QCOMPARE(at("K", aocRow).value.toDouble(), 64000.0); // 32 x 2,000.00
        QCOMPARE(at("L", aocRow).value.toDouble(), 112000.0); // 32 x 3,500.00
        // VAT per line: 19,200 x 6 % = 1,152.00 .. 38,400 x 6 % = 2,304.00.
        QCOMPARE(at("M", dacRow).value.toDouble(), 1152.0);
        QCOMPARE(at("N", dacRow).value.toDouble(), 2304.0);
        // A recurring line: a number of months.
        QVERIFY(!at("H", serverRow).isString);
        QCOMPARE(at("H", serverRow).value, QStringLiteral("1"));
        QCOMPARE(at("K", serverRow).value.toDouble(), 100000.0); // 4 x 25,000.00
        QCOMPARE(at("L", serverRow).value.toDouble(), 160000.0); // 4 x 40,000.00

        const QString months = QStringLiteral("H%1:H%2").arg(first).arg(last);
        const auto range = [&](const char *column) { return QStringLiteral("%1%2:%1%3").arg(QLatin1String(column)).arg(first).arg(last); };
        const int t = last + 1; // the totals rows: t .. t + 6
        struct Expected {
            QString formulaMin, formulaMax;
            double min, max;
        };
        const QString recurring = QStringLiteral("SUMIF(%1,\">0\",%2)");
        const QString once = QStringLiteral("SUMIF(%1,\"%2\",%3)");
        const QList<Expected> expected{
            {recurring.arg(months, range("K")), recurring.arg(months, range("L")), 122800.0, 182800.0},
            {recurring.arg(months, range("M")), recurring.arg(months, range("N")), 7368.0, 10968.0},
            {QStringLiteral("K%1+K%2").arg(t).arg(t + 1), QStringLiteral("L%1+L%2").arg(t).arg(t + 1), 130168.0, 193768.0},
            {once.arg(months, word, range("K")), once.arg(months, word, range("L")), 83200.0, 150400.0},
            {once.arg(months, word, range("M")), once.arg(months, word, range("N")), 4992.0, 9024.0},
            {QStringLiteral("K%1+K%2").arg(t + 3).arg(t + 4), QStringLiteral("L%1+L%2").arg(t + 3).arg(t + 4), 88192.0, 159424.0},
            {QStringLiteral("K%1+K%2").arg(t + 2).arg(t + 5), QStringLiteral("L%1+L%2").arg(t + 2).arg(t + 5), 218360.0, 353192.0},
        };
        QStringList shownLabels;
        for (int i = 0; i < expected.size(); ++i) {
            const int row = t + i;
            shownLabels.append(at("C", row).text);
            QCOMPARE(at("K", row).formula, expected.at(i).formulaMin);
            QCOMPARE(at("L", row).formula, expected.at(i).formulaMax);
            QCOMPARE(at("K", row).value.toDouble(), expected.at(i).min);
            QCOMPARE(at("L", row).value.toDouble(), expected.at(i).max);
        }
        QVERIFY(at("K", t + 7).formula.isEmpty() && at("L", t + 7).value.isEmpty()); // nothing after
        QCOMPARE(shownLabels, labels);

        // Recomputing the SUMIFs from the cells (what a spreadsheet does) gives the cached figures.
        double recurringMin = 0, onceMin = 0, recurringMax = 0, onceMax = 0;
        for (int r = first; r <= last; ++r) {
            const XlsxCell m = at("H", r);
            if (m.isString && m.text == word) {
                onceMin += at("K", r).value.toDouble();
                onceMax += at("L", r).value.toDouble();
            } else if (!m.isString && m.value.toDouble() > 0) {
                recurringMin += at("K", r).value.toDouble();
                recurringMax += at("L", r).value.toDouble();
            }
        }
        QCOMPARE(recurringMin, 122800.0);
        QCOMPARE(recurringMax, 182800.0);
        QCOMPARE(onceMin, 83200.0);
        QCOMPARE(onceMax, 150400.0);
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
