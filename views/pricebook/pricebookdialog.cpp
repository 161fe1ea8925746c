#include "pricebookdialog.h"

#include "cableform.h"
#include "cabletablemodel.h"
#include "catalogtab.h"
#include "gpuform.h"
#include "gputablemodel.h"
#include "pricebooktablemodel.h"
#include "serverform.h"
#include "servertablemodel.h"
#include "serviceitemsfilter.h"
#include "switchform.h"
#include "switchtablemodel.h"
#include "format/safesave.h"
#include "format/pricebookcsv.h"

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
#include <QSpinBox>
#include <QTabWidget>
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
    resize(1200, 680);
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

QWidget *PriceBookDialog::pricesTab()
{
    auto *page = new QWidget(this);
    m_table = new QTableView(page);
    m_table->setObjectName(QStringLiteral("pricesTable"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_internal = new QCheckBox(tr("Internal mode (show cost and margin)"), page);
    m_internal->setObjectName(QStringLiteral("internalMode"));
    connect(m_internal, &QCheckBox::toggled, this, &PriceBookDialog::setInternalMode);
    auto *add = new QPushButton(tr("Add Item"), page);
    auto *remove = new QPushButton(tr("Remove Item"), page);
    auto *import = new QPushButton(tr("Import CSV..."), page);
    auto *exportButton = new QPushButton(tr("Export CSV..."), page);
    m_priceEditors << add << remove << import;
    m_priceTables << m_table;
    connect(add, &QPushButton::clicked, this, [this] { m_table->selectRow(m_model->addItem()); });
    connect(remove, &QPushButton::clicked, this, [this] { m_model->removeItem(m_table->currentIndex().row()); });
    connect(import, &QPushButton::clicked, this, &PriceBookDialog::chooseImportFile);
    connect(exportButton, &QPushButton::clicked, this, &PriceBookDialog::chooseExportFile);

    auto *tools = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{add, remove, import, exportButton})
        tools->addWidget(w);
    tools->addStretch();
    tools->addWidget(m_internal);
    auto *top = new QHBoxLayout;
    top->addWidget(m_table, 1);
    QWidget *settings = settingsForm();
    m_priceEditors << settings;
    top->addWidget(settings);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(tools);
    layout->addLayout(top, 1);
    return page;
}

QWidget *PriceBookDialog::servicesTab()
{
    m_services = new ServiceItemsFilter(this);
    m_services->setSourceModel(m_model);
    auto *view = new QTableView(this);
    view->setObjectName(QStringLiteral("servicesTable"));
    m_priceTables << view;
    view->setModel(m_services);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *hint = new QLabel(tr("Storage, bandwidth, power, ports and services: the price items that are no catalog "
                               "hardware. Edited here as on the Prices tab and saved with the prices."), page);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addWidget(view, 1);
    return page;
}

void PriceBookDialog::addCatalogTabs()
{
    using Kind = CatalogStore::Kind;
    const QList<std::pair<Kind, QString>> kinds = {{Kind::Gpu, tr("GPU models")},
                                                   {Kind::Server, tr("Servers")},
                                                   {Kind::Switch, tr("Switches")},
                                                   {Kind::Cable, tr("Cables && optics")}};
    for (const auto &[kind, title] : kinds) {
        CatalogTableModel *model = nullptr;
        switch (kind) {
        case Kind::Gpu: model = new GpuTableModel; break;
        case Kind::Server: model = new ServerTableModel; break;
        case Kind::Switch: model = new SwitchTableModel; break;
        case Kind::Cable: model = new CableTableModel; break;
        }
        auto *tab = new CatalogTab(model, [this, kind = kind](int row, bool duplicate, QWidget *parent) {
            return catalogForm(kind, row, duplicate, parent);
        }, this);
        tab->setObjectName(QStringLiteral("catalogTab%1").arg(int(kind)));
        connect(tab, &CatalogTab::catalogChanged, this, [this](const QString &message) {
            reloadCatalog(message);
            emit catalogChanged();
        });
        connect(tab, &CatalogTab::statusMessage, m_status, &QLabel::setText);
        m_catalogTabs.append(tab);
        m_tabs->addTab(tab, title);
    }
}

void PriceBookDialog::buildUi()
{
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("priceBookTabs"));
    m_tabs->addTab(pricesTab(), tr("Prices"));
    addCatalogTabs();
    m_tabs->addTab(servicesTab(), tr("Storage && services"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PriceBookDialog::save); // closes once saved (issue #21)
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_priceEditors << buttons->button(QDialogButtonBox::Save);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
}

void PriceBookDialog::setPricesReadOnly(const QString &reason)
{
    const bool readOnly = !reason.isEmpty();
    const QString why = readOnly ? tr("Read only: %1.").arg(reason) : QString();
    for (QWidget *editor : std::as_const(m_priceEditors)) {
        editor->setEnabled(!readOnly);
        editor->setToolTip(why); // a disabled control still shows why
    }
    for (QTableView *table : std::as_const(m_priceTables))
        table->setEditTriggers(readOnly ? QAbstractItemView::NoEditTriggers
                                        : QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                              | QAbstractItemView::AnyKeyPressed);
    m_status->setText(why);
}

void PriceBookDialog::setCatalogReadOnly(const QString &reason)
{
    for (CatalogTab *tab : std::as_const(m_catalogTabs))
        tab->setReadOnly(reason);
}

void PriceBookDialog::setCatalogStore(CatalogStore *store)
{
    m_store = store;
    for (CatalogTab *tab : std::as_const(m_catalogTabs))
        tab->setStore(store);
    reloadCatalog();
}

CatalogTab *PriceBookDialog::catalogTab(CatalogStore::Kind kind) const
{
    return m_catalogTabs.value(int(kind));
}

QString PriceBookDialog::statusText() const
{
    return m_status->text();
}

void PriceBookDialog::reloadCatalog(const QString &message)
{
    m_catalog = m_store ? m_store->catalog() : Catalog{};
    QSet<QString> hardware;
    for (const ServerModel &m : std::as_const(m_catalog.servers))
        hardware.insert(m.sku);
    for (const SwitchModel &m : std::as_const(m_catalog.switches))
        hardware.insert(m.sku);
    for (const CableModel &m : std::as_const(m_catalog.cables))
        hardware.insert(m.sku);
    m_services->setHardwareSkus(hardware);
    for (CatalogTab *tab : std::as_const(m_catalogTabs)) {
        const int row = tab->currentRow();
        const QString key = row >= 0 ? tab->model()->key(row) : QString();
        tab->model()->setCatalog(m_catalog);
        tab->fitColumns();
        if (const int again = tab->model()->rowOf(key); again >= 0)
            tab->view()->selectRow(again);
    }
    if (!message.isEmpty())
        m_status->setText(message);
}

namespace {
/** A copy of @p model for Duplicate: a key and name that say so, offered (not retired). */
template<typename Model>
Model duplicated(Model model, QString Model::*key)
{
    model.*key += QStringLiteral("-COPY");
    model.name = PriceBookDialog::tr("%1 (copy)").arg(model.name);
    model.retired = false;
    return model;
}
} // namespace

CatalogFormDialog *PriceBookDialog::catalogForm(CatalogStore::Kind kind, int row, bool duplicate, QWidget *parent)
{
    const bool isNew = row < 0 || duplicate;
    switch (kind) {
    case CatalogStore::Kind::Gpu: {
        GpuModel gpu = row < 0 ? GpuModel{} : m_catalog.gpus.at(row);
        return new GpuForm(duplicate ? duplicated(gpu, &GpuModel::id) : gpu, isNew, m_store, parent);
    }
    case CatalogStore::Kind::Server: {
        ServerModel server;
        if (row >= 0)
            server = duplicate ? duplicated(m_catalog.servers.at(row), &ServerModel::sku) : m_catalog.servers.at(row);
        else
            server.sku.clear();
        QList<GpuModel> gpus;
        for (const GpuModel &gpu : std::as_const(m_catalog.gpus)) {
            if (!gpu.retired || gpu.id == server.gpuId)
                gpus.append(gpu);
        }
        if (row < 0 && !gpus.isEmpty())
            server.gpuId = gpus.first().id;
        auto *form = new ServerForm(server, isNew, gpus, m_model->inclusionsOf(server.sku), m_store, parent);
        // What the price includes lives on the price item: it is saved with the prices.
        connect(form, &QDialog::accepted, this, [this, form] {
            if (const std::optional<Inclusions> inclusions = form->inclusions())
                m_model->setInclusions(form->model().sku, *inclusions);
        });
        return form;
    }
    case CatalogStore::Kind::Switch: {
        SwitchModel sw = row < 0 ? SwitchModel{} : m_catalog.switches.at(row);
        return new SwitchForm(duplicate ? duplicated(sw, &SwitchModel::sku) : sw, isNew, m_store, parent);
    }
    case CatalogStore::Kind::Cable: {
        CableModel cable = row < 0 ? CableModel{} : m_catalog.cables.at(row);
        return new CableForm(duplicate ? duplicated(cable, &CableModel::sku) : cable, isNew, m_store, parent);
    }
    }
    return nullptr;
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
    if (const QString reason = SafeSave::writeReason(path, exportCsv()); !reason.isEmpty())
        m_status->setText(tr("Cannot write %1: %2").arg(path, reason));
    else
        m_status->setText(tr("Exported to %1.").arg(path));
}

} // namespace cq
