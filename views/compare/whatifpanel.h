#pragma once

#include "compare/whatif.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace cq {

/**
 * The what-if sliders of the compare view: servers, NIC rate (Gb/s), oversubscription (x:1),
 * term, discount (%), power price (CNY/kWh), MFU (%), model size (parameters) and tokens.
 * The discount slider moves in parts per million (0..50 %, steps of 0.01 %), with a spin box
 * beside it that takes four decimals of a percent, as the quote's discounts (quote/ppm.h).
 * The hardware sliders and the term start at "as designed" (unset in WhatIf); power at
 * "included in rent". Every move emits whatIfChanged() at once (the runner coalesces).
 */
class WhatIfPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WhatIfPanel(QWidget *parent = nullptr);

    /** The overrides the sliders show. */
    WhatIf whatIf() const;
    /** The slider of a WhatIf field by object name: "servers", "nicRate", "oversubscription",
     *  "term", "discount", "powerPrice", "mfu", "model", "tokens". */
    QSlider *slider(const QString &name) const;
    /** The discount in percent with four decimals, kept equal to the "discount" slider (ppm). */
    QDoubleSpinBox *discountBox() const { return m_discount; }

signals:
    void whatIfChanged();

private:
    QSlider *addSlider(const QString &name, const QString &label, int min, int max, int value);
    void updateLabels();

    QList<QPair<QSlider *, QLabel *>> m_rows;
    QDoubleSpinBox *m_discount = nullptr;
};

} // namespace cq
