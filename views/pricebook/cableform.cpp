#include "cableform.h"

#include "catalog/catalogvalidation.h"
#include "catalogstore.h"
#include "linkkindcombo.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>

namespace cq {

CableForm::CableForm(const CableModel &model, bool isNew, CatalogStore *store, QWidget *parent)
    : CatalogFormDialog(store, parent), m_original(model)
{
    setWindowTitle(isNew ? tr("New Cable or Optic") : tr("Cable %1").arg(model.sku));
    m_sku = keyEdit(model.sku, isNew);
    m_name = lineEdit(QStringLiteral("name"), model.name);
    m_kind = cableKindCombo(model.kind, this);
    m_rate = doubleBox(QStringLiteral("rateGbps"), model.rateGbps, 100000, 0, tr(" Gb/s"));
    m_length = doubleBox(QStringLiteral("maxLengthM"), model.maxLengthM, 100000, 1, tr(" m"));
    m_source = lineEdit(QStringLiteral("source"), model.source);
    addRow(tr("SKU:"), m_sku);
    addRow(tr("Name:"), m_name);
    addRow(tr("Kind:"), m_kind);
    addRow(tr("Rate:"), m_rate);
    addRow(tr("Longest length:"), m_length);
    addRow(tr("Source:"), m_source);
    finish();
}

CableModel CableForm::model() const
{
    CableModel cable = m_original;
    cable.sku = m_sku->text().trimmed();
    cable.name = m_name->text().trimmed();
    cable.kind = CableKind(m_kind->currentData().toInt());
    cable.rateGbps = m_rate->value();
    cable.maxLengthM = m_length->value();
    cable.source = m_source->text().trimmed();
    return cable;
}

QString CableForm::problem() const
{
    return CatalogValidation::cableProblem(model());
}

bool CableForm::save(CatalogStore *store, QString *error)
{
    return store->saveCable(model(), error);
}

} // namespace cq
