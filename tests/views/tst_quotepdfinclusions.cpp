// The customer PDF shows what a server's price includes (issue 17): the "included" block names
// it, the switch and port lines of an included fabric are there at no charge, the hidden-fee
// checklist follows the quote, a charged port fee says how it was counted and a manual line
// priced per month keeps its unit. Figures: tests/model/testpricebook.h.

#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"
#include "../model/testpricebook.h"
#include "../common/pdftext.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cq;

namespace {

PriceBook networkedBook()
{
    PriceBook book = test::seedPriceBook();
    for (PriceItem &item : book.items) {
        if (item.sku == QLatin1String("SRV-A100-SXM-8-IB"))
            item.inclusions = Inclusion::NicPorts | Inclusion::FabricSwitches | Inclusion::Power;
    }
    return book;
}

QString pdfOf(const Quote &quote, const QString &language, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("inclusions-%1.pdf").arg(language));
    QuotePdfOptions options;
    const QString error = QuotePdfWriter::write(quote, path, language, options);
    if (!error.isEmpty())
        return error;
    test::keepArtifact(path, 60);
    return test::pdfText(path, false).simplified(); // reading order: a wrapped cell stays whole
}

} // namespace

class TestQuotePdfInclusions : public QObject
{
    Q_OBJECT
private slots:
    void includedBlockAndChecklist_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("needles");
        QTest::newRow("en") << "en"
                            << QStringList{
                                   QStringLiteral("8x A100 80G SXM server, IB 200 Gb/s: the price includes IB/RoCE NIC "
                                                  "port fees, switches of its fabric and their ports, power and cooling"),
                                   QStringLiteral("16 cabled server NIC ports on 2 servers, included in the server price"),
                                   QStringLiteral("the switches of the servers' fabric, included in the server price"),
                                   QStringLiteral("InfiniBand port fees: included in the server price (no extra "
                                                  "charge)"),
                                   QStringLiteral("1 month"),      // the manual line priced per month
                                   QStringLiteral("CNY 77,672.56")}; // 71,776.00 + 1,500.00 + VAT 4,396.56
        QTest::newRow("zh_CN") << "zh_CN"
                               << QStringList{QStringLiteral("价格已包含IB/RoCE 网卡端口费、所在组网的交换机"), // wraps after it
                                              QStringLiteral("电力与制冷"),
                                              QStringLiteral("2 台服务器已接线的 16 个网卡端口，已含在服务器价格中"),
                                              QStringLiteral("IB 端口费: 已含在服务器价格中，不另收费"),
                                              QStringLiteral("1 个月")};
    }
    void includedBlockAndChecklist()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, needles);
        Design d = test::ibCluster(2);
        ManualLine storage;
        storage.description = QStringLiteral("Storage");
        storage.descriptionZh = QStringLiteral("存储");
        storage.unit = PriceUnit::PerMonth;
        storage.unitPrice = MoneyRange::fixed(Money::yuan(1500));
        d.quote.extras.manualLines = {storage};
        // 71,776.00 + 1,500.00 = 73,276.00; VAT 4,306.56 + 90.00 = 4,396.56; total 77,672.56.
        const Quote q = buildQuote(d, networkedBook(), Term::Monthly);
        QCOMPARE(q.total, MoneyRange::fixed(Money(7767256)));
        QTemporaryDir dir;
        const QString text = pdfOf(q, language, dir);
        for (const QString &raw : std::as_const(needles)) { // the extracted text is NFKC ("，" -> ",")
            const QString needle = raw.normalized(QString::NormalizationForm_KC);
            QVERIFY2(text.contains(needle), qPrintable(needle + QStringLiteral(" missing in:\n") + text));
        }
        QVERIFY2(!text.contains(QStringLiteral("1 unit")) && !text.contains(QStringLiteral("1 台")), qPrintable(text));
    }

    void chargedPortFeeSaysHowItWasCounted()
    {
        // Not networked: 16 ports x 150.00 = 2,400.00, one per cabled server NIC; the checklist
        // names it priced in this quote (CNY 2,400.00), never "not yet confirmed".
        const Quote q = buildQuote(test::ibCluster(2), test::seedPriceBook(), Term::Monthly);
        QTemporaryDir dir;
        const QString text = pdfOf(q, QStringLiteral("en"), dir);
        for (const QString &needle : {QStringLiteral("one port per cabled server NIC: 16 NICs on 2 servers"),
                                      QStringLiteral("InfiniBand port fees: priced in this quote (CNY 2,400.00)")})
            QVERIFY2(text.contains(needle), qPrintable(needle + QStringLiteral(" missing in:\n") + text));
        QVERIFY2(!text.contains(QStringLiteral("InfiniBand port fees: NOT YET CONFIRMED")), qPrintable(text));
    }
};

QTEST_MAIN(TestQuotePdfInclusions)
#include "tst_quotepdfinclusions.moc"
