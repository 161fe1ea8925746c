#include "comparetable.h"

#include "comparetext.h"

#include <QHeaderView>

namespace cq {

namespace {
constexpr int kBetterRole = Qt::UserRole + 1;
const QString kMark = QStringLiteral(" \u2713"); // check mark after the better value
} // namespace

CompareTable::CompareTable(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("compareTable"));
    setAccessibleName(tr("Designs side by side"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void CompareTable::setComparison(const Comparison &c)
{
    m_keys.clear();
    setRowCount(int(c.rows.size()));
    setColumnCount(int(c.designs.size()));
    QStringList columns, labels;
    for (const DesignFigures &d : c.designs)
        columns.append(columnTitle(d));
    for (int r = 0; r < c.rows.size(); ++r) {
        const CompareRow &row = c.rows.at(r);
        m_keys.append(row.key);
        labels.append(CompareText::label(row));
        for (int d = 0; d < row.values.size(); ++d) {
            const bool better = row.best.value(d);
            auto *item = new QTableWidgetItem(CompareText::cell(row, d) + (better ? kMark : QString()));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setData(kBetterRole, better);
            if (row.values.value(d).priceMissing) { // no figure: a quote line has no price
                item->setToolTip(CompareText::priceMissingReason(c.designs.at(d)));
                item->setForeground(QColor(0xa0, 0x30, 0x20));
            }
            if (better) {
                QFont bold = font();
                bold.setBold(true);
                item->setFont(bold);
                item->setBackground(QColor(0xd8, 0xf0, 0xd8));
                item->setToolTip(tr("better"));
            }
            setItem(r, d, item);
        }
    }
    setHorizontalHeaderLabels(columns);
    setVerticalHeaderLabels(labels);
}

QString CompareTable::columnTitle(const DesignFigures &design)
{
    return CompareText::designName(design);
}

int CompareTable::rowOf(const QString &key) const
{
    return int(m_keys.indexOf(key));
}

bool CompareTable::isMarkedBetter(const QString &key, int design) const
{
    const QTableWidgetItem *cell = item(rowOf(key), design);
    return cell && cell->data(kBetterRole).toBool();
}

} // namespace cq
