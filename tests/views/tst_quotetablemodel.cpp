#include "quotefixture.h"

#include "panels/quotetablemodel.h"

#include <QFont>
#include <QTest>

using namespace cq;

/** QuoteTableModel shows a hand-written quote's values, ranges, kinds and summary rows. */
class TestQuoteTableModel : public QObject
{
    Q_OBJECT

    static QString text(const QuoteTableModel &m, int row, int column)
    {
        return m.data(m.index(row, column)).toString();
    }

private slots:
    void headers()
    {
        QuoteTableModel m;
        m.setQuote(cqtest::handQuote());
        QStringList headers;
        for (int c = 0; c < m.columnCount(); ++c)
            headers.append(m.headerData(c, Qt::Horizontal).toString());
        QCOMPARE(headers, (QStringList{"Item", "Qty", "Unit", "Unit price (CNY)", "Months", "Share", "Discount", "Amount (CNY)", "Kind"}));
    }

    void listLine()
    {
        QuoteTableModel m;
        m.setQuote(cqtest::handQuote());
        QCOMPARE(m.rowCount(), 3 + 3); // three lines, subtotal, VAT, total
        QCOMPARE(text(m, 0, QuoteTableModel::ItemColumn), QStringLiteral("8x A100 80G SXM server with IB"));
        QCOMPARE(text(m, 0, QuoteTableModel::QuantityColumn), QStringLiteral("2"));
        QCOMPARE(text(m, 0, QuoteTableModel::UnitColumn), QStringLiteral("month"));
        QCOMPARE(text(m, 0, QuoteTableModel::UnitPriceColumn), QStringLiteral("35,888.00"));
        QCOMPARE(text(m, 0, QuoteTableModel::MonthsColumn), QStringLiteral("1"));
        QCOMPARE(text(m, 0, QuoteTableModel::ShareColumn), QStringLiteral("100%"));
        QCOMPARE(text(m, 0, QuoteTableModel::AmountColumn), QStringLiteral("71,776.00"));
        QCOMPARE(text(m, 0, QuoteTableModel::KindColumn), QStringLiteral("List"));
        QVERIFY(!m.data(m.index(0, 0), Qt::FontRole).isValid()); // not italic
        const auto align = m.data(m.index(0, QuoteTableModel::AmountColumn), Qt::TextAlignmentRole).value<Qt::Alignment>();
        QVERIFY(align & Qt::AlignRight);
        const auto itemAlign = m.data(m.index(0, QuoteTableModel::ItemColumn), Qt::TextAlignmentRole).value<Qt::Alignment>();
        QVERIFY(itemAlign & Qt::AlignLeft);
    }

    void estimateLine()
    {
        QuoteTableModel m;
        m.setQuote(cqtest::handQuote());
        QCOMPARE(text(m, 1, QuoteTableModel::UnitPriceColumn), QStringLiteral("25,000.00 \u2013 40,000.00"));
        QCOMPARE(text(m, 1, QuoteTableModel::AmountColumn), QStringLiteral("25,000.00 \u2013 40,000.00"));
        QCOMPARE(text(m, 1, QuoteTableModel::KindColumn), QStringLiteral("Estimate"));
        QVERIFY(m.data(m.index(1, QuoteTableModel::AmountColumn), Qt::FontRole).value<QFont>().italic());
        QCOMPARE(m.data(m.index(1, QuoteTableModel::ItemColumn), Qt::ToolTipRole).toString(),
                 QStringLiteral("Estimate (以咨询为准): ask for a binding price"));
    }

    void includedLine()
    {
        QuoteTableModel m;
        m.setQuote(cqtest::handQuote());
        QCOMPARE(text(m, 2, QuoteTableModel::AmountColumn), QStringLiteral("included"));
        QCOMPARE(text(m, 2, QuoteTableModel::KindColumn), QStringLiteral("Included"));
        QCOMPARE(text(m, 2, QuoteTableModel::UnitColumn), QStringLiteral("kW")); // the quantity is kW, not kWh
        // What the customer gets is shown (2 x 6,500 W = 13 kW); no unit price, months or share
        // for what is never charged.
        QCOMPARE(text(m, 2, QuoteTableModel::QuantityColumn), QStringLiteral("13"));
        QCOMPARE(text(m, 2, QuoteTableModel::UnitPriceColumn), QString());
        QCOMPARE(text(m, 2, QuoteTableModel::MonthsColumn), QString());
        QCOMPARE(text(m, 2, QuoteTableModel::ShareColumn), QString());
        QCOMPARE(m.data(m.index(2, 0), Qt::ToolTipRole).toString(),
                 QStringLiteral("13.00 kW at full load, included in server rent"));
    }

    void summaryRows()
    {
        QuoteTableModel m;
        m.setQuote(cqtest::handQuote());
        QCOMPARE(m.rowKind(3), QuoteTableModel::RowKind::Subtotal);
        QCOMPARE(text(m, 3, QuoteTableModel::ItemColumn), QStringLiteral("Subtotal"));
        QCOMPARE(text(m, 3, QuoteTableModel::AmountColumn), QStringLiteral("96,776.00 \u2013 111,776.00"));
        QCOMPARE(text(m, 4, QuoteTableModel::ItemColumn), QStringLiteral("VAT 6%"));
        QCOMPARE(text(m, 4, QuoteTableModel::AmountColumn), QStringLiteral("5,806.56 \u2013 6,706.56"));
        QCOMPARE(text(m, 5, QuoteTableModel::ItemColumn), QStringLiteral("Total"));
        QCOMPARE(text(m, 5, QuoteTableModel::AmountColumn), QStringLiteral("102,582.56 \u2013 118,482.56"));
        QVERIFY(m.data(m.index(5, 0), Qt::FontRole).value<QFont>().bold());
        QVERIFY(text(m, 5, QuoteTableModel::KindColumn).isEmpty());
        QVERIFY(!m.data(m.index(6, 0)).isValid()); // past the end
    }

    void annualDiscountLine()
    {
        Quote q = cqtest::totalOnly(Money(68904960), Term::Annual);
        // 2 x 35,888 x 12 months x 80% = 861,312 x 0.8 = 689,049.60
        QuoteLine line = cqtest::quoteLine(QStringLiteral("8x A100"), 2, PriceKind::List,
                                           MoneyRange::fixed(Money::yuan(35888)), MoneyRange::fixed(Money(68904960)));
        line.months = 12;
        line.sharePpm = 800000;
        q.lines = {line};
        q.pricesIncludeVat = true;
        QuoteTableModel m;
        m.setQuote(q);
        QCOMPARE(text(m, 0, QuoteTableModel::MonthsColumn), QStringLiteral("12"));
        QCOMPARE(text(m, 0, QuoteTableModel::ShareColumn), QStringLiteral("80%"));
        QCOMPARE(text(m, 0, QuoteTableModel::AmountColumn), QStringLiteral("689,049.60"));
        QCOMPARE(text(m, 2, QuoteTableModel::ItemColumn), QStringLiteral("VAT 6% (included in prices)"));
        QCOMPARE(text(m, 3, QuoteTableModel::AmountColumn), QStringLiteral("689,049.60"));
        QVERIFY(!m.data(m.index(3, 0), Qt::FontRole).value<QFont>().italic()); // fixed total
    }
};

QTEST_MAIN(TestQuoteTableModel)
#include "tst_quotetablemodel.moc"
