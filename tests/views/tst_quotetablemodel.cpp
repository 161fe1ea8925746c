#include "quotefixture.h"

#include "panels/quotetablemodel.h"
#include "quote/quotebuilder.h"
#include "../model/cablequotefixture.h"

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

    /**
     * The cabled leaf-spine quote (cablequotefixture.h): 7 totals rows, the monthly part, the one-off
     * part and the first invoice, figures worked by hand in tst_quotecables; the cables' unit says
     * one-off and their months "-". The networked A100 (cables included, nothing charged once)
     * keeps the 3 rows of old.
     */
    void oneOffTotalsRows()
    {
        QuoteTableModel m;
        const Quote q = buildQuote(test::leafSpine(test::kCableA100Est), test::cableBook(), Term::Monthly);
        m.setQuote(q);
        const int lines = int(q.lines.size());
        QCOMPARE(m.summaryRows(), 7);
        QCOMPARE(m.rowCount(), lines + 7);
        int dac = -1, server = -1;
        for (int r = 0; r < lines; ++r) {
            dac = q.lines.at(r).sku == test::kCableDac ? r : dac;
            server = q.lines.at(r).sku == test::kCableA100Est ? r : server;
        }
        QVERIFY(dac >= 0 && server >= 0);
        QCOMPARE(m.rowKind(dac), QuoteTableModel::RowKind::Line);
        QCOMPARE(text(m, dac, QuoteTableModel::UnitColumn), QStringLiteral("one-off"));
        QCOMPARE(text(m, dac, QuoteTableModel::MonthsColumn), QStringLiteral("-"));
        QCOMPARE(text(m, dac, QuoteTableModel::QuantityColumn), QStringLiteral("32"));
        QCOMPARE(text(m, dac, QuoteTableModel::AmountColumn), QStringLiteral("19,200.00 \u2013 38,400.00"));
        QCOMPARE(text(m, server, QuoteTableModel::MonthsColumn), QStringLiteral("1"));
        QCOMPARE(text(m, server, QuoteTableModel::UnitColumn), QStringLiteral("month"));

        const QStringList labels{QStringLiteral("Monthly charges"), QStringLiteral("VAT 6%"),
                                 QStringLiteral("Monthly total"),   QStringLiteral("One-off charges"),
                                 QStringLiteral("VAT 6%"),          QStringLiteral("One-off total"),
                                 QStringLiteral("First invoice (first month + one-off)")};
        const QStringList amounts{QStringLiteral("122,800.00 \u2013 182,800.00"), QStringLiteral("7,368.00 \u2013 10,968.00"),
                                  QStringLiteral("130,168.00 \u2013 193,768.00"), QStringLiteral("83,200.00 \u2013 150,400.00"),
                                  QStringLiteral("4,992.00 \u2013 9,024.00"),     QStringLiteral("88,192.00 \u2013 159,424.00"),
                                  QStringLiteral("218,360.00 \u2013 353,192.00")};
        const QList<QuoteTableModel::RowKind> kinds{
            QuoteTableModel::RowKind::Subtotal, QuoteTableModel::RowKind::Vat, QuoteTableModel::RowKind::Total,
            QuoteTableModel::RowKind::Subtotal, QuoteTableModel::RowKind::Vat, QuoteTableModel::RowKind::Total,
            QuoteTableModel::RowKind::Total};
        for (int i = 0; i < 7; ++i) {
            const int row = lines + i;
            QCOMPARE(text(m, row, QuoteTableModel::ItemColumn), labels.at(i));
            QCOMPARE(text(m, row, QuoteTableModel::AmountColumn), amounts.at(i));
            QCOMPARE(m.rowKind(row), kinds.at(i));
            const QFont font = m.data(m.index(row, 0), Qt::FontRole).value<QFont>();
            QCOMPARE(font.bold(), kinds.at(i) == QuoteTableModel::RowKind::Total);
            QVERIFY(font.italic()); // every figure here has an estimate in it
        }
        QVERIFY(!m.data(m.index(lines + 7, 0)).isValid()); // past the end

        // Without a charged one-off line: subtotal, VAT, total, as before.
        const Quote plain = buildQuote(test::leafSpine(test::kCableA100), test::cableBook(), Term::Monthly);
        QVERIFY(!plain.hasOneOff());
        m.setQuote(plain);
        QCOMPARE(m.summaryRows(), 3);
        QCOMPARE(m.rowCount(), int(plain.lines.size()) + 3);
        const int base = int(plain.lines.size());
        QCOMPARE(text(m, base, QuoteTableModel::ItemColumn), QStringLiteral("Subtotal"));
        QCOMPARE(text(m, base + 2, QuoteTableModel::ItemColumn), QStringLiteral("Total"));
        QCOMPARE(text(m, base, QuoteTableModel::AmountColumn), QStringLiteral("143,552.00")); // 4 x 35,888.00
        // An included cable line shows no months, not "-".
        for (int r = 0; r < base; ++r) {
            if (plain.lines.at(r).sku == test::kCableDac)
                QCOMPARE(text(m, r, QuoteTableModel::MonthsColumn), QString());
        }
        // The hand-written fixture: 3 rows too.
        m.setQuote(cqtest::handQuote());
        QCOMPARE(m.summaryRows(), 3);
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
