#include "panels/quoteextrasdialog.h"
#include "pricebook/pricebookdialog.h"
#include "pricebook/pricebooktablemodel.h"
#include "pricebook/priceconflictdialog.h"
#include "format/pricebookcsv.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
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

    void conflictDialogShowsTheirsAndYours()
    {
        // Issue #21: alice saved 36,000.00 for the A100 after bob read 35,888.00; bob typed 37,000.00.
        // She also removed the IB port fee that bob edited.
        PriceItem theirs = smallBook().items.first();
        theirs.price = MoneyRange::fixed(Money::yuan(36000));
        theirs.stored = {2, QStringLiteral("alice"), QDateTime(QDate(2026, 12, 6), QTime(8, 15))};
        PriceItem yours = smallBook().items.first();
        yours.price = MoneyRange::fixed(Money::yuan(37000));
        yours.cost = Money::yuan(26000);
        PriceItem port;
        port.sku = QStringLiteral("SVC-IB-PORT");
        port.name = QStringLiteral("InfiniBand port fee");
        port.region = QStringLiteral("Shenzhen");
        port.price = {Money::yuan(300), Money::yuan(500)};
        const QList<PriceConflict> conflicts{{theirs.sku, QString(), theirs, yours},
                                             {port.sku, port.region, std::nullopt, port}};
        PriceConflictDialog dialog(conflicts, false);
        QTableWidget *table = dialog.table();
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("SRV-A100-SXM-8-IB"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("Price\nInternal cost"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("36000.00\nhidden (internal)"));
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("37000.00\nhidden (internal)"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("alice, 2026-12-06 08:15"));
        QCOMPARE(table->item(1, 0)->text(), QStringLiteral("SVC-IB-PORT / Shenzhen"));
        QCOMPARE(table->item(1, 2)->text(), QStringLiteral("removed"));
        QCOMPARE(table->item(1, 3)->text(), QStringLiteral("300.00-500.00"));
        // Nothing is overwritten unless chosen; "all" and one row.
        QCOMPARE(dialog.overwriteWithYours(), (QList<bool>{false, false}));
        dialog.findChild<QPushButton *>(QStringLiteral("overwriteAllWithYours"))->click();
        QCOMPARE(dialog.overwriteWithYours(), (QList<bool>{true, true}));
        qobject_cast<QComboBox *>(table->cellWidget(1, 5))->setCurrentIndex(0);
        QCOMPARE(dialog.overwriteWithYours(), (QList<bool>{true, false}));
        dialog.findChild<QPushButton *>(QStringLiteral("keepAllTheirs"))->click();
        QCOMPARE(dialog.overwriteWithYours(), (QList<bool>{false, false}));
        // Internal mode shows the costs: 25,000.00 read, 26,000.00 typed.
        PriceConflictDialog internal(conflicts, true);
        QCOMPARE(internal.table()->item(0, 3)->text(), QStringLiteral("37000.00\n26000.00"));
        if (const QString shots = qEnvironmentVariable("CQ_SHOTS"); !shots.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.grab().save(QDir(shots).filePath(QStringLiteral("priceconflictdialog.png")));
        }
    }

    void saveAsksAboutConflictsAndKeepsTypedValues()
    {
        // A fake server holding the A100 at 36,000.00, version 2 (alice's save); the editor read version 1.
        PriceBook read = smallBook();
        read.items.first().stored.version = 1;
        PriceItem stored = read.items.first();
        stored.price = MoneyRange::fixed(Money::yuan(36000));
        stored.stored = {2, QStringLiteral("alice"), QDateTime(QDate(2026, 12, 6), QTime(8, 15), Qt::UTC)};
        QList<qint64> loadedVersions;
        bool reachable = true;
        PriceBookDialog dialog(read);
        dialog.setSaveHandler([&](const PriceBook &edited, const PriceBook &loaded, PriceBook *current,
                                  QList<PriceConflict> *conflicts, QString *message) {
            loadedVersions << loaded.items.first().stored.version;
            if (!reachable) {
                *message = QStringLiteral("the team server was not reachable");
                return false;
            }
            if (loaded.items.first().stored.version != stored.stored.version)
                conflicts->append({stored.sku, stored.region, stored, edited.items.first()});
            else {
                const RowStamp next{stored.stored.version + 1, QStringLiteral("bob"), {}};
                stored = edited.items.first();
                stored.stored = next;
            }
            *current = edited;
            current->items = {stored};
            return conflicts->isEmpty();
        });
        std::optional<QList<bool>> answer; // Back to Editor first
        int asked = 0;
        dialog.setConflictChooser([&](const QList<PriceConflict> &conflicts) {
            ++asked;
            if (conflicts.size() != 1 || conflicts.first().theirs->price.min != Money::yuan(36000)
                || conflicts.first().yours->price.min != Money::yuan(37000))
                return std::optional<QList<bool>>(QList<bool>{false}); // a wrong conflict: keep theirs, fail below
            return answer;
        });
        auto *model = dialog.tableModel();
        QVERIFY(model->setData(model->index(0, PriceBookTableModel::MinColumn), QStringLiteral("37000")));
        QVERIFY(model->setData(model->index(0, PriceBookTableModel::MaxColumn), QStringLiteral("37000")));
        QPushButton *save = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);

        // The server is not there: nothing saved, the window stays with the typed price.
        reachable = false;
        save->click();
        QCOMPARE(dialog.result(), int(QDialog::Rejected)); // not accepted
        QCOMPARE(dialog.statusText(), QStringLiteral("Not saved: the team server was not reachable"));
        QCOMPARE(model->items().first().price.min, Money::yuan(37000));

        // Back to Editor: still the typed price, and the next Save asks again (version 1 again).
        reachable = true;
        save->click();
        QCOMPARE(asked, 1);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(model->items().first().price.min, Money::yuan(37000));
        QCOMPARE(stored.price.min, Money::yuan(36000)); // alice's price untouched
        QVERIFY2(dialog.statusText().contains(QStringLiteral("1 price(s) changed by someone else were not saved")),
                 qPrintable(dialog.statusText()));

        // Overwrite with yours: saved against alice's version 2, and the window closes.
        answer = QList<bool>{true};
        save->click();
        QCOMPARE(asked, 2);
        QCOMPARE(loadedVersions, (QList<qint64>{1, 1, 1, 2}));
        QCOMPARE(stored.price.min, Money::yuan(37000));
        QCOMPARE(stored.stored.version, 3);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
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
