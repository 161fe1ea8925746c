#include "switchform.h"

#include "catalog/catalogvalidation.h"
#include "catalogstore.h"
#include "linkkindcombo.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

namespace cq {

SwitchForm::SwitchForm(const SwitchModel &model, bool isNew, CatalogStore *store, QWidget *parent)
    : CatalogFormDialog(store, parent), m_original(model)
{
    setWindowTitle(isNew ? tr("New Switch Model") : tr("Switch Model %1").arg(model.sku));
    m_sku = keyEdit(model.sku, isNew);
    m_name = lineEdit(QStringLiteral("name"), model.name);
    m_ports = spinBox(QStringLiteral("portCount"), model.portCount, 10000);
    m_rate = doubleBox(QStringLiteral("portRateGbps"), model.portRateGbps, 100000, 0, tr(" Gb/s"));
    m_kind = linkKindCombo(model.kind, this);
    m_sharp = new QCheckBox(tr("In-network reduction (NVIDIA SHARP)"), this);
    m_sharp->setObjectName(QStringLiteral("sharp"));
    m_sharp->setChecked(model.sharp);
    m_breakout = spinBox(QStringLiteral("breakout"), model.breakout, 64);
    m_breakout->setToolTip(tr("Ports each physical port splits into: 2 offers a 64-port 800G switch as 128 ports of 400G"));
    m_power = doubleBox(QStringLiteral("powerW"), model.powerW, 1e6, 0, tr(" W"));
    m_height = spinBox(QStringLiteral("heightU"), model.heightU, 100, tr(" U"));
    m_manufacturer = lineEdit(QStringLiteral("manufacturer"), model.manufacturer);
    m_source = lineEdit(QStringLiteral("source"), model.source);
    addRow(tr("SKU:"), m_sku);
    addRow(tr("Name:"), m_name);
    addRow(tr("Ports:"), m_ports);
    addRow(tr("Port rate:"), m_rate);
    addRow(tr("Kind:"), m_kind);
    addRow(QString(), m_sharp);
    addRow(tr("Breakout:"), m_breakout);
    addRow(tr("Power:"), m_power);
    addRow(tr("Height:"), m_height);
    addRow(tr("Manufacturer:"), m_manufacturer);
    addRow(tr("Source:"), m_source);
    finish();
}

SwitchModel SwitchForm::model() const
{
    SwitchModel sw = m_original;
    sw.sku = m_sku->text().trimmed();
    sw.name = m_name->text().trimmed();
    sw.portCount = m_ports->value();
    sw.portRateGbps = m_rate->value();
    sw.kind = LinkKind(m_kind->currentData().toInt());
    sw.sharp = m_sharp->isChecked();
    sw.breakout = m_breakout->value();
    sw.powerW = m_power->value();
    sw.heightU = m_height->value();
    sw.manufacturer = m_manufacturer->text().trimmed();
    sw.source = m_source->text().trimmed();
    return sw;
}

QString SwitchForm::problem() const
{
    return CatalogValidation::switchProblem(model());
}

bool SwitchForm::save(CatalogStore *store, QString *error)
{
    return store->saveSwitch(model(), error);
}

} // namespace cq
