#include "pricebookdialog.h"

#include "pricebooktablemodel.h"
#include "quote/pricebookcsv.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace cq {

PriceBookDialog::PriceBookDialog(const PriceBook &book, QWidget *parent)
    : QDialog(parent), m_book(book), m_model(new PriceBookTableModel(this))
{
    setWindowTitle(tr("Price Book"));
    buildUi();
    m_model->setItems(book.items);
    loadSettings(book);
    updateInternalModeAvailability();
    resize(1100, 600);
}

QWidget *PriceBookDialog::settingsForm()
{
    auto *box = new QWidget(this);
    auto *form = new QFormLayout(box);
    m_currency = new QComboBox(box);
    m_currency->addItems({QStringLiteral("CNY"), QStringLiteral("USD")});
    m_usdRate = new QDoubleSpinBox(box);
    m_usdRate->setDecimals(4);
    m_usdRate->setRange(0.0001, 1000);
    m_usdRate->setSuffix(tr(" CNY per USD"));
    m_vat = new QDoubleSpinBox(box);
    m_vat->setDecimals(2);
    m_vat->setRange(0, 100);
    m_vat->setSuffix(QStringLiteral(" %"));
    m_vatIncluded = new QCheckBox(tr("Prices include VAT"), box);
    m_rounding = new QComboBox(box);
    m_rounding->addItem(tr("Per line (each line and its VAT rounded)"), int(RoundingPolicy::PerLine));
    m_rounding->addItem(tr("Per document (subtotal rounded once)"), int(RoundingPolicy::PerDocument));
    m_effective = new QDateEdit(box);
    m_effective->setCalendarPopup(true);
    m_effective->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_version = new QLabel(box);
    m_bandwidth = new QSpinBox(box);
    m_bandwidth->setRange(0, 10000000);
    m_bandwidth->setSuffix(tr(" Mb/s"));
    m_bandwidth->setToolTip(tr("Dedicated bandwidth quoted with a design's servers unless the design sets its own"));
    form->addRow(tr("Currency:"), m_currency);
    form->addRow(tr("USD rate:"), m_usdRate);
    form->addRow(tr("VAT:"), m_vat);
    form->addRow(QString(), m_vatIncluded);
    form->addRow(tr("Rounding:"), m_rounding);
    form->addRow(tr("Effective from:"), m_effective);
    form->addRow(tr("Version:"), m_version);
    form->addRow(tr("Bandwidth with servers:"), m_bandwidth);
    connect(m_currency, &QComboBox::currentTextChanged, this,
            [this](const QString &c) { m_usdRate->setEnabled(c == QLatin1String("USD")); });
    return box;
}

void PriceBookDialog::buildUi()
{
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_internal = new QCheckBox(tr("Internal mode (show cost and margin)"), this);
    connect(m_internal, &QCheckBox::toggled, this, &PriceBookDialog::setInternalMode);
    auto *add = new QPushButton(tr("Add Item"), this);
    auto *remove = new QPushButton(tr("Remove Item"), this);
    auto *import = new QPushButton(tr("Import CSV..."), this);
    auto *exportButton = new QPushButton(tr("Export CSV..."), this);
    connect(add, &QPushButton::clicked, this, [this] { m_table->selectRow(m_model->addItem()); });
    connect(remove, &QPushButton::clicked, this, [this] { m_model->removeItem(m_table->currentIndex().row()); });
    connect(import, &QPushButton::clicked, this, &PriceBookDialog::chooseImportFile);
    connect(exportButton, &QPushButton::clicked, this, &PriceBookDialog::chooseExportFile);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *tools = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{add, remove, import, exportButton})
        tools->addWidget(w);
    tools->addStretch();
    tools->addWidget(m_internal);
    auto *top = new QHBoxLayout;
    top->addWidget(m_table, 1);
    top->addWidget(settingsForm());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(tools);
    layout->addLayout(top, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
}

void PriceBookDialog::loadSettings(const PriceBook &book)
{
    m_currency->setCurrentText(book.currency);
    m_usdRate->setValue(double(book.cnyPerUsdE4) / 10000.0);
    m_usdRate->setEnabled(book.currency == QLatin1String("USD"));
    m_vat->setValue(book.vatBasisPoints / 100.0);
    m_vatIncluded->setChecked(book.pricesIncludeVat);
    m_rounding->setCurrentIndex(m_rounding->findData(int(book.roundingPolicy)));
    m_effective->setDate(book.effectiveDate.isValid() ? book.effectiveDate : QDate::currentDate());
    m_version->setText(QString::number(book.version));
    m_bandwidth->setValue(book.defaultBandwidthMbps);
}

PriceBook PriceBookDialog::priceBook() const
{
    PriceBook book = m_book;
    book.items = m_model->items();
    book.currency = m_currency->currentText();
    // Spin boxes hold at most 2 (VAT) and 4 (rate) decimals: qRound gives the exact integer.
    book.cnyPerUsdE4 = qRound64(m_usdRate->value() * 10000.0);
    book.vatBasisPoints = int(qRound(m_vat->value() * 100.0));
    book.pricesIncludeVat = m_vatIncluded->isChecked();
    book.roundingPolicy = RoundingPolicy(m_rounding->currentData().toInt());
    book.effectiveDate = m_effective->date();
    book.defaultBandwidthMbps = m_bandwidth->value();
    return book;
}

void PriceBookDialog::updateInternalModeAvailability()
{
    const bool available = m_book.hasInternalCosts();
    if (!available)
        setInternalMode(false);
    m_internal->setEnabled(available);
    m_internal->setToolTip(available ? tr("Show the internal cost and margin columns (never printed on a quote)")
                                     : tr("Internal mode needs the internal price book: this price book holds no internal "
                                          "cost data (a customer edition), so there are no cost or margin columns to show."));
}

void PriceBookDialog::setInternalMode(bool internal)
{
    // A customer's price book has no internal data: the mode stays off whoever asks.
    internal = internal && m_book.hasInternalCosts();
    m_model->setInternalMode(internal);
    if (m_internal->isChecked() != internal)
        m_internal->setChecked(internal);
}

bool PriceBookDialog::importCsv(const QByteArray &csv, QString *message)
{
    PriceBook reloaded = priceBook();
    bool ok = false;
    if (m_importHandler) {
        ok = m_importHandler(csv, &reloaded, message);
    } else {
        ok = PriceBookCsv::read(csv, &reloaded.items, message);
        if (ok)
            *message = tr("%n item(s) imported.", nullptr, int(reloaded.items.size()));
    }
    if (ok) {
        m_book = reloaded;
        m_model->setItems(reloaded.items);
        loadSettings(reloaded);
        updateInternalModeAvailability();
    }
    m_status->setText(ok ? *message : tr("Import refused, nothing changed: %1").arg(*message));
    return ok;
}

QByteArray PriceBookDialog::exportCsv() const
{
    return PriceBookCsv::write(m_model->items(), m_model->isInternalMode());
}

void PriceBookDialog::chooseImportFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Price List"), QString(),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    QString message;
    if (!file.open(QIODevice::ReadOnly)) {
        m_status->setText(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    importCsv(file.readAll(), &message);
}

void PriceBookDialog::chooseExportFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Price List"), QStringLiteral("pricebook.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    const QByteArray csv = exportCsv();
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit())
        m_status->setText(tr("Cannot write %1: %2").arg(path, file.errorString()));
    else
        m_status->setText(tr("Exported to %1.").arg(path));
}

} // namespace cq
