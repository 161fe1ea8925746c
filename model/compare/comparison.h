#pragma once

#include "designfigures.h"

#include <QCoreApplication>
#include <QList>

namespace cq {

/** Which way a row is better. */
enum class Better { None, Higher, Lower };

/** One cell of a comparison row: a number, or money (a range when estimates are in it). */
struct CompareValue {
    bool valid = false;   ///< false: no figure (the design could not train, one node, price missing, ...)
    /** No figure because the design's quote has a price-missing line (DesignFigures::priceMissing):
     *  shown as "price missing", never better, never ranked on cost. Implies !valid. */
    bool priceMissing = false;
    double number = 0;    ///< the figure; for money the range's midpoint in fen
    bool isMoney = false;
    MoneyRange money;
};

/**
 * One row of the table: a stable key (JSON), a translated label, the unit, and one value per
 * design. best[i] is true for the better value(s): the highest or lowest valid number
 * (money by the midpoint of its range), marked only when the valid values differ.
 */
struct CompareRow {
    QString key;         ///< e.g. "run_cost"
    QString label;       ///< e.g. "Cost of one training run"
    QString unit;        ///< e.g. "CNY", "GB/s", "days"
    Better better = Better::None;
    int decimals = 0;    ///< digits shown after the point for numbers
    QList<CompareValue> values;
    QList<bool> best;
};

/** Designs side by side: their figures and the rows built from them. */
struct Comparison {
    CompareInputs inputs;
    QList<DesignFigures> designs;
    QList<CompareRow> rows;

    const CompareRow *row(const QString &key) const;
    /** Index of the design with the lowest run cost among those that train with every line priced
     *  (a price-missing run cost is not ranked); -1 when none does. */
    int cheapestRun() const;
};

/** Builds comparisons (designfigures.h per design, then the rows). */
class ComparisonBuilder
{
    Q_DECLARE_TR_FUNCTIONS(cq::ComparisonBuilder)
public:
    /** A design to compare and the name it is shown under (its file name). */
    struct Entry {
        QString name;
        Design design;
    };
    /** Figures of every entry under @p inputs, then rows(). Pure; safe on a worker thread. */
    static Comparison compare(const QList<Entry> &entries, const PriceBook &book, const CompareInputs &inputs);
    /**
     * The rows, in this order: gpus, peak_pflops, busbw_intra_GBps, busbw_inter_GBps,
     * oversubscription, step_s, tokens_per_s, train_days, monthly, annual, run_cost,
     * cost_per_pflop_hour, power_kw, errors, warnings.
     */
    static QList<CompareRow> rows(const QList<DesignFigures> &designs);
    /** Marks best[] of @p row from its values and direction. */
    static void markBest(CompareRow *row);
};

} // namespace cq
