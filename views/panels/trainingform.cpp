#include "trainingform.h"

#include "format/moneyformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <cmath>

namespace cq {

namespace {

constexpr double kBillion = 1e9;
constexpr int kKi = 1024;

QSpinBox *intBox(QWidget *parent, const QString &name, int min, int max)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(min, max);
    return box;
}

QDoubleSpinBox *doubleBox(QWidget *parent, const QString &name, double min, double max, int decimals)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(min, max);
    box->setDecimals(decimals);
    return box;
}

/** "35.3 s", "2.5 h", "197.5 days". */
QString duration(double seconds)
{
    if (seconds < 120)
        return TrainingForm::tr("%1 s").arg(seconds, 0, 'g', 3);
    if (seconds < 2 * 86400)
        return TrainingForm::tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
    return TrainingForm::tr("%1 days").arg(seconds / 86400, 0, 'f', 1);
}

} // namespace

TrainingForm::TrainingForm(QWidget *parent)
    : QWidget(parent)
    , m_preset(new QComboBox(this))
    , m_parametersB(doubleBox(this, QStringLiteral("parameters"), 0.01, 100000, 2))
    , m_tokensB(doubleBox(this, QStringLiteral("tokens"), 0.001, 1e7, 1))
    , m_batchKi(intBox(this, QStringLiteral("batchTokens"), 1, 100000000))
    , m_dp(intBox(this, QStringLiteral("dataParallel"), 0, 1000000))
    , m_tp(intBox(this, QStringLiteral("tensorParallel"), 1, 1024))
    , m_pp(intBox(this, QStringLiteral("pipelineParallel"), 1, 1024))
    , m_precision(new QComboBox(this))
    , m_peak(doubleBox(this, QStringLiteral("peakTflops"), 0, 100000, 1))
    , m_mfu(percentBox(QStringLiteral("mfu"), 50))
    , m_overlap(percentBox(QStringLiteral("overlap"), 0))
    , m_result(new QLabel(this))
{
    m_preset->setObjectName(QStringLiteral("trainingPreset"));
    m_preset->addItems({tr("7B model"), tr("70B model"), tr("Custom")});
    m_precision->setObjectName(QStringLiteral("precision"));
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Fp32})
        m_precision->addItem(precisionKey(p), int(p));
    m_mfu->setMinimum(1);
    m_dp->setSpecialValueText(tr("auto"));
    m_peak->setSpecialValueText(tr("from servers"));
    m_result->setObjectName(QStringLiteral("trainingResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const QList<QPair<QString, QWidget *>> fields{
        {tr("Model"), m_preset}, {tr("Parameters, B"), m_parametersB}, {tr("Tokens, B"), m_tokensB},
        {tr("Batch, Ki tokens"), m_batchKi}, {tr("Data parallel"), m_dp}, {tr("Tensor parallel"), m_tp},
        {tr("Pipeline parallel"), m_pp}, {tr("Precision"), m_precision}, {tr("Peak TFLOPS/GPU"), m_peak},
        {tr("MFU, %"), m_mfu}, {tr("Comm. overlap, %"), m_overlap}};
    for (int i = 0; i < fields.size(); ++i) { // two label/field pairs per row keep the dock short
        grid->addWidget(new QLabel(fields.at(i).first, this), i / 2, (i % 2) * 2);
        grid->addWidget(fields.at(i).second, i / 2, (i % 2) * 2 + 1);
    }
    const int resultRow = int(fields.size() + 1) / 2;
    grid->addWidget(m_result, resultRow, 0, 1, 4);
    grid->setRowStretch(resultRow + 1, 1); // the form stays at the top of a tall dock

    applyPreset(Preset7B);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &TrainingForm::applyPreset);
    for (QSpinBox *box : {m_batchKi, m_dp, m_tp, m_pp})
        connect(box, &QSpinBox::valueChanged, this, &TrainingForm::edited);
    for (QDoubleSpinBox *box : {m_parametersB, m_tokensB, m_peak, m_mfu, m_overlap})
        connect(box, &QDoubleSpinBox::valueChanged, this, &TrainingForm::edited);
    connect(m_precision, &QComboBox::currentIndexChanged, this, &TrainingForm::edited);
}

QDoubleSpinBox *TrainingForm::percentBox(const QString &name, double value)
{
    QDoubleSpinBox *box = doubleBox(this, name, 0, 100, 0);
    box->setValue(value);
    return box;
}

TrainingInputs TrainingForm::inputs() const
{
    TrainingInputs in;
    in.parameters = m_parametersB->value() * kBillion;
    in.tokens = m_tokensB->value() * kBillion;
    in.batchTokens = double(m_batchKi->value()) * kKi;
    in.dataParallel = m_dp->value();
    in.tensorParallel = m_tp->value();
    in.pipelineParallel = m_pp->value();
    in.precision = Precision(m_precision->currentData().toInt());
    in.peakTflops = m_peak->value();
    in.mfu = m_mfu->value() / 100;
    in.overlap = m_overlap->value() / 100;
    return in;
}

void TrainingForm::setInputs(const TrainingInputs &in)
{
    m_filling = true;
    m_parametersB->setValue(in.parameters / kBillion);
    m_tokensB->setValue(in.tokens / kBillion);
    m_batchKi->setValue(int(std::lround(in.batchTokens / kKi)));
    m_dp->setValue(in.dataParallel);
    m_tp->setValue(in.tensorParallel);
    m_pp->setValue(in.pipelineParallel);
    m_precision->setCurrentIndex(m_precision->findData(int(in.precision)));
    m_peak->setValue(in.peakTflops);
    m_mfu->setValue(in.mfu * 100);
    m_overlap->setValue(in.overlap * 100);
    m_filling = false;
}

void TrainingForm::applyPreset(int index)
{
    if (index == Custom)
        return;
    setInputs(index == Preset70B ? TrainingInputs::preset70B() : TrainingInputs::preset7B());
    emit inputsChanged();
}

void TrainingForm::edited()
{
    if (m_filling)
        return;
    const QSignalBlocker blocker(m_preset);
    m_preset->setCurrentIndex(Custom);
    emit inputsChanged();
}

void TrainingForm::setEstimate(const TrainingEstimate &e, const QString &cluster, const MoneyRange &monthly)
{
    if (!e.valid()) {
        m_result->setText(tr("Cluster \"%1\": %2").arg(cluster, e.plan.problem));
        return;
    }
    const MoneyRange run{Money(runCostFen(e.trainSeconds, monthly.min.fen())),
                         Money(runCostFen(e.trainSeconds, monthly.max.fen()))};
    const QString cost = monthly.max.fen() > 0
        ? tr("one run costs %1 at %2 a month").arg(formatMoneyRange(run, QStringLiteral("CNY")), formatMoneyRange(monthly))
        : tr("no monthly total to price the run");
    m_result->setText(tr("Cluster \"%1\": DP %2 x TP %3 x PP %4. Step %5 = compute %6 + exposed all_reduce %7 (%8). "
                         "%9 tokens/s; %10 to train; scaling %11 %; %12.")
                          .arg(cluster).arg(e.plan.dataParallel).arg(e.plan.tensorParallel).arg(e.plan.pipelineParallel)
                          .arg(duration(e.stepSeconds), duration(e.computeSeconds), duration(e.exposedCommSeconds),
                               e.allReduceText, QLocale::c().toString(e.tokensPerSecond, 'f', 0),
                               duration(e.trainSeconds))
                          .arg(100 * e.scalingEfficiency, 0, 'f', 1)
                          .arg(cost));
}

QString TrainingForm::resultText() const
{
    return m_result->text();
}

} // namespace cq
