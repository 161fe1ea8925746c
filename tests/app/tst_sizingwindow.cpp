#include "actionlookup.h"
#include "applicationsetup.h"
#include "mainwindow.h"
#include "sizingrunner.h"
#include "canvas/designscene.h"
#include "document/clusterdocument.h"
#include "sizing/sizingdialog.h"
#include "sizing/sizingfrontierchart.h"
#include "sizing/sizinginputpanel.h"
#include "sizing/sizingtablemodel.h"
#include "sizing/sizingtext.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/**
 * File > Size a Cluster... in the designer (issue #19): the dialog filled for 70B on 1T tokens
 * in 90 days, the advisor on the worker, the table's first rows against the seeded price
 * book worked by hand, Generate Design opening the chosen cluster in the window, and a newer
 * request superseding a stale one. Screenshot: /tmp/cq-sizing.png.
 */
class TestSizingWindow : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static QString cell(const SizingDialog *d, int row, int column)
    {
        return d->model()->index(row, column).data().toString();
    }

private slots:
    void initTestCase()
    {
        // The UI's catalogue as the designer installs it at start: the English one holds the
        // plural forms ("1 whole month", not "1 whole month(s)").
        QVERIFY(installTranslators(QCoreApplication::instance(), QLocale(QLocale::English)));
    }

    void sizes70BAndGeneratesTheFirstCandidate()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *size = cqtest::findAction(&window, QStringLiteral("Size a Cluster..."));
        QVERIFY(size);
        QVERIFY(window.menuBar()->actions().first()->menu()->actions().contains(size)); // in the File menu
        size->trigger();
        auto *dialog = window.findChild<SizingDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));

        auto *model = dialog->findChild<QComboBox *>(QStringLiteral("sizingModel"));
        auto *goal = dialog->findChild<QComboBox *>(QStringLiteral("sizingGoal"));
        auto *days = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("sizingDays"));
        auto *mfu = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("sizingMfu"));
        QVERIFY(model && goal && days && mfu);
        QCOMPARE(mfu->value(), 50.0); // the guides' MFU by default
        model->setCurrentText(QStringLiteral("70B"));
        goal->setCurrentIndex(1); // deadline
        days->setValue(90);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->advice().request.job.name == QLatin1String("70B")
                                     && dialog->advice().request.goal.days == 90.0 && dialog->model()->rowCount() > 1,
                                 120000);
        QVERIFY2(dialog->advice().ok(), qPrintable(dialog->advice().problem));

        // Row 1: 64 x 8 H100 (59,999.00 a month each, networked: switches, cables, IB ports included)
        // on TP 8 x PP 1 x DP 64 = 512 GPUs. Memory per GPU: 17.5 + 17.5 GB (BF16 weights and
        // gradients, 70e9 x 2 B / 8) + 1.64 GB (12 B x 70e9 / 8 / 64, ZeRO-1) + 11.41 GB
        // (80 x 34 x 4,096 x 8,192 B / 8) = 48.05 GB of 0.9 x 80 = 72.0 GB.
        QCOMPARE(cell(dialog, 0, SizingTableModel::Cluster), QStringLiteral("64 x 8 H100 80G SXM"));
        QCOMPARE(cell(dialog, 0, SizingTableModel::Gpus), QStringLiteral("512"));
        QCOMPARE(cell(dialog, 0, SizingTableModel::Plan), QStringLiteral("8 x 1 x 64"));
        QCOMPARE(cell(dialog, 0, SizingTableModel::Memory), QStringLiteral("48.0 GB of 72.0 GB"));
        // Compute alone: 6 x 70e9 x 1e12 / (512 x 989e12 x 0.5) = 1,658,873 s = 19.2 days; with
        // communication still within one month of 730 h / 24 = 30.42 days, so the run rents 1 month.
        const SizingCandidate &first = dialog->advice().candidates.first();
        QCOMPARE(qRound64(first.time.compute.value), qint64(1658873));
        QVERIFY(first.time.days() > 19.19 && first.time.days() <= 730.0 / 24);
        // A month: 64 x 59,999.00 = 3,839,936.00 + bandwidth 100 x 20.00-30.00 = 3,841,936.00 -
        // 3,842,936.00; VAT 6 % per line: 230,396.16 + 120.00-180.00 = 230,516.16 - 230,576.16;
        // total 4,072,452.16 - 4,073,512.16 a month, and 1 month x that per run.
        QCOMPARE(cell(dialog, 0, SizingTableModel::PerMonth), QStringLiteral("4,072,452.16 – 4,073,512.16"));
        QCOMPARE(cell(dialog, 0, SizingTableModel::RunCost), QStringLiteral("4,072,452.16 – 4,073,512.16"));
        QCOMPARE(cell(dialog, 0, SizingTableModel::Verdict), QStringLiteral("advised"));
        // Row 2: 32 x 8 H100: compute alone 6 x 70e9 x 1e12 / (256 x 989e12 x 0.5) = 38.4 days > 30.42,
        // so at least 2 months; a month is 32 x 59,999.00 = 1,919,968.00 + 2,000.00-3,000.00, VAT
        // 115,198.08 + 120.00-180.00: 2,037,286.08 - 2,038,346.08; 2 months = 4,074,572.16 - 4,076,692.16,
        // a little dearer than row 1 (cheapest first).
        QCOMPARE(cell(dialog, 1, SizingTableModel::Cluster), QStringLiteral("32 x 8 H100 80G SXM"));
        QCOMPARE(cell(dialog, 1, SizingTableModel::RunCost), QStringLiteral("4,074,572.16 – 4,076,692.16"));

        // The selected candidate's formulas: the CLI's words (SizingText::details), grouped counts.
        QCOMPARE(dialog->selectedRank(), 1);
        const QString details = dialog->details()->toPlainText();
        QVERIFY(details.startsWith(SizingText::details(first, 1).join(u'\n')));
        QVERIFY2(details.contains(QStringLiteral("238,419 steps")), qPrintable(details)); // 1e12 / 4,194,304 = 238,418.6
        QVERIFY2(details.contains(QStringLiteral("= 1 whole month x 4,072,452.16")), qPrintable(details));
        // The frontier: one point per priced candidate, advised ones apart.
        const int priced = int(std::count_if(dialog->advice().candidates.cbegin(), dialog->advice().candidates.cend(),
                                             [](const SizingCandidate &c) { return c.priced(); }));
        QCOMPARE(dialog->chart()->advisedPoints() + dialog->chart()->otherPoints(), priced);
        QVERIFY(dialog->chart()->advisedPoints() >= 2);

        dialog->grab().save(QStringLiteral("/tmp/cq-sizing.png"));

        // Generate Design: the window now holds the 64 servers of row 1, as an unsaved document.
        QVERIFY(dialog->generateButton()->isEnabled());
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        const ClusterDocument *document = window.findChild<DesignScene *>()->document();
        QCOMPARE(document->design().servers.size(), 64);
        QCOMPARE(document->design().servers.first().gpuCount, 8);
        QVERIFY(window.isWindowModified());
    }

    void newerRequestSupersedesTheStaleOne()
    {
        SizingRunner runner;
        runner.setPrices(Catalog{}, PriceBook{}); // no GPUs: every request comes back at once with its problem
        QSignalSpy finished(&runner, &SizingRunner::finished);
        SizingRequest stale, fresh;
        stale.job = *TrainingJob::preset(QStringLiteral("7B"));
        fresh.job = *TrainingJob::preset(QStringLiteral("13B"));
        runner.request(stale);
        runner.request(fresh);
        QTRY_VERIFY(!runner.isBusy() && finished.count() >= 1);
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1); // the stale advice never reports
        QCOMPARE(finished.first().first().value<SizingAdvice>().request.job.name, QStringLiteral("13B"));
    }

    /** The Precision combo: BF16 by default, FP8 into the request, its accelerator Alt+C (issue #19). */
    void precisionReachesTheRequest()
    {
        SizingInputPanel panel({{QStringLiteral("h100-sxm-80g"), QStringLiteral("H100 80G SXM")}},
                               {QStringLiteral("h100-sxm-80g")});
        auto *precision = panel.findChild<QComboBox *>(QStringLiteral("sizingPrecision"));
        QVERIFY(precision);
        QCOMPARE(panel.request().job.precision, Precision::Bf16);
        QSignalSpy changed(&panel, &SizingInputPanel::changed);
        precision->setCurrentIndex(precision->findData(int(Precision::Fp8)));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(panel.request().job.precision, Precision::Fp8);
        QVERIFY(panel.problem().isEmpty());
    }

    /** The Pricing region box offers the book's regions after "default prices" and puts the choice in the request. */
    void regionChoice()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        cqtest::findAction(&window, QStringLiteral("Size a Cluster..."))->trigger();
        auto *dialog = window.findChild<SizingDialog *>();
        QVERIFY(dialog);
        auto *region = dialog->findChild<QComboBox *>(QStringLiteral("sizingRegion"));
        QVERIFY(region);
        // The seed prices BGP bandwidth in four regions (database/pricebookseeditems.cpp).
        QStringList offered;
        for (int i = 0; i < region->count(); ++i)
            offered << region->itemText(i);
        QCOMPARE(offered, (QStringList{QStringLiteral("default prices"), QStringLiteral("Beijing"),
                                       QStringLiteral("Los Angeles"), QStringLiteral("Shenzhen"), QStringLiteral("Singapore")}));
        QCOMPARE(dialog->inputs()->request().region, QString());
        QSignalSpy changed(dialog->inputs(), &SizingInputPanel::changed);
        region->setCurrentIndex(region->findText(QStringLiteral("Singapore")));
        QCOMPARE(changed.count(), 1); // re-ranked like any other edit
        QCOMPARE(dialog->inputs()->request().region, QStringLiteral("Singapore"));
        dialog->close();
    }

    void badInputIsNamed()
    {
        const SizingInputPanel panel({{QStringLiteral("h100-sxm-80g"), QStringLiteral("H100 80G SXM")}},
                                     {QStringLiteral("h100-sxm-80g")});
        auto *tokens = panel.findChild<QLineEdit *>(QStringLiteral("sizingTokens"));
        QVERIFY(tokens);
        tokens->setText(QStringLiteral("lots"));
        QCOMPARE(panel.problem(), QStringLiteral("Tokens to train: \"lots\" is not a count such as 1T or 300B"));
    }
};

QTEST_MAIN(TestSizingWindow)
#include "tst_sizingwindow.moc"
