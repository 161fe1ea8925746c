#include "clirun.h"
#include "document/clusterdocument.h"
#include "fileactions.h"
#include "format/designformat.h"
#include "mainwindow.h"
#include "pricebookdatabase.h"
#include "quoteactions.h"
#include "../common/pdftext.h"
#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"
#include "actionlookup.h"

#include <QFile>
#include <QJsonArray>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * Issue 17's smaller things: a quote exported before a revision is issued is a draft with no
 * number; Issue Revision refuses without a customer and asks first; one Export Quote PDF
 * action in both menus; and every surface shows a line's discount exactly.
 */
class TestQuoteDraft : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static Design sample()
    {
        Design d = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")).design;
        d.quote.quoteNumber.clear();
        return d;
    }

private slots:
    void draftUntilARevisionIsIssued()
    {
        PriceBookDatabase database;
        QVERIFY2(database.open(m_dir.filePath(QStringLiteral("draft.sqlite"))), qPrintable(database.error()));
        ClusterDocument document;
        Design design = sample();
        design.quote.language = QStringLiteral("en");
        document.reset(design);
        QWidget window;
        QuoteActions actions(&database, &document, &window);

        const QString draftPdf = m_dir.filePath(QStringLiteral("draft.pdf"));
        QVERIFY(actions.exportCustomerPdf(draftPdf).isEmpty());
        const QString draft = test::pdfText(draftPdf, false);
        QVERIFY2(draft.contains(QStringLiteral("DRAFT")), qPrintable(draft));
        QVERIFY2(!draft.contains(QStringLiteral("CQ-")), qPrintable(draft)); // no invented number

        const QString summary = actions.issueRevision();
        const QString number = document.design().quote.quoteNumber;
        QVERIFY2(!number.isEmpty(), qPrintable(summary));
        const QString issuedPdf = m_dir.filePath(QStringLiteral("issued.pdf"));
        QVERIFY(actions.exportCustomerPdf(issuedPdf).isEmpty());
        const QString issued = test::pdfText(issuedPdf, false);
        QVERIFY2(issued.contains(number), qPrintable(issued));
        QVERIFY2(!issued.contains(QStringLiteral("DRAFT")), qPrintable(issued));
    }

    void issueRevisionRefusesWithoutCustomer()
    {
        PriceBookDatabase database;
        QVERIFY2(database.open(m_dir.filePath(QStringLiteral("refuse.sqlite"))), qPrintable(database.error()));
        ClusterDocument document;
        Design design = sample();
        design.quote.customer = QStringLiteral("  ");
        document.reset(design);
        QWidget window;
        QuoteActions actions(&database, &document, &window);
        const QString refusal = actions.issueRevision();
        QVERIFY2(refusal.contains(QStringLiteral("no customer")), qPrintable(refusal));
        QVERIFY(document.design().quote.quoteNumber.isEmpty()); // nothing issued, no number taken
        QVERIFY(!QuoteActions::hasIssuedRevision(&database, QStringLiteral("CQ-2026-0001")));
    }

    void oneExportActionInBothMenus()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("window.sqlite")));
        QAction *exportPdf = cqtest::findAction(&window, QStringLiteral("Export Quote PDF…"));
        QVERIFY(exportPdf);
        QVERIFY(!cqtest::findAction(&window, QStringLiteral("Export Customer PDF…")));
        int menus = 0;
        for (QAction *top : window.menuBar()->actions()) {
            if (top->menu() && top->menu()->actions().contains(exportPdf))
                ++menus;
        }
        QCOMPARE(menus, 2); // File and Quote
        QVERIFY(cqtest::findAction(&window, QStringLiteral("Issue Revision…")));
    }

    void comparisonSentenceFollowsTheFigures()
    {
        PriceBookDatabase database;
        QVERIFY2(database.open(m_dir.filePath(QStringLiteral("terms.sqlite"))), qPrintable(database.error()));
        Design design = sample();
        PriceBook book = database.priceBook();
        book.annualSharesPpm.insert(QStringLiteral("A100"), Ppm::kWhole); // annual = 12 x monthly
        const auto sentence = [&](const PriceBook &b) {
            const QString pdf = m_dir.filePath(QStringLiteral("terms.pdf"));
            const Quote q = buildQuote(design, b, Term::Monthly);
            if (!QuotePdfWriter::write(q, pdf, QStringLiteral("en"), QuoteActions::pdfOptionsFor(design, b, {})).isEmpty())
                return QString();
            return test::pdfText(pdf, false).simplified();
        };
        QString text = sentence(book);
        QVERIFY2(text.contains(QStringLiteral("The annual term costs the same as 12 months")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Annual saves")), qPrintable(text));
        // A 10 % discount for the monthly term only: the annual term costs more, and says so.
        DiscountRule monthlyOnly;
        monthlyOnly.name = QStringLiteral("Monthly promotion");
        monthlyOnly.family = QStringLiteral("A100");
        monthlyOnly.anyTerm = false;
        monthlyOnly.term = Term::Monthly;
        monthlyOnly.discountPpm = 100000;
        book.discountRules = {monthlyOnly};
        text = sentence(book);
        QVERIFY2(text.contains(QStringLiteral("more than 12 months of the monthly price")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Annual saves")), qPrintable(text));
    }

    void typedNameGetsPdf_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("written");
        QTest::newRow("bare") << QStringLiteral("/tmp/offer") << QStringLiteral("/tmp/offer.pdf");
        QTest::newRow("other dot") << QStringLiteral("/tmp/offer.v2") << QStringLiteral("/tmp/offer.v2.pdf");
        QTest::newRow("already") << QStringLiteral("/tmp/offer.pdf") << QStringLiteral("/tmp/offer.pdf");
        QTest::newRow("upper case") << QStringLiteral("/tmp/offer.PDF") << QStringLiteral("/tmp/offer.PDF");
    }
    void typedNameGetsPdf()
    {
        QFETCH(QString, typed);
        QFETCH(QString, written);
        QCOMPARE(FileActions::withPdfSuffix(typed), written);
    }

    void cliShowsDiscountAndDraft()
    {
        Design design = sample();
        ManualLine storage;
        storage.description = QStringLiteral("Storage");
        storage.unitPrice = MoneyRange::fixed(Money::yuan(1000));
        storage.discountPpm = 49180; // 4.918 %
        design.quote.extras.manualLines = {storage};
        const QString path = m_dir.filePath(QStringLiteral("discount.cqd"));
        QVERIFY(DesignFormat::save(design, path).isEmpty());
        const QString pb = m_dir.filePath(QStringLiteral("cli.sqlite"));
        const QString csv = m_dir.filePath(QStringLiteral("q.csv"));

        // 1,000.00 x 1 x 1 month x 100 % x (1 - 4.918 %) = 950.82
        const cqtest::CliRun text = cqtest::runCli({QStringLiteral("quote"), path, QStringLiteral("--pricebook"), pb,
                                                    QStringLiteral("--csv"), csv});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("@ 1,000.00 x 1 mo x 100% x (1 - 4.918%): 950.82")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("DRAFT")), qPrintable(text.out));

        const cqtest::CliRun json = cqtest::runCli({QStringLiteral("quote"), path, QStringLiteral("--pricebook"), pb,
                                                    QStringLiteral("--json")});
        const QJsonObject o = json.json();
        QVERIFY(o.value(QStringLiteral("draft")).toBool());
        QVERIFY(o.value(QStringLiteral("number")).isNull());
        QJsonObject manual;
        for (const QJsonValue &v : o.value(QStringLiteral("lines")).toArray()) {
            if (v.toObject().value(QStringLiteral("sku")).toString() == QLatin1String("MANUAL"))
                manual = v.toObject();
        }
        QCOMPARE(manual.value(QStringLiteral("discount_ppm")).toInt(), 49180);
        QCOMPARE(manual.value(QStringLiteral("discount_percent")).toDouble(), 4.918);
        QCOMPARE(manual.value(QStringLiteral("amount")).toString(), QStringLiteral("950.82"));

        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString table = QString::fromUtf8(file.readAll());
        QVERIFY2(table.contains(QStringLiteral("share_percent,discount_percent,target_price")), qPrintable(table));
        QVERIFY2(table.contains(QStringLiteral(",100,4.918,,950.82,950.82,no")), qPrintable(table));
        QVERIFY2(table.contains(QStringLiteral("DRAFT")), qPrintable(table));
    }
};

QTEST_MAIN(TestQuoteDraft)
#include "tst_quotedraft.moc"
