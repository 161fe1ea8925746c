#pragma once

#include "catalog/gpumodel.h"
#include "catalogformdialog.h"

class QComboBox;

namespace cq {

/** The form of one GPU model: architecture, memory, TFLOPS, TDP, fabric, bandwidth, vendor, software. */
class GpuForm : public CatalogFormDialog
{
    Q_OBJECT
public:
    /** Edits @p model; @p isNew (Add, Duplicate) makes its id editable. */
    GpuForm(const GpuModel &model, bool isNew, CatalogStore *store, QWidget *parent = nullptr);
    /** The model as typed. */
    GpuModel model() const;

protected:
    QString problem() const override;
    bool save(CatalogStore *store, QString *error) override;

private:
    GpuModel m_original;
    QLineEdit *m_id, *m_name, *m_arch, *m_vendor, *m_source;
    QDoubleSpinBox *m_memory, *m_tflops, *m_tdp, *m_intra;
    QComboBox *m_fabric, *m_stack;
};

} // namespace cq
