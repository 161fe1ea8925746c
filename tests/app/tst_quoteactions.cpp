#include "document/clusterdocument.h"
#include "engine/designanalysis.h"
#include "format/designformat.h"
#include "pricebookdatabase.h"
#include "quoteactions.h"
#include "../common/pdftext.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace cq;

/** Issuing revisions through the Quote menu's handler and the customer PDF it writes. */
class TestQuoteActions : public QObject
{
    Q_OBJECT
private slots:
    void revisionsAndCustomerPdf()
    {
        QTemporaryDir dir;
        PriceBookDatabase database;
        QVERIFY2(database.open(dir.filePath(QStringLiteral("pb.sqlite"))), qPrintable(database.error()));
        const DesignReadResult sample = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY2(sample.ok(), qPrintable(sample.error));
        ClusterDocument document;
        Design design = sample.design;
        design.quote.quoteNumber.clear();
        document.reset(design);
        QWidget window;
        QuoteActions actions(&database, &document, &window);

        // The first issue takes a number from the sequence and writes it into the design.
        const QString first = actions.issueRevision();
        const QRegularExpression numbered(QStringLiteral("^CQ-\\d{4}-0001 revision 1 issued\\.$"));
        QVERIFY2(numbered.match(first).hasMatch(), qPrintable(first));
        QVERIFY(document.design().quote.quoteNumber.endsWith(QLatin1String("-0001")));

        // One more A100 server: the second revision reports +1 server and +35,888.00 x 1.06 = +38,041.28 a month.
        Design bigger = document.design();
        Server extra = bigger.servers.first();
        extra.id = QUuid::createUuid();
        bigger.servers.append(extra);
        document.reset(bigger);
        const QString second = actions.issueRevision();
        QVERIFY2(second.contains(QLatin1String("revision 2 issued. Since revision 1: +1 server(s) (SRV-A100-SXM-8-IB)")),
                 qPrintable(second));
        QVERIFY2(second.endsWith(QLatin1String("CNY +38041.28/month")), qPrintable(second));

        const QString pdf = dir.filePath(QStringLiteral("customer.pdf"));
        const QString error = actions.exportCustomerPdf(pdf);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString extracted = test::pdfText(pdf, false);
        QVERIFY2(extracted.contains(QStringLiteral("拓扑图")), qPrintable(extracted)); // zh_CN by default
        QVERIFY(extracted.contains(QStringLiteral("隐形费用核对清单")));
    }

    void acceptanceComesFromTheAnalysis()
    {
        const DesignReadResult sample = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/h100-4node-ib.cqd"));
        QVERIFY2(sample.ok(), qPrintable(sample.error));
        DesignAnalysis analysis;
        QCOMPARE(QuoteActions::acceptanceFrom(sample.design, analysis).isEmpty(), true); // no cluster: no section
        ClusterAnalysis cluster; // figures made up for the mapping, not engine output
        cluster.serverIds = {sample.design.servers.first().id};
        cluster.nodes = 4;
        cluster.gpusPerNode = 8;
        cluster.intraNodeGBps = 370.8;
        cluster.crossNode = true;
        cluster.allReduce.busbwGBps = 41.5;
        analysis.clusters = {cluster};
        const QuoteAcceptance a = QuoteActions::acceptanceFrom(sample.design, analysis);
        QCOMPARE(a.nodes, 4);
        QCOMPARE(a.gpusPerNode, 8);
        QCOMPARE(a.intraNodeBusbwGBps, 370.8);
        QCOMPARE(a.interNodeBusbwGBps, 41.5);
        QCOMPARE(a.topoPattern, QStringLiteral("NV18")); // H100 SXM: 18 NVLinks per GPU
        QCOMPARE(a.fabricPortRateGbps, 400.0);           // NDR 400G NICs
    }
};

QTEST_MAIN(TestQuoteActions)
#include "tst_quoteactions.moc"
