#include "panels/quoteextrasdialog.h"
#include "pricebook/pricebookdialog.h"
#include "pricebook/pricebooktablemodel.h"
#include "format/pricebookcsv.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTableView>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace cq;

namespace {
PriceBook smallBook()
{
    PriceBook book;
    PriceItem a100;
    a100.sku = QStringLiteral("SRV-A100-SXM-8-IB");
    a100.name = QStringLiteral("8x A100");
    a100.family = QStringLiteral("A100");
    a100.price = MoneyRange::fixed(Money::yuan(35888));
    a100.cost = Money::yuan(25000); // internal 25,000.00
    book.items = {a100};
    book.vatBasisPoints = 600;
    book.effectiveDate = QDate(2026, 11, 1);
    return book;
}
} // namespace

/** The price-book editor (customer vs internal columns, money entry, CSV) and the quote details dialog. */
class TestPriceBookDialog : public QObject
{
    Q_OBJECT
private slots:
    void costColumnsOnlyInInternalMode()
    {
        PriceBookTableModel model;
        model.setItems(smallBook().items);
        QCOMPARE(model.columnCount(), int(PriceBookTableModel::CostColumn)); // 12: no cost, no margin
        for (int c = 0; c < model.columnCount(); ++c)
            QVERIFY(!model.data(model.index(0, c)).toString().contains(QLatin1String("25000")));
        model.setInternalMode(true);
        QCOMPARE(model.columnCount(), int(PriceBookTableModel::ColumnCount));
        QCOMPARE(model.data(model.index(0, PriceBookTableModel::CostColumn)).toString(), QStringLiteral("25000.00"));
        // (35,888 - 25,000) / 35,888 = 30.3389 % -> 3,034 basis points = 30.34 %
        QCOMPARE(model.data(model.index(0, PriceBookTableModel::MarginColumn)).toString(), QStringLiteral("30.34%"));
    }

    void moneyIsEnteredExactly()
    {
        PriceBookTableModel model;
        model.setItems(smallBook().items);
        QVERIFY(model.setData(model.index(0, PriceBookTableModel::MaxColumn), QStringLiteral("40000.5")));
        QCOMPARE(model.items().first().price.max, Money(4000050));
        QVERIFY(!model.setData(model.index(0, PriceBookTableModel::MinColumn), QStringLiteral("19.755")));
        QVERIFY(model.lastError().contains(QLatin1String("19.755")));
        QVERIFY(!model.setData(model.index(0, PriceBookTableModel::UnitColumn), QStringLiteral("week")));
        QCOMPARE(model.items().first().price.min, Money(3588800)); // untouched
        // A min above the max moves the max along: a list price typed into min stays fixed.
        QVERIFY(model.setData(model.index(0, PriceBookTableModel::MinColumn), QStringLiteral("50000")));
        QCOMPARE(model.items().first().price, MoneyRange::fixed(Money::yuan(50000)));
    }

    void dialogSettingsAndCsv()
    {
        PriceBookDialog dialog(smallBook());
        QCOMPARE(dialog.priceBook().vatBasisPoints, 600);
        QCOMPARE(dialog.priceBook().items, smallBook().items);
        QVERIFY(!dialog.exportCsv().contains("25000.00")); // customer mode: no cost in the export
        dialog.setInternalMode(true);
        QVERIFY(dialog.exportCsv().contains("25000.00"));

        QString message;
        QVERIFY(!dialog.importCsv("sku,name\nX,Y\n", &message));
        QVERIFY2(message.startsWith(QLatin1String("line 1:")), qPrintable(message));
        QCOMPARE(dialog.priceBook().items, smallBook().items); // rejected whole

        QList<PriceItem> items = smallBook().items;
        items.first().price = MoneyRange::fixed(Money(3700050));
        QVERIFY2(dialog.importCsv(PriceBookCsv::write(items), &message), qPrintable(message));
        QCOMPARE(dialog.priceBook().items.first().price.min, Money(3700050));

        bool handled = false;
        dialog.setImportHandler([&](const QByteArray &, PriceBook *reloaded, QString *msg) {
            handled = true;
            reloaded->version = 9;
            *msg = QStringLiteral("backed up");
            return true;
        });
        QVERIFY(dialog.importCsv(PriceBookCsv::write(items), &message));
        QVERIFY(handled);
        QCOMPARE(dialog.priceBook().version, 9);
    }

    void readOnlyForARoleThatMayNotEditPrices()
    {
        // Issue #21: a cq_viewer or cq_sales user sees the prices, with the reason instead of the editors.
        PriceBookDialog dialog(smallBook());
        auto *save = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
        auto *table = dialog.findChild<QTableView *>(QStringLiteral("pricesTable"));
        QPushButton *add = nullptr;
        for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
            if (button->text() == QLatin1String("Add Item"))
                add = button;
        }
        QVERIFY(save && table && add);
        const QString reason = QStringLiteral("your role cq_viewer may not edit prices; ask a cq_pricing user");
        dialog.setPricesReadOnly(reason);
        QVERIFY(!save->isEnabled());
        QVERIFY(!add->isEnabled());
        QCOMPARE(table->editTriggers(), QAbstractItemView::NoEditTriggers);
        QCOMPARE(dialog.statusText(), QStringLiteral("Read only: %1.").arg(reason));
        QCOMPARE(save->toolTip(), dialog.statusText());
        dialog.setPricesReadOnly({});
        QVERIFY(save->isEnabled() && add->isEnabled());
        QVERIFY(table->editTriggers() & QAbstractItemView::DoubleClicked);
        QVERIFY(dialog.statusText().isEmpty());
    }

    void quoteDetailsReadTheTables()
    {
        QuoteSettings settings;
        settings.customer = QStringLiteral("ACME");
        QuoteExtrasDialog dialog(settings, {}, QStringLiteral("zh_CN"), {QStringLiteral("Singapore")});
        QCOMPARE(dialog.language(), QStringLiteral("zh_CN"));
        QTableWidget *manual = dialog.manualTable();
        QTest::mouseClick(dialog.findChildren<QPushButton *>().at(0), Qt::LeftButton); // "Add Line"
        QCOMPARE(manual->rowCount(), 1);
        manual->item(0, 2)->setText(QStringLiteral("2.25"));
        manual->item(0, 5)->setText(QStringLiteral("64.22"));
        manual->item(0, 6)->setText(QStringLiteral("12.5"));
        QString error;
        QVERIFY2(dialog.readTables(&error), qPrintable(error));
        QCOMPARE(dialog.extras().manualLines.size(), 1);
        QCOMPARE(dialog.extras().manualLines.first().quantityMilli, qint64(2250));
        QCOMPARE(dialog.extras().manualLines.first().unitPrice, MoneyRange::fixed(Money(6422)));
        QCOMPARE(dialog.extras().manualLines.first().discountPpm, 125000); // 12.5 %
        QCOMPARE(dialog.extras().checklist.size(), int(HiddenFee::Count));

        // #17: four decimals of a percent are exact, a fifth is refused naming field and value.
        manual->item(0, 6)->setText(QStringLiteral("4.918"));
        QVERIFY2(dialog.readTables(&error), qPrintable(error));
        QCOMPARE(dialog.extras().manualLines.first().discountPpm, 49180);
        manual->item(0, 6)->setText(QStringLiteral("4.91805"));
        QVERIFY(!dialog.readTables(&error));
        QVERIFY2(error.startsWith(QLatin1String("Manual line 1, Discount % (=price): 4.91805")), qPrintable(error));
        // "=60.00" is the exact discounted price instead of a percentage.
        manual->item(0, 6)->setText(QStringLiteral("=60.00"));
        QVERIFY2(dialog.readTables(&error), qPrintable(error));
        QCOMPARE(dialog.extras().manualLines.first().targetPrice, std::optional<Money>(Money(6000)));
        manual->item(0, 6)->setText(QStringLiteral("=70.00")); // above the 64.22 unit price
        QVERIFY(!dialog.readTables(&error));
        manual->item(0, 6)->setText(QStringLiteral("12.5"));

        manual->item(0, 5)->setText(QStringLiteral("64.225"));
        QVERIFY(!dialog.readTables(&error));
        QVERIFY2(error.startsWith(QLatin1String("Manual line 1, Unit price:")), qPrintable(error));

        MoneyRange range;
        QVERIFY(QuoteExtrasDialog::parseRange(QStringLiteral("2000-3000.5"), &range));
        QCOMPARE(range, (MoneyRange{Money(200000), Money(300050)}));
        QVERIFY(!QuoteExtrasDialog::parseRange(QStringLiteral("3000-2000"), &range));
        QCOMPARE(dialog.settings().customer, QStringLiteral("ACME"));
        // Bandwidth: the price book's default unless the design sets its own (issue 17).
        auto *bandwidth = dialog.findChild<QSpinBox *>(QStringLiteral("bandwidth"));
        QVERIFY(bandwidth);
        QCOMPARE(dialog.settings().publicBandwidthMbps, QuoteSettings::kPriceBookBandwidth);
        QCOMPARE(bandwidth->text(), QStringLiteral("price book default"));
        bandwidth->setValue(200);
        QCOMPARE(dialog.settings().publicBandwidthMbps, 200);
        bandwidth->setValue(0);
        QCOMPARE(dialog.settings().publicBandwidthMbps, 0); // none
    }
};

QTEST_MAIN(TestPriceBookDialog)
#include "tst_pricebookdialog.moc"
