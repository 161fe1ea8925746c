#include "quotetablewidget.h"
#include "pricechangebanner.h"

#include "format/moneyformat.h"
#include "quotetableclipboard.h"
#include "quotetablemodel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cq {

QuoteTableWidget::QuoteTableWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new QuoteTableModel(this))
    , m_term(new QComboBox(this))
    , m_view(new QTableView(this))
    , m_footer(new QTableView(this))
    , m_delta(new QLabel(this))
    , m_warnings(new QLabel(this))
    , m_priceNotice(new PriceChangeBanner(this))
{
    m_term->setObjectName(QStringLiteral("termSelector"));
    m_term->setAccessibleName(tr("Contract term"));
    m_term->addItem(tr("Monthly"), QVariant::fromValue(int(Term::Monthly)));
    m_term->addItem(tr("Annual"), QVariant::fromValue(int(Term::Annual)));
    m_term->addItem(tr("Hourly"), QVariant::fromValue(int(Term::Hourly)));
    connect(m_term, &QComboBox::currentIndexChanged, this, [this] { emit termChanged(term()); });

    m_view->setObjectName(QStringLiteral("quoteTable"));
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Quote lines"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive); // splitRows() fits them
    m_view->horizontalHeader()->setSectionResizeMode(QuoteTableModel::ItemColumn, QHeaderView::Stretch);
    m_view->setWordWrap(false);
    m_view->installEventFilter(this);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this,
            [this](const QPoint &pos) { showContextMenu(m_view->viewport()->mapTo(this, pos)); });

    // The footer shows the model's last rows (subtotal, VAT, total) in the view's columns.
    m_footer->setObjectName(QStringLiteral("quoteTotals"));
    m_footer->setAccessibleName(tr("Quote totals"));
    m_footer->setModel(m_model);
    m_footer->horizontalHeader()->setVisible(false);
    m_footer->verticalHeader()->setVisible(false);
    m_footer->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_footer->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_footer->setSelectionMode(QAbstractItemView::NoSelection);
    m_footer->setFocusPolicy(Qt::NoFocus);
    m_footer->setWordWrap(false);
    m_footer->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_footer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_footer->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_footer, &QWidget::customContextMenuRequested, this,
            [this](const QPoint &pos) { showContextMenu(m_footer->viewport()->mapTo(this, pos)); });
    connect(m_view->horizontalHeader(), &QHeaderView::sectionResized, m_footer,
            [this](int column, int, int width) { m_footer->setColumnWidth(column, width); });
    connect(m_view->horizontalScrollBar(), &QScrollBar::valueChanged, m_footer->horizontalScrollBar(),
            &QScrollBar::setValue);

    m_delta->setObjectName(QStringLiteral("costDelta"));
    m_delta->setToolTip(tr("Change of the total since the previous quote of the same term"));
    m_warnings->setObjectName(QStringLiteral("quoteWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    m_warnings->setVisible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Term:"), this));
    top->addWidget(m_term);
    // Priced from the offline copy of a team price book (issue #21): said beside the term, in amber.
    m_priceBookNote = new QLabel(this);
    m_priceBookNote->setObjectName(QStringLiteral("quotePriceBookNote"));
    m_priceBookNote->setStyleSheet(QStringLiteral("color: #8a5a00; font-weight: bold; margin-left: 12px;"));
    m_priceBookNote->setVisible(false);
    top->addWidget(m_priceBookNote);
    top->addStretch();
    top->addWidget(m_delta);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_priceNotice);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_footer);
    layout->setSpacing(0);
    layout->addSpacing(4);
    layout->addWidget(m_warnings);
    splitRows();
}

void QuoteTableWidget::setQuote(const Quote &quote)
{
    updateDelta(quote);
    m_model->setQuote(quote);
    splitRows();
    setTerm(quote.settings.term);
    m_warnings->setText(quote.warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!quote.warnings.isEmpty());
    m_priceBookNote->setText(quote.priceBookNote);
    m_priceBookNote->setVisible(!quote.priceBookNote.isEmpty());
}

void QuoteTableWidget::setPriceNotice(const QString &sentence)
{
    m_priceNotice->setText(sentence);
}

void QuoteTableWidget::splitRows()
{
    const int lines = m_model->rowCount() - m_model->summaryRows();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        m_view->setRowHidden(row, row >= lines);
        m_footer->setRowHidden(row, row < lines);
    }
    // A column is as wide as the widest of its head, its lines and its totals (a range total
    // is wider than any one line), in both tables alike; the item column takes the rest.
    QHeaderView *header = m_view->horizontalHeader();
    for (int column = 0; column < QuoteTableModel::ColumnCount; ++column) {
        if (column != QuoteTableModel::ItemColumn)
            header->resizeSection(column, std::max({header->sectionSizeHint(column),
                                                    // public in QAbstractItemView, protected in QTableView
                                                    static_cast<QAbstractItemView *>(m_view)->sizeHintForColumn(column),
                                                    static_cast<QAbstractItemView *>(m_footer)->sizeHintForColumn(column)}));
        m_footer->setColumnWidth(column, header->sectionSize(column));
    }
    m_footer->setFixedHeight(m_footer->verticalHeader()->length() + 2 * m_footer->frameWidth());
    // The frozen footer must not squeeze the lines away in a short dock: the table keeps room
    // for its head, MinimumVisibleLines lines and a horizontal scroll bar, and the dock cannot
    // be dragged lower than that.
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height()
                             + MinimumVisibleLines * m_view->verticalHeader()->defaultSectionSize()
                             + m_view->horizontalScrollBar()->sizeHint().height() + 2 * m_view->frameWidth());
}

QList<int> QuoteTableWidget::allRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_model->rowCount(); ++row)
        rows << row;
    return rows;
}

QList<int> QuoteTableWidget::rowsToCopy() const
{
    const int lines = m_model->rowCount() - m_model->summaryRows();
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        if (index.row() < lines)
            rows << index.row();
    std::sort(rows.begin(), rows.end());
    // Nothing or every line selected: the whole quote, totals included.
    return rows.isEmpty() || rows.size() == lines ? allRows() : rows;
}

void QuoteTableWidget::copyRows(const QList<int> &rows) const
{
    QApplication::clipboard()->setMimeData(QuoteTableClipboard::mimeData(*m_model, rows));
}

void QuoteTableWidget::addContextAction(QAction *action)
{
    m_contextActions << action;
}

void QuoteTableWidget::showContextMenu(const QPoint &pos)
{
    QMenu menu(this);
    QAction *copy = menu.addAction(tr("&Copy"), this, [this] { copyRows(rowsToCopy()); });
    copy->setObjectName(QStringLiteral("quoteCopy"));
    copy->setShortcut(QKeySequence::Copy); // shown only: the table handles the key itself
    menu.addAction(tr("Copy &All"), this, [this] { copyRows(allRows()); })->setObjectName(QStringLiteral("quoteCopyAll"));
    if (!m_contextActions.isEmpty()) {
        menu.addSeparator();
        menu.addActions(m_contextActions);
    }
    menu.exec(mapToGlobal(pos));
}

bool QuoteTableWidget::eventFilter(QObject *watched, QEvent *event)
{
    // Ctrl+C and Ctrl+A belong to the table while it has focus: accepting the ShortcutOverride
    // keeps the window's Edit > Copy / Select All (the canvas's) from taking the key.
    if (watched == m_view && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool copy = key->matches(QKeySequence::Copy);
        const bool selectAll = key->matches(QKeySequence::SelectAll);
        if (copy || selectAll) {
            if (event->type() == QEvent::KeyPress) {
                if (copy)
                    copyRows(rowsToCopy());
                else
                    m_view->selectAll();
            }
            event->accept();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void QuoteTableWidget::clearHistory()
{
    m_previous.reset();
    m_delta->clear();
}

Term QuoteTableWidget::term() const
{
    return Term(m_term->currentData().toInt());
}

void QuoteTableWidget::setTerm(Term term)
{
    const QSignalBlocker blocker(m_term);
    m_term->setCurrentIndex(m_term->findData(int(term)));
}

QString QuoteTableWidget::deltaText() const
{
    return m_delta->text();
}

void QuoteTableWidget::updateDelta(const Quote &quote)
{
    const bool comparable = m_previous && m_previous->settings.term == quote.settings.term
        && m_previous->currency == quote.currency;
    if (!comparable) {
        m_delta->clear();
    } else {
        // Every quote after an edit shows that edit's change, 0.00 for one that changes no
        // price (a move): keeping the last nonzero delta would credit it to the wrong edit.
        // Each end of a range changes on its own: an estimate's delta is a range too, printed
        // low to high whichever end moved more (+500.00 and -200.00 read "-200.00 – +500.00").
        const Money minEndChange = quote.total.min - m_previous->total.min;
        const Money maxEndChange = quote.total.max - m_previous->total.max;
        const Money lowChange = std::min(minEndChange, maxEndChange);
        const Money highChange = std::max(minEndChange, maxEndChange);
        const QString change = lowChange == highChange
            ? formatMoneyChange(lowChange)
            : formatMoneyChange(lowChange) + QStringLiteral(" \u2013 ") + formatMoneyChange(highChange);
        const Term term = quote.settings.term;
        m_delta->setText(term == Term::Annual   ? tr("\u0394 %1 / year since last edit").arg(change)
                         : term == Term::Hourly ? tr("\u0394 %1 / hour since last edit").arg(change)
                                                : tr("\u0394 %1 / month since last edit").arg(change));
    }
    m_previous = quote;
}

} // namespace cq
