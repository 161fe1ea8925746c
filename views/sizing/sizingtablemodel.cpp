#include "sizingtablemodel.h"

#include "format/moneyformat.h"
#include "sizing/sizingtext.h"

#include <QBrush>
#include <QColor>

namespace cq {

SizingTableModel::SizingTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SizingTableModel::setCandidates(const QList<SizingCandidate> &candidates)
{
    beginResetModel();
    m_candidates = candidates;
    endResetModel();
}

int SizingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_candidates.size());
}

int SizingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SizingTableModel::text(const SizingCandidate &c, int row, int column) const
{
    if (!c.ok())
        return column == Rank ? QString::number(row + 1) : column == Cluster ? c.label() : column == Why ? c.problem : QString();
    switch (column) {
    case Rank: return QString::number(row + 1);
    case Cluster: return c.label();
    case Gpus: return countText(c.gpus);
    case Memory:
        return tr("%1 of %2").arg(gigabytesText(c.plan.memory.total.value), gigabytesText(c.plan.memory.usable.value));
    case Plan: return SizingText::plan(c.plan);
    case Days: return QString::number(c.time.days(), 'f', 1);
    case RunCost: return c.priced() ? formatMoneyRange(c.runCost) : tr("price missing");
    case PerMonth: return formatMoneyRange(c.perMonth);
    case Power: return QString::number(c.powerKw, 'f', 1);
    case Verdict: return SizingText::verdict(c.verdict());
    case Why: return SizingText::why(c);
    }
    return {};
}

QVariant SizingTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_candidates.size())
        return {};
    const SizingCandidate &c = m_candidates.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return text(c, index.row(), index.column());
    case Qt::UserRole: return index.row() + 1;
    case Qt::ToolTipRole: {
        QStringList lines;
        for (const SizingReason &r : c.reasons)
            lines << QStringLiteral("%1: %2").arg(SizingText::verdict(r.verdict), r.text);
        return c.ok() ? lines.join(u'\n') : c.problem;
    }
    case Qt::TextAlignmentRole: {
        const bool number = index.column() == Rank || index.column() == Gpus || index.column() == Days
            || index.column() == RunCost || index.column() == PerMonth || index.column() == Power;
        return int((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    }
    case Qt::ForegroundRole:
        if (index.column() == Verdict && c.verdict() == SizingVerdict::NotAdvised)
            return QBrush(QColor(160, 30, 30));
        if (index.column() == RunCost && c.ok() && !c.priced())
            return QBrush(QColor(160, 30, 30));
        return {};
    default: return {};
    }
}

QVariant SizingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank: return tr("#");
    case Cluster: return tr("Cluster");
    case Gpus: return tr("GPUs");
    case Memory: return tr("Memory per GPU");
    case Plan: return tr("TP x PP x DP");
    case Days: return tr("Days");
    case RunCost: return tr("Cost per run (CNY)");
    case PerMonth: return tr("Per month (CNY)");
    case Power: return tr("Power (kW)");
    case Verdict: return tr("Verdict");
    case Why: return tr("Why");
    }
    return {};
}

} // namespace cq
