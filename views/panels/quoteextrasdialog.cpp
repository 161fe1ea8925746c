#include "quoteextrasdialog.h"

#include "format/moneyformat.h"
#include "quote/ppm.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cq {

namespace {

enum ManualColumn { MDescription, MDescriptionZh, MQuantity, MUnit, MKind, MPrice, MDiscount, MIncluded, MCount };
enum CheckColumn { CFee, CState, CPrice, CNote, CCount };

QString rangeText(const MoneyRange &r)
{
    return r.toDecimalString();
}

/** Quantity text with up to 3 decimals -> thousandths; false otherwise. */
bool parseQuantityMilli(const QString &text, qint64 *milli)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,7})(?:\\.(\\d{1,3}))?$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return false;
    const QString frac = (m.captured(2) + QStringLiteral("000")).left(3);
    *milli = m.captured(1).toLongLong() * 1000 + frac.toLongLong();
    return true;
}

QString milliText(qint64 milli)
{
    QString text = QStringLiteral("%1.%2").arg(milli / 1000).arg(milli % 1000, 3, 10, QLatin1Char('0'));
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

} // namespace

QuoteExtrasDialog::QuoteExtrasDialog(const QuoteSettings &settings, const QuoteExtras &extras,
                                     const QString &language, const QStringList &regions, QWidget *parent)
    : QDialog(parent), m_settings(settings), m_extras(extras)
{
    setWindowTitle(tr("Quote Details"));
    auto *tabs = new QTabWidget(this);
    tabs->addTab(metadataPage(regions), tr("Quote"));
    tabs->addTab(manualPage(), tr("Manual Lines"));
    tabs->addTab(checklistPage(), tr("Hidden Fees"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QuoteExtrasDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    m_language->setCurrentIndex(m_language->findData(language.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN")
                                                                                             : QStringLiteral("en")));
    resize(900, 520);
}

QWidget *QuoteExtrasDialog::metadataPage(const QStringList &regions)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_number = new QLineEdit(m_settings.quoteNumber, page);
    m_number->setPlaceholderText(tr("Assigned from the sequence when the quote is issued"));
    m_customer = new QLineEdit(m_settings.customer, page);
    m_engineer = new QLineEdit(m_settings.salesEngineer, page);
    m_date = new QDateEdit(m_settings.date.isValid() ? m_settings.date : QDate::currentDate(), page);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    m_validity = new QSpinBox(page);
    m_validity->setRange(1, 365);
    m_validity->setSuffix(tr(" days"));
    m_validity->setValue(m_settings.validityDays);
    // The design's own bandwidth commit; at the minimum, the price book's default (kPriceBookBandwidth).
    m_bandwidth = new QSpinBox(page);
    m_bandwidth->setObjectName(QStringLiteral("bandwidth"));
    m_bandwidth->setRange(QuoteSettings::kPriceBookBandwidth, 10000000);
    m_bandwidth->setSpecialValueText(tr("price book default"));
    m_bandwidth->setSuffix(tr(" Mb/s"));
    m_bandwidth->setToolTip(tr("Dedicated bandwidth quoted with the servers; 0 for none"));
    m_bandwidth->setValue(std::max(m_settings.publicBandwidthMbps, int(QuoteSettings::kPriceBookBandwidth)));
    m_language = new QComboBox(page);
    m_language->addItem(tr("Chinese (zh_CN)"), QStringLiteral("zh_CN"));
    m_language->addItem(tr("English"), QStringLiteral("en"));
    m_region = new QComboBox(page);
    m_region->addItem(tr("Default prices"), QString());
    for (const QString &region : regions)
        m_region->addItem(region, region);
    m_region->setCurrentIndex(qMax(0, m_region->findData(m_extras.region)));
    m_currency = new QComboBox(page);
    m_currency->setObjectName(QStringLiteral("quoteCurrency"));
    m_currency->addItem(tr("CNY (as priced)"), QString());
    m_currency->addItem(tr("USD at the price book's rate"), QStringLiteral("USD"));
    m_currency->setCurrentIndex(m_extras.currency == QLatin1String("USD") ? 1 : 0);
    m_contingency = new QCheckBox(tr("Add a 20 % contingency to each block (hardware, network, services)"), page);
    m_contingency->setChecked(m_extras.contingency);
    m_notes = new QPlainTextEdit(m_settings.notes, page);
    form->addRow(tr("Quote number:"), m_number);
    form->addRow(tr("Customer:"), m_customer);
    form->addRow(tr("Sales engineer:"), m_engineer);
    form->addRow(tr("Date:"), m_date);
    form->addRow(tr("Valid for:"), m_validity);
    form->addRow(tr("Bandwidth:"), m_bandwidth);
    form->addRow(tr("PDF language:"), m_language);
    form->addRow(tr("Price region:"), m_region);
    form->addRow(tr("Currency:"), m_currency);
    form->addRow(QString(), m_contingency);
    form->addRow(tr("Notes:"), m_notes);
    return page;
}

QWidget *QuoteExtrasDialog::manualPage()
{
    auto *page = new QWidget(this);
    m_manual = new QTableWidget(0, MCount, page);
    m_manual->setHorizontalHeaderLabels({tr("Description"), tr("Description (Chinese)"), tr("Quantity"), tr("Unit"),
                                         tr("List / estimate"), tr("Unit price"), tr("Discount % (=price)"), tr("Included")});
    m_manual->horizontalHeader()->setSectionResizeMode(MDescription, QHeaderView::Stretch);
    for (const ManualLine &line : std::as_const(m_extras.manualLines))
        addManualRow(line);
    auto *add = new QPushButton(tr("Add Line"), page);
    auto *remove = new QPushButton(tr("Remove Line"), page);
    connect(add, &QPushButton::clicked, this, [this] {
        ManualLine line;
        line.description = tr("Storage");
        addManualRow(line);
    });
    connect(remove, &QPushButton::clicked, this, [this] { m_manual->removeRow(m_manual->currentRow()); });
    m_itemChoice = new QComboBox(page);
    auto *addItem = new QPushButton(tr("Add from Price Book"), page);
    m_addItem = addItem;
    connect(addItem, &QPushButton::clicked, this, [this] {
        const int i = m_itemChoice->currentIndex();
        if (i >= 0 && i < m_items.size())
            addManualRow(manualLineFromItem(m_items.at(i)));
    });
    m_itemChoice->hide();
    addItem->hide();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    buttons->addWidget(m_itemChoice);
    buttons->addWidget(addItem);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(buttons);
    layout->addWidget(m_manual);
    return page;
}

void QuoteExtrasDialog::setPriceItems(const QList<PriceItem> &items)
{
    m_items.clear();
    m_itemChoice->clear();
    for (const PriceItem &item : items) {
        if (!item.region.isEmpty())
            continue;
        m_items.append(item);
        m_itemChoice->addItem(QStringLiteral("%1 (%2)").arg(item.name, item.sku));
    }
    m_itemChoice->setVisible(!m_items.isEmpty());
    m_addItem->setVisible(!m_items.isEmpty());
}

void QuoteExtrasDialog::addManualRow(const ManualLine &line)
{
    const int row = m_manual->rowCount();
    m_manual->insertRow(row);
    const QStringList texts{line.description, line.descriptionZh, milliText(line.quantityMilli),
                            priceUnitKey(line.unit), priceKindKey(line.kind), rangeText(line.unitPrice),
                            line.targetPrice ? QLatin1Char('=') + line.targetPrice->toDecimalString()
                                             : formatPpm(line.discountPpm).remove(QLatin1Char('%')).trimmed()};
    for (int c = 0; c < texts.size(); ++c)
        m_manual->setItem(row, c, new QTableWidgetItem(texts.at(c)));
    auto *included = new QTableWidgetItem;
    included->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    included->setCheckState(line.included ? Qt::Checked : Qt::Unchecked);
    m_manual->setItem(row, MIncluded, included);
}

QWidget *QuoteExtrasDialog::checklistPage()
{
    m_checklist = new QTableWidget(int(HiddenFee::Count), CCount, this);
    m_checklist->setHorizontalHeaderLabels({tr("Hidden fee"), tr("State"), tr("Price per month"), tr("Note")});
    m_checklist->horizontalHeader()->setSectionResizeMode(CNote, QHeaderView::Stretch);
    for (int f = 0; f < int(HiddenFee::Count); ++f) {
        const HiddenFeeCheck check = m_extras.check(HiddenFee(f));
        auto *name = new QTableWidgetItem(QCoreApplication::translate("cq::HiddenFee",
                                                                      hiddenFeeName(HiddenFee(f)).toUtf8().constData()));
        name->setFlags(Qt::ItemIsEnabled);
        m_checklist->setItem(f, CFee, name);
        auto *state = new QComboBox(m_checklist);
        state->addItems({tr("Not yet confirmed"), tr("Not applicable"), tr("Included"), tr("Priced")});
        state->setCurrentIndex(int(check.state));
        m_checklist->setCellWidget(f, CState, state);
        m_checklist->setItem(f, CPrice, new QTableWidgetItem(rangeText(check.price)));
        m_checklist->setItem(f, CNote, new QTableWidgetItem(check.note));
    }
    return m_checklist;
}

bool QuoteExtrasDialog::parseRange(const QString &text, MoneyRange *range)
{
    const QStringList parts = text.trimmed().split(QLatin1Char('-'));
    if (parts.size() > 2 || !Money::fromDecimalString(parts.first(), &range->min))
        return false;
    range->max = range->min;
    if (parts.size() == 2 && !Money::fromDecimalString(parts.last(), &range->max))
        return false;
    return range->min.fen() >= 0 && range->min <= range->max;
}

bool QuoteExtrasDialog::readManualRow(int row, ManualLine *line, QString *error) const
{
    const auto text = [&](int c) { return m_manual->item(row, c) ? m_manual->item(row, c)->text().trimmed() : QString(); };
    const auto bad = [&](int c, const QString &why) {
        *error = tr("Manual line %1, %2: %3").arg(row + 1).arg(m_manual->horizontalHeaderItem(c)->text(), why);
        return false;
    };
    line->description = text(MDescription);
    line->descriptionZh = text(MDescriptionZh);
    if (line->description.isEmpty())
        return bad(MDescription, tr("empty"));
    if (!parseQuantityMilli(text(MQuantity), &line->quantityMilli))
        return bad(MQuantity, tr("not a number with at most 3 decimals"));
    if (!priceUnitFromKey(text(MUnit), &line->unit))
        return bad(MUnit, tr("use month, hour, port-month, mbps-month, kwh or one-off"));
    if (!priceKindFromKey(text(MKind), &line->kind))
        return bad(MKind, tr("use list or estimate"));
    if (!parseRange(text(MPrice), &line->unitPrice))
        return bad(MPrice, tr("use an amount such as 2000.00 or a range 2000-3000"));
    // Exact to four decimals of a percent ("4.918" -> 49,180 ppm); a fifth is refused, never rounded.
    // "=290.00" gives the exact discounted price instead.
    QString why;
    if (text(MDiscount).startsWith(QLatin1Char('='))) {
        Money target;
        if (!Money::fromDecimalString(text(MDiscount).mid(1), &target) || target < Money()
            || !line->unitPrice.isFixed() || target > line->unitPrice.min)
            return bad(MDiscount, tr("%1 is not a price from 0 to the unit price (e.g. =290.00)").arg(text(MDiscount)));
        line->targetPrice = target;
    } else if (!Ppm::fromPercentText(text(MDiscount), &line->discountPpm, &why)) {
        return bad(MDiscount, why);
    }
    line->included = m_manual->item(row, MIncluded)->checkState() == Qt::Checked;
    return true;
}

bool QuoteExtrasDialog::readTables(QString *error)
{
    QuoteExtras extras;
    for (int row = 0; row < m_manual->rowCount(); ++row) {
        ManualLine line;
        if (!readManualRow(row, &line, error))
            return false;
        extras.manualLines.append(line);
    }
    for (int f = 0; f < int(HiddenFee::Count); ++f) {
        HiddenFeeCheck check;
        check.fee = HiddenFee(f);
        check.state = HiddenFeeCheck::State(qobject_cast<QComboBox *>(m_checklist->cellWidget(f, CState))->currentIndex());
        check.note = m_checklist->item(f, CNote)->text();
        const QString price = m_checklist->item(f, CPrice)->text();
        if (check.state == HiddenFeeCheck::State::Priced && !parseRange(price, &check.price)) {
            *error = tr("Hidden fee \"%1\": the price \"%2\" is not an amount or a range.")
                         .arg(m_checklist->item(f, CFee)->text(), price);
            return false;
        }
        extras.checklist.append(check);
    }
    extras.contingency = m_contingency->isChecked();
    extras.region = m_region->currentData().toString();
    extras.currency = m_currency->currentData().toString();
    m_extras = extras;
    return true;
}

QuoteSettings QuoteExtrasDialog::settings() const
{
    QuoteSettings s = m_settings;
    s.quoteNumber = m_number->text().trimmed();
    s.customer = m_customer->text().trimmed();
    s.salesEngineer = m_engineer->text().trimmed();
    s.date = m_date->date();
    s.validityDays = m_validity->value();
    s.publicBandwidthMbps = m_bandwidth->value();
    s.notes = m_notes->toPlainText();
    s.language = language();
    s.extras = m_extras; // as read by accept(); saved with the design
    return s;
}

QString QuoteExtrasDialog::language() const
{
    return m_language->currentData().toString();
}

void QuoteExtrasDialog::accept()
{
    QString error;
    if (!readTables(&error)) {
        QMessageBox::warning(this, tr("Quote Details"), error);
        return;
    }
    QDialog::accept();
}

} // namespace cq
