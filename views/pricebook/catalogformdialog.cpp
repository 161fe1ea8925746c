#include "catalogformdialog.h"

#include "catalogstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cq {

CatalogFormDialog::CatalogFormDialog(CatalogStore *store, QWidget *parent)
    : QDialog(parent), m_form(new QFormLayout), m_store(store)
{
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void CatalogFormDialog::addRow(const QString &label, QWidget *field)
{
    m_form->addRow(label, field);
    if (auto *edit = qobject_cast<QLineEdit *>(field))
        connect(edit, &QLineEdit::textChanged, this, &CatalogFormDialog::revalidate);
    else if (auto *spin = qobject_cast<QSpinBox *>(field))
        connect(spin, &QSpinBox::valueChanged, this, &CatalogFormDialog::revalidate);
    else if (auto *box = qobject_cast<QDoubleSpinBox *>(field))
        connect(box, &QDoubleSpinBox::valueChanged, this, &CatalogFormDialog::revalidate);
    else if (auto *combo = qobject_cast<QComboBox *>(field))
        connect(combo, &QComboBox::currentIndexChanged, this, &CatalogFormDialog::revalidate);
    else if (auto *check = qobject_cast<QCheckBox *>(field))
        connect(check, &QCheckBox::toggled, this, &CatalogFormDialog::revalidate);
}

QLineEdit *CatalogFormDialog::lineEdit(const QString &name, const QString &text)
{
    auto *edit = new QLineEdit(text, this);
    edit->setObjectName(name);
    return edit;
}

QSpinBox *CatalogFormDialog::spinBox(const QString &name, int value, int maximum, const QString &suffix)
{
    // The range starts at 0 so that a value the catalog refuses can be typed and named by the
    // validation message rather than silently clamped.
    auto *spin = new QSpinBox(this);
    spin->setObjectName(name);
    spin->setRange(0, maximum);
    spin->setValue(value);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    return spin;
}

QDoubleSpinBox *CatalogFormDialog::doubleBox(const QString &name, double value, double maximum, int decimals,
                                             const QString &suffix)
{
    auto *box = new QDoubleSpinBox(this);
    box->setObjectName(name);
    box->setDecimals(decimals);
    box->setRange(0, maximum);
    box->setValue(value);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    return box;
}

QLineEdit *CatalogFormDialog::keyEdit(const QString &key, bool editable)
{
    QLineEdit *edit = lineEdit(QStringLiteral("key"), key);
    edit->setReadOnly(!editable);
    if (!editable)
        edit->setToolTip(tr("Designs and prices refer to a model by this key, so it cannot change; "
                            "use Duplicate for a model with another key."));
    return edit;
}

void CatalogFormDialog::finish()
{
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &CatalogFormDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    setMinimumWidth(520);
    revalidate();
}

void CatalogFormDialog::revalidate()
{
    if (!m_problem)
        return; // still building the form
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_ok->setEnabled(text.isEmpty());
}

QString CatalogFormDialog::problemText() const
{
    return m_problem ? m_problem->text() : QString();
}

bool CatalogFormDialog::canSave() const
{
    return m_ok && m_ok->isEnabled();
}

void CatalogFormDialog::accept()
{
    revalidate();
    if (!canSave())
        return;
    QString error;
    if (!m_store || !save(m_store, &error)) {
        m_problem->setText(m_store ? error : tr("No price book is open to save to."));
        m_problem->setVisible(true);
        return; // nothing typed is lost: the form stays open
    }
    QDialog::accept();
}

} // namespace cq
