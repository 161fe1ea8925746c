#include "whatifpanel.h"

#include "compare/scaledvalue.h"
#include "format/moneyformat.h"
#include "quote/ppm.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace cq {

namespace {

const QList<double> kNicRates{100, 200, 400, 800};                       // Gb/s: EDR/HDR/NDR/XDR IB
const QList<double> kModels{7e9, 13e9, 34e9, 70e9, 180e9, 405e9};         // common open model sizes
const QList<double> kTokens{1e11, 3e11, 5e11, 1e12, 1.5e12, 2e12, 3e12, 5e12, 10e12, 15e12};
constexpr int kModelDefault = 3;  // 70B (issue #6's bundled case)
constexpr int kTokensDefault = 3; // 1T

// Oversubscription slider position 1.. -> 1:1, 1.5:1, 2:1, ...; 0 = as designed.
double oversubscriptionAt(int position) { return 1 + (position - 1) * 0.5; }

} // namespace

WhatIfPanel::WhatIfPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addSlider(QStringLiteral("servers"), tr("Servers"), 0, 64, 0);
    addSlider(QStringLiteral("nicRate"), tr("NIC rate"), 0, int(kNicRates.size()), 0);
    addSlider(QStringLiteral("oversubscription"), tr("Oversubscription"), 0, 7, 0);
    addSlider(QStringLiteral("term"), tr("Term"), 0, 2, 0);
    QSlider *discount = addSlider(QStringLiteral("discount"), tr("Discount"), 0, 50 * Ppm::kPerPercent, 0);
    discount->setSingleStep(Ppm::kPerPercent / 100); // 0.01 %
    discount->setPageStep(Ppm::kPerPercent);         // 1 %
    m_discount = new QDoubleSpinBox(this);
    m_discount->setObjectName(QStringLiteral("discountBox"));
    m_discount->setAccessibleName(tr("Discount"));
    m_discount->setDecimals(4); // ppm: four decimals of a percent are exact
    m_discount->setRange(0, 50);
    m_discount->setSingleStep(1);
    m_discount->setSuffix(QStringLiteral(" %"));
    connect(m_discount, &QDoubleSpinBox::valueChanged, discount, [discount](double percent) {
        discount->setValue(int(std::lround(percent * Ppm::kPerPercent)));
    });
    connect(discount, &QSlider::valueChanged, m_discount, [this](int ppm) {
        const QSignalBlocker block(m_discount);
        m_discount->setValue(ppm / double(Ppm::kPerPercent));
    });
    addSlider(QStringLiteral("powerPrice"), tr("Power price"), 0, 300, 0);
    addSlider(QStringLiteral("mfu"), tr("MFU"), 10, 70, 50);
    addSlider(QStringLiteral("model"), tr("Model size"), 0, int(kModels.size()) - 1, kModelDefault);
    addSlider(QStringLiteral("tokens"), tr("Tokens"), 0, int(kTokens.size()) - 1, kTokensDefault);
    for (const auto &[slider, value] : std::as_const(m_rows)) {
        auto *row = new QHBoxLayout;
        row->addWidget(slider, 1);
        if (slider->objectName() == QLatin1String("discount")) {
            row->addWidget(m_discount); // the spin box shows the value; the label is not needed
            value->hide();
        } else {
            row->addWidget(value);
        }
        form->addRow(slider->accessibleName(), row);
    }
    updateLabels();
}

QSlider *WhatIfPanel::addSlider(const QString &name, const QString &label, int min, int max, int value)
{
    auto *slider = new QSlider(Qt::Horizontal, this);
    slider->setObjectName(name);
    slider->setAccessibleName(label);
    slider->setRange(min, max);
    slider->setValue(value);
    slider->setMinimumWidth(140);
    auto *text = new QLabel(this);
    text->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QStringLiteral("as designed___")));
    m_rows.append({slider, text});
    connect(slider, &QSlider::valueChanged, this, [this] {
        updateLabels();
        emit whatIfChanged();
    });
    return slider;
}

QSlider *WhatIfPanel::slider(const QString &name) const
{
    for (const auto &[slider, label] : m_rows)
        if (slider->objectName() == name)
            return slider;
    return nullptr;
}

WhatIf WhatIfPanel::whatIf() const
{
    WhatIf w;
    const auto at = [this](const char *name) { return slider(QString::fromLatin1(name))->value(); };
    if (at("servers") > 0)
        w.servers = at("servers");
    if (at("nicRate") > 0)
        w.nicRateGbps = kNicRates.at(at("nicRate") - 1);
    if (at("oversubscription") > 0)
        w.oversubscription = oversubscriptionAt(at("oversubscription"));
    if (at("term") > 0)
        w.term = at("term") == 1 ? Term::Monthly : Term::Annual;
    w.discountPpm = at("discount");
    if (at("powerPrice") > 0)
        w.powerFenPerKwh = at("powerPrice");
    w.mfu = at("mfu") / 100.0;
    w.parameters = kModels.at(at("model"));
    w.tokens = kTokens.at(at("tokens"));
    return w;
}

void WhatIfPanel::updateLabels()
{
    const WhatIf w = whatIf();
    const QString asDesigned = tr("as designed");
    const QLocale c = QLocale::c();
    const QStringList texts{
        w.servers ? QString::number(*w.servers) : asDesigned,
        w.nicRateGbps ? tr("%1 Gb/s").arg(*w.nicRateGbps) : asDesigned,
        w.oversubscription ? tr("%1:1").arg(c.toString(*w.oversubscription, 'g', 3)) : asDesigned,
        !w.term ? asDesigned : *w.term == Term::Annual ? tr("annual") : tr("monthly"),
        formatPpm(w.discountPpm),
        w.powerFenPerKwh ? tr("%1/kWh").arg(formatMoney(Money(*w.powerFenPerKwh))) : tr("in rent"),
        tr("%1 %").arg(c.toString(100 * *w.mfu, 'f', 0)),
        formatScaledCount(*w.parameters),
        formatScaledCount(*w.tokens),
    };
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i].second->setText(texts.value(i));
}

} // namespace cq
