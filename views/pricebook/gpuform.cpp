#include "gpuform.h"

#include "catalog/catalogvalidation.h"
#include "catalogstore.h"
#include "linkkindcombo.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>

namespace cq {

GpuForm::GpuForm(const GpuModel &model, bool isNew, CatalogStore *store, QWidget *parent)
    : CatalogFormDialog(store, parent), m_original(model)
{
    setWindowTitle(isNew ? tr("New GPU Model") : tr("GPU Model %1").arg(model.id));
    m_id = keyEdit(model.id, isNew);
    m_name = lineEdit(QStringLiteral("name"), model.name);
    m_arch = lineEdit(QStringLiteral("arch"), model.arch);
    m_memory = doubleBox(QStringLiteral("memoryGB"), model.memoryGB, 100000, 0, tr(" GB"));
    m_tflops = doubleBox(QStringLiteral("tflopsBf16"), model.tflopsBf16, 1e6, 1, tr(" TFLOPS"));
    m_tflops->setToolTip(tr("Dense BF16 from the datasheet, without sparsity"));
    m_tdp = doubleBox(QStringLiteral("tdpW"), model.tdpW, 100000, 0, tr(" W"));
    m_fabric = intraFabricCombo(model.fabric, this);
    m_intra = doubleBox(QStringLiteral("intraBandwidthGBps"), model.intraBandwidthGBps, 100000, 1, tr(" GB/s"));
    m_intra->setToolTip(tr("Per GPU, one direction, the bandwidth NCCL can use inside the server"));
    m_vendor = lineEdit(QStringLiteral("vendor"), model.vendor);
    m_stack = new QComboBox(this);
    m_stack->setObjectName(QStringLiteral("softwareStack"));
    m_stack->addItems({QStringLiteral("CUDA"), QStringLiteral("CANN")});
    m_stack->setCurrentText(model.softwareStack);
    m_source = lineEdit(QStringLiteral("source"), model.source);
    addRow(tr("ID:"), m_id);
    addRow(tr("Name:"), m_name);
    addRow(tr("Architecture:"), m_arch);
    addRow(tr("Memory:"), m_memory);
    addRow(tr("BF16 dense:"), m_tflops);
    addRow(tr("TDP:"), m_tdp);
    addRow(tr("Intra-node fabric:"), m_fabric);
    addRow(tr("Intra-node bandwidth:"), m_intra);
    addRow(tr("Vendor:"), m_vendor);
    addRow(tr("Software stack:"), m_stack);
    addRow(tr("Source:"), m_source);
    finish();
}

GpuModel GpuForm::model() const
{
    GpuModel gpu = m_original;
    gpu.id = m_id->text().trimmed();
    gpu.name = m_name->text().trimmed();
    gpu.arch = m_arch->text().trimmed();
    gpu.memoryGB = m_memory->value();
    gpu.tflopsBf16 = m_tflops->value();
    gpu.tdpW = m_tdp->value();
    gpu.fabric = IntraFabric(m_fabric->currentData().toInt());
    gpu.intraBandwidthGBps = m_intra->value();
    gpu.vendor = m_vendor->text().trimmed();
    gpu.softwareStack = m_stack->currentText();
    gpu.source = m_source->text().trimmed();
    return gpu;
}

QString GpuForm::problem() const
{
    return CatalogValidation::gpuProblem(model());
}

bool GpuForm::save(CatalogStore *store, QString *error)
{
    return store->saveGpu(model(), error);
}

} // namespace cq
