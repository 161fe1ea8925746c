#pragma once

#include "quote/quote.h"

#include <QWidget>

#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QTableView;

namespace cq {

class PriceChangeBanner;
class QuoteTableModel;

/**
 * The quote of the open design: a term selector (Monthly / Annual / Hourly) with the quote's
 * Quote::priceBookNote beside it when the prices come from an offline copy, the QuoteTableModel
 * in a QTableView, the quote's warnings, and a cost-delta label that compares each new
 * quote's total with the previous one of the same term and currency:
 * "Δ +35,888.00 / month since last edit". It only displays quotes; the app builds them.
 * The subtotal, VAT and total rows sit in a frozen footer under the scrolling lines, so the
 * total stays in view however many lines there are; the lines keep room for at least five rows
 * (the dock stops shrinking there). Ctrl+C copies the selected rows (all
 * rows when none or every line is selected, the totals then included) as an HTML table and
 * tab-separated text (QuoteTableClipboard); Ctrl+A selects every line. The table takes both
 * keys before any window-wide shortcut (the canvas's Copy / Select All) while it has focus.
 * A right-click menu offers Copy, Copy All and the actions the app adds (Export XLSX...).
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
    /** Adds @p action to the right-click menu, after Copy and Copy All (the app's Export XLSX...). */
    void addContextAction(QAction *action);
    /** The model rows Ctrl+C copies now (see the class comment). */
    QList<int> rowsToCopy() const;
    /** Puts @p rows on the clipboard as an HTML table and tab-separated text. */
    void copyRows(const QList<int> &rows) const;
    /** Every row, lines and totals: Copy All. */
    QList<int> allRows() const;
    /** Shows @p sentence above the lines (the price book changed underneath, issue #21); empty hides it. */
    void setPriceNotice(const QString &sentence);

signals:
    /** The user picked another contract term. */
    void termChanged(cq::Term term);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateDelta(const Quote &quote);
    /** Lines the table keeps in view however short the dock (issue #20: the footer left 2-3). */
    static constexpr int MinimumVisibleLines = 5;
    /** The lines in the view, the totals in the footer; columns wide enough for both. */
    void splitRows();
    void showContextMenu(const QPoint &pos);

    QuoteTableModel *m_model;
    QComboBox *m_term;
    QTableView *m_view;
    QTableView *m_footer; ///< the subtotal, VAT and total rows of m_model, always in view
    QList<QAction *> m_contextActions;
    QLabel *m_delta;
    QLabel *m_warnings;
    QLabel *m_priceBookNote = nullptr; ///< Quote::priceBookNote: the offline copy's "Prices as of" (issue #21)
    PriceChangeBanner *m_priceNotice; ///< the price book changed underneath (issue #21)
    std::optional<Quote> m_previous;
};

} // namespace cq
