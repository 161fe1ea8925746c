#pragma once

#include "sizing/sizingcandidate.h"

#include <QAbstractTableModel>

namespace cq {

/**
 * The sizing advisor's ranked candidates as a table, one row per candidate, best first:
 * rank, cluster, GPUs, memory fit (per GPU of usable), plan TP x PP x DP, days to train,
 * cost per run, cost per month of the term, power at full load, verdict and why. Counts
 * are grouped (countText), money as the quote shows it (formatMoneyRange); a row's tooltip
 * lists every reason. Qt::UserRole on any cell gives the row's rank (1-based).
 */
class SizingTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Rank, Cluster, Gpus, Memory, Plan, Days, RunCost, PerMonth, Power, Verdict, Why, ColumnCount };

    explicit SizingTableModel(QObject *parent = nullptr);

    /** Replaces the rows with @p candidates (the advice's table, or its nearest ones). */
    void setCandidates(const QList<SizingCandidate> &candidates);
    const QList<SizingCandidate> &candidates() const { return m_candidates; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const SizingCandidate &c, int row, int column) const;

    QList<SizingCandidate> m_candidates;
};

} // namespace cq
