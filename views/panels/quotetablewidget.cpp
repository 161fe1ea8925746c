#include "quotetablewidget.h"

#include "format/moneyformat.h"
#include "quotetablemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cq {

QuoteTableWidget::QuoteTableWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new QuoteTableModel(this))
    , m_term(new QComboBox(this))
    , m_view(new QTableView(this))
    , m_delta(new QLabel(this))
    , m_warnings(new QLabel(this))
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
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(QuoteTableModel::ItemColumn, QHeaderView::Stretch);
    m_view->setWordWrap(false);

    m_delta->setObjectName(QStringLiteral("costDelta"));
    m_delta->setToolTip(tr("Change of the total since the previous quote of the same term"));
    m_warnings->setObjectName(QStringLiteral("quoteWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    m_warnings->setVisible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Term:"), this));
    top->addWidget(m_term);
    top->addStretch();
    top->addWidget(m_delta);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_warnings);
}

void QuoteTableWidget::setQuote(const Quote &quote)
{
    updateDelta(quote);
    m_model->setQuote(quote);
    setTerm(quote.settings.term);
    m_warnings->setText(quote.warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!quote.warnings.isEmpty());
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
