#include "analysispanel.h"

#include "collectivechart.h"
#include "trainingform.h"
#include "unitformat.h"
#include "domain/designpower.h"
#include "engine/fabricsummary.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cq {

namespace {
constexpr double MiB = 1024.0 * 1024.0;
constexpr double DefaultMessageBytes = 1024 * MiB; // 1 GiB: a typical gradient bucket sweep point

QTreeWidgetItem *addRow(QTreeWidgetItem *parent, const QString &label, const QString &value)
{
    auto *row = new QTreeWidgetItem(parent, {label, value});
    row->setToolTip(1, value);
    return row;
}

QTableWidgetItem *cell(const QString &text, bool numeric)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (numeric)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString scopeText(const ClusterAnalysis &c)
{
    return c.crossNode ? AnalysisPanel::tr("crosses the network (%1)").arg(networkName(c.linkKind, c.nicTransport))
                       : AnalysisPanel::tr("intra-node only");
}

QString failureText(const FabricSummary &s, const FailureImpact &f)
{
    if (!f.applicable)
        return f.effect;
    return AnalysisPanel::tr("if %1 fails: bisection %2 (%3); %4").arg(f.element, formatGbps(f.bisectionGbps), failureChangeText(s, f), f.effect);
}
} // namespace

AnalysisPanel::AnalysisPanel(QWidget *parent)
    : QWidget(parent)
    , m_messageSize(new QComboBox(this))
    , m_busyLabel(new QLabel(tr("Analyzing\u2026"), this))
    , m_progress(new QProgressBar(this))
    , m_tabs(new QTabWidget(this))
    , m_clusterChoice(new QComboBox(this))
    , m_chart(new CollectiveChart(this))
    , m_switches(new QTableWidget(0, 6, this))
    , m_fabric(new QLabel(this))
    , m_clusters(new QTreeWidget(this))
    , m_training(new TrainingForm(this))
{
    m_messageSize->setObjectName(QStringLiteral("messageSize"));
    m_messageSize->setAccessibleName(tr("all_reduce message size"));
    for (double bytes = MiB; bytes <= 16 * 1024 * MiB; bytes *= 2) // 1 MiB .. 16 GiB, as nccl-tests -b/-e sweeps
        m_messageSize->addItem(formatBytes(bytes), bytes);
    setMessageBytes(DefaultMessageBytes);
    connect(m_messageSize, &QComboBox::currentIndexChanged, this, [this] {
        emit messageBytesChanged(messageBytes());
        emit optionsChanged();
    });
    connect(m_training, &TrainingForm::inputsChanged, this, &AnalysisPanel::optionsChanged);

    m_busyLabel->setObjectName(QStringLiteral("busyLabel"));
    m_busyLabel->setVisible(false);
    m_progress->setObjectName(QStringLiteral("analysisProgress"));
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(120);
    m_progress->setVisible(false);

    m_tabs->setObjectName(QStringLiteral("analysisTabs"));
    m_tabs->addTab(collectivesTab(), tr("Collectives"));
    m_tabs->addTab(clustersTab(), tr("Clusters"));
    m_tabs->addTab(fabricTab(), tr("Fabric"));
    m_tabs->addTab(m_training, tr("Training"));

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Message size:"), this));
    top->addWidget(m_messageSize);
    top->addStretch();
    top->addWidget(m_busyLabel);
    top->addWidget(m_progress);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
}

QWidget *AnalysisPanel::collectivesTab()
{
    auto *tab = new QWidget(this);
    m_clusterChoice->setObjectName(QStringLiteral("clusterChoice"));
    m_clusterChoice->setAccessibleName(tr("Cluster shown in the chart and the training estimate"));
    connect(m_clusterChoice, &QComboBox::currentIndexChanged, this, &AnalysisPanel::showChosenCluster);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Cluster:"), tab));
    row->addWidget(m_clusterChoice, 1);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(row);
    layout->addWidget(m_chart, 1);
    return tab;
}

QWidget *AnalysisPanel::clustersTab()
{
    m_clusters->setObjectName(QStringLiteral("clusterTree"));
    m_clusters->setAccessibleName(tr("Training cluster analysis"));
    m_clusters->setColumnCount(2);
    m_clusters->setHeaderLabels({tr("Cluster"), tr("Value")});
    m_clusters->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    return m_clusters;
}

QWidget *AnalysisPanel::fabricTab()
{
    auto *tab = new QWidget(this);
    m_fabric->setObjectName(QStringLiteral("fabricSummary"));
    m_fabric->setWordWrap(true);
    m_fabric->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_switches->setObjectName(QStringLiteral("switchTable"));
    m_switches->setAccessibleName(tr("Switch load"));
    m_switches->setHorizontalHeaderLabels({tr("Switch"), tr("Ports used"), tr("Down Gb/s"), tr("Up Gb/s"),
                                           tr("Oversubscription"), tr("Tier")});
    m_switches->verticalHeader()->setVisible(false);
    m_switches->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_switches->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch); // numbers stay together
    m_switches->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_fabric);
    layout->addWidget(m_switches, 1);
    return tab;
}

void AnalysisPanel::setAnalysis(const DesignAnalysis &analysis)
{
    m_analysis = analysis;
    showSwitches(analysis.switches);
    showFabric(analysis);
    m_clusters->clear();
    for (const ClusterAnalysis &cluster : analysis.clusters)
        showCluster(cluster);
    // Per design, not per cluster (clusters share switches): the figure compare and the quote show.
    if (analysis.power.servers + analysis.power.switches > 0)
        new QTreeWidgetItem(m_clusters, {tr("Power at full load"),
                                         tr("%1 kW, servers and switches").arg(kwText(analysis.power.totalW()))});
    m_clusters->expandAll();
    const QString chosen = m_clusterChoice->currentText();
    {
        const QSignalBlocker blocker(m_clusterChoice);
        m_clusterChoice->clear();
        for (const ClusterAnalysis &cluster : analysis.clusters)
            m_clusterChoice->addItem(cluster.cluster);
        m_clusterChoice->setCurrentIndex(std::max(0, m_clusterChoice->findText(chosen)));
    }
    showChosenCluster();
}

double AnalysisPanel::messageBytes() const
{
    return m_messageSize->currentData().toDouble();
}

void AnalysisPanel::setMessageBytes(double bytes)
{
    if (!(bytes > 0))
        return; // no size to match (also catches NaN)
    int best = 0;
    for (int i = 1; i < m_messageSize->count(); ++i) {
        // Closest on a log scale: the list is a doubling series.
        const double distance = std::abs(std::log2(m_messageSize->itemData(i).toDouble() / bytes));
        if (distance < std::abs(std::log2(m_messageSize->itemData(best).toDouble() / bytes)))
            best = i;
    }
    const QSignalBlocker blocker(m_messageSize);
    m_messageSize->setCurrentIndex(best);
}

AnalysisOptions AnalysisPanel::options() const
{
    AnalysisOptions options;
    options.messageBytes = messageBytes();
    options.training = m_training->inputs();
    return options;
}

void AnalysisPanel::setMonthlyTotal(const MoneyRange &monthly)
{
    if (monthly == m_monthly)
        return;
    m_monthly = monthly;
    // Only the training figures (the cost of a run) use it: re-plotting the collective sweep
    // on every edit was 42 million instructions of a drop in a 1,024-server design.
    if (const ClusterAnalysis *c = chosenCluster())
        m_training->setEstimate(c->training, c->cluster, m_monthly);
}

void AnalysisPanel::setBusy(bool busy)
{
    m_busy = busy;
    m_busyLabel->setVisible(busy);
    m_progress->setVisible(busy);
    if (busy)
        m_progress->setValue(0);
}

void AnalysisPanel::setProgress(int percent)
{
    m_progress->setValue(percent);
}

const ClusterAnalysis *AnalysisPanel::chosenCluster() const
{
    const int index = m_clusterChoice->currentIndex();
    return index >= 0 && index < m_analysis.clusters.size() ? &m_analysis.clusters.at(index) : nullptr;
}

void AnalysisPanel::showChosenCluster()
{
    const ClusterAnalysis *c = chosenCluster();
    if (!c) {
        m_chart->clear();
        return;
    }
    m_chart->setSweep(c->sweep, tr("%1: %2 GPUs on %3 nodes, %4").arg(c->cluster).arg(c->gpus).arg(c->nodes).arg(scopeText(*c)));
    m_training->setEstimate(c->training, c->cluster, m_monthly);
}

void AnalysisPanel::showSwitches(const QList<SwitchLoad> &switches)
{
    m_switches->setRowCount(int(switches.size()));
    for (int row = 0; row < switches.size(); ++row) {
        const SwitchLoad &load = switches.at(row);
        const bool top = load.tier >= 2 && load.uplinkGbps <= 0;
        m_switches->setItem(row, 0, cell(load.name, false));
        m_switches->setItem(row, 1, cell(tr("%1 / %2").arg(load.portsUsed).arg(load.portCount), true));
        m_switches->setItem(row, 2, cell(trimmedNumber(load.downlinkGbps, 1), true));
        m_switches->setItem(row, 3, cell(trimmedNumber(load.uplinkGbps, 1), true));
        m_switches->setItem(row, 4, cell(top ? tr("\u2014 (top tier)") : formatOversubscription(load.oversubscription), true));
        m_switches->setItem(row, 5, cell(load.tier > 0 ? QString::number(load.tier) : tr("\u2014"), true));
    }
}

void AnalysisPanel::showFabric(const DesignAnalysis &analysis)
{
    const FabricSummary &f = analysis.fabric;
    if (f.servers < 2) {
        m_fabric->setText(tr("Fewer than two GPU servers in a switch fabric: no bisection to measure."));
        return;
    }
    QStringList lines;
    lines << tr("%1 tier(s), %2 GPU servers. Bisection %3 of %4 (%5 %); diameter %6 switches, average %7.")
                 .arg(f.tiers).arg(f.servers).arg(formatGbps(f.bisectionGbps), formatGbps(f.idealBisectionGbps),
                                                  trimmedNumber(f.idealBisectionGbps > 0 ? 100 * f.bisectionGbps / f.idealBisectionGbps : 0, 1))
                 .arg(f.diameterSwitchHops).arg(trimmedNumber(f.averageSwitchHops, 2));
    lines << f.bisectionMethod << failureText(f, f.spineFailure) << failureText(f, f.linkFailure);
    for (const TierLoad &t : analysis.tiers)
        lines << tr("Tier %1: %2 switches, %3 down, %4 up, %5")
                     .arg(t.tier).arg(t.switches)
                     .arg(formatGbps(t.downlinkGbps), formatGbps(t.uplinkGbps), formatOversubscription(t.oversubscription));
    m_fabric->setText(lines.join(QLatin1Char('\n')));
}

void AnalysisPanel::showCluster(const ClusterAnalysis &cluster)
{
    auto *top = new QTreeWidgetItem(m_clusters, {cluster.cluster,
        tr("%1 nodes x %2 GPUs = %3 GPUs").arg(cluster.nodes).arg(cluster.gpusPerNode).arg(cluster.gpus)});
    QFont bold = top->font(0);
    bold.setBold(true);
    top->setFont(0, bold);
    top->setFont(1, bold);
    addRow(top, tr("Collectives"), scopeText(cluster));
    addRow(top, tr("Intra-node, per GPU"), formatGBps(cluster.intraNodeGBps));
    addRow(top, tr("Network, per node"), formatGBps(cluster.networkGBps));
    if (cluster.crossNode)
        addRow(top, tr("NICs, per node"), tr("%1 line rate, x %2 % efficiency; %3 leaves%4")
                                              .arg(formatGBps(cluster.nicGBps), trimmedNumber(100 * cluster.networkEfficiency, 1))
                                              .arg(cluster.leaves).arg(cluster.railAligned ? tr(", rail-aligned") : QString()));
    addRow(top, tr("Worst oversubscription"), formatOversubscription(cluster.worstOversubscription));
    addRow(top, tr("Peak BF16"), tr("%1 TFLOPS").arg(trimmedNumber(cluster.peakTflopsBf16, 0)));
    if (cluster.training.valid())
        addRow(top, tr("Gradient sync scaling"), tr("%1 %").arg(trimmedNumber(100 * cluster.training.scalingEfficiency, 1)));
    addCollectiveRows(top, cluster);
}

void AnalysisPanel::addCollectiveRows(QTreeWidgetItem *parent, const ClusterAnalysis &cluster)
{
    const CollectiveEstimate &e = cluster.allReduce;
    const QString title = tr("%1 of %2").arg(e.collective, formatBytes(e.bytes));
    if (e.ranks < 2) {
        addRow(parent, title, tr("\u2014 (one GPU: nothing to reduce)"));
        return;
    }
    if (!e.feasible) {
        addRow(parent, title, tr("no estimate: %1").arg(e.bottleneck));
        return;
    }
    QTreeWidgetItem *time = addRow(parent, title, formatDurationUs(e.timeUs));
    addRow(time, tr("Scope"), cluster.crossNode ? tr("crosses the network") : tr("intra-node only"));
    addRow(time, tr("Bottleneck"), tr("%1 (B = %2)").arg(e.bottleneck, formatGBps(e.bottleneckGBps)));
    addRow(time, tr("algbw"), formatGBps(e.algbwGBps));
    addRow(time, tr("busbw"), formatGBps(e.busbwGBps));
    addRow(time, tr("Latency term (alpha)"), formatDurationUs(e.latencyUs));
    addRow(time, tr("Bandwidth term (beta)"), formatDurationUs(e.bandwidthUs));
    addRow(time, tr("Algorithm / protocol"), tr("%1 / %2, %3 ranks").arg(e.algorithm, e.protocol).arg(e.ranks));
}

} // namespace cq
