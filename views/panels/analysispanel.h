#pragma once

#include "engine/designanalysis.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace cq {

/**
 * Shows a DesignAnalysis (it never computes one): a table of switch loads (ports used,
 * downlink and uplink capacity in Gb/s, oversubscription "2:1" or "— (single tier)") and,
 * per training cluster, nodes x GPUs, intra-node and network bandwidth (GB/s), the
 * bottleneck and the all_reduce estimate with its alpha (latency) and beta (bandwidth)
 * terms, algbw and busbw (GB/s). A message-size selector (1 MiB .. 16 GiB, default 1 GiB)
 * asks the owner to re-run the analysis through messageBytesChanged().
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
    /** Selects the listed size closest to @p bytes without emitting messageBytesChanged(). */
    void setMessageBytes(double bytes);
    /** Shows "Analyzing…" while a worker computes the next analysis. */
    void setBusy(bool busy);
    bool isBusy() const { return m_busy; }

signals:
    /** The user picked another message size (bytes). */
    void messageBytesChanged(double bytes);

private:
    void showSwitches(const QList<SwitchLoad> &switches);
    void showCluster(const ClusterAnalysis &cluster);
    void addCollectiveRows(QTreeWidgetItem *parent, const ClusterAnalysis &cluster);

    QComboBox *m_messageSize;
    QLabel *m_busyLabel;
    QTableWidget *m_switches;
    QTreeWidget *m_clusters;
    bool m_busy = false;
};

} // namespace cq
