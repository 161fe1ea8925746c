#include "quoterevisionswindow.h"

#include "format/moneyformat.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cq {

namespace {
enum Column { ColRevision, ColIssued, ColTerm, ColTotal, ColCustomer, ColumnCount };

QString termText(Term term)
{
    switch (term) {
    case Term::Annual: return QuoteRevisionsWindow::tr("Annual");
    case Term::Hourly: return QuoteRevisionsWindow::tr("Hourly");
    case Term::Monthly: break;
    }
    return QuoteRevisionsWindow::tr("Monthly");
}
} // namespace

QuoteRevisionsWindow::QuoteRevisionsWindow(const QString &quoteNumber, const QList<QuoteRevision> &revisions,
                                           QWidget *parent)
    : QDialog(parent), m_revisions(revisions), m_table(new QTableWidget(this)), m_from(new QComboBox(this)),
      m_to(new QComboBox(this)), m_diff(new QPlainTextEdit(this))
{
    setWindowTitle(tr("Revisions of %1").arg(quoteNumber));
    setObjectName(QStringLiteral("quoteRevisionsWindow"));
    for (const QuoteRevision &r : std::as_const(m_revisions))
        m_quotes.append(r.quote());
    m_table->setObjectName(QStringLiteral("revisionTable"));
    m_from->setObjectName(QStringLiteral("diffFrom"));
    m_to->setObjectName(QStringLiteral("diffTo"));
    m_diff->setObjectName(QStringLiteral("revisionDiff"));
    m_diff->setReadOnly(true);
    fillTable();
    for (const QuoteRevision &r : std::as_const(m_revisions)) {
        m_from->addItem(tr("Revision %1").arg(r.number), r.number);
        m_to->addItem(tr("Revision %1").arg(r.number), r.number);
    }
    if (m_revisions.size() >= 2)
        m_from->setCurrentIndex(int(m_revisions.size()) - 2);
    m_to->setCurrentIndex(int(m_revisions.size()) - 1);
    connect(m_from, &QComboBox::currentIndexChanged, this, &QuoteRevisionsWindow::updateDiff);
    connect(m_to, &QComboBox::currentIndexChanged, this, &QuoteRevisionsWindow::updateDiff);

    auto *pickers = new QHBoxLayout;
    pickers->addWidget(new QLabel(tr("Compare"), this));
    pickers->addWidget(m_from);
    pickers->addWidget(new QLabel(tr("with"), this));
    pickers->addWidget(m_to);
    pickers->addStretch();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 2);
    layout->addLayout(pickers);
    layout->addWidget(m_diff, 1);
    layout->addWidget(buttons);
    resize(760, 480);
    updateDiff();
}

void QuoteRevisionsWindow::fillTable()
{
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Revision"), tr("Issued (UTC)"), tr("Term"), tr("Total"), tr("Customer")});
    m_table->setRowCount(int(m_revisions.size()));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < m_revisions.size(); ++row) {
        const QuoteRevision &r = m_revisions.at(row);
        const Quote &q = m_quotes.at(row);
        const QStringList cells{QString::number(r.number), r.issuedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                termText(r.term), formatMoneyRange(q.total, q.currency), q.settings.customer};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c == ColTotal || c == ColRevision)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, c, item);
        }
    }
    m_table->resizeColumnsToContents();
}

void QuoteRevisionsWindow::compare(int from, int to)
{
    m_from->setCurrentIndex(m_from->findData(from));
    m_to->setCurrentIndex(m_to->findData(to));
    updateDiff();
}

void QuoteRevisionsWindow::updateDiff()
{
    const int from = m_from->currentIndex();
    const int to = m_to->currentIndex();
    if (m_revisions.size() < 2 || from < 0 || to < 0) {
        m_diff->setPlainText(m_revisions.size() < 2 ? tr("Issue a second revision to compare.") : QString());
        return;
    }
    const RevisionDiff diff = diffRevisions(m_revisions.at(from), m_revisions.at(to));
    QStringList lines = diff.changes;
    if (lines.isEmpty())
        lines << tr("No change to the design, the prices or the manual lines.");
    // describeDiff's last part is the total change with its currency and period.
    lines << describeDiff(RevisionDiff{{}, diff.totalDelta, diff.term}, m_quotes.at(to).currency);
    m_diff->setPlainText(lines.join(QLatin1Char('\n')));
}

QString QuoteRevisionsWindow::diffText() const
{
    return m_revisions.size() < 2 ? QString() : m_diff->toPlainText();
}

} // namespace cq
