// Quote > Revisions (issue #5): revisions listed with the totals they were issued at, a diff
// between two of them, a price-book change that never alters an issued revision, and the
// `quote` command's hourly term, USD and acceptance section.

#include "cli/commandline.h"
#include "document/clusterdocument.h"
#include "format/designformat.h"
#include "format/moneyformat.h"
#include "quote/quotebuilder.h"
#include "panels/quoterevisionswindow.h"
#include "pricebookdatabase.h"
#include "quoteactions.h"
#include "../common/pdftext.h"

#include <QPlainTextEdit>
#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

class TestQuoteRevisionsWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void listsRevisionsAndDiffsThem()
    {
        PriceBookDatabase database;
        QVERIFY2(database.open(m_dir.filePath(QStringLiteral("pb.sqlite"))), qPrintable(database.error()));
        const DesignReadResult sample = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY2(sample.ok(), qPrintable(sample.error));
        ClusterDocument document;
        Design design = sample.design;
        design.quote.quoteNumber.clear();
        document.reset(design);
        QWidget window;
        QuoteActions actions(&database, &document, &window);
        QCOMPARE(actions.revisionsWindow(), nullptr); // nothing issued yet
        actions.issueRevision();
        // What revision 1 was issued at, priced now from the live book (before any change).
        const Quote issued1 = buildQuote(document.design(), database.priceBook(), document.design().quote.term);

        // The A100 price goes up from 35,888.00 to 40,000.00 after revision 1 was issued.
        PriceBook book = database.priceBook();
        for (PriceItem &item : book.items) {
            if (item.sku == QLatin1String("SRV-A100-SXM-8-IB") && item.region.isEmpty())
                item.price = MoneyRange::fixed(Money::yuan(40000));
        }
        QVERIFY2(database.savePriceBook(book), qPrintable(database.error()));
        Design bigger = document.design();
        Server extra = bigger.servers.first();
        extra.id = QUuid::createUuid();
        bigger.servers.append(extra);
        document.reset(bigger);
        actions.issueRevision();

        std::unique_ptr<QDialog> dialog(actions.revisionsWindow());
        auto *revisions = qobject_cast<QuoteRevisionsWindow *>(dialog.get());
        QVERIFY(revisions);
        QCOMPARE(revisions->table()->rowCount(), 2);
        const QString total1 = revisions->table()->item(0, 3)->text();
        const QString total2 = revisions->table()->item(1, 3)->text();
        // Revision 1 keeps its server rent: 2 x 35,888.00 = 71,776.00 + 6 % VAT = 76,082.56 plus the
        // switch, port and bandwidth estimates; the same with 2 x 40,000.00 would start at 84,800.00.
        QCOMPARE(total1, formatMoneyRange(issued1.total, QStringLiteral("CNY")));
        QList<QuoteRevision> stored;
        QVERIFY(database.revisions(document.design().quote.quoteNumber, &stored));
        QCOMPARE(stored.at(0).quote().lines.at(0).unitPrice, MoneyRange::fixed(Money::yuan(35888))); // DOMAIN.md list
        QCOMPARE(stored.at(1).quote().lines.at(0).unitPrice, MoneyRange::fixed(Money::yuan(40000)));
        QCOMPARE(revisions->table()->item(0, 0)->text(), QStringLiteral("1"));
        const QString diff = revisions->diffText();
        QVERIFY2(diff.contains(QStringLiteral("+1 server(s) (SRV-A100-SXM-8-IB)")), qPrintable(diff));
        QVERIFY2(diff.contains(QStringLiteral("unit price of SRV-A100-SXM-8-IB: 35888.00 -> 40000.00")), qPrintable(diff));
        // Total change: 3 x 40,000 - 2 x 35,888 = 48,224.00, x 1.06 = 51,117.44 a month.
        QVERIFY2(diff.contains(QStringLiteral("CNY +51117.44/month")), qPrintable(diff));
        QVERIFY(total1 != total2);

        revisions->show();
        QVERIFY(QTest::qWaitForWindowExposed(revisions));
        revisions->grab().save(QStringLiteral("/tmp/cq-quote-revisions.png"));
        revisions->compare(2, 1);
        QVERIFY(revisions->diffText().contains(QStringLiteral("-1 server(s)")));
    }

    void cliHourlyUsdAndAcceptance()
    {
        const QString pb = m_dir.filePath(QStringLiteral("cli.sqlite"));
        const QString sample = QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd");
        QString out, err;
        QTextStream o(&out), e(&err);
        QCOMPARE(CommandLine::run({QStringLiteral("quote"), sample, QStringLiteral("--term"), QStringLiteral("hourly"),
                                   QStringLiteral("--pricebook"), pb}, o, e), 0);
        // 35,888.00 / 730 = 49.16 per server-hour; 2 servers = 98.32
        QVERIFY2(out.contains(QStringLiteral("@ 49.16/h x 1 h x 100%: 98.32")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("hourly term")));
        out.clear();
        QCOMPARE(CommandLine::run({QStringLiteral("quote"), sample, QStringLiteral("--currency"), QStringLiteral("usd"),
                                   QStringLiteral("--pricebook"), pb}, o, e), 0);
        // #17: unit 35,888.00 CNY / 7.2 = 4,984.44 USD shown; 2 x 4,984.44 = 9,968.88 USD (not 71,776 / 7.2 = 9,968.89)
        QVERIFY2(out.contains(QStringLiteral("@ 4,984.44 x 1 mo x 100%: 9,968.88")) && out.contains(QStringLiteral("USD")),
                 qPrintable(out));
        QCOMPARE(CommandLine::run({QStringLiteral("quote"), sample, QStringLiteral("--currency"), QStringLiteral("EUR"),
                                   QStringLiteral("--pricebook"), pb}, o, e), 2);
        QCOMPARE(CommandLine::run({QStringLiteral("quote"), sample, QStringLiteral("--term"), QStringLiteral("weekly"),
                                   QStringLiteral("--pricebook"), pb}, o, e), 2);

        const QString pdf = m_dir.filePath(QStringLiteral("cli.pdf"));
        QCOMPARE(CommandLine::run({QStringLiteral("quote"), sample, QStringLiteral("--pdf"), pdf, QStringLiteral("--lang"),
                                   QStringLiteral("en"), QStringLiteral("--pricebook"), pb}, o, e), 0);
        const QString extracted = test::pdfText(pdf, false);
        QVERIFY2(extracted.contains(QStringLiteral("Acceptance after handover")), qPrintable(extracted));
        QVERIFY(extracted.contains(QStringLiteral("nvidia-smi topo -m")));
        QVERIFY(extracted.contains(QStringLiteral("expect NV12"))); // A100 SXM: 12 NVLinks per GPU
        QVERIFY(extracted.contains(QStringLiteral("Active at 200 Gb/s"))); // HDR
        QVERIFY(extracted.contains(QStringLiteral("all_reduce_perf -b 8 -e 8G -f 2 -g 8")));
        QVERIFY(extracted.contains(QStringLiteral("Across 2 nodes")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestQuoteRevisionsWindow)
#include "tst_quoterevisionswindow.moc"
