#include "quotefixture.h"
#include "viewsfixture.h"

#include "panels/quotetablemodel.h"
#include "panels/quotetablewidget.h"

#include <QComboBox>
#include <QLabel>
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
};

QTEST_MAIN(TestQuoteTableWidget)
#include "tst_quotetablewidget.moc"
