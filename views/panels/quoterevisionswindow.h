#pragma once

#include "quote/quoterevision.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTableWidget;

namespace cq {

/**
 * The issued revisions of one quote (Quote > Revisions): a table with each revision's
 * number, issue time (UTC), term and total as issued (re-priced from its own snapshots, so
 * a later price-book change never shows here), and a diff between any two revisions:
 * device counts per SKU, unit prices, manual lines, term, and the change of the total,
 * e.g. "+2 server(s) (SRV-A100-SXM-8-IB); CNY +76082.56/month". Read-only.
 */
class QuoteRevisionsWindow : public QDialog
{
    Q_OBJECT
public:
    /** @p revisions oldest first, as PriceBookDatabase::revisions() returns them. */
    QuoteRevisionsWindow(const QString &quoteNumber, const QList<QuoteRevision> &revisions, QWidget *parent = nullptr);

    /** Compares revision numbers @p from and @p to (selects them in the two pickers). */
    void compare(int from, int to);
    /** The diff as shown: one change per line, the total change last; empty with fewer than 2 revisions. */
    QString diffText() const;
    QTableWidget *table() const { return m_table; }

private:
    void fillTable();
    void updateDiff();

    QList<QuoteRevision> m_revisions;
    QList<Quote> m_quotes; ///< m_revisions[i].quote(), priced once
    QTableWidget *m_table;
    QComboBox *m_from;
    QComboBox *m_to;
    QPlainTextEdit *m_diff;
};

} // namespace cq
