#include "compareactions.h"
#include "comparerunner.h"
#include "compare/comparetable.h"
#include "compare/compareview.h"
#include "compare/costtimechart.h"
#include "compare/whatifpanel.h"
#include "panels/collectivechart.h"
#include "panels/plainlogticker.h"
#include "format/designformat.h"
#include "pricebookseed.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QTest>
#include <QTranslator>

using namespace cq;

/**
 * The compare window on the bundled A100 and H100 samples with the default price book
 * (pricebookseed.cpp), driven offscreen: the first run fills the table, sliders re-run it on
 * the worker (CompareRunner) while the GUI thread stays free, stale runs are coalesced.
 * Expected figures are worked out by hand in tests/model/tst_comparison.cpp.
 */
class TestCompareView : public QObject
{
    Q_OBJECT

    QWidget m_window;
    CompareView *m_view = nullptr;

    QString cell(const QString &key, int design) const
    {
        const QTableWidgetItem *item = m_view->table()->item(m_view->table()->rowOf(key), design);
        return item ? item->text() : QString();
    }

    QStringList columnTitles() const
    {
        QStringList titles;
        for (int c = 0; c < m_view->table()->columnCount(); ++c)
            titles.append(m_view->table()->horizontalHeaderItem(c)->text());
        return titles;
    }

    /** The names the legend of @p plot lists, in order. */
    static QStringList legendNames(QCustomPlot *plot)
    {
        QStringList names;
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot->legend->item(i)))
                names.append(item->plottable()->name());
        return names;
    }

    /** Every visible tick label of the charts' left axes: plain grouped numbers, no exponent. */
    static void checkPlainLabels(QCustomPlot *plot, QCPAxis *axis, const QString &mustHave)
    {
        plot->replot();
        const QList<QString> labels = axis->tickVectorLabels().toList();
        QVERIFY(!labels.isEmpty());
        static const QRegularExpression plain(QStringLiteral("^[0-9]{1,3}(,[0-9]{3})*(\\.[0-9]+)?$"));
        for (const QString &label : labels)
            QVERIFY2(plain.match(label).hasMatch(), qPrintable(labels.join(QStringLiteral(" | "))));
        if (!mustHave.isEmpty())
            QVERIFY2(labels.contains(mustHave), qPrintable(labels.join(QStringLiteral(" | "))));
    }

private slots:
    void initTestCase()
    {
        // The English catalogue, as the app installs it for an English UI: its plural forms.
        auto *english = new QTranslator(this);
        QVERIFY(english->load(QStringLiteral(":/i18n/clusterquote_en.qm")));
        QCoreApplication::installTranslator(english);
        auto *actions = new CompareActions([] { return PriceBookSeed::priceBook(); }, &m_window);
        QString error;
        const QString dir = QStringLiteral(CQ_SAMPLES_DIR "/");
        m_view = actions->openComparison({dir + QStringLiteral("a100-4node-ib.cqd"), dir + QStringLiteral("h100-4node-ib.cqd")},
                                         &error);
        QVERIFY2(m_view, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(m_view));
        QTRY_COMPARE_WITH_TIMEOUT(m_view->table()->rowCount(), 15, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_view->costChart()->curveCount() == 2, 20000);
    }

    void firstComparison()
    {
        // Monthly term, 70B on 1T tokens: run costs 5,088,707.41 .. 5,258,385.29 (A100) and
        // 2,637,832.25 .. 2,691,360.56 (H100), the H100 one better (tst_comparison).
        QCOMPARE(cell(QStringLiteral("run_cost"), 0), QStringLiteral("5,088,707.41 – 5,258,385.29"));
        QCOMPARE(cell(QStringLiteral("run_cost"), 1), QStringLiteral("2,637,832.25 – 2,691,360.56 \u2713"));
        QVERIFY(m_view->table()->isMarkedBetter(QStringLiteral("run_cost"), 1));
        QVERIFY(m_view->table()->isMarkedBetter(QStringLiteral("monthly"), 0));
        QVERIFY(!m_view->table()->isMarkedBetter(QStringLiteral("gpus"), 0));
        QCOMPARE(m_view->busbwChart()->curveCount(), 2); // one all_reduce curve per design
        // Columns by design name and the cluster compared: both samples have 4 GPU servers.
        const QStringList names{QStringLiteral("a100-4node-ib \u00b7 4 servers"),
                                QStringLiteral("h100-4node-ib \u00b7 4 servers")};
        QCOMPARE(columnTitles(), names);
        // The charts' legends and the recommendation name the designs as the columns do, not by file.
        QCOMPARE(legendNames(m_view->costChart()->plot()), names);
        QCOMPARE(legendNames(m_view->busbwChart()->plot()), names);
        QVERIFY2(m_view->recommendation().startsWith(QStringLiteral("Recommended: h100-4node-ib \u00b7 4 servers, ")),
                 qPrintable(m_view->recommendation()));
        QVERIFY2(m_view->recommendation().contains(QStringLiteral("against a100-4node-ib \u00b7 4 servers it saves")),
                 qPrintable(m_view->recommendation()));
        QVERIFY(!m_view->recommendation().contains(QStringLiteral(".cqd")));
    }

    void plainAxisNumbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("en");
        QTest::addColumn<QString>("zh");
        // Chinese writes grouped numbers as English does (CLDR zh: "," and "."), never "1E+06".
        QTest::newRow("million") << 1e6 << QStringLiteral("1,000,000") << QStringLiteral("1,000,000");
        QTest::newRow("hundred") << 100.0 << QStringLiteral("100") << QStringLiteral("100");
        QTest::newRow("one") << 1.0 << QStringLiteral("1") << QStringLiteral("1");
        QTest::newRow("tenth") << 0.1 << QStringLiteral("0.1") << QStringLiteral("0.1");
        QTest::newRow("thousandth") << 0.001 << QStringLiteral("0.001") << QStringLiteral("0.001");
        QTest::newRow("ten billion") << 1e10 << QStringLiteral("10,000,000,000") << QStringLiteral("10,000,000,000");
    }
    void plainAxisNumbers()
    {
        QFETCH(double, value);
        QFETCH(QString, en);
        QFETCH(QString, zh);
        QLocale english(QLocale::English, QLocale::UnitedStates);
        english.setNumberOptions(QLocale::OmitGroupSeparator); // as a plot's locale may be
        QCOMPARE(PlainLogTicker::plainNumber(value, english), en);
        QCOMPARE(PlainLogTicker::plainNumber(value, QLocale(QLocale::Chinese, QLocale::China)), zh);
    }

    void logTicksOverNarrowRanges()
    {
        // The sizing frontier's days, 8.2 .. 87.6 padded by 1.6 each way: 5.125 .. 140.16, 1.44
        // decades: the 1-2-5 series 10, 20, 50, 100 (5 is below 5.125).
        QCOMPARE(PlainLogTicker::seriesTicks(5.125, 140.16), (QVector<double>{10, 20, 50, 100}));
        // Run costs 2.6 M .. 27 M CNY: 1.02 decades, 5 M, 10 M, 20 M.
        QCOMPARE(PlainLogTicker::seriesTicks(2.6e6, 2.7e7), (QVector<double>{5e6, 1e7, 2e7}));
        // Within half a decade: 100 .. 250 gets 100, 150, 200.
        QCOMPARE(PlainLogTicker::seriesTicks(100, 250), (QVector<double>{100, 150, 200}));
        // 2.5 decades: 1-3 series; 3 decades and wider: QCustomPlot's powers of ten (none here).
        QCOMPARE(PlainLogTicker::seriesTicks(2, 600), (QVector<double>{3, 10, 30, 100, 300}));
        QVERIFY(PlainLogTicker::seriesTicks(1, 1000).isEmpty());
        QVERIFY(PlainLogTicker::seriesTicks(0, 10).isEmpty());
    }

    void chartAxesInPlainNumbers()
    {
        // Run costs are 2.6 M .. 5.3 M CNY (firstComparison): the money axis has a 5,000,000 tick.
        auto *cost = m_view->costChart()->findChild<QCustomPlot *>(QStringLiteral("costTimePlot"));
        QVERIFY(cost);
        checkPlainLabels(cost, cost->yAxis, QStringLiteral("5,000,000"));
        checkPlainLabels(cost, cost->xAxis, QString());
        // The busbw chart is the analysis panel's CollectiveChart: its log axes read the same way.
        auto *busbw = m_view->busbwChart()->findChild<QCustomPlot *>();
        QVERIFY(busbw);
        for (QCPAxisRect *rect : busbw->axisRects())
            checkPlainLabels(busbw, rect->axis(QCPAxis::atLeft), QString());
    }

    void slidersRunOnWorker()
    {
        auto *runner = m_view->findChild<CompareRunner *>();
        QVERIFY(runner);
        const int before = runner->runsStarted();
        QSlider *mfu = m_view->whatIfPanel()->slider(QStringLiteral("mfu"));
        // Drag MFU from 50 % down to 10 % and up to 70 %: 100 moves, each handled at once on the GUI thread.
        QElapsedTimer timer;
        qint64 slowestMs = 0;
        for (int v = 49; v >= 10; --v) {
            timer.start();
            mfu->setValue(v);
            QCoreApplication::processEvents();
            slowestMs = std::max(slowestMs, timer.elapsed());
        }
        for (int v = 11; v <= 70; ++v) {
            timer.start();
            mfu->setValue(v);
            QCoreApplication::processEvents();
            slowestMs = std::max(slowestMs, timer.elapsed());
        }
        qInfo("slowest slider move on the GUI thread: %lld ms; runs started for 100 moves: %d", slowestMs,
              runner->runsStarted() - before);
        // A burst faster than the runs (no event processing between moves, as when events queue
        // up): runs superseded before they start are dropped, so fewer than one run per move.
        const int beforeBurst = runner->runsStarted();
        for (int v = 10; v <= 70; ++v) // 61 value changes
            mfu->setValue(v);
        QTRY_VERIFY_WITH_TIMEOUT(!runner->isBusy(), 20000);
        qInfo("runs started for a burst of 61 moves: %d", runner->runsStarted() - beforeBurst);
        QVERIFY(runner->runsStarted() - beforeBurst < 61);
        // MFU 70 %: step = 352.886 x 0.5 / 0.7 = 252.06 s (A100), 111.325 x 0.5 / 0.7 = 79.52 s (H100).
        QTRY_COMPARE_WITH_TIMEOUT(cell(QStringLiteral("step_s"), 1), QStringLiteral("79.52 \u2713"), 20000);
        QCOMPARE(cell(QStringLiteral("step_s"), 0), QStringLiteral("252.06"));
        QTRY_VERIFY_WITH_TIMEOUT(!runner->isBusy(), 20000);
    }

    void discountKeepsFourDecimals()
    {
        // A panel of its own, so the view's run is not disturbed: the spin box and the slider are one ppm value.
        WhatIfPanel panel;
        panel.discountBox()->setValue(4.9183);
        QCOMPARE(panel.whatIf().discountPpm, 49183);                            // 4.9183 % = 49,183 ppm, not 4.92 %
        QCOMPARE(panel.slider(QStringLiteral("discount"))->value(), 49183);
        QCOMPARE(panel.discountBox()->decimals(), 4);
        panel.slider(QStringLiteral("discount"))->setValue(250000);            // 25 %
        QCOMPARE(panel.discountBox()->value(), 25.0);
        panel.discountBox()->setValue(0.0001);
        QCOMPARE(panel.whatIf().discountPpm, 1);                                // the smallest step, not 0 %
    }

    void serversSlider()
    {
        m_view->whatIfPanel()->slider(QStringLiteral("servers"))->setValue(8);
        // 8 servers x 8 GPUs = 64 per design; peak 64 x 312 = 19,968 TFLOPS = 19.97 PFLOPS.
        QTRY_COMPARE_WITH_TIMEOUT(cell(QStringLiteral("gpus"), 0), QStringLiteral("64"), 20000);
        QCOMPARE(cell(QStringLiteral("peak_pflops"), 0), QStringLiteral("19.97"));
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->findChild<CompareRunner *>()->isBusy(), 20000);
        m_view->grab().save(QStringLiteral("/tmp/compareview.png"));
        // The columns say which cluster the slider made, and the legends follow them.
        const QStringList names{QStringLiteral("a100-4node-ib \u00b7 8 servers"),
                                QStringLiteral("h100-4node-ib \u00b7 8 servers")};
        QCOMPARE(columnTitles(), names);
        QCOMPARE(legendNames(m_view->costChart()->plot()), names);
        QCOMPARE(legendNames(m_view->busbwChart()->plot()), names);
        QVERIFY(m_view->grab().save(QStringLiteral("/tmp/cq-habits-compare.png")));
    }

    /** A design whose quote misses a price: its cost cells read "price missing" (the reason in the
     *  tooltip), never "0.00" and never marked better (the ascend-4node-roce defect). */
    void priceMissingCells()
    {
        PriceBook book = PriceBookSeed::priceBook();
        book.items.removeIf([](const PriceItem &i) { return i.sku == QLatin1String("SRV-910B-8-ROCE"); });
        QList<ComparisonBuilder::Entry> entries;
        for (const char *file : {"a100-4node-ib.cqd", "ascend-4node-roce.cqd"}) {
            const DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + QLatin1String(file));
            QVERIFY2(r.ok(), qPrintable(r.error));
            entries.append({QString::fromLatin1(file), r.design});
        }
        CompareInputs in;
        in.whatIf.term = Term::Annual;
        CompareTable table;
        table.setComparison(ComparisonBuilder::compare(entries, book, in));
        table.resize(900, 560);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QCOMPARE(table.horizontalHeaderItem(1)->text(), QStringLiteral("ascend-4node-roce \u00b7 4 servers"));
        for (const char *key : {"monthly", "annual", "run_cost", "cost_per_pflop_hour"}) {
            const QTableWidgetItem *cost = table.item(table.rowOf(QLatin1String(key)), 1);
            QVERIFY2(cost, key);
            QCOMPARE(cost->text(), QStringLiteral("price missing"));
            QCOMPARE(cost->toolTip(), QStringLiteral("SRV-910B-8-ROCE has no annual price in the price book"));
            QVERIFY2(!table.isMarkedBetter(QLatin1String(key), 0) && !table.isMarkedBetter(QLatin1String(key), 1), key);
        }
        // A100 annual term: 1,542,193.15 .. 1,605,793.15 (tst_comparison moneyMonthlyTerm), alone: not "better".
        QCOMPARE(table.item(table.rowOf(QStringLiteral("annual")), 0)->text(),
                 QStringLiteral("1,542,193.15 \u2013 1,605,793.15"));
        QVERIFY(table.grab().save(QStringLiteral("/tmp/cq-compare-price-missing.png")));
    }

    void closeButtonAndEscape()
    {
        // The Close button closes (and so deletes) a comparison window ...
        auto *actions = new CompareActions([] { return PriceBookSeed::priceBook(); }, &m_window);
        const QString dir = QStringLiteral(CQ_SAMPLES_DIR "/");
        QPointer<CompareView> second = actions->openComparison(
            {dir + QStringLiteral("a100-2node-ib.cqd"), dir + QStringLiteral("a100-4node-ib.cqd")});
        QVERIFY(second);
        QVERIFY(QTest::qWaitForWindowExposed(second));
        auto *close = second->findChild<QPushButton *>(QStringLiteral("closeCompare"));
        QVERIFY(close && close->isVisible());
        QCOMPARE(close->text(), QStringLiteral("Close"));
        QTest::mouseClick(close, Qt::LeftButton);
        QTRY_VERIFY(second.isNull());
        // ... and so does Esc, wherever the focus is in it (here on a slider).
        QPointer<CompareView> first = m_view;
        QSlider *mfu = m_view->whatIfPanel()->slider(QStringLiteral("mfu"));
        QApplication::setActiveWindow(m_view);
        QVERIFY(QTest::qWaitForWindowActive(m_view));
        mfu->setFocus();
        QTest::keyClick(mfu, Qt::Key_Escape);
        QTRY_VERIFY(first.isNull());
        m_view = nullptr;
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
