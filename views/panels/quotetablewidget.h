#pragma once

#include "quote/quote.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QTableView;

namespace cq {

class QuoteTableModel;

/**
 * The quote of the open design: a term selector (Monthly / Annual / Hourly), the QuoteTableModel
 * in a QTableView, the quote's warnings, and a cost-delta label that compares each new
 * quote's total with the previous one of the same term and currency:
 * "Δ +35,888.00 / month since last edit". It only displays quotes; the app builds them.
 */
class QuoteTableWidget : public QWidget
{
    Q_OBJECT
public:
    explicit QuoteTableWidget(QWidget *parent = nullptr);

    /**
     * Shows @p quote. The delta label shows the change of the total since the previous
     * quote of the same term and currency ("Δ 0.00 / month since last edit" when an edit
     * changed no price); a new term or currency clears it, as the totals are then not comparable.
     */
    void setQuote(const Quote &quote);
    /** Forgets the previous total (a new or reopened document). */
    void clearHistory();
    QuoteTableModel *model() const { return m_model; }
    Term term() const;
    /** Selects @p term without emitting termChanged(). */
    void setTerm(Term term);
    QString deltaText() const;

signals:
    /** The user picked another contract term. */
    void termChanged(cq::Term term);

private:
    void updateDelta(const Quote &quote);

    QuoteTableModel *m_model;
    QComboBox *m_term;
    QTableView *m_view;
    QLabel *m_delta;
    QLabel *m_warnings;
    std::optional<Quote> m_previous;
};

} // namespace cq
