#pragma once

#include "sizing/sizingadvisor.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace cq {

/**
 * The sizing advisor's inputs as a form: model preset (7B, 13B, 65B, 70B, 175B) or a custom
 * size, its shape (layers, hidden, heads, sequence; a preset fills them, each stays
 * editable), tokens to train and global batch, ZeRO stage, activation recomputation, MFU
 * (50 % by default), the precision (BF16, or FP8 where the GPU has it), the goal (none, a deadline in days, a budget per run in CNY), the GPU
 * families allowed and the term. Emits changed() on every edit; request() reads the form,
 * problem() names the first field it cannot read.
 */
class SizingInputPanel : public QWidget
{
    Q_OBJECT
public:
    /** @p gpus: the catalog's offered GPUs (key, name); @p checked: those ticked at first. */
    SizingInputPanel(const QList<QPair<QString, QString>> &gpus, const QStringList &checked, QWidget *parent = nullptr);

    /** The price book's regions offered in the Pricing region box (PriceBook::regions()), after
     *  "default prices"; the choice is kept when still offered. */
    void setRegions(const QStringList &regions);
    /** The request the form describes (valid when problem() is empty). */
    SizingRequest request() const;
    /** The first input that cannot be read, in words ("Tokens: \"1X\" is not a count such as 1T"); empty when none. */
    QString problem() const;

signals:
    void changed();

private:
    void presetChosen();
    void goalChosen();
    void fillShape(const TrainingJob &job);
    /** The job of the preset or the custom size, before the form's shape and savers. */
    std::optional<TrainingJob> baseJob() const;

    QComboBox *m_model;
    QLineEdit *m_customSize;
    QSpinBox *m_layers;
    QSpinBox *m_hidden;
    QSpinBox *m_heads;
    QSpinBox *m_sequence;
    QLineEdit *m_tokens;
    QSpinBox *m_batch;
    QComboBox *m_zero;
    QComboBox *m_recompute;
    QDoubleSpinBox *m_mfu;
    QComboBox *m_precision;
    QComboBox *m_goal;
    QDoubleSpinBox *m_days;
    QLineEdit *m_budget;
    QListWidget *m_gpus;
    QComboBox *m_term;
    QComboBox *m_region;
    bool m_filling = false;
};

} // namespace cq
