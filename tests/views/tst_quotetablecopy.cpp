#include "panels/quotetablemodel.h"
#include "panels/quotetablewidget.h"
#include "quotefixture.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QtTest>

using namespace cq;

/**
 * The quote table's copy (Ctrl+C, Ctrl+A, Copy / Copy All as HTML and tab-separated text),
 * the frozen totals footer and the right-click menu.
 */
class TestQuoteTableCopy : public QObject
{
    Q_OBJECT

    /** handQuote() with a Chinese item name, as a price book gives it (CJK must survive the clipboard). */
    static Quote cjkQuote()
    {
        Quote q = cqtest::handQuote();
        q.lines[0].description = QStringLiteral("8卡 A100 80G SXM 服务器（含 IB）");
        return q;
    }
    static QStringList plainRows() { return QApplication::clipboard()->mimeData()->text().split(u'\n', Qt::SkipEmptyParts); }

private slots:
    void copyAllAsHtmlAndTabs()
    {
        QuoteTableWidget w;
        w.setQuote(cjkQuote());
        w.copyRows(w.allRows());
        const QMimeData *data = QApplication::clipboard()->mimeData();
        QVERIFY(data->hasHtml());
        const QString html = data->html();
        QVERIFY2(html.contains(QStringLiteral("<table")) && html.contains(QStringLiteral("</table>")), qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("<th>Item</th>")));
        QVERIFY(html.contains(QStringLiteral("8卡 A100 80G SXM 服务器（含 IB）")));
        // Money as shown: 2 x 35,888.00 = 71,776.00, right-aligned.
        QVERIFY2(html.contains(QStringLiteral("<td align=\"right\">71,776.00</td>")), qPrintable(html));
        // The total 96,776 x 1.06 = 102,582.56 .. 111,776 x 1.06 = 118,482.56 is bold (and italic: a range).
        QVERIFY2(html.contains(QStringLiteral("<b><i>102,582.56 \u2013 118,482.56</i></b>")), qPrintable(html));

        const QStringList rows = plainRows();
        QCOMPARE(rows.size(), 1 + 3 + 3); // heads, 3 lines, subtotal / VAT / total
        const QStringList head = rows.at(0).split(u'\t');
        QCOMPARE(head.size(), int(QuoteTableModel::ColumnCount));
        QCOMPARE(head.at(QuoteTableModel::ItemColumn), QStringLiteral("Item"));
        const QStringList server = rows.at(1).split(u'\t');
        QCOMPARE(server.size(), int(QuoteTableModel::ColumnCount));
        QCOMPARE(server.at(QuoteTableModel::ItemColumn), QStringLiteral("8卡 A100 80G SXM 服务器（含 IB）"));
        QCOMPARE(server.at(QuoteTableModel::QuantityColumn), QStringLiteral("2"));
        QCOMPARE(server.at(QuoteTableModel::UnitPriceColumn), QStringLiteral("35,888.00"));
        QCOMPARE(server.at(QuoteTableModel::AmountColumn), QStringLiteral("71,776.00"));
        QCOMPARE(rows.at(3).split(u'\t').at(QuoteTableModel::AmountColumn), QStringLiteral("included")); // power 包内
        const QStringList total = rows.at(6).split(u'\t');
        QCOMPARE(total.at(QuoteTableModel::ItemColumn), QStringLiteral("Total"));
        QCOMPARE(total.at(QuoteTableModel::AmountColumn), QStringLiteral("102,582.56 \u2013 118,482.56"));
    }

    void ctrlCCopiesTheSelectedRowsAndCtrlAEveryLine()
    {
        QuoteTableWidget w;
        w.setQuote(cjkQuote());
        w.resize(900, 300);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *view = w.findChild<QTableView *>(QStringLiteral("quoteTable"));
        view->setFocus();
        QApplication::clipboard()->clear();

        view->selectRow(1); // the estimate line alone
        QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
        QStringList rows = plainRows();
        QCOMPARE(rows.size(), 2); // heads and the one line, no totals
        QCOMPARE(rows.at(1).split(u'\t').at(QuoteTableModel::AmountColumn), QStringLiteral("25,000.00 \u2013 40,000.00"));

        QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier); // every line: the whole quote, totals too
        QCOMPARE(view->selectionModel()->selectedRows().size(), w.model()->rowCount());
        QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
        rows = plainRows();
        QCOMPARE(rows.size(), 7);
        QVERIFY(rows.last().startsWith(QStringLiteral("Total\t")));
    }

    void totalsStayInViewAndScreenshot()
    {
        Quote q = cjkQuote();
        // 40 more list lines of 1 x 100.00: subtotal 96,776 + 4,000 = 100,776.00 .. 115,776.00, VAT 6 %
        // 6,046.56 .. 6,946.56, total 106,822.56 .. 122,722.56.
        for (int i = 0; i < 40; ++i)
            q.lines.insert(2, cqtest::quoteLine(QStringLiteral("Extra line %1").arg(i + 1), 1, PriceKind::List,
                                                MoneyRange::fixed(Money::yuan(100)), MoneyRange::fixed(Money::yuan(100))));
        q.subtotal = {Money::yuan(100776), Money::yuan(115776)};
        q.vat = {Money(604656), Money(694656)};
        q.total = {Money(10682256), Money(12272256)};
        QuoteTableWidget w;
        w.setQuote(q);
        w.resize(1000, 360);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *view = w.findChild<QTableView *>(QStringLiteral("quoteTable"));
        auto *footer = w.findChild<QTableView *>(QStringLiteral("quoteTotals"));
        QVERIFY(footer);
        QVERIFY(view->verticalScrollBar()->isVisible()); // 43 lines do not fit: the lines scroll
        view->scrollToBottom();
        view->scrollToTop();
        QVERIFY(footer->isVisible());
        // The footer shows exactly the 3 total rows, entirely inside the widget, under the lines.
        QCOMPARE(footer->verticalHeader()->length(), 3 * footer->rowHeight(q.lines.size()));
        const QRect footerRect(footer->mapTo(&w, QPoint(0, 0)), footer->size());
        QVERIFY(w.rect().contains(footerRect));
        QVERIFY(footerRect.top() >= view->mapTo(&w, QPoint(0, view->height())).y());
        const int totalRow = w.model()->rowCount() - 1;
        QVERIFY(!footer->isRowHidden(totalRow));
        QVERIFY(view->isRowHidden(totalRow));
        const QRect totalCell = footer->visualRect(w.model()->index(totalRow, QuoteTableModel::AmountColumn));
        QVERIFY(footer->viewport()->rect().contains(totalCell));
        QCOMPARE(w.model()->index(totalRow, QuoteTableModel::AmountColumn).data().toString(),
                 QStringLiteral("106,822.56 \u2013 122,722.56"));
        // Columns line up: the footer's amount column is the view's, wide enough for the range.
        QCOMPARE(footer->columnWidth(QuoteTableModel::AmountColumn), view->columnWidth(QuoteTableModel::AmountColumn));
        const QFontMetrics metrics(footer->font());
        QVERIFY(footer->columnWidth(QuoteTableModel::AmountColumn)
                >= metrics.horizontalAdvance(QStringLiteral("106,822.56 \u2013 122,722.56")));
        QVERIFY(w.grab().toImage().save(QStringLiteral("/tmp/cq-quote-table.png")));
    }

    void rightClickMenu()
    {
        QuoteTableWidget w;
        w.setQuote(cjkQuote());
        QAction exportXlsx(QStringLiteral("Export Quote XLSX…"));
        w.addContextAction(&exportXlsx);
        w.resize(900, 300);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *view = w.findChild<QTableView *>(QStringLiteral("quoteTable"));
        QStringList shown;
        QTimer::singleShot(0, this, [&shown] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction *a : menu->actions())
                if (!a->isSeparator())
                    shown << a->text();
            // Copy All, as the user would choose it.
            for (QAction *a : menu->actions())
                if (a->objectName() == QLatin1String("quoteCopyAll"))
                    a->trigger();
            menu->close();
        });
        QApplication::clipboard()->clear();
        emit view->customContextMenuRequested(QPoint(10, 10));
        QCOMPARE(shown, (QStringList{QStringLiteral("&Copy"), QStringLiteral("Copy &All"), QStringLiteral("Export Quote XLSX…")}));
        QCOMPARE(plainRows().size(), 7);
    }
};

QTEST_MAIN(TestQuoteTableCopy)
#include "tst_quotetablecopy.moc"
