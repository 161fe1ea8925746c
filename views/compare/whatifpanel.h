#pragma once

#include "compare/whatif.h"

#include <QWidget>

class QLabel;
class QSlider;

namespace cq {

/**
 * The what-if sliders of the compare view: servers, NIC rate (Gb/s), oversubscription (x:1),
 * term, discount (%), power price (CNY/kWh), MFU (%), model size (parameters) and tokens.
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

signals:
    void whatIfChanged();

private:
    QSlider *addSlider(const QString &name, const QString &label, int min, int max, int value);
    void updateLabels();

    QList<QPair<QSlider *, QLabel *>> m_rows;
};

} // namespace cq
