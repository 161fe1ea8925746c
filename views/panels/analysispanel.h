#pragma once

#include "engine/analyzer.h"
#include "engine/designanalysis.h"
#include "domain/money.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QTabWidget;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace cq {

class CollectiveChart;
class TrainingForm;

/**
 * Shows a DesignAnalysis (it never computes one), in four tabs:
 *  - Collectives: busbw and time against size for every collective of one cluster's sweep
 *    (CollectiveChart), titled "intra-node only" or "crosses the network";
 *  - Clusters: per training cluster nodes x GPUs, intra-node and network bandwidth (GB/s),
 *    oversubscription on its paths, and the all_reduce at the chosen size with its latency and
 *    bandwidth terms, algorithm, protocol and bottleneck;
 *  - Fabric: bisection, hops, what one spine or one link failure costs, tiers, and the switch
 *    loads (ports, downlink / uplink Gb/s, oversubscription "2:1", tier);
 *  - Training: the run's inputs (TrainingForm, 7B / 70B presets) and its estimate on the chosen
 *    cluster, priced with the quote's monthly total (setMonthlyTotal).
 * The message size (1 MiB .. 16 GiB, default 1 GiB) and the training inputs make up options();
 * a change emits optionsChanged() so the owner re-runs the analysis. A progress bar shows the
 * worker's progress while busy.
 */
class AnalysisPanel : public QWidget
{
    Q_OBJECT
public:
    explicit AnalysisPanel(QWidget *parent = nullptr);

    /** Shows @p analysis, replacing what was shown. */
    void setAnalysis(const DesignAnalysis &analysis);
    /** Message size currently selected, bytes. */
    double messageBytes() const;
    /** Selects the listed size closest to @p bytes without emitting a signal. */
    void setMessageBytes(double bytes);
    /** What the analysis should compute: the selected size, the sweep, the training inputs. */
    AnalysisOptions options() const;
    /** The quote's total for one month (the run's cost is priced from it). */
    void setMonthlyTotal(const MoneyRange &monthly);
    /** Shows "Analyzing…" and the progress bar while a worker computes the next analysis. */
    void setBusy(bool busy);
    bool isBusy() const { return m_busy; }
    /** Worker progress, 0..100. */
    void setProgress(int percent);

    CollectiveChart *chart() const { return m_chart; }
    TrainingForm *trainingForm() const { return m_training; }

signals:
    /** The user picked another message size (bytes). */
    void messageBytesChanged(double bytes);
    /** Message size or training inputs changed: options() differ. */
    void optionsChanged();

private:
    QWidget *collectivesTab();
    QWidget *clustersTab();
    QWidget *fabricTab();
    void showSwitches(const QList<SwitchLoad> &switches);
    void showFabric(const DesignAnalysis &analysis);
    void showCluster(const ClusterAnalysis &cluster);
    void addCollectiveRows(QTreeWidgetItem *parent, const ClusterAnalysis &cluster);
    void showChosenCluster();
    /** The cluster picked in the cluster box, or nullptr when there is none. */
    const ClusterAnalysis *chosenCluster() const;

    QComboBox *m_messageSize;
    QLabel *m_busyLabel;
    QProgressBar *m_progress;
    QTabWidget *m_tabs;
    QComboBox *m_clusterChoice;
    CollectiveChart *m_chart;
    QTableWidget *m_switches;
    QLabel *m_fabric;
    QTreeWidget *m_clusters;
    TrainingForm *m_training;
    DesignAnalysis m_analysis;
    MoneyRange m_monthly;
    bool m_busy = false;
};

} // namespace cq
