#include "serverform.h"

#include "catalog/catalogvalidation.h"
#include "catalogstore.h"
#include "linkkindcombo.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>

namespace cq {

ServerForm::ServerForm(const ServerModel &model, bool isNew, const QList<GpuModel> &gpus,
                       const std::optional<Inclusions> &inclusions, CatalogStore *store, QWidget *parent)
    : CatalogFormDialog(store, parent), m_original(model), m_gpus(gpus)
{
    setWindowTitle(isNew ? tr("New Server Model") : tr("Server Model %1").arg(model.sku));
    m_sku = keyEdit(model.sku, isNew);
    m_name = lineEdit(QStringLiteral("name"), model.name);
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("gpuId"));
    for (const GpuModel &gpu : gpus)
        m_gpu->addItem(gpu.retired ? tr("%1 (retired)").arg(gpu.name) : gpu.name, gpu.id);
    m_gpu->setCurrentIndex(m_gpu->findData(model.gpuId));
    m_fabric = new QLabel(this);
    m_fabric->setObjectName(QStringLiteral("intraFabric"));
    m_fabric->setWordWrap(true);
    m_gpuCount = spinBox(QStringLiteral("gpuCount"), model.gpuCount, 1024);
    m_slots = spinBox(QStringLiteral("gpuSlots"), model.gpuSlots, 1024);
    m_nics = spinBox(QStringLiteral("nicCount"), model.nicCount, 1024);
    m_nicRate = doubleBox(QStringLiteral("nicRateGbps"), model.nicRateGbps, 100000, 0, tr(" Gb/s"));
    m_nicKind = linkKindCombo(model.nicKind, this);
    m_portsPerNic = spinBox(QStringLiteral("portsPerNic"), model.portsPerNic, 64);
    m_perPcieSwitch = spinBox(QStringLiteral("gpusPerPcieSwitch"), model.gpusPerPcieSwitch, 1024);
    m_perPcieSwitch->setToolTip(tr("GPUs sharing one PCIe switch with a NIC (1 = a NIC per GPU)"));
    m_cpu = spinBox(QStringLiteral("cpuCores"), model.cpuCores, 100000);
    m_memory = doubleBox(QStringLiteral("memoryGB"), model.memoryGB, 1e7, 0, tr(" GB"));
    m_nvme = doubleBox(QStringLiteral("nvmeTB"), model.nvmeTB, 1e5, 2, tr(" TB"));
    m_height = spinBox(QStringLiteral("heightU"), model.heightU, 100, tr(" U"));
    m_power = doubleBox(QStringLiteral("powerW"), model.powerW, 1e6, 0, tr(" W"));
    m_manufacturer = lineEdit(QStringLiteral("manufacturer"), model.manufacturer);
    m_source = lineEdit(QStringLiteral("source"), model.source);
    for (QSpinBox *zeroUnstated : {m_cpu, m_height})
        zeroUnstated->setSpecialValueText(tr("not stated"));
    for (QDoubleSpinBox *zeroUnstated : {m_memory, m_nvme, m_power})
        zeroUnstated->setSpecialValueText(tr("not stated"));
    addRow(tr("SKU:"), m_sku);
    addRow(tr("Name:"), m_name);
    addRow(tr("GPU model:"), m_gpu);
    addRow(tr("GPUs fitted:"), m_gpuCount);
    addRow(tr("GPU slots:"), m_slots);
    addRow(tr("Intra-node fabric:"), m_fabric);
    addRow(tr("NICs:"), m_nics);
    addRow(tr("NIC rate:"), m_nicRate);
    addRow(tr("NIC kind:"), m_nicKind);
    addRow(tr("Ports per NIC:"), m_portsPerNic);
    addRow(tr("GPUs per PCIe switch:"), m_perPcieSwitch);
    addRow(tr("CPU cores:"), m_cpu);
    addRow(tr("Memory:"), m_memory);
    addRow(tr("Local NVMe:"), m_nvme);
    addRow(tr("Height:"), m_height);
    addRow(tr("Power at full load:"), m_power);
    addRow(tr("Manufacturer:"), m_manufacturer);
    addRow(tr("Source:"), m_source);
    m_form->addRow(inclusionsBox(inclusions));
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &ServerForm::showGpuFabric);
    showGpuFabric();
    finish();
}

QWidget *ServerForm::inclusionsBox(const std::optional<Inclusions> &inclusions)
{
    auto *box = new QGroupBox(tr("The price includes"), this);
    auto *grid = new QGridLayout(box);
    if (!inclusions) {
        auto *none = new QLabel(tr("The price list has no item with this SKU yet: add one on the Prices tab "
                                   "to price the server and say what its price includes."), box);
        none->setWordWrap(true);
        grid->addWidget(none, 0, 0);
        return box;
    }
    const bool chinese = QLocale().language() == QLocale::Chinese;
    const QList<Inclusion> all = allInclusions();
    for (int i = 0; i < all.size(); ++i) {
        const Inclusion inclusion = all.at(i);
        auto *check = new QCheckBox(chinese ? inclusionNameZh(inclusion) : inclusionName(inclusion), box);
        check->setObjectName(QStringLiteral("includes-") + inclusionKey(inclusion));
        check->setChecked(inclusions->testFlag(inclusion));
        m_inclusions.insert(inclusion, check);
        grid->addWidget(check, i / 2, i % 2);
    }
    auto *note = new QLabel(tr("Saved with the prices (Save in the Price Book window), not charged again in a quote."), box);
    note->setWordWrap(true);
    grid->addWidget(note, int(all.size() + 1) / 2, 0, 1, 2);
    return box;
}

void ServerForm::showGpuFabric()
{
    const QString id = m_gpu->currentData().toString();
    for (const GpuModel &gpu : m_gpus) {
        if (gpu.id == id) {
            m_fabric->setText(tr("%1, %2 GB/s per GPU (from the GPU model)")
                                  .arg(intraFabricName(gpu.fabric), QLocale().toString(gpu.intraBandwidthGBps, 'g', 6)));
            return;
        }
    }
    m_fabric->setText(tr("choose a GPU model"));
}

ServerModel ServerForm::model() const
{
    ServerModel server = m_original;
    server.sku = m_sku->text().trimmed();
    server.name = m_name->text().trimmed();
    server.gpuId = m_gpu->currentData().toString();
    server.gpuCount = m_gpuCount->value();
    server.gpuSlots = m_slots->value();
    server.nicCount = m_nics->value();
    server.nicRateGbps = m_nicRate->value();
    server.nicKind = LinkKind(m_nicKind->currentData().toInt());
    server.portsPerNic = m_portsPerNic->value();
    server.gpusPerPcieSwitch = m_perPcieSwitch->value();
    server.cpuCores = m_cpu->value();
    server.memoryGB = m_memory->value();
    server.nvmeTB = m_nvme->value();
    server.heightU = m_height->value();
    server.powerW = m_power->value();
    server.manufacturer = m_manufacturer->text().trimmed();
    server.source = m_source->text().trimmed();
    return server;
}

std::optional<Inclusions> ServerForm::inclusions() const
{
    if (m_inclusions.isEmpty())
        return std::nullopt;
    Inclusions flags;
    for (auto it = m_inclusions.cbegin(); it != m_inclusions.cend(); ++it)
        flags.setFlag(it.key(), it.value()->isChecked());
    return flags;
}

QString ServerForm::problem() const
{
    return CatalogValidation::serverProblem(model(), m_gpus);
}

bool ServerForm::save(CatalogStore *store, QString *error)
{
    return store->saveServer(model(), error);
}

} // namespace cq
