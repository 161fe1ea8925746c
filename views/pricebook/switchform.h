#pragma once

#include "catalog/switchmodel.h"
#include "catalogformdialog.h"

class QCheckBox;
class QComboBox;

namespace cq {

/** The form of one switch model: ports, rate, kind, SHARP, breakout, power, height, maker, source. */
class SwitchForm : public CatalogFormDialog
{
    Q_OBJECT
public:
    /** Edits @p model; @p isNew (Add, Duplicate) makes its SKU editable. */
    SwitchForm(const SwitchModel &model, bool isNew, CatalogStore *store, QWidget *parent = nullptr);
    /** The model as typed. */
    SwitchModel model() const;

protected:
    QString problem() const override;
    bool save(CatalogStore *store, QString *error) override;

private:
    SwitchModel m_original;
    QLineEdit *m_sku, *m_name, *m_manufacturer, *m_source;
    QSpinBox *m_ports, *m_breakout, *m_height;
    QDoubleSpinBox *m_rate, *m_power;
    QComboBox *m_kind;
    QCheckBox *m_sharp;
};

} // namespace cq
