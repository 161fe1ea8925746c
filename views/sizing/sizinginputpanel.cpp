#include "sizinginputpanel.h"

#include "compare/scaledvalue.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace cq {

namespace {

enum Goal { NoGoal, Deadline, Budget };

QSpinBox *countBox(int lo, int hi, const QString &name)
{
    auto *box = new QSpinBox;
    box->setRange(lo, hi);
    box->setGroupSeparatorShown(true); // 8,192 as the formulas write it
    box->setObjectName(name);
    return box;
}

} // namespace

SizingInputPanel::SizingInputPanel(const QList<QPair<QString, QString>> &gpus, const QStringList &checked, QWidget *parent)
    : QWidget(parent)
    , m_model(new QComboBox)
    , m_customSize(new QLineEdit(QStringLiteral("30B")))
    , m_layers(countBox(1, 1000, QStringLiteral("sizingLayers")))
    , m_hidden(countBox(1, 1000000, QStringLiteral("sizingHidden")))
    , m_heads(countBox(1, 10000, QStringLiteral("sizingHeads")))
    , m_sequence(countBox(1, 10000000, QStringLiteral("sizingSequence")))
    , m_tokens(new QLineEdit(QStringLiteral("1T")))
    , m_batch(countBox(1, 1 << 30, QStringLiteral("sizingBatch")))
    , m_zero(new QComboBox)
    , m_recompute(new QComboBox)
    , m_mfu(new QDoubleSpinBox)
    , m_precision(new QComboBox)
    , m_goal(new QComboBox)
    , m_days(new QDoubleSpinBox)
    , m_budget(new QLineEdit(QStringLiteral("5000000")))
    , m_gpus(new QListWidget)
    , m_term(new QComboBox)
    , m_region(new QComboBox)
{
    m_model->setObjectName(QStringLiteral("sizingModel"));
    m_model->addItems(TrainingJob::presetNames());
    m_model->addItem(tr("Custom size"), QStringLiteral("custom"));
    m_customSize->setObjectName(QStringLiteral("sizingCustomSize"));
    m_customSize->setToolTip(tr("Parameters, such as 30B or 1.5T"));
    m_tokens->setObjectName(QStringLiteral("sizingTokens"));
    m_tokens->setToolTip(tr("Tokens of the whole run, such as 1T or 300B"));
    m_zero->setObjectName(QStringLiteral("sizingZero"));
    for (int stage = 0; stage <= 3; ++stage)
        m_zero->addItem(tr("ZeRO-%1").arg(stage), stage);
    m_recompute->setObjectName(QStringLiteral("sizingRecompute"));
    m_recompute->addItem(tr("none"), int(Recompute::None));
    m_recompute->addItem(tr("selective"), int(Recompute::Selective));
    m_recompute->addItem(tr("full"), int(Recompute::Full));
    m_mfu->setObjectName(QStringLiteral("sizingMfu"));
    m_mfu->setRange(1, 100);
    m_mfu->setDecimals(1);
    m_mfu->setSuffix(QStringLiteral(" %"));
    m_precision->setObjectName(QStringLiteral("sizingPrecision"));
    m_precision->addItem(precisionName(Precision::Bf16), int(Precision::Bf16));
    m_precision->addItem(tr("FP8 where the GPU has it"), int(Precision::Fp8));
    m_precision->setToolTip(tr("FP8 doubles the dense peak on Hopper and Ada GPUs; the others run BF16 and say so"));
    m_goal->setObjectName(QStringLiteral("sizingGoal"));
    m_goal->addItem(tr("None: show the time/cost frontier"), NoGoal);
    m_goal->addItem(tr("Deadline (days)"), Deadline);
    m_goal->addItem(tr("Budget per run (CNY)"), Budget);
    m_days->setObjectName(QStringLiteral("sizingDays"));
    m_days->setRange(0.1, 36500);
    m_days->setDecimals(1);
    m_days->setValue(90);
    m_budget->setObjectName(QStringLiteral("sizingBudget"));
    m_gpus->setObjectName(QStringLiteral("sizingGpus"));
    for (const auto &[key, name] : gpus) {
        auto *item = new QListWidgetItem(name, m_gpus);
        item->setData(Qt::UserRole, key);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(key) ? Qt::Checked : Qt::Unchecked);
    }
    m_gpus->setMaximumHeight(m_gpus->sizeHintForRow(0) * std::min<int>(6, std::max<int>(1, gpus.size())) + 6);
    m_term->setObjectName(QStringLiteral("sizingTerm"));
    m_term->addItem(tr("monthly"), int(Term::Monthly));
    m_term->addItem(tr("annual"), int(Term::Annual));
    m_term->addItem(tr("hourly"), int(Term::Hourly));
    m_region->setObjectName(QStringLiteral("sizingRegion"));
    setRegions({});

    const TrainingJob defaults;
    m_model->setCurrentText(defaults.name);
    m_zero->setCurrentIndex(defaults.zeroStage);
    m_recompute->setCurrentIndex(m_recompute->findData(int(defaults.recompute)));
    m_mfu->setValue(defaults.mfu * 100);
    m_precision->setCurrentIndex(m_precision->findData(int(defaults.precision)));
    m_batch->setValue(int(defaults.batchTokens));
    fillShape(*TrainingJob::preset(defaults.name));
    goalChosen();
    m_customSize->setEnabled(false);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("Custom &size:"), m_customSize);
    form->addRow(tr("&Layers:"), m_layers);
    form->addRow(tr("&Hidden size:"), m_hidden);
    form->addRow(tr("He&ads:"), m_heads);
    form->addRow(tr("Se&quence (tokens):"), m_sequence);
    form->addRow(tr("&Tokens to train:"), m_tokens);
    form->addRow(tr("Global &batch (tokens):"), m_batch);
    form->addRow(tr("&ZeRO stage:"), m_zero);
    form->addRow(tr("&Recomputation:"), m_recompute);
    form->addRow(tr("MF&U:"), m_mfu);
    form->addRow(tr("Pre&cision:"), m_precision);
    form->addRow(tr("G&oal:"), m_goal);
    form->addRow(tr("&Deadline (days):"), m_days);
    form->addRow(tr("Budget per ru&n (CNY):"), m_budget);
    form->addRow(tr("GPU &families:"), m_gpus);
    form->addRow(tr("T&erm:"), m_term);
    form->addRow(tr("Pr&icing region:"), m_region);

    const auto edited = [this] {
        if (!m_filling)
            emit changed();
    };
    connect(m_model, &QComboBox::currentIndexChanged, this, &SizingInputPanel::presetChosen);
    connect(m_customSize, &QLineEdit::textEdited, this, &SizingInputPanel::presetChosen);
    connect(m_goal, &QComboBox::currentIndexChanged, this, &SizingInputPanel::goalChosen);
    for (QSpinBox *box : {m_layers, m_hidden, m_heads, m_sequence, m_batch})
        connect(box, &QSpinBox::valueChanged, this, edited);
    for (QComboBox *box : {m_zero, m_recompute, m_precision, m_term, m_region})
        connect(box, &QComboBox::currentIndexChanged, this, edited);
    connect(m_mfu, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_days, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_tokens, &QLineEdit::textEdited, this, edited);
    connect(m_budget, &QLineEdit::textEdited, this, edited);
    connect(m_gpus, &QListWidget::itemChanged, this, edited);
}

std::optional<TrainingJob> SizingInputPanel::baseJob() const
{
    if (m_model->currentData().toString() != QLatin1String("custom"))
        return TrainingJob::preset(m_model->currentText());
    double parameters = 0;
    if (!parseScaledCount(m_customSize->text(), &parameters))
        return std::nullopt;
    return TrainingJob::custom(parameters);
}

void SizingInputPanel::fillShape(const TrainingJob &job)
{
    m_filling = true;
    m_layers->setValue(job.layers);
    m_hidden->setValue(job.hidden);
    m_heads->setValue(job.heads);
    m_sequence->setValue(job.sequence);
    m_filling = false;
}

void SizingInputPanel::presetChosen()
{
    m_customSize->setEnabled(m_model->currentData().toString() == QLatin1String("custom"));
    if (const std::optional<TrainingJob> job = baseJob())
        fillShape(*job);
    emit changed();
}

void SizingInputPanel::goalChosen()
{
    const int goal = m_goal->currentData().toInt();
    m_days->setEnabled(goal == Deadline);
    m_budget->setEnabled(goal == Budget);
    if (!m_filling)
        emit changed();
}

void SizingInputPanel::setRegions(const QStringList &regions)
{
    const QString kept = m_region->currentData().toString();
    const QSignalBlocker quiet(m_region);
    m_region->clear();
    m_region->addItem(tr("default prices"), QString());
    for (const QString &region : regions)
        m_region->addItem(region, region);
    m_region->setCurrentIndex(std::max(0, m_region->findData(kept)));
    m_region->setEnabled(!regions.isEmpty());
}

SizingRequest SizingInputPanel::request() const
{
    SizingRequest r;
    r.job = baseJob().value_or(TrainingJob{});
    r.job.layers = m_layers->value();
    r.job.hidden = m_hidden->value();
    r.job.heads = m_heads->value();
    r.job.sequence = m_sequence->value();
    double tokens = 0;
    if (parseScaledCount(m_tokens->text(), &tokens))
        r.job.tokens = tokens;
    r.job.batchTokens = m_batch->value();
    r.job.zeroStage = m_zero->currentData().toInt();
    r.job.recompute = Recompute(m_recompute->currentData().toInt());
    r.job.mfu = m_mfu->value() / 100;
    r.job.precision = Precision(m_precision->currentData().toInt());
    const int goal = m_goal->currentData().toInt();
    if (goal == Deadline)
        r.goal.days = m_days->value();
    Money budget;
    if (goal == Budget && Money::fromDecimalString(m_budget->text().remove(u','), &budget))
        r.goal.budget = budget;
    for (int i = 0; i < m_gpus->count(); ++i) {
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            r.gpuKeys.append(m_gpus->item(i)->data(Qt::UserRole).toString());
    }
    r.term = Term(m_term->currentData().toInt());
    r.region = m_region->currentData().toString();
    return r;
}

QString SizingInputPanel::problem() const
{
    if (!baseJob())
        return tr("Custom size: \"%1\" is not a parameter count such as 30B").arg(m_customSize->text());
    double tokens = 0;
    if (!parseScaledCount(m_tokens->text(), &tokens))
        return tr("Tokens to train: \"%1\" is not a count such as 1T or 300B").arg(m_tokens->text());
    Money budget;
    if (m_goal->currentData().toInt() == Budget
        && (!Money::fromDecimalString(m_budget->text().remove(u','), &budget) || budget.fen() <= 0))
        return tr("Budget per run: \"%1\" is not an amount in CNY such as 5000000").arg(m_budget->text());
    const SizingRequest r = request();
    if (r.gpuKeys.isEmpty())
        return tr("GPU families: tick at least one");
    return r.job.problem();
}

} // namespace cq
