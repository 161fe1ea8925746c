#pragma once

#include "engine/trainingestimate.h"
#include "domain/money.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace cq {

/**
 * A compact form for one training run (TrainingInputs), with 7B and 70B presets, and the
 * estimate of that run on the cluster shown: step time (compute + exposed gradient
 * all_reduce), tokens/s, time-to-train, scaling efficiency and, joined with the quote's
 * monthly total, the cost of one run (runCostFen: monthly x run hours / 730).
 * Units in the form: parameters in billions, tokens in billions, batch in Ki tokens (1,024),
 * peak in dense TFLOPS per GPU (0 = the servers' BF16 figure), MFU and overlap in percent.
 */
class TrainingForm : public QWidget
{
    Q_OBJECT
public:
    enum Preset { Preset7B, Preset70B, Custom };

    explicit TrainingForm(QWidget *parent = nullptr);

    TrainingInputs inputs() const;
    /** Fills the form without emitting inputsChanged(). */
    void setInputs(const TrainingInputs &inputs);
    /** Shows @p estimate for @p cluster; @p monthly is the quote's total for one month. */
    void setEstimate(const TrainingEstimate &estimate, const QString &cluster, const MoneyRange &monthly);
    QString resultText() const;

signals:
    /** The user changed an input or picked a preset. */
    void inputsChanged();

private:
    void applyPreset(int index);
    void edited();
    QDoubleSpinBox *percentBox(const QString &name, double value);

    QComboBox *m_preset;
    QDoubleSpinBox *m_parametersB;
    QDoubleSpinBox *m_tokensB;
    QSpinBox *m_batchKi;
    QSpinBox *m_dp;
    QSpinBox *m_tp;
    QSpinBox *m_pp;
    QComboBox *m_precision;
    QDoubleSpinBox *m_peak;
    QDoubleSpinBox *m_mfu;
    QDoubleSpinBox *m_overlap;
    QLabel *m_result;
    bool m_filling = false;
};

} // namespace cq
