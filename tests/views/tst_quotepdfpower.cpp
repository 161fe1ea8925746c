#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"
#include "../model/testpricebook.h"
#include "../common/pdftext.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cq;

namespace {

/** Two 8x A100 servers (6,500 W) and a 750 W switch: 13,750 W; power charged at @p included ? 0 : 1.20 / kWh. */
Quote powerQuote(bool included)
{
    Design d = test::serversOnly(QStringLiteral("SRV-A100-SXM-8-IB"), 2);
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
    return buildQuote(d, book, Term::Monthly);
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
                                     << QStringList{QStringLiteral("10037.5 kWh"), QStringLiteral("12,045.00"),
                                                    QStringLiteral("13.75 kW at full load x 730")};
        QTest::newRow("charged, zh_CN") << false << QStringLiteral("zh_CN")
                                        << QStringList{QStringLiteral("10037.5 kWh"), QStringLiteral("12,045.00"),
                                                       QStringLiteral("满载功率 13.75 kW × 730"), QStringLiteral("利用率 100% = 10037.5 kWh")};
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
};

QTEST_MAIN(TestQuotePdfPower)
#include "tst_quotepdfpower.moc"
