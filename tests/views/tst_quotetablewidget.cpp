#include "quotefixture.h"
#include "viewsfixture.h"

#include "panels/quotetablemodel.h"
#include "panels/quotetablewidget.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace cq;

/** QuoteTableWidget: the term selector, the cost-delta label, warnings; and a screenshot. */
class TestQuoteTableWidget : public QObject
{
    Q_OBJECT
private slots:
    void deltaSinceLastEdit()
    {
        QuoteTableWidget w;
        w.setQuote(cqtest::totalOnly(Money::yuan(71776)));
        QCOMPARE(w.deltaText(), QString()); // nothing to compare with yet
        // One more 35,888 server: 71,776 + 35,888 = 107,664.
        w.setQuote(cqtest::totalOnly(Money::yuan(107664)));
        QCOMPARE(w.deltaText(), QStringLiteral("\u0394 +35,888.00 / month since last edit"));
        // Same total (an edit that changes no price, e.g. a move): 107,664 - 107,664 = 0, shown
        // as such; the previous +35,888 belongs to the previous edit.
        w.setQuote(cqtest::totalOnly(Money::yuan(107664)));
        QCOMPARE(w.deltaText(), QStringLiteral("\u0394 0.00 / month since last edit"));
        w.setQuote(cqtest::totalOnly(Money::yuan(71776)));
        QCOMPARE(w.deltaText(), QStringLiteral("\u0394 -35,888.00 / month since last edit"));
    }

    void deltaOfAnEstimateIsARange()
    {
        QuoteTableWidget w;
        w.setQuote(cqtest::totalOnly(Money::yuan(71776)));
        Quote q = cqtest::totalOnly(Money::yuan(71776));
        q.total = {Money::yuan(96776), Money::yuan(111776)}; // + 25,000 .. 40,000
        w.setQuote(q);
        QCOMPARE(w.deltaText(), QStringLiteral("\u0394 +25,000.00 \u2013 +40,000.00 / month since last edit"));
    }

    void deltaPrintsLowToHigh()
    {
        // #17: an estimate range 100,000-160,000 becomes 130,000-140,000: the low end rises by
        // 30,000, the high end falls by 20,000; the change reads low to high, -20,000 first.
        QuoteTableWidget w;
        Quote before = cqtest::totalOnly(Money::yuan(100000));
        before.total = {Money::yuan(100000), Money::yuan(160000)};
        w.setQuote(before);
        Quote after = before;
        after.total = {Money::yuan(130000), Money::yuan(140000)};
        w.setQuote(after);
        QCOMPARE(w.deltaText(), QStringLiteral("\u0394 -20,000.00 \u2013 +30,000.00 / month since last edit"));
    }

    void termChangeClearsDelta()
    {
        QuoteTableWidget w;
        QSignalSpy termSpy(&w, &QuoteTableWidget::termChanged);
        w.setQuote(cqtest::totalOnly(Money::yuan(71776)));
        w.setQuote(cqtest::totalOnly(Money::yuan(107664)));
        w.setQuote(cqtest::totalOnly(Money(68904960), Term::Annual));
        QCOMPARE(w.deltaText(), QString()); // a year's total is not comparable with a month's
        QCOMPARE(w.term(), Term::Annual);
        QCOMPARE(termSpy.count(), 0); // showing a quote is not a user choice
        // 689,049.60 + 344,524.80 (one more server for a year at 80%) = 1,033,574.40
        w.setQuote(cqtest::totalOnly(Money(103357440), Term::Annual));
        QCOMPARE(w.deltaText(), QStringLiteral("\u0394 +344,524.80 / year since last edit"));
        w.clearHistory();
        QCOMPARE(w.deltaText(), QString());
    }

    void userPicksTerm()
    {
        QuoteTableWidget w;
        QSignalSpy termSpy(&w, &QuoteTableWidget::termChanged);
        auto *combo = w.findChild<QComboBox *>(QStringLiteral("termSelector"));
        QVERIFY(combo);
        QCOMPARE(combo->itemText(0), QStringLiteral("Monthly"));
        QCOMPARE(combo->itemText(1), QStringLiteral("Annual"));
        combo->setCurrentIndex(1);
        QCOMPARE(termSpy.count(), 1);
        QCOMPARE(termSpy.at(0).at(0).value<Term>(), Term::Annual);
    }

    void warningsAndScreenshot()
    {
        QuoteTableWidget w;
        Quote q = cqtest::handQuote();
        q.warnings = {QStringLiteral("No price for SKU SW-IB-HDR-40: shown at 0.00.")};
        w.setQuote(cqtest::totalOnly(Money::yuan(71776)));
        w.setQuote(q);
        w.resize(1000, 320);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *warnings = w.findChild<QLabel *>(QStringLiteral("quoteWarnings"));
        QVERIFY(warnings->isVisible());
        QCOMPARE(warnings->text(), QStringLiteral("No price for SKU SW-IB-HDR-40: shown at 0.00."));
        cqtest::saveShot(w.grab().toImage(), QStringLiteral("quotetable"));
        // Every amount is shown in full, not elided ("…"), at this width.
        auto *view = w.findChild<QTableView *>(QStringLiteral("quoteTable"));
        const QFontMetrics metrics(view->font());
        const QString widest = QStringLiteral("102,582.56 \u2013 118,482.56");
        QVERIFY(view->columnWidth(QuoteTableModel::AmountColumn) >= metrics.horizontalAdvance(widest));
    }

    void shortDockKeepsFiveLines()
    {
        // Issue #20: under the frozen totals footer, a short Quote dock showed only 2-3 lines.
        // A 12-line quote in a bottom dock squeezed to 120 px: the table still shows at least
        // 5 whole lines and the 3 totals rows stay in view below them.
        QMainWindow window;
        window.setCentralWidget(new QWidget(&window));
        auto *dock = new QDockWidget(QStringLiteral("Quote"), &window);
        auto *w = new QuoteTableWidget(dock);
        dock->setWidget(w);
        window.addDockWidget(Qt::BottomDockWidgetArea, dock);
        Quote q = cqtest::handQuote();
        for (int i = 0; i < 9; ++i)
            q.lines.append(cqtest::quoteLine(QStringLiteral("Extra line %1").arg(i), 1, PriceKind::List,
                                             MoneyRange::fixed(Money::yuan(100)), MoneyRange::fixed(Money::yuan(100))));
        w->setQuote(q);
        window.resize(1000, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resizeDocks({dock}, {120}, Qt::Vertical);
        QCoreApplication::processEvents();

        auto *view = w->findChild<QTableView *>(QStringLiteral("quoteTable"));
        auto *footer = w->findChild<QTableView *>(QStringLiteral("quoteTotals"));
        const QRect viewport = view->viewport()->rect();
        int wholeLines = 0;
        for (int row = 0; row < q.lines.size(); ++row) {
            const QRect cell = view->visualRect(view->model()->index(row, 0));
            if (viewport.contains(QRect(0, cell.top(), 1, cell.height())))
                ++wholeLines;
        }
        QVERIFY2(wholeLines >= 5, qPrintable(QStringLiteral("%1 whole lines in a %2 px viewport")
                                                 .arg(wholeLines).arg(viewport.height())));
        QVERIFY(footer->isVisible());
        // The footer is tall enough for its 3 rows (subtotal, VAT, total) and inside the dock.
        QVERIFY(footer->height() >= 3 * footer->verticalHeader()->defaultSectionSize());
        QVERIFY(dock->rect().contains(QRect(footer->mapTo(dock, QPoint(0, 0)), footer->size())));
    }
};

QTEST_MAIN(TestQuoteTableWidget)
#include "tst_quotetablewidget.moc"
