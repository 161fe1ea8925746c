#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"
#include "../model/testpricebook.h"
#include "../common/pdftext.h"

#include <QTemporaryDir>
#include <algorithm>
#include <QTest>

using namespace cq;

namespace {

/** @p servers 8x A100 servers (6,500 W) and a 750 W switch; power charged at @p included ? 0 : 1.20 / kWh. */
Quote powerQuote(bool included, Term term = Term::Monthly, int servers = 2)
{
    Design d = test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), servers);
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.sku = QStringLiteral("SW-IB-HDR-40");
    sw.powerW = 750;
    d.switches.append(sw);
    PriceBook book = test::seedPriceBook();
    for (PriceItem &item : book.items) {
        if (item.sku == QLatin1String("SVC-POWER"))
            item.includedInRent = included;
    }
    return buildQuote(d, book, term);
}

} // namespace

/** The power line in the PDF: kW of load when included, kWh for the term when charged, in both languages. */
class TestQuotePdfPower : public QObject
{
    Q_OBJECT
private slots:
    void powerLine_data()
    {
        QTest::addColumn<bool>("included");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("included, en") << true << QStringLiteral("en")
                                      << QStringList{QStringLiteral("13.75 kW at full load, included in server rent")};
        QTest::newRow("included, zh_CN") << true << QStringLiteral("zh_CN")
                                         << QStringList{QStringLiteral("满载功率 13.75 kW，电费已含在服务器租金中")};
        // 13.75 kW x 730 h x 100 % = 10,037.5 kWh; x 1.20 = 12,045.00.
        QTest::newRow("charged, en") << false << QStringLiteral("en")
                                     << QStringList{QStringLiteral("10,037.5 kWh"), QStringLiteral("12,045.00"),
                                                    QStringLiteral("13.75 kW at full load x 730")};
        QTest::newRow("charged, zh_CN") << false << QStringLiteral("zh_CN")
                                        << QStringList{QStringLiteral("10,037.5 kWh"), QStringLiteral("12,045.00"),
                                                       QStringLiteral("满载功率 13.75 kW × 730"), QStringLiteral("利用率 100% = 10,037.5 kWh")};
    }

    void powerLine()
    {
        QFETCH(bool, included);
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("power.pdf"));
        const QString error = QuotePdfWriter::write(powerQuote(included), path, language);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString text = test::pdfText(path, false).simplified();
        for (const QString &needle : expected)
            QVERIFY2(text.contains(needle.normalized(QString::NormalizationForm_KC)), qPrintable(needle + u'\n' + text));
        QVERIFY(!text.contains(QStringLiteral("13.75 kWh"))); // a kW figure never carries an energy unit
    }

    void largeKwhStaysOnOneLineWithItsUnit_data()
    {
        QTest::addColumn<int>("term");
        QTest::addColumn<QString>("quantity");
        QTest::addColumn<QString>("note");
        QTest::addColumn<QString>("amount");
        // 20 x 6,500 W + 750 W = 130.75 kW. Annual: x 8,760 h = 1,145,370 kWh; x 1.20 = 1,374,444.00.
        QTest::newRow("annual") << int(Term::Annual) << QStringLiteral("1,145,370 kWh")
                                << QStringLiteral("130.75 kW at full load x 8,760 h x 100 % utilisation = 1,145,370 kWh")
                                << QStringLiteral("1,374,444.00");
        // Monthly: x 730 h = 95,447.5 kWh; x 1.20 = 114,537.00.
        QTest::newRow("monthly") << int(Term::Monthly) << QStringLiteral("95,447.5 kWh")
                                 << QStringLiteral("130.75 kW at full load x 730 h x 100 % utilisation = 95,447.5 kWh")
                                 << QStringLiteral("114,537.00");
        // Hourly: x 1 h = 130.75 kWh; x 1.20 = 156.90.
        QTest::newRow("hourly") << int(Term::Hourly) << QStringLiteral("130.75 kWh")
                                << QStringLiteral("130.75 kW at full load x 1 h x 100 % utilisation = 130.75 kWh")
                                << QStringLiteral("156.90");
    }

    void largeKwhStaysOnOneLineWithItsUnit()
    {
        QFETCH(int, term);
        QFETCH(QString, quantity);
        QFETCH(QString, note);
        QFETCH(QString, amount);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("power-%1.pdf").arg(term));
        const QString error = QuotePdfWriter::write(powerQuote(false, Term(term), 20), path, QStringLiteral("en"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        test::keepArtifact(path, 60);
        // Layout text: one table row is one text line, so the quantity, the unit price with its
        // own unit, the "-" months cell (the kWh count the hours) and the amount share a line.
        const QStringList lines = test::pdfText(path).split(u'\n');
        const auto row = std::find_if(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.contains(quantity); });
        QVERIFY2(row != lines.cend(), qPrintable(quantity + u'\n' + lines.join(u'\n')));
        const QStringList cells = row->simplified().split(u' ');
        const qsizetype at = cells.indexOf(QStringLiteral("kWh"));
        QVERIFY2(at > 0 && cells.mid(at + 1, 2) == (QStringList{QStringLiteral("1.20/kWh"), QStringLiteral("-")}),
                 qPrintable(*row));
        QVERIFY2(row->contains(amount), qPrintable(*row));
        QVERIFY2(test::pdfText(path, false).simplified().contains(note), qPrintable(test::pdfText(path, false)));
    }

    void vatSpecialInvoiceReadsAsPriced_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("priced");
        QTest::addColumn<QString>("open");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral("VAT special invoice tax point: priced in this quote (VAT 6 % on every line)")
                            << QStringLiteral("VAT special invoice tax point: NOT YET CONFIRMED");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("增值税专票税点: 已在本报价中计价 (增值税 6%)")
                               << QStringLiteral("增值税专票税点: 尚未确认");
    }

    void vatSpecialInvoiceReadsAsPriced()
    {
        // The seed book charges VAT 6 % (600 basis points) on every line.
        QFETCH(QString, language);
        QFETCH(QString, priced);
        QFETCH(QString, open);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vat.pdf"));
        const QString error = QuotePdfWriter::write(powerQuote(true), path, language);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString text = test::pdfText(path, false).simplified();
        QVERIFY2(text.contains(priced.normalized(QString::NormalizationForm_KC)), qPrintable(text));
        QVERIFY2(!text.contains(open.normalized(QString::NormalizationForm_KC)), qPrintable(text));
    }
};

QTEST_MAIN(TestQuotePdfPower)
#include "tst_quotepdfpower.moc"
