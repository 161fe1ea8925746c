#include "analysispanel.h"

#include "unitformat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
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
} // namespace

AnalysisPanel::AnalysisPanel(QWidget *parent)
    : QWidget(parent)
    , m_messageSize(new QComboBox(this))
    , m_busyLabel(new QLabel(tr("Analyzing\u2026"), this))
    , m_switches(new QTableWidget(0, 5, this))
    , m_clusters(new QTreeWidget(this))
{
    m_messageSize->setObjectName(QStringLiteral("messageSize"));
    m_messageSize->setAccessibleName(tr("all_reduce message size"));
    for (double bytes = MiB; bytes <= 16 * 1024 * MiB; bytes *= 2) // 1 MiB .. 16 GiB, as nccl-tests -b/-e sweeps
        m_messageSize->addItem(formatBytes(bytes), bytes);
    setMessageBytes(DefaultMessageBytes);
    connect(m_messageSize, &QComboBox::currentIndexChanged, this,
            [this] { emit messageBytesChanged(messageBytes()); });

    m_busyLabel->setObjectName(QStringLiteral("busyLabel"));
    m_busyLabel->setVisible(false);

    m_switches->setObjectName(QStringLiteral("switchTable"));
    m_switches->setAccessibleName(tr("Switch load"));
    m_switches->setHorizontalHeaderLabels({tr("Switch"), tr("Ports used"), tr("Down Gb/s"), tr("Up Gb/s"),
                                           tr("Oversubscription")});
    m_switches->verticalHeader()->setVisible(false);
    m_switches->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_switches->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch); // numbers stay together
    m_switches->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_clusters->setObjectName(QStringLiteral("clusterTree"));
    m_clusters->setAccessibleName(tr("Training cluster analysis"));
    m_clusters->setColumnCount(2);
    m_clusters->setHeaderLabels({tr("Cluster"), tr("Value")});
    m_clusters->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Message size:"), this));
    top->addWidget(m_messageSize);
    top->addStretch();
    top->addWidget(m_busyLabel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(new QLabel(tr("Switches"), this));
    layout->addWidget(m_switches, 1);
    layout->addWidget(new QLabel(tr("Training clusters"), this));
    layout->addWidget(m_clusters, 2);
}

void AnalysisPanel::setAnalysis(const DesignAnalysis &analysis)
{
    showSwitches(analysis.switches);
    m_clusters->clear();
    for (const ClusterAnalysis &cluster : analysis.clusters)
        showCluster(cluster);
    m_clusters->expandAll();
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

void AnalysisPanel::setBusy(bool busy)
{
    m_busy = busy;
    m_busyLabel->setVisible(busy);
}

void AnalysisPanel::showSwitches(const QList<SwitchLoad> &switches)
{
    m_switches->setRowCount(int(switches.size()));
    for (int row = 0; row < switches.size(); ++row) {
        const SwitchLoad &load = switches.at(row);
        m_switches->setItem(row, 0, cell(load.name, false));
        m_switches->setItem(row, 1, cell(tr("%1 / %2").arg(load.portsUsed).arg(load.portCount), true));
        m_switches->setItem(row, 2, cell(trimmedNumber(load.downlinkGbps, 1), true));
        m_switches->setItem(row, 3, cell(trimmedNumber(load.uplinkGbps, 1), true));
        m_switches->setItem(row, 4, cell(formatOversubscription(load.oversubscription), true));
    }
}

void AnalysisPanel::showCluster(const ClusterAnalysis &cluster)
{
    auto *top = new QTreeWidgetItem(m_clusters, {cluster.cluster,
        tr("%1 nodes x %2 GPUs = %3 GPUs").arg(cluster.nodes).arg(cluster.gpusPerNode).arg(cluster.gpus)});
    QFont bold = top->font(0);
    bold.setBold(true);
    top->setFont(0, bold);
    top->setFont(1, bold);
    addRow(top, tr("Intra-node, per GPU"), formatGBps(cluster.intraNodeGBps));
    addRow(top, tr("Network, per node"), formatGBps(cluster.networkGBps));
    addRow(top, tr("Worst oversubscription"), formatOversubscription(cluster.worstOversubscription));
    addRow(top, tr("Peak BF16"), tr("%1 TFLOPS").arg(trimmedNumber(cluster.peakTflopsBf16, 0)));
    addRow(top, tr("Power at full load"), tr("%1 kW").arg(trimmedNumber(cluster.powerKw, 1)));
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
