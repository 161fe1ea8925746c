// Nothing internal reaches a customer: with a price book whose internal costs are
// recognisable figures, every file a customer gets (quote PDF in both languages, quote CSV,
// the CLI's JSON and text, the .cqd design, a comparison) is searched byte for byte (and the
// PDF's text through pdftotext) for those figures and for the margins they imply. Internal
// mode needs the internal price book: without internal costs its check box is off and says why.
#include "../common/fixtureguard.h"
#include "applicationsetup.h"
#include "cli/commandline.h"
#include "document/clusterdocument.h"
#include "fileactions.h"
#include "mainwindow.h"
#include "pricebook/pricebookdialog.h"
#include "pricebook/pricebooktablemodel.h"
#include "pricebookdatabase.h"
#include "format/pricebookcsv.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTableView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cq;

namespace {
// The A100 server lists at 35,888.00 / month (DOMAIN.md). Its internal cost here is
// 27,777.77, so its margin is 35,888.00 - 27,777.77 = 8,110.23 (22.6 %: 8,110.23 / 35,888.00
// = 0.22599; not searched: "22.6" is also a plausible PDF coordinate). Every other item costs 1,234,567.89, a figure no quote of these samples holds.
const QString kA100 = QStringLiteral("SRV-A100-SXM-8-IB");
constexpr qint64 kA100CostFen = 2777777;
constexpr qint64 kOtherCostFen = 123456789;
const QList<QByteArray> kForbidden = {
    "27777.77", "27,777.77", "27 777.77", "2777777",   // A100 cost
    "8110.23", "8,110.23", "8 110.23", "811023",       // A100 margin per month
    "1234567.89", "1,234,567.89", "1 234 567.89", "123456789", // other costs
    "cost_fen",
};
} // namespace

class TestNoLeaks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_priceBook;

    static QByteArray fileBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    /** Fails naming the output and the figure when @p bytes holds an internal figure. */
    static void verifyClean(const QByteArray &bytes, const QString &what)
    {
        QVERIFY2(!bytes.isEmpty(), qPrintable(what + QStringLiteral(" is empty")));
        for (const QByteArray &figure : kForbidden)
            QVERIFY2(!bytes.contains(figure), qPrintable(QStringLiteral("%1 holds \"%2\"").arg(what, QString::fromLatin1(figure))));
    }

    int runCli(const QStringList &args, QString *outText, QString *errText = nullptr)
    {
        QString errLocal;
        QTextStream out(outText);
        QTextStream err(errText ? errText : &errLocal);
        return CommandLine::run(args, out, err);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toUtf8());
        setUpApplication(QCoreApplication::instance());
        m_priceBook = m_dir.filePath(QStringLiteral("internal.sqlite"));
        PriceBookDatabase db;
        QVERIFY2(db.open(m_priceBook), qPrintable(db.error()));
        PriceBook book = db.priceBook();
        for (PriceItem &item : book.items)
            item.cost = Money(item.sku == kA100 ? kA100CostFen : kOtherCostFen);
        QVERIFY2(db.savePriceBook(book), qPrintable(db.error()));
        QVERIFY(db.priceBook().hasInternalCosts());
        // Positive control: the internal export does carry the figures searched for below.
        const QByteArray internalCsv = PriceBookCsv::write(db.priceBook().items, true);
        QVERIFY(internalCsv.contains("27777.77") && internalCsv.contains("1234567.89"));
    }

    void quoteFilesHoldNoInternalFigures_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("term");
        QTest::newRow("zh_CN monthly") << QStringLiteral("zh_CN") << QStringLiteral("monthly");
        QTest::newRow("en annual") << QStringLiteral("en") << QStringLiteral("annual");
    }

    void quoteFilesHoldNoInternalFigures()
    {
        QFETCH(QString, language);
        QFETCH(QString, term);
        const QString pdf = m_dir.filePath(QStringLiteral("quote-%1.pdf").arg(language));
        const QString csv = m_dir.filePath(QStringLiteral("quote-%1.csv").arg(language));
        const QString sample = QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd");
        QString out;
        QString err;
        QCOMPARE(runCli({QStringLiteral("quote"), sample, QStringLiteral("--pricebook"), m_priceBook,
                         QStringLiteral("--term"), term, QStringLiteral("--lang"), language, QStringLiteral("--pdf"), pdf,
                         QStringLiteral("--csv"), csv},
                        &out, &err),
                 0);
        verifyClean(out.toUtf8(), QStringLiteral("quote text output"));
        verifyClean(fileBytes(csv), csv);
        verifyClean(fileBytes(pdf), pdf + QStringLiteral(" (raw bytes)"));
        // Positive control: the CSV does hold the A100 list price, 35,888.00 a month.
        QVERIFY(fileBytes(csv).contains("35888.00"));

        QString json;
        QCOMPARE(runCli({QStringLiteral("quote"), sample, QStringLiteral("--pricebook"), m_priceBook,
                         QStringLiteral("--term"), term, QStringLiteral("--json")},
                        &json),
                 0);
        verifyClean(json.toUtf8(), QStringLiteral("quote --json"));
        QVERIFY(json.contains(QLatin1String("35888.00")));

        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        CQ_REQUIRE_FIXTURE(!pdftotext.isEmpty(), "pdftotext (poppler-utils) is not installed: the PDF's text was not searched");
        QProcess extract;
        extract.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(extract.waitForFinished(60000));
        const QByteArray text = extract.readAllStandardOutput();
        QVERIFY2(text.contains("35,888.00") || text.contains("35888.00"), text.left(2000).constData());
        verifyClean(text, pdf + QStringLiteral(" (text)"));
    }

    void comparisonHoldsNoInternalFigures()
    {
        QString out;
        QString err;
        const int code = runCli({QStringLiteral("compare"), QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"),
                                 QStringLiteral(CQ_SAMPLES_DIR "/h100-4node-ib.cqd"), QStringLiteral("--pricebook"),
                                 m_priceBook, QStringLiteral("--json")},
                                &out, &err);
        QVERIFY2(code == 0, qPrintable(err));
        verifyClean(out.toUtf8(), QStringLiteral("compare --json"));
    }

    void designFileHoldsNoInternalFigures()
    {
        const QString path = m_dir.filePath(QStringLiteral("customer.cqd"));
        QVERIFY(QFile::copy(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        MainWindow window(m_priceBook);
        QVERIFY(window.openFile(path));
        QVERIFY(window.currentQuote().total.min.fen() > 0);
        Server server = window.document()->design().servers.first();
        server.name = QStringLiteral("edited");
        window.document()->changeServer(server, QStringLiteral("Rename"));
        QVERIFY(window.fileActions()->save());
        verifyClean(fileBytes(path), path);
        QVERIFY(window.fileActions()->exportPdf(m_dir.filePath(QStringLiteral("window.pdf"))));
        verifyClean(fileBytes(m_dir.filePath(QStringLiteral("window.pdf"))), QStringLiteral("window.pdf"));
    }

    void priceListExportInCustomerModeHoldsNoCost()
    {
        PriceBookDatabase db;
        QVERIFY(db.open(m_priceBook));
        PriceBookDialog dialog(db.priceBook());
        verifyClean(dialog.exportCsv(), QStringLiteral("customer-mode price list CSV"));
        dialog.setInternalMode(true);
        QVERIFY(dialog.exportCsv().contains("27777.77")); // the internal export is the internal one
    }

    void internalModeNeedsTheInternalPriceBook()
    {
        PriceBookDatabase db;
        QVERIFY(db.open(m_priceBook));
        PriceBookDialog internal(db.priceBook());
        QCheckBox *internalBox = internal.findChild<QCheckBox *>(QStringLiteral("internalMode"));
        QVERIFY(internalBox);
        QVERIFY(internalBox->isEnabled());

        // The seed (a customer's installation) carries no internal cost data.
        PriceBookDatabase seed;
        QVERIFY(seed.open(QStringLiteral(":memory:")));
        QVERIFY(!seed.priceBook().hasInternalCosts());
        PriceBookDialog customer(seed.priceBook());
        QCheckBox *box = customer.findChild<QCheckBox *>(QStringLiteral("internalMode"));
        QVERIFY(box);
        QVERIFY(!box->isEnabled());
        QVERIFY2(box->toolTip().contains(QLatin1String("internal price book")), qPrintable(box->toolTip()));
        customer.setInternalMode(true); // asked anyway: refused
        QVERIFY(!box->isChecked());
        // No cost or margin column in the table: it stops before PriceBookTableModel::CostColumn.
        auto *table = customer.findChild<QTableView *>(QStringLiteral("pricesTable"));
        QVERIFY(table);
        QCOMPARE(table->model()->columnCount(), int(PriceBookTableModel::CostColumn));
        auto *internalTable = internal.findChild<QTableView *>(QStringLiteral("pricesTable"));
        internal.setInternalMode(true);
        QCOMPARE(internalTable->model()->columnCount(), int(PriceBookTableModel::ColumnCount));
        customer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&customer));
        customer.grab().save(QStringLiteral("/tmp/cq-noleaks-customer-pricebook.png"));
    }
};

QTEST_MAIN(TestNoLeaks)
#include "tst_noleaks.moc"
