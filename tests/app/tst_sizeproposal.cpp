#include "../common/fixtureguard.h"
#include "../common/pdftext.h"
#include "actionlookup.h"
#include "clirun.h"
#include "mainwindow.h"
#include "sizingactions.h"
#include "format/moneyformat.h"
#include "sizing/sizingdialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * The sizing proposal PDF (issue #19): `size --pdf` for 70B on 1T tokens carries the table's
 * first row and the monthly total `size --json` reports for candidate 1, then the quote of the
 * design `--generate 1` writes, its total as `quote` gives it; in Chinese with --lang zh_CN;
 * and the Size a Cluster window's Save Proposal PDF... writes the selected candidate's
 * proposal. Set CQ_TEST_ARTIFACTS to keep the PDFs and their pages as PNG.
 */
class TestSizeProposal : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString book() const { return path(QStringLiteral("pricebook.sqlite")); }

    static QStringList sizeArgs()
    {
        return {QStringLiteral("size"), QStringLiteral("--model"), QStringLiteral("70B"), QStringLiteral("--tokens"),
                QStringLiteral("1T")};
    }

    /** A `--json` money value ("143552.00" or {"min", "max"}) as the PDF writes it: "143,552.00", "a – b"
     *  in the sizing table (@p style Spaced), "CNY a-b" in the quote's totals (Compact, with @p currency). */
    static QString moneyText(const QJsonValue &v, const QString &currency = {}, RangeStyle style = RangeStyle::Spaced)
    {
        const auto money = [](const QJsonValue &s) {
            Money m;
            return Money::fromDecimalString(s.toString(), &m) ? m : Money();
        };
        if (v.isObject())
            return formatMoneyRange(MoneyRange{money(v.toObject().value(QLatin1String("min"))),
                                               money(v.toObject().value(QLatin1String("max")))},
                                    currency, style);
        return formatMoneyRange(MoneyRange::fixed(money(v)), currency, style);
    }

    /** Text of the PDF's pages from @p first on (pdftotext -f), one line per line. */
    static QString pagesFrom(const QString &pdf, int first)
    {
        return test::runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(first),
                                                           pdf, QStringLiteral("-")})
            .normalized(QString::NormalizationForm_KC);
    }

    /** The 1-based page of @p pdf whose text first contains @p needle; 0 when none does. */
    static int pageWith(const QString &pdf, const QString &needle)
    {
        const QStringList pages = test::pdfText(pdf).split(u'\f');
        for (int i = 0; i < pages.size(); ++i) {
            if (pages.at(i).contains(needle))
                return i + 1;
        }
        return 0;
    }

private slots:
    void cliProposalMatchesSizeAndQuote()
    {
        CQ_REQUIRE_FIXTURE(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext (poppler-utils) not installed");
        const cqtest::CliRun json = cqtest::runCli(sizeArgs() << QStringLiteral("--json") << QStringLiteral("--pricebook") << book());
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const QJsonObject first = json.json().value(QLatin1String("candidates")).toArray().first().toObject();
        const QString label = first.value(QLatin1String("label")).toString();
        QVERIFY(!label.isEmpty());

        const QString pdf = path(QStringLiteral("proposal.pdf"));
        const QString design = path(QStringLiteral("candidate1.cqd"));
        const cqtest::CliRun r = cqtest::runCli(sizeArgs() << QStringLiteral("--pdf") << pdf << QStringLiteral("--generate")
                                                           << QStringLiteral("1") << QStringLiteral("-o") << design
                                                           << QStringLiteral("--pricebook") << book());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("wrote proposal.pdf: candidate 1, ") + label), qPrintable(r.out));
        test::keepArtifact(pdf, 60);
        const QString text = test::pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Sizing proposal: 70B on 1T tokens")), qPrintable(text));
        // Row 1 of the table: rank, the cluster, then its figures; the monthly total of `size --json`.
        static const QRegularExpression row1(QStringLiteral("^\\s*1\\s+") + QRegularExpression::escape(label),
                                             QRegularExpression::MultilineOption);
        QVERIFY2(row1.match(text).hasMatch(), qPrintable(text));
        const QString perMonth = moneyText(first.value(QLatin1String("per_month")));
        const int quotePage = pageWith(pdf, QStringLiteral("Quotation"));
        QVERIFY2(quotePage > 1, qPrintable(text));
        const QString proposalPages = text.section(u'\f', 0, quotePage - 2);
        // A range breaks after its dash in a narrow column: compare without the white space.
        const auto squeezed = [](QString s) { return s.remove(QRegularExpression(QStringLiteral("\\s"))); };
        QVERIFY2(squeezed(proposalPages).contains(squeezed(perMonth)), qPrintable(perMonth + QStringLiteral(" not in\n") + proposalPages));
        QVERIFY(proposalPages.contains(QStringLiteral("Assumptions and formulas")));
        QVERIFY(proposalPages.contains(QStringLiteral("Candidate 1 in detail")));
        static const QRegularExpression precisionRow(QStringLiteral("Precision\\s+BF16 on every GPU"));
        QVERIFY2(precisionRow.match(proposalPages).hasMatch(), qPrintable(proposalPages));

        // The quote pages: the total of `quote` on the design --generate 1 wrote.
        const cqtest::CliRun quote = cqtest::runCli({QStringLiteral("quote"), design, QStringLiteral("--json"),
                                                     QStringLiteral("--pricebook"), book()});
        QVERIFY2(quote.code == 0, qPrintable(quote.err));
        // The quote's totals block writes "Total (range)    CNY 256,515.76-257,575.76".
        const QString total = moneyText(quote.json().value(QLatin1String("total")), QStringLiteral("CNY"), RangeStyle::Compact);
        const QString quotePages = pagesFrom(pdf, quotePage);
        static const QRegularExpression totalLine(QStringLiteral("^[ \\t]*Total\\b.*$"), QRegularExpression::MultilineOption);
        const QRegularExpressionMatch totalRow = totalLine.match(quotePages);
        QVERIFY2(totalRow.hasMatch(), qPrintable(quotePages));
        QVERIFY2(squeezed(totalRow.captured()).endsWith(squeezed(total)), qPrintable(total + QStringLiteral(" not in: ") + totalRow.captured()));
        // One page count through both parts.
        const int pages = int(text.count(u'\f'));
        QVERIFY2(text.contains(QStringLiteral("Page %1 of %1").arg(pages)), qPrintable(text));
    }

    /** --precision fp8: the job table says so, and candidate 1's formula uses H100's FP8 peak (2 x 989). */
    void cliProposalInFp8()
    {
        CQ_REQUIRE_FIXTURE(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext (poppler-utils) not installed");
        const QString pdf = path(QStringLiteral("proposal-fp8.pdf"));
        const cqtest::CliRun r = cqtest::runCli({QStringLiteral("size"), QStringLiteral("--model"), QStringLiteral("7B"),
                                                 QStringLiteral("--tokens"), QStringLiteral("1T"), QStringLiteral("--gpu"),
                                                 QStringLiteral("h100-sxm-80g"), QStringLiteral("--precision"), QStringLiteral("fp8"),
                                                 QStringLiteral("--pdf"), pdf, QStringLiteral("--pricebook"), book()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        test::keepArtifact(pdf, 60);
        const QString text = test::pdfText(pdf).simplified();
        QVERIFY2(text.contains(QStringLiteral("Precision FP8 on GPUs with FP8 tensor cores")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("1978 TFLOPS FP8")), qPrintable(text));
    }

    void cliProposalInChinese()
    {
        CQ_REQUIRE_FIXTURE(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext (poppler-utils) not installed");
        const QString pdf = path(QStringLiteral("proposal-zh.pdf"));
        const cqtest::CliRun r = cqtest::runCli(sizeArgs() << QStringLiteral("--pdf") << pdf << QStringLiteral("--lang")
                                                           << QStringLiteral("zh_CN") << QStringLiteral("--pricebook") << book());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Goal: ")), qPrintable(r.out)); // the text output keeps the UI's language
        test::keepArtifact(pdf, 60);
        const QString text = test::pdfText(pdf, false);
        for (const QString &zh : {QStringLiteral("规模建议书"), QStringLiteral("候选方案排名"), QStringLiteral("假设与公式"),
                                  QStringLiteral("报价单"), QStringLiteral("推荐")})
            QVERIFY2(text.contains(zh.normalized(QString::NormalizationForm_KC)), qPrintable(zh + QStringLiteral(" not in:\n") + text));
        for (const char *english : {"Sizing proposal", "Ranked candidates", "Assumptions", "advised", "time to train", "Quotation"})
            QVERIFY2(!text.contains(QLatin1String(english)), english);
    }

    void cliRefusesLangWithoutPdf()
    {
        const cqtest::CliRun r = cqtest::runCli(sizeArgs() << QStringLiteral("--lang") << QStringLiteral("zh_CN")
                                                           << QStringLiteral("--pricebook") << book());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--lang sets the language of the PDF and needs --pdf FILE")), qPrintable(r.err));
        const cqtest::CliRun fr = cqtest::runCli(sizeArgs() << QStringLiteral("--pdf") << path(QStringLiteral("fr.pdf"))
                                                            << QStringLiteral("--lang") << QStringLiteral("fr")
                                                            << QStringLiteral("--pricebook") << book());
        QCOMPARE(fr.code, 2);
        QVERIFY2(fr.err.contains(QStringLiteral("unsupported language \"fr\"")), qPrintable(fr.err));
        QVERIFY(!QFile::exists(path(QStringLiteral("fr.pdf"))));
    }

    void windowSavesTheSelectedCandidatesProposal()
    {
        MainWindow window(book());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *size = cqtest::findAction(&window, QStringLiteral("Size a Cluster..."));
        QVERIFY(size);
        size->trigger();
        auto *dialog = window.findChild<SizingDialog *>();
        auto *actions = window.findChild<SizingActions *>();
        QVERIFY(dialog && actions);
        auto *model = dialog->findChild<QComboBox *>(QStringLiteral("sizingModel"));
        auto *goal = dialog->findChild<QComboBox *>(QStringLiteral("sizingGoal"));
        auto *days = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("sizingDays"));
        QVERIFY(model && goal && days);
        model->setCurrentText(QStringLiteral("70B"));
        goal->setCurrentIndex(1); // deadline
        days->setValue(90);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->advice().request.job.name == QLatin1String("70B")
                                     && dialog->advice().request.goal.days == 90.0 && dialog->advice().candidates.size() > 1,
                                 120000);
        QPushButton *save = dialog->proposalButton();
        QVERIFY(save && save->isEnabled());
        QCOMPARE(save->objectName(), QStringLiteral("sizingProposal"));

        // The second row selected: its proposal, not the first's.
        dialog->table()->selectRow(1);
        QCOMPARE(dialog->selectedRank(), 2);
        const SizingCandidate chosen = dialog->advice().candidates.at(1);
        const QString pdf = path(QStringLiteral("window-proposal.pdf"));
        actions->setProposalPathChooser([pdf](QWidget *) { return pdf; });
        QTest::mouseClick(save, Qt::LeftButton);
        QVERIFY(QFile::exists(pdf));
        test::keepArtifact(pdf, 60);
        CQ_REQUIRE_FIXTURE(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext (poppler-utils) not installed");
        const QString text = test::pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Proposed: candidate 2, ") + chosen.label()), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Candidate 2 in detail")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("finish within 90 days, cheapest first")), qPrintable(text));

        // Cancelled: nothing written.
        QFile::remove(pdf);
        actions->setProposalPathChooser([](QWidget *) { return QString(); });
        QTest::mouseClick(save, Qt::LeftButton);
        QVERIFY(!QFile::exists(pdf));
    }
};

QTEST_MAIN(TestSizeProposal)
#include "tst_sizeproposal.moc"
