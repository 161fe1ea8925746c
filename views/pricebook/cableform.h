#pragma once

#include "catalog/cablemodel.h"
#include "catalogformdialog.h"

class QComboBox;

namespace cq {

/** The form of one cable or optic: kind, rate, longest length, source. */
class CableForm : public CatalogFormDialog
{
    Q_OBJECT
public:
    /** Edits @p model; @p isNew (Add, Duplicate) makes its SKU editable. */
    CableForm(const CableModel &model, bool isNew, CatalogStore *store, QWidget *parent = nullptr);
    /** The model as typed. */
    CableModel model() const;

protected:
    QString problem() const override;
    bool save(CatalogStore *store, QString *error) override;

private:
    CableModel m_original;
    QLineEdit *m_sku, *m_name, *m_source;
    QComboBox *m_kind;
    QDoubleSpinBox *m_rate, *m_length;
};

} // namespace cq
