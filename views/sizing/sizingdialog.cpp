#include "sizingdialog.h"

#include "sizingfrontierchart.h"
#include "sizinginputpanel.h"
#include "sizingtablemodel.h"
#include "sizing/sizingtext.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace cq {

namespace {

// The table the dialog shows: the advice's candidates, or the nearest ones when it has a problem.
const QList<SizingCandidate> &shownOf(const SizingAdvice &advice)
{
    return advice.ok() ? advice.candidates : advice.nearest;
}

} // namespace

SizingDialog::SizingDialog(const QList<QPair<QString, QString>> &gpus, const QStringList &checked, QWidget *parent)
    : QDialog(parent)
    , m_inputs(new SizingInputPanel(gpus, checked))
    , m_model(new SizingTableModel(this))
    , m_table(new QTableView)
    , m_details(new QPlainTextEdit)
    , m_chart(new SizingFrontierChart)
    , m_status(new QLabel)
    , m_generate(new QPushButton(tr("&Generate Design")))
    , m_proposal(new QPushButton(tr("Save &Proposal PDF...")))
    , m_settle(new QTimer(this))
{
    setObjectName(QStringLiteral("sizingDialog"));
    setWindowTitle(tr("Size a Cluster"));
    m_table->setObjectName(QStringLiteral("sizingTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setAccessibleName(tr("Ranked cluster candidates"));
    m_details->setObjectName(QStringLiteral("sizingDetails"));
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::WidgetWidth); // long formulas wrap: nothing to scroll sideways for
    m_details->setAccessibleName(tr("Formulas of the selected candidate"));
    m_status->setObjectName(QStringLiteral("sizingStatus"));
    m_status->setWordWrap(true);
    m_generate->setObjectName(QStringLiteral("sizingGenerate"));
    m_generate->setEnabled(false);
    m_generate->setToolTip(tr("Open the selected candidate as a new design, to validate, analyze and quote"));
    m_proposal->setObjectName(QStringLiteral("sizingProposal"));
    m_proposal->setEnabled(false);
    m_proposal->setToolTip(tr("Save a PDF for the customer: the table, the assumptions and the selected candidate's quote"));

    auto *inputScroll = new QScrollArea;
    inputScroll->setWidget(m_inputs);
    inputScroll->setWidgetResizable(true);
    inputScroll->setFrameShape(QFrame::NoFrame);
    inputScroll->setMinimumWidth(m_inputs->sizeHint().width() + 24);

    auto *lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(m_details);
    lower->addWidget(m_chart);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(m_table);
    right->addWidget(lower);
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_generate, QDialogButtonBox::ActionRole);
    buttons->addButton(m_proposal, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *body = new QHBoxLayout;
    body->addWidget(inputScroll);
    body->addWidget(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    // Typing "175" on the way to "1750" need not start a run per key: wait for a pause.
    m_settle->setSingleShot(true);
    m_settle->setInterval(250);
    connect(m_settle, &QTimer::timeout, this, [this] { emit requestChanged(m_inputs->request()); });
    connect(m_inputs, &SizingInputPanel::changed, this, &SizingDialog::inputsEdited);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SizingDialog::selectionChanged);
    connect(m_generate, &QPushButton::clicked, this, &SizingDialog::generate);
    connect(m_proposal, &QPushButton::clicked, this, [this] { emit proposalRequested(selectedRank()); });
    resize(1280, 820);
}

int SizingDialog::selectedRank() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().row() + 1;
}

void SizingDialog::inputsEdited()
{
    if (const QString problem = m_inputs->problem(); !problem.isEmpty()) {
        m_settle->stop();
        m_status->setText(problem);
        m_status->setStyleSheet(QStringLiteral("color: #a01e1e"));
        return;
    }
    m_settle->start();
}

void SizingDialog::setBusy(bool busy)
{
    m_busy = busy;
    if (busy) {
        m_status->setStyleSheet(QString());
        m_status->setText(tr("Sizing..."));
    }
}

void SizingDialog::setAdvice(const SizingAdvice &advice)
{
    m_advice = advice;
    const QList<SizingCandidate> &shown = shownOf(advice);
    m_model->setCandidates(shown);
    m_chart->setCandidates(shown);
    m_table->resizeColumnsToContents();
    QString status;
    if (!advice.ok()) {
        status = shown.isEmpty() ? advice.problem : tr("%1. The nearest candidates:").arg(advice.problem);
        m_status->setStyleSheet(QStringLiteral("color: #a01e1e"));
    } else {
        status = tr("%n candidate(s), best first", nullptr, int(shown.size()));
        if (advice.moreCandidates > 0)
            status += QStringLiteral("; ") + tr("%n more meet the goal at a higher cost or time", nullptr, advice.moreCandidates);
        m_status->setStyleSheet(QString());
    }
    m_status->setText(status);
    m_status->setToolTip(advice.notes.join(u'\n'));
    if (!shown.isEmpty())
        m_table->selectRow(0);
    else
        selectionChanged();
}

void SizingDialog::selectionChanged()
{
    const int rank = selectedRank();
    const QList<SizingCandidate> &shown = shownOf(m_advice);
    const bool ok = rank >= 1 && rank <= shown.size() && shown.at(rank - 1).ok();
    m_generate->setEnabled(ok);
    m_proposal->setEnabled(ok);
    m_chart->setSelectedRank(rank);
    QStringList lines;
    if (ok)
        lines = SizingText::details(shown.at(rank - 1), rank);
    for (const QString &note : m_advice.notes)
        lines << tr("note: %1").arg(note);
    m_details->setPlainText(lines.join(u'\n'));
}

void SizingDialog::generate()
{
    QString problem;
    const int rank = selectedRank();
    const std::optional<Design> design = SizingAdvisor::generatedDesign(shownOf(m_advice), rank, &problem);
    if (!design) {
        m_status->setText(problem);
        return;
    }
    emit generateRequested(*design, shownOf(m_advice).at(rank - 1).label());
}

} // namespace cq
