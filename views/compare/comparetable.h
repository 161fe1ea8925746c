#pragma once

#include "compare/comparison.h"

#include <QTableWidget>

namespace cq {

/**
 * The comparison as a table: one row per CompareRow (label with unit), one column per design,
 * titled by the design's name and its server count under the what-if (columnTitle).
 * The better value of a row is bold on a light green background with a check mark, and its
 * tooltip says "better"; a design that cannot run the job shows "-" in the run rows; a design
 * whose quote misses a price shows "price missing" in dark red in its cost rows, the reason
 * (CompareText::priceMissingReason) as the tooltip.
 */
class CompareTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit CompareTable(QWidget *parent = nullptr);

    /** Replaces the contents with @p comparison. */
    void setComparison(const Comparison &comparison);
    /** Row index of a CompareRow key, -1 if absent. */
    int rowOf(const QString &key) const;
    /** True when the cell of @p key for @p design is marked better. */
    bool isMarkedBetter(const QString &key, int design) const;
    /** A column's title: CompareText::designName, e.g. "a100-4node-ib · 27 servers". */
    static QString columnTitle(const DesignFigures &design);

private:
    QStringList m_keys;
};

} // namespace cq
