// The compare and acceptance PDFs in English and in Simplified Chinese, through the one PDF
// skeleton (PdfDocument) and the per-document wording (DocumentWording, no global translator),
// and a save to an unwritable path naming the file (issue #22).
#include "../common/fixtureguard.h"
#include "../common/pdftext.h"
#include "../model/testpricebook.h"
#include "acceptance/acceptancepdfwriter.h"
#include "compare/comparepdfwriter.h"
#include "compare/costcurve.h"
#include "format/designformat.h"
#include "pdf/documentwording.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

class TestDocumentPdfs : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static Comparison sampleComparison()
    {
        QList<ComparisonBuilder::Entry> entries;
        for (const char *name : {"a100-4node-ib.cqd", "h100-4node-ib.cqd"}) {
            const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + QLatin1String(name));
            entries.append({QLatin1String(name), read.design});
        }
        return ComparisonBuilder::compare(entries, test::seedPriceBook(), CompareInputs());
    }

    /** One passing and one failing check and one nccl-tests run: the PDF's own wording around them. */
    static AcceptanceReport sampleReport()
    {
        AcceptanceReport r;
        r.design = QStringLiteral("a100-2node-ib");
        r.checks.append({CheckArea::Server, QStringLiteral("gpu-count"), QStringLiteral("GPU count"), true,
                         QStringLiteral("8"), QStringLiteral("8"), QString(), QStringLiteral("topo.txt")});
        r.checks.append({CheckArea::Server, QStringLiteral("ports-down"), QStringLiteral("Ports up"), false,
                         QStringLiteral("8 up"), QStringLiteral("7 up"), QStringLiteral("mlx5_3 Down"),
                         QStringLiteral("ibstat.txt")});
        PerformanceComparison p;
        p.check = r.checks.first();
        p.collective = QStringLiteral("all_reduce");
        p.bytes = {1073741824.0, 2147483648.0};
        p.measuredBusbwGBps = {90, 92};
        p.predictedBusbwGBps = {100, 110};
        r.performance.append(p);
        return r;
    }

    static QString compareText(const QString &language, const QString &path)
    {
        const QString error = ComparePdfWriter::write(sampleComparison(), {}, path, language);
        return error.isEmpty() ? test::pdfText(path, false) : QStringLiteral("ERROR ") + error;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void comparePdf_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        // Headings, a row label, a chart axis and the footer: the source texts and their
        // zh_CN translations as the catalogue gives them (translations/clusterquote_zh_CN.ts).
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral("Design comparison: cost per training run"),
                                           QStringLiteral("Cost of one training run (CNY)"), QStringLiteral("Assumptions"),
                                           QStringLiteral("time to train, days"), QStringLiteral("Page 2 of 2")}
                            << QStringList{QStringLiteral("方案对比"), QStringLiteral("假设条件")};
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral("方案对比：单次训练费用"), QStringLiteral("单次训练费用"),
                                              QStringLiteral("假设条件"), QStringLiteral("训练时长，天"),
                                              QStringLiteral("第 2 页，共 2 页")}
                               << QStringList{QStringLiteral("Design comparison"), QStringLiteral("Assumptions"),
                                              QStringLiteral("Page 2 of 2")};
    }

    void comparePdf()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const QString text = compareText(language, m_dir.filePath(QStringLiteral("compare-%1.pdf").arg(language)));
        CQ_REQUIRE_FIXTURE(!text.isEmpty(), "pdftotext (poppler-utils) is not installed");
        for (const QString &s : present)
            QVERIFY2(text.contains(s.normalized(QString::NormalizationForm_KC)), qPrintable(s + QStringLiteral(" not in:\n") + text));
        for (const QString &s : absent)
            QVERIFY2(!text.contains(s.normalized(QString::NormalizationForm_KC)), qPrintable(s + QStringLiteral(" in:\n") + text));
    }

    void acceptancePdf_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral("Acceptance report: a100-2node-ib"),
                                           QStringLiteral("1 check(s) passed, 1 failed."), QStringLiteral("PASS"),
                                           QStringLiteral("FAIL"), QStringLiteral("Measured"),
                                           QStringLiteral("message size (bytes)"), QStringLiteral("Page 1 of")}
                            << QStringList{QStringLiteral("验收报告"), QStringLiteral("不通过")};
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral("验收报告: a100-2node-ib"), QStringLiteral("通过 1 项，不通过 1 项。"),
                                              QStringLiteral("实测值"), QStringLiteral("检查项"),
                                              QStringLiteral("消息大小（字节）"), QStringLiteral("第 1 页，共")}
                               << QStringList{QStringLiteral("Acceptance report"), QStringLiteral("PASS"),
                                              QStringLiteral("Measured"), QStringLiteral("Page 1 of")};
    }

    void acceptancePdf()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const QString path = m_dir.filePath(QStringLiteral("acceptance-%1.pdf").arg(language));
        const QString error = AcceptancePdfWriter::write(sampleReport(), path, language);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString text = test::pdfText(path, false).simplified();
        CQ_REQUIRE_FIXTURE(!text.isEmpty(), "pdftotext (poppler-utils) is not installed");
        for (const QString &s : present)
            QVERIFY2(text.contains(s.normalized(QString::NormalizationForm_KC)), qPrintable(s + QStringLiteral(" not in:\n") + text));
        for (const QString &s : absent)
            QVERIFY2(!text.contains(s.normalized(QString::NormalizationForm_KC)), qPrintable(s + QStringLiteral(" in:\n") + text));
    }

    void unwritablePathNamesTheFile()
    {
        // A folder that does not exist: QSaveFile cannot create its temporary file there.
        const QString path = m_dir.filePath(QStringLiteral("no-such-folder/report.pdf"));
        const QString acceptance = AcceptancePdfWriter::write(sampleReport(), path, QStringLiteral("en"));
        QVERIFY2(acceptance.startsWith(QStringLiteral("Cannot write the acceptance PDF ")), qPrintable(acceptance));
        QVERIFY2(acceptance.contains(QDir::toNativeSeparators(path)), qPrintable(acceptance));
        const QString compare = ComparePdfWriter::write(sampleComparison(), {}, path, QStringLiteral("en"));
        QVERIFY2(compare.startsWith(QStringLiteral("Cannot write the comparison PDF ")), qPrintable(compare));
        QVERIFY2(compare.contains(QDir::toNativeSeparators(path)), qPrintable(compare));
        // ...with a reason after the file name, and nothing left behind.
        QVERIFY(acceptance.size() > acceptance.indexOf(QDir::toNativeSeparators(path)) + path.size() + 2);
        QVERIFY(!QFileInfo::exists(path));
    }

    void unsupportedLanguageIsRefused()
    {
        const QString error = AcceptancePdfWriter::write(sampleReport(), m_dir.filePath(QStringLiteral("fr.pdf")),
                                                         QStringLiteral("fr"));
        QVERIFY2(error.contains(QStringLiteral("unsupported language \"fr\"")), qPrintable(error));
    }

    void wordingIsPerDocument()
    {
        // Two documents' wordings side by side, and no translator installed on the application:
        // the UI's texts (QCoreApplication::translate) stay English.
        const DocumentWording zh(QStringLiteral("zh_CN"));
        const DocumentWording en(QStringLiteral("en"));
        QCOMPARE(zh.text("cq::PdfPageFrame", "Page %1 of %2"), QStringLiteral("第 %1 页，共 %2 页"));
        QCOMPARE(en.text("cq::PdfPageFrame", "Page %1 of %2"), QStringLiteral("Page %1 of %2"));
        QCOMPARE(QCoreApplication::translate("cq::PdfPageFrame", "Page %1 of %2"), QStringLiteral("Page %1 of %2"));
    }
};

QTEST_MAIN(TestDocumentPdfs)
#include "tst_documentpdfs.moc"
