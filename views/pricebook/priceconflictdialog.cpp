#include "priceconflictdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cq {

PriceConflictDialog::PriceConflictDialog(const QList<PriceConflict> &conflicts, bool showCost, QWidget *parent)
    : QDialog(parent), m_showCost(showCost)
{
    setWindowTitle(tr("Prices Changed by Someone Else"));
    auto *intro = new QLabel(tr("Someone else saved these prices after you opened the price book. Your other changes "
                                "are saved. For each price, keep theirs or overwrite it with yours. Back to Editor "
                                "saves nothing more and keeps your values in the table."), this);
    intro->setWordWrap(true);
    m_table = new QTableWidget(int(conflicts.size()), ColumnCount, this);
    m_table->setObjectName(QStringLiteral("conflictTable"));
    m_table->setHorizontalHeaderLabels({tr("SKU / region"), tr("Field"), tr("Theirs (saved)"), tr("Yours"),
                                        tr("Changed by"), tr("Keep")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    for (int row = 0; row < conflicts.size(); ++row)
        addRow(row, conflicts.at(row));
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(this);
    auto *theirs = buttons->addButton(tr("Keep All Theirs"), QDialogButtonBox::ActionRole);
    auto *yours = buttons->addButton(tr("Overwrite All with Yours"), QDialogButtonBox::ActionRole);
    auto *apply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    auto *back = buttons->addButton(tr("Back to Editor"), QDialogButtonBox::RejectRole);
    theirs->setObjectName(QStringLiteral("keepAllTheirs"));
    yours->setObjectName(QStringLiteral("overwriteAllWithYours"));
    apply->setObjectName(QStringLiteral("applyChoices"));
    back->setObjectName(QStringLiteral("backToEditor"));
    apply->setDefault(true);
    connect(theirs, &QPushButton::clicked, this, [this] { setAll(false); });
    connect(yours, &QPushButton::clicked, this, [this] { setAll(true); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(900, 160 + 40 * int(std::min<qsizetype>(conflicts.size(), 8)));
}

void PriceConflictDialog::addRow(int row, const PriceConflict &conflict)
{
    const auto cell = [&](int column, const QString &text) { m_table->setItem(row, column, new QTableWidgetItem(text)); };
    cell(KeyColumn, conflict.region.isEmpty() ? conflict.sku : tr("%1 / %2").arg(conflict.sku, conflict.region));
    QStringList fields, theirs, yours;
    if (conflict.theirs && conflict.yours) {
        for (const PriceField field : conflict.fields()) {
            fields << fieldName(field);
            theirs << valueText(*conflict.theirs, field, m_showCost);
            yours << valueText(*conflict.yours, field, m_showCost);
        }
        if (fields.isEmpty()) { // both saved the same values
            fields << tr("(no difference)");
            theirs << tr("the same");
            yours << tr("the same");
        }
    } else {
        fields << tr("Whole item");
        theirs << (conflict.theirs ? valueText(*conflict.theirs, PriceField::Price, m_showCost) : tr("removed"));
        yours << (conflict.yours ? valueText(*conflict.yours, PriceField::Price, m_showCost) : tr("removed"));
    }
    const QString newline = QStringLiteral("\n");
    cell(FieldColumn, fields.join(newline));
    cell(TheirsColumn, theirs.join(newline));
    cell(YoursColumn, yours.join(newline));
    QString changed = tr("someone else");
    if (conflict.theirs && !conflict.theirs->stored.changedBy.isEmpty()) {
        const QDateTime at = conflict.theirs->stored.changedAt;
        changed = at.isValid() ? tr("%1, %2").arg(conflict.theirs->stored.changedBy,
                                                  at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
                               : conflict.theirs->stored.changedBy;
    }
    cell(ChangedColumn, changed);
    auto *choice = new QComboBox(m_table);
    choice->addItem(conflict.theirs ? tr("Keep theirs") : tr("Keep it removed"));
    choice->addItem(conflict.yours ? tr("Overwrite with yours") : tr("Remove it"));
    choice->setCurrentIndex(0); // nothing is overwritten unless the user chooses it
    m_table->setCellWidget(row, ChoiceColumn, choice);
    m_choices << choice;
}

QList<bool> PriceConflictDialog::overwriteWithYours() const
{
    QList<bool> choices;
    for (const QComboBox *choice : m_choices)
        choices << (choice->currentIndex() == 1);
    return choices;
}

void PriceConflictDialog::setOverwriteWithYours(int row, bool yours)
{
    if (row >= 0 && row < m_choices.size())
        m_choices.at(row)->setCurrentIndex(yours ? 1 : 0);
}

void PriceConflictDialog::setAll(bool yours)
{
    for (int row = 0; row < m_choices.size(); ++row)
        setOverwriteWithYours(row, yours);
}

QString PriceConflictDialog::fieldName(PriceField field)
{
    switch (field) {
    case PriceField::Name: return tr("Name");
    case PriceField::NameZh: return tr("Chinese name");
    case PriceField::Family: return tr("Discount family");
    case PriceField::Unit: return tr("Unit");
    case PriceField::Kind: return tr("List price or estimate");
    case PriceField::Price: return tr("Price");
    case PriceField::IncludedInRent: return tr("Included in rent");
    case PriceField::Source: return tr("Source");
    case PriceField::Cost: return tr("Internal cost");
    case PriceField::Inclusions: return tr("Price includes");
    }
    return {};
}

QString PriceConflictDialog::valueText(const PriceItem &item, PriceField field, bool showCost)
{
    switch (field) {
    case PriceField::Name: return item.name;
    case PriceField::NameZh: return item.nameZh;
    case PriceField::Family: return item.family;
    case PriceField::Unit: return priceUnitKey(item.unit);
    case PriceField::Kind: return item.kind == PriceKind::List ? tr("list price") : tr("estimate");
    case PriceField::Price: return item.price.toDecimalString();
    case PriceField::IncludedInRent: return item.includedInRent ? tr("yes") : tr("no");
    case PriceField::Source: return item.source;
    case PriceField::Cost: return showCost ? item.cost.toDecimalString() : tr("hidden (internal)");
    case PriceField::Inclusions: return inclusionsKey(item.inclusions);
    }
    return {};
}

} // namespace cq
