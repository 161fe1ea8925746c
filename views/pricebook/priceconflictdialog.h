#pragma once

#include "quote/priceconflict.h"

#include <QDialog>

class QComboBox;
class QTableWidget;

namespace cq {

/**
 * Asks what to do with the prices someone else saved while the user was editing them (issue
 * #21, optimistic row versions): one row per conflicting price with its SKU and region, the
 * fields that differ, their values ("theirs", as stored now, with who changed them and when)
 * and the user's ("yours"), and a choice per row, keep theirs or overwrite with yours, plus
 * "all" buttons. Every row starts at "keep theirs", so nothing is overwritten unless the user
 * says so; Back to Editor (reject) decides nothing. The internal cost is shown only when
 * @p showCost (the editor's internal mode), else as "hidden (internal)".
 */
class PriceConflictDialog : public QDialog
{
    Q_OBJECT
public:
    PriceConflictDialog(const QList<PriceConflict> &conflicts, bool showCost, QWidget *parent = nullptr);

    /** Per conflict, in the order given: true to overwrite theirs with yours, false to keep theirs. */
    QList<bool> overwriteWithYours() const;
    /** Sets the choice of conflict @p row. */
    void setOverwriteWithYours(int row, bool yours);
    /** Sets every row's choice (the "Keep All Theirs" and "Overwrite All With Yours" buttons). */
    void setAll(bool yours);
    /** The table of conflicts (SKU/region, field, theirs, yours, changed by, keep). */
    QTableWidget *table() const { return m_table; }

    /** The user's name of @p field ("Price", "Internal cost"). */
    static QString fieldName(PriceField field);
    /** @p item's value of @p field as the editor shows it; the cost "hidden (internal)" unless @p showCost. */
    static QString valueText(const PriceItem &item, PriceField field, bool showCost);

private:
    enum Column { KeyColumn, FieldColumn, TheirsColumn, YoursColumn, ChangedColumn, ChoiceColumn, ColumnCount };
    void addRow(int row, const PriceConflict &conflict);

    QTableWidget *m_table = nullptr;
    QList<QComboBox *> m_choices;
    bool m_showCost = false;
};

} // namespace cq
