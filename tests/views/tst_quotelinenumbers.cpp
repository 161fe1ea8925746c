// Line #N means the same line on every surface: the quote PDF regroups its rows into a charged
// and an included block but numbers each row by its place in the quote, as the XLSX does, and
// the estimate notice of both cites those numbers (tester finding: the PDF said "#2, #3" where
// the XLSX said "#4, #6" for the same lines).

#include "../common/pdftext.h"
#include "../model/testpricebook.h"
#include "format/designformat.h"
#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"
#include "xlsx/quotexlsxwriter.h"
#include "xlsxreader.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;
using namespace cqtest;

namespace {

/**
 * The seed figures of testpricebook.h, with the A100 server including its NIC ports, fabric
 * switches and power (as the shipped seed does) and BGP bandwidth an estimate of 20-30 per
 * Mb/s-month, so that the sample quote has both blocks and two estimated lines.
 */
PriceBook sampleBook()
{
    PriceBook book = test::seedPriceBook();
    for (PriceItem &item : book.items) {
        if (item.sku == QLatin1String("SRV-A100-SXM-8-IB"))
            item.inclusions = Inclusion::NicPorts | Inclusion::FabricSwitches | Inclusion::Power;
        if (item.sku == QLatin1String("SVC-BW-BGP")) {
            item.kind = PriceKind::Estimate;
            item.price = {Money::yuan(20), Money::yuan(30)};
        }
    }
    return book;
}

} // namespace

class TestQuoteLineNumbers : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static Quote sampleQuote()
    {
        const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"));
        return buildQuote(read.design, sampleBook(), Term::Monthly);
    }

private slots:
    void pdfAndXlsxCiteTheQuotesNumbers_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    void pdfAndXlsxCiteTheQuotesNumbers()
    {
        QFETCH(QString, language);
        // The sample's quote, in the order of its lines: 1 the 4 A100 servers (charged), 2 the
        // HDR switch and 3 the 32 IB port fees (both included in the server price), 4 the 100
        // Mb/s of BGP bandwidth (estimate), 5 power (included), 6 the manual storage line
        // (estimate). Charged block: #1, #4, #6; included block: #2, #3, #5.
        const Quote q = sampleQuote();
        QCOMPARE(q.lines.size(), 6);
        QCOMPARE(q.lines.at(3).sku, QStringLiteral("SVC-BW-BGP"));
        QVERIFY(q.lines.at(3).isEstimate() && q.lines.at(5).isEstimate());
        QVERIFY(q.lines.at(1).included && q.lines.at(2).included && q.lines.at(4).included);

        const QString pdf = m_dir.filePath(QStringLiteral("numbers-%1.pdf").arg(language));
        QCOMPARE(QuotePdfWriter::write(q, pdf, language, QuotePdfOptions()), QString());
        test::keepArtifact(pdf, 60);
        const QString text = test::pdfText(pdf); // layout: each row starts with its number
        const bool zh = language == QLatin1String("zh_CN");
        const QString bgp = zh ? QStringLiteral("独享 BGP 带宽") : QStringLiteral("Dedicated BGP bandwidth");
        const QString storage = zh ? QStringLiteral("4 台服务器的存储") : QStringLiteral("Storage for 4 servers");
        const QString notice = zh ? QStringLiteral("第 4 项 %1、第 6 项 %2").arg(bgp, storage)
                                  : QStringLiteral("#4 %1, #6 %2").arg(bgp, storage);
        QVERIFY2(text.simplified().contains(notice.normalized(QString::NormalizationForm_KC)),
                 qPrintable(notice + QStringLiteral(" missing in:\n") + text));
        // The rows in their blocks keep those numbers: 4 BGP among the charged lines, 2 the switch,
        // 3 the port fee and 5 power among the included ones.
        // (The item cell wraps: each row is found by the words on its first line.)
        const QString bgpStart = zh ? bgp : QStringLiteral("Dedicated BGP");
        const QString sw = QStringLiteral("InfiniBand HDR");
        const QString port = zh ? QStringLiteral("IB 交换机端口费") : QStringLiteral("InfiniBand switch port");
        const QString power = zh ? QStringLiteral("电力") : QStringLiteral("Power");
        for (const auto &[number, item] : {std::pair{4, bgpStart}, {2, sw}, {3, port}, {5, power}}) {
            const QRegularExpression row(QStringLiteral("^\\s*%1\\s+%2").arg(number).arg(QRegularExpression::escape(item)),
                                         QRegularExpression::MultilineOption);
            QVERIFY2(row.match(text.normalized(QString::NormalizationForm_KC)).hasMatch(),
                     qPrintable(QStringLiteral("row %1 %2 missing in:\n").arg(number).arg(item) + text));
        }
        QVERIFY2(!text.contains(zh ? QStringLiteral("第 2 项") : QStringLiteral("#2 ")), qPrintable(text));

        // The XLSX: column A numbers the rows 1..6 in the quote's order (row 7 on), and its
        // notice names the same two lines.
        const QString xlsx = m_dir.filePath(QStringLiteral("numbers-%1.xlsx").arg(language));
        QCOMPARE(QuoteXlsxWriter::write(q, xlsx, language), QString());
        const QHash<QString, XlsxCell> c = xlsxCells(xlsx);
        for (int n = 1; n <= 6; ++n)
            QCOMPARE(c.value(QStringLiteral("A%1").arg(6 + n)).value.toDouble(), double(n));
        QCOMPARE(c.value(QStringLiteral("C10")).text, bgp);
        bool cited = false;
        for (const XlsxCell &cell : c)
            cited = cited || cell.text.contains(zh ? QStringLiteral("第 4 项、第 6 项") : QStringLiteral("#4, #6"));
        QVERIFY(cited);
    }

    void xlsxMoneyIsTheFenExactly()
    {
        // Each money cell holds fen / 100.0 of the quote's integer figure: the same double a
        // spreadsheet reads from the two-decimal text (libxlsxwriter prints it with %.16G, so
        // 8,613.12 is stored as the text "8613.120000000001", which parses back to 861312 / 100.0).
        // Server VAT 143,552.00 x 6 % = 8,613.12 (143552 * 0.06 in doubles is 8613.119999999999);
        // VAT 8,613.12 + 2,000.00 x 6 % + 4,400.00 x 6 % = 8,997.12 .. 8,613.12 + 180.00 + 504.00 = 9,297.12;
        // total 149,952.00 + 8,997.12 = 158,949.12 .. 154,952.00 + 9,297.12 = 164,249.12 (README's table).
        const QString xlsx = m_dir.filePath(QStringLiteral("money.xlsx"));
        QCOMPARE(QuoteXlsxWriter::write(sampleQuote(), xlsx, QStringLiteral("en")), QString());
        const QHash<QString, XlsxCell> c = xlsxCells(xlsx);
        const QList<std::pair<const char *, qint64>> expected{
            {"K7", 14355200}, {"M7", 861312}, {"N7", 861312}, {"K10", 200000}, {"L10", 300000},
            {"M10", 12000}, {"N10", 18000}, {"K12", 440000}, {"L12", 840000}, {"M12", 26400}, {"N12", 50400},
            {"K13", 14995200}, {"L13", 15495200}, {"K14", 899712}, {"L14", 929712},
            {"K15", 15894912}, {"L15", 16424912}};
        for (const auto &[cell, fen] : expected) {
            const QString stored = c.value(QLatin1String(cell)).value;
            QVERIFY2(stored.toDouble() == double(fen) / 100.0, qPrintable(QLatin1String(cell) + u' ' + stored));
            QCOMPARE(QString::number(stored.toDouble(), 'f', 2), Money(fen).toDecimalString());
        }
    }

    void hourlyQuoteSaysHours()
    {
        // Hourly term: the manual storage line (4,400-8,400 a month) is priced per hour, so its
        // quantity reads "1 hour" beside the Hours column, never "1 month"; the XLSX names the
        // included power's unit kW-hour, not kW-month. Storage: 4,400.00 / 730 h = 6.0274
        // -> 6.03 per hour (one rounding to the fen), 8,400.00 / 730 = 11.5068 -> 11.51.
        const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"));
        const Quote q = buildQuote(read.design, sampleBook(), Term::Hourly);
        QCOMPARE(q.lines.size(), 6);
        QCOMPARE(q.lines.at(5).unitPrice, (MoneyRange{Money(603), Money(1151)}));
        const QString pdf = m_dir.filePath(QStringLiteral("hourly.pdf"));
        QCOMPARE(QuotePdfWriter::write(q, pdf, QStringLiteral("en"), QuotePdfOptions()), QString());
        const QString text = test::pdfText(pdf);
        const QRegularExpression storage(QStringLiteral("^\\s*6\\s+Storage for 4 servers\\s+1 hour\\s+6\\.03-11\\.51\\s+1\\s"),
                                         QRegularExpression::MultilineOption);
        QVERIFY2(storage.match(text).hasMatch(), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("1 month")), qPrintable(text));
        const QString xlsx = m_dir.filePath(QStringLiteral("hourly.xlsx"));
        QCOMPARE(QuoteXlsxWriter::write(q, xlsx, QStringLiteral("en")), QString());
        const QHash<QString, XlsxCell> c = xlsxCells(xlsx);
        QCOMPARE(c.value(QStringLiteral("B11")).text, QStringLiteral("SVC-POWER")); // line #5
        QCOMPARE(c.value(QStringLiteral("E11")).text, QStringLiteral("kW-hour"));
        QCOMPARE(c.value(QStringLiteral("E7")).text, QStringLiteral("hour")); // the servers, per hour
        QCOMPARE(c.value(QStringLiteral("E12")).text, QStringLiteral("hour")); // the storage line
    }
};

QTEST_MAIN(TestQuoteLineNumbers)
#include "tst_quotelinenumbers.moc"
