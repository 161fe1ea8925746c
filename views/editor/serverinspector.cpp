#include "serverinspector.h"

#include "catalog/catalog.h"
#include "document/clusterdocument.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace cq {

ServerInspector::ServerInspector(ClusterDocument *doc, QWidget *parent)
    : InspectorPage(doc, parent)
    , m_name(new QLineEdit(this))
    , m_sku(new QComboBox(this))
    , m_room(new QComboBox(this))
    , m_cluster(new QLineEdit(this))
    , m_gpuModel(new QComboBox(this))
    , m_gpuCount(new QSpinBox(this))
    , m_nicCount(new QSpinBox(this))
    , m_nicRate(new QDoubleSpinBox(this))
    , m_nicKind(new QComboBox(this))
    , m_nicTransport(new QComboBox(this))
    , m_power(new QDoubleSpinBox(this))
    , m_gpusPerPcieSwitch(new QSpinBox(this))
{
    setObjectName(QStringLiteral("serverInspector"));
    m_name->setObjectName(QStringLiteral("serverName"));
    m_nicRate->setObjectName(QStringLiteral("serverNicRate"));
    m_gpuCount->setObjectName(QStringLiteral("serverGpuCount"));
    m_nicCount->setRange(0, 64);
    m_nicRate->setRange(1, 16000);
    m_nicRate->setDecimals(0);
    m_nicRate->setSuffix(tr(" Gb/s"));
    m_power->setRange(0, 100000);
    m_power->setDecimals(0);
    m_power->setSuffix(tr(" W"));
    for (LinkKind kind : {LinkKind::InfiniBand, LinkKind::RoCE, LinkKind::Ethernet})
        m_nicKind->addItem(linkKindName(kind), int(kind));
    form()->addRow(tr("Name"), m_name);
    form()->addRow(tr("SKU"), m_sku);
    form()->addRow(tr("Room"), m_room);
    form()->addRow(tr("Training cluster"), m_cluster);
    form()->addRow(tr("GPU model"), m_gpuModel);
    form()->addRow(tr("GPUs fitted"), m_gpuCount);
    form()->addRow(tr("NICs"), m_nicCount);
    form()->addRow(tr("NIC rate"), m_nicRate);
    form()->addRow(tr("NIC link"), m_nicKind);
    m_nicTransport->setObjectName(QStringLiteral("serverNicTransport"));
    for (NicTransport t : {NicTransport::Verbs, NicTransport::Efa, NicTransport::EfaV2, NicTransport::EfaV3})
        m_nicTransport->addItem(nicTransportName(t), int(t));
    m_nicTransport->setToolTip(tr("How NCCL reaches the NICs: its own InfiniBand / RoCE verbs, or AWS EFA through the "
                                  "aws-ofi-nccl plugin (EFA on p4d/p4de, EFA v2 on p5/p5e, EFA v3 on p5en and later), "
                                  "whose per-hop latency the collective estimates include."));
    form()->addRow(tr("NIC transport"), m_nicTransport);
    form()->addRow(tr("Power at full load"), m_power);
    m_gpusPerPcieSwitch->setObjectName(QStringLiteral("serverGpusPerPcieSwitch"));
    m_gpusPerPcieSwitch->setRange(1, 64);
    m_gpusPerPcieSwitch->setToolTip(tr("GPUs sharing one PCIe switch uplink (PIX pairs in nvidia-smi topo -m); "
                                       "each gets that share of its PCIe bandwidth to the host and the NICs."));
    form()->addRow(tr("GPUs per PCIe switch"), m_gpusPerPcieSwitch);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Rename"), [&](Server &s) { s.name = text; });
    });
    connect(m_cluster, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Change Training Cluster"), [&](Server &s) { s.cluster = text; });
    });
    connect(m_sku, &QComboBox::activated, this, [this] {
        const std::optional<Server> model = catalog() ? catalog()->makeServer(m_sku->currentData().toString()) : std::nullopt;
        if (model)
            edit(tr("Change SKU"), [&](Server &s) {
                const Server keep = s; // identity and placement stay, the hardware is the catalog's
                s = *model;
                std::tie(s.id, s.name, s.roomId, s.rackId, s.pos, s.cluster)
                    = std::tie(keep.id, keep.name, keep.roomId, keep.rackId, keep.pos, keep.cluster);
            });
    });
    connect(m_room, &QComboBox::activated, this, [this] { moveIntoRoom(m_room->currentData().toUuid()); });
    connect(m_gpuModel, &QComboBox::activated, this, [this] {
        const GpuModel *gpu = catalog() ? catalog()->gpu(m_gpuModel->currentData().toString()) : nullptr;
        if (gpu)
            edit(tr("Change GPU Model"), [&](Server &s) { Catalog::applyGpu(&s, *gpu); });
    });
    connect(m_gpuCount, &QSpinBox::valueChanged, this, [this](int count) {
        edit(tr("Change GPU Count"), [&](Server &s) { s.gpuCount = std::min(count, s.gpuSlots); });
    });
    connect(m_nicCount, &QSpinBox::valueChanged, this, [this](int count) {
        edit(tr("Change NIC Count"), [&](Server &s) { s.nicCount = count; });
    });
    connect(m_nicRate, &QDoubleSpinBox::valueChanged, this, [this](double rate) {
        edit(tr("Change NIC Rate"), [&](Server &s) { s.nicRateGbps = rate; });
    });
    connect(m_nicKind, &QComboBox::activated, this, [this] {
        edit(tr("Change NIC Link"), [&](Server &s) { s.nicKind = LinkKind(m_nicKind->currentData().toInt()); });
    });
    connect(m_nicTransport, &QComboBox::activated, this, [this] {
        edit(tr("Change NIC Transport"), [&](Server &s) { s.nicTransport = NicTransport(m_nicTransport->currentData().toInt()); });
    });
    connect(m_power, &QDoubleSpinBox::valueChanged, this, [this](double watts) {
        edit(tr("Change Power"), [&](Server &s) { s.powerW = watts; });
    });
    connect(m_gpusPerPcieSwitch, &QSpinBox::valueChanged, this, [this](int gpus) {
        edit(tr("Change GPUs per PCIe Switch"), [&](Server &s) { s.gpusPerPcieSwitch = gpus; });
    });
}

void ServerInspector::edit(const QString &text, const std::function<void(Server &)> &apply)
{
    editEach<Server>(&DesignIndex::server, text, apply);
}

void ServerInspector::fillCombos(const Server &first)
{
    m_sku->clear();
    m_gpuModel->clear();
    if (catalog()) {
        for (const ServerModel &m : catalog()->servers)
            m_sku->addItem(m.sku + QStringLiteral(" \u2013 ") + m.name, m.sku);
        for (const GpuModel &g : catalog()->gpus)
            m_gpuModel->addItem(g.name, g.id);
    }
    if (m_sku->findData(first.sku) < 0)
        m_sku->addItem(first.sku, first.sku); // a SKU the catalog does not list (another price book)
    m_sku->setCurrentIndex(m_sku->findData(first.sku));
    int gpu = m_gpuModel->findText(first.gpuModel);
    if (gpu < 0) {
        m_gpuModel->addItem(first.gpuModel.isEmpty() ? tr("(none)") : first.gpuModel, QString());
        gpu = m_gpuModel->count() - 1;
    }
    m_gpuModel->setCurrentIndex(gpu);
    fillRooms(m_room, first.roomId);
}

void ServerInspector::fill()
{
    const Server *first = document()->index().server(ids().first());
    if (!first)
        return;
    setHeading(ids().size() == 1 ? tr("Server %1").arg(first->name)
                                 : tr("%n servers selected: edits apply to all", nullptr, int(ids().size())));
    m_name->setEnabled(ids().size() == 1); // one name per server
    setText(m_name, first->name);
    setText(m_cluster, first->cluster);
    fillCombos(*first);
    m_gpuCount->setRange(0, first->gpuSlots);
    m_gpuCount->setValue(first->gpuCount);
    m_nicCount->setValue(first->nicCount);
    m_nicRate->setValue(first->nicRateGbps);
    m_nicKind->setCurrentIndex(m_nicKind->findData(int(first->nicKind)));
    m_nicTransport->setCurrentIndex(m_nicTransport->findData(int(first->nicTransport)));
    m_power->setValue(first->powerW);
    m_gpusPerPcieSwitch->setValue(first->gpusPerPcieSwitch);
}

} // namespace cq
