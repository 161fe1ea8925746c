// A customer document's notes come out in the document's language, whatever the UI's
// (DocumentLanguageScope), and the CLI's own text output keeps the UI's.

#include "../common/pdftext.h"
#include "document/clusterdocument.h"
#include "documentlanguagescope.h"
#include "format/designformat.h"
#include "pricebookdatabase.h"
#include "quoteactions.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTranslator>
#include <QWidget>

namespace {

const char *const kContext = "cq::QuoteBuilder";
const char *const kCann = "Huawei Ascend NPUs (%1) run Huawei's CANN software stack, not CUDA: CUDA code, custom "
                          "kernels and CUDA-only libraries must be ported (e.g. to PyTorch with torch_npu) and tested "
                          "before training starts; plan time for the migration.";
// The zh_CN translation of kCann, as in translations/clusterquote_zh_CN.ts (cq::QuoteBuilder).
const QString kCannZh = QStringLiteral("华为昇腾 NPU（%1）运行华为 CANN 软件栈而非 CUDA：CUDA 代码、自定义算子和仅支持 CUDA "
                                       "的库须先迁移（如迁移到 PyTorch + torch_npu）并测试后才能开始训练，请为迁移预留时间。");
const QString kGpu = QStringLiteral("Ascend 910B 64G");

/** @p text without any white space: a PDF line break falls anywhere in a sentence. */
QString squeezed(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\s")));
}

QString cann() { return QCoreApplication::translate(kContext, kCann); }

} // namespace

class TestDocumentLanguage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /** `clusterquote quote` on the Ascend sample in a process whose UI language is @p uiLanguage
     *  (LANG, no saved choice), with a PDF in @p documentLanguage; returns the PDF's text and,
     *  in @p stdOut, what the command printed. */
    QString quotePdf(const QString &uiLanguage, const QString &documentLanguage, QString *stdOut)
    {
        const QString pdf = m_dir.filePath(uiLanguage + QLatin1Char('-') + documentLanguage + QStringLiteral(".pdf"));
        QProcess quote;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), uiLanguage + QStringLiteral(".UTF-8"));
        env.insert(QStringLiteral("LC_ALL"), uiLanguage + QStringLiteral(".UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        quote.setProcessEnvironment(env);
        quote.start(QStringLiteral(CQ_CLUSTERQUOTE),
                    {QStringLiteral("quote"), QStringLiteral(CQ_SAMPLES_DIR "/ascend-4node-roce.cqd"),
                     QStringLiteral("--pricebook"), m_dir.filePath(QStringLiteral("pb.sqlite")), QStringLiteral("--pdf"),
                     pdf, QStringLiteral("--lang"), documentLanguage});
        if (!quote.waitForFinished(60000) || quote.exitCode() != 0)
            qWarning() << quote.readAllStandardError();
        *stdOut = QString::fromUtf8(quote.readAllStandardOutput());
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        text.waitForFinished(30000);
        return QString::fromUtf8(text.readAllStandardOutput());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // An English process: no catalogue installed, the source texts answer.
        QCOMPARE(cann(), QString::fromUtf8(kCann));
    }

    void chineseDocumentFromEnglishUi()
    {
        {
            const cq::DocumentLanguageScope zh(QStringLiteral("zh_CN"), QStringLiteral(CQ_QM_DIR));
            QCOMPARE(cann(), kCannZh);
        }
        QCOMPARE(cann(), QString::fromUtf8(kCann)); // removed again: the UI is English
    }

    void workerThreadKeepsTheUiLanguage()
    {
        // An analysis on a worker thread while a Chinese document is made on this one: the
        // worker's texts stay English (the UI's), this thread's are Chinese.
        const cq::DocumentLanguageScope zh(QStringLiteral("zh_CN"), QStringLiteral(CQ_QM_DIR));
        QString onWorker;
        QThread *worker = QThread::create([&onWorker] { onWorker = cann(); });
        worker->start();
        QVERIFY(worker->wait(10000));
        delete worker;
        QCOMPARE(onWorker, QString::fromUtf8(kCann));
        QCOMPARE(cann(), kCannZh);
    }

    void englishDocumentFromChineseUi()
    {
        auto *ui = new QTranslator(qApp);
        QVERIFY(ui->load(QStringLiteral("clusterquote_zh_CN"), QStringLiteral(CQ_QM_DIR)));
        QVERIFY(QCoreApplication::installTranslator(ui));
        QCOMPARE(cann(), kCannZh);
        {
            const cq::DocumentLanguageScope en(QStringLiteral("en"), QStringLiteral(CQ_QM_DIR));
            QCOMPARE(cann(), QString::fromUtf8(kCann));
            // English plurals still come from the English catalogue (clusterquote_en.ts).
            QCOMPARE(QCoreApplication::translate("cq::EditActions", "%n server(s)", nullptr, 2),
                     QStringLiteral("2 servers"));
        }
        QCOMPARE(cann(), kCannZh); // the UI's translator answers again
        QCoreApplication::removeTranslator(ui);
        delete ui;
    }

    void exportPdfInTheDocumentLanguage()
    {
        // Quote > Export PDF from a Chinese window, the design's document language English.
        auto *ui = new QTranslator(qApp);
        QVERIFY(ui->load(QStringLiteral("clusterquote_zh_CN"), QStringLiteral(CQ_QM_DIR)));
        QVERIFY(QCoreApplication::installTranslator(ui));
        cq::PriceBookDatabase database;
        QVERIFY2(database.open(m_dir.filePath(QStringLiteral("window.sqlite"))), qPrintable(database.error()));
        cq::Design design = cq::DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/ascend-4node-roce.cqd")).design;
        design.quote.language = QStringLiteral("en");
        cq::ClusterDocument document;
        document.reset(design);
        QWidget window;
        cq::QuoteActions actions(&database, &document, &window);
        const QString pdf = m_dir.filePath(QStringLiteral("window-en.pdf"));
        const QString error = actions.exportCustomerPdf(pdf);
        QCoreApplication::removeTranslator(ui);
        delete ui;
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString text = squeezed(cq::test::pdfText(pdf, false));
        QVERIFY2(text.contains(squeezed(QString::fromUtf8(kCann).arg(kGpu))), qPrintable(text));
        QVERIFY(!text.contains(squeezed(QStringLiteral("运行华为 CANN 软件栈而非 CUDA"))));
    }

    void quotePdfInTheDocumentLanguage()
    {
        QString out;
        const QString zhPdf = squeezed(quotePdf(QStringLiteral("en_US"), QStringLiteral("zh_CN"), &out));
        QVERIFY2(zhPdf.contains(squeezed(kCannZh.arg(kGpu))), qPrintable(zhPdf));
        QVERIFY(!zhPdf.contains(squeezed(QStringLiteral("run Huawei's CANN software stack"))));
        // The command's own text output stays in the UI's language (English here).
        QVERIFY2(out.contains(QString::fromUtf8(kCann).arg(kGpu)), qPrintable(out));

        const QString enPdf = squeezed(quotePdf(QStringLiteral("zh_CN"), QStringLiteral("en"), &out));
        QVERIFY2(enPdf.contains(squeezed(QString::fromUtf8(kCann).arg(kGpu))), qPrintable(enPdf));
        QVERIFY(!enPdf.contains(squeezed(QStringLiteral("运行华为 CANN 软件栈而非 CUDA"))));
        QVERIFY2(out.contains(kCannZh.arg(kGpu)), qPrintable(out));
    }
};

QTEST_MAIN(TestDocumentLanguage)
#include "tst_documentlanguage.moc"
