#include "newclusterwizard.h"

#include "canvas/specformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cq {

namespace {

/** The last page: the sized fabric, complete only when it can be generated. */
class SummaryPage : public QWizardPage
{
public:
    explicit SummaryPage(const NewClusterWizard *wizard) : m_wizard(wizard), m_text(new QLabel(this))
    {
        setTitle(NewClusterWizard::tr("Fabric"));
        setSubTitle(NewClusterWizard::tr("The switches and cables ClusterQuote will place; Back to change them."));
        m_text->setObjectName(QStringLiteral("wizardSummary"));
        m_text->setWordWrap(true);
        m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        (new QVBoxLayout(this))->addWidget(m_text);
    }
    void initializePage() override { m_text->setText(m_wizard->summaryText()); }
    bool isComplete() const override
    {
        QString why;
        return m_wizard->generate(&why).has_value();
    }

private:
    const NewClusterWizard *m_wizard;
    QLabel *m_text;
};

} // namespace

NewClusterWizard::NewClusterWizard(const Catalog &catalog, QWidget *parent, const QSet<QString> &pricedSkus)
    : QWizard(parent)
    , m_catalog(catalog.offered())
    , m_pricedSkus(pricedSkus)
{
    setObjectName(QStringLiteral("newClusterWizard"));
    setWindowTitle(tr("New Cluster"));
    addPage(serversPage());
    addPage(networkPage());
    addPage(summaryPage());
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &NewClusterWizard::applyGpuDefaults);
    applyGpuDefaults(); // also lists the switches
}

void NewClusterWizard::applyGpuDefaults()
{
    FabricSpec fitted; // the defaults (8 GPUs, 8 x 200 Gb/s InfiniBand), cut to the catalog
    if (const GpuModel *gpu = CatalogChoice::gpuByKey(m_catalog, gpuKey()))
        CatalogChoice::fitToGpu(m_catalog, *gpu, &fitted, m_pricedSkus);
    m_gpusPerServer->setValue(fitted.gpusPerServer);
    m_nics->setValue(fitted.nicsPerServer);
    {
        // One refill for fabric and rate together, so the switch choice sees both.
        const QSignalBlocker fabricBlocker(m_fabric), rateBlocker(m_rate);
        m_fabric->setCurrentIndex(std::max(0, m_fabric->findData(int(fitted.fabric))));
        m_rate->setValue(fitted.nicRateGbps);
    }
    refillSwitches();
}

QWizardPage *NewClusterWizard::serversPage()
{
    auto *page = new QWizardPage(this);
    page->setTitle(tr("Servers"));
    page->setSubTitle(tr("The GPU servers of the training cluster."));
    m_gpu = new QComboBox(page);
    for (const GpuModel &gpu : m_catalog.gpus)
        m_gpu->addItem(tr("%1 (%2)").arg(gpu.name, CatalogChoice::gpuKey(gpu)), CatalogChoice::gpuKey(gpu));
    m_servers = new QSpinBox(page);
    m_servers->setRange(1, 100000);
    m_servers->setValue(4);
    m_gpusPerServer = new QSpinBox(page);
    m_gpusPerServer->setRange(1, 64);
    m_gpusPerServer->setValue(8);
    m_clusterName = new QLineEdit(QStringLiteral("training"), page);
    auto *form = new QFormLayout(page);
    form->addRow(tr("GPU model"), m_gpu);
    form->addRow(tr("Servers"), m_servers);
    form->addRow(tr("GPUs per server"), m_gpusPerServer);
    form->addRow(tr("Training cluster"), m_clusterName);
    return page;
}

QWizardPage *NewClusterWizard::networkPage()
{
    auto *page = new QWizardPage(this);
    page->setTitle(tr("Network"));
    page->setSubTitle(tr("Multi-node training wants RDMA: InfiniBand or RoCE, every node at full speed."));
    m_fabric = new QComboBox(page);
    for (LinkKind kind : {LinkKind::InfiniBand, LinkKind::RoCE, LinkKind::Ethernet})
        m_fabric->addItem(linkKindName(kind), int(kind));
    m_nics = new QSpinBox(page);
    m_nics->setRange(1, 64);
    m_nics->setValue(8);
    m_rate = new QDoubleSpinBox(page);
    m_rate->setRange(1, 1600);
    m_rate->setDecimals(0);
    m_rate->setValue(200);
    m_rate->setSuffix(tr(" Gb/s"));
    m_rail = new QCheckBox(tr("Rail-optimized (NIC r of every server to leaf r)"), page);
    m_switch = new QComboBox(page);
    m_switch->setObjectName(QStringLiteral("wizardSwitch"));
    m_genericPorts = new QSpinBox(page);
    m_genericPorts->setObjectName(QStringLiteral("wizardGenericPorts"));
    m_genericPorts->setRange(2, 4096);
    m_genericPorts->setValue(64);
    m_genericPorts->setSuffix(tr(" ports"));
    m_oversubscription = new QDoubleSpinBox(page);
    m_oversubscription->setRange(1, 16);
    m_oversubscription->setSingleStep(0.5);
    m_oversubscription->setPrefix(tr("downlink:uplink "));
    m_oversubscription->setSuffix(QStringLiteral(":1"));
    m_rooms = new QSpinBox(page);
    m_rooms->setRange(1, 64);
    m_rackKw = new QDoubleSpinBox(page);
    m_rackKw->setRange(0, 500);
    m_rackKw->setSuffix(tr(" kW"));
    m_rackKw->setSpecialValueText(tr("no racks"));
    auto *form = new QFormLayout(page);
    form->addRow(tr("Fabric"), m_fabric);
    form->addRow(tr("NICs per server"), m_nics);
    form->addRow(tr("NIC rate"), m_rate);
    form->addRow(QString(), m_rail);
    form->addRow(tr("Switch"), m_switch);
    form->addRow(tr("Generic switch ports"), m_genericPorts);
    form->addRow(tr("Leaf oversubscription"), m_oversubscription);
    form->addRow(tr("Machine rooms"), m_rooms);
    form->addRow(tr("Rack power budget"), m_rackKw);
    connect(m_fabric, &QComboBox::currentIndexChanged, this, &NewClusterWizard::refillSwitches);
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, &NewClusterWizard::refillSwitches);
    connect(m_switch, &QComboBox::currentIndexChanged, this, [this] {
        m_genericPorts->setEnabled(m_switch->currentData().toString() == genericSwitchKey());
    });
    return page;
}

QWizardPage *NewClusterWizard::summaryPage()
{
    return new SummaryPage(this);
}

void NewClusterWizard::refillSwitches()
{
    const QString previous = m_switch->currentData().toString();
    m_switch->clear();
    const double rate = m_rate->value();
    for (const SwitchModel *m : CatalogChoice::switchesFor(m_catalog, LinkKind(m_fabric->currentData().toInt()), rate)) {
        QString text = tr("%1 \u2013 %2").arg(m->sku, switchModelSpec(*m));
        if (m->portsAt(rate) != m->portCount) // a breakout switch at its split rate
            text += tr(" (%1 ports at %2 Gb/s)").arg(m->portsAt(rate)).arg(rate);
        m_switch->addItem(text, m->sku);
    }
    m_switch->addItem(tr("Generic switch, not in the catalog (ports below; priced by hand)"), genericSwitchKey());
    m_switch->setCurrentIndex(std::max(0, m_switch->findData(previous)));
    m_genericPorts->setEnabled(m_switch->currentData().toString() == genericSwitchKey());
}

FabricSpec NewClusterWizard::spec() const
{
    FabricSpec spec;
    spec.serverCount = m_servers->value();
    spec.gpusPerServer = m_gpusPerServer->value();
    spec.nicsPerServer = m_nics->value();
    spec.nicRateGbps = m_rate->value();
    spec.fabric = LinkKind(m_fabric->currentData().toInt());
    spec.railOptimized = m_rail->isChecked();
    const SwitchModel *sw = m_catalog.switchModel(m_switch->currentData().toString());
    spec.switchPorts = sw ? sw->portsAt(spec.nicRateGbps) : m_genericPorts->value();
    spec.oversubscription = m_oversubscription->value();
    spec.rooms = m_rooms->value();
    spec.rackBudgetKw = m_rackKw->value();
    spec.clusterName = m_clusterName->text().trimmed().isEmpty() ? QStringLiteral("training") : m_clusterName->text().trimmed();
    return spec;
}

QString NewClusterWizard::gpuKey() const
{
    return m_gpu->currentData().toString();
}

std::optional<GeneratedCluster> NewClusterWizard::generate(QString *why) const
{
    FabricSpec s = spec();
    const std::optional<GeneratorTemplates> templates = CatalogChoice::choose(m_catalog, gpuKey(), &s, why, m_pricedSkus);
    if (!templates)
        return std::nullopt;
    return FabricGenerator::generate(s, templates->server, templates->sw, why, &m_catalog);
}

QString NewClusterWizard::summaryText() const
{
    QString why;
    const std::optional<GeneratedCluster> cluster = generate(&why);
    if (!cluster)
        return tr("This cluster cannot be generated: %1").arg(why);
    FabricSpec s = spec();
    QStringList lines;
    for (int room = 0; room < cluster->plans.size(); ++room) {
        const int servers = s.serverCount / s.rooms + (room < s.serverCount % s.rooms ? 1 : 0);
        lines.append(tr("%1: %2").arg(cluster->design.rooms.at(room).name, cluster->plans.at(room).summary(s, servers)));
    }
    if (!cluster->design.racks.isEmpty())
        lines.append(tr("%n rack(s) of %1 kW.", nullptr, int(cluster->design.racks.size())).arg(s.rackBudgetKw));
    const std::optional<GeneratorTemplates> templates = CatalogChoice::choose(m_catalog, gpuKey(), &s, &why, m_pricedSkus);
    if (templates)
        lines += templates->notes;
    return lines.join(QStringLiteral("\n\n"));
}

} // namespace cq
