#include "linkkindcombo.h"

#include <QComboBox>

namespace cq {

namespace {
template<typename Enum, typename Name>
QComboBox *enumCombo(const QString &objectName, std::initializer_list<Enum> values, Enum current, Name name,
                     QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(objectName);
    for (Enum value : values)
        combo->addItem(name(value), int(value));
    combo->setCurrentIndex(combo->findData(int(current)));
    return combo;
}
} // namespace

QComboBox *linkKindCombo(LinkKind current, QWidget *parent)
{
    return enumCombo(QStringLiteral("kind"), {LinkKind::InfiniBand, LinkKind::RoCE, LinkKind::Ethernet}, current,
                     linkKindName, parent);
}

QComboBox *intraFabricCombo(IntraFabric current, QWidget *parent)
{
    return enumCombo(QStringLiteral("fabric"),
                     {IntraFabric::NVSwitch, IntraFabric::PCIeGen4, IntraFabric::PCIeGen5, IntraFabric::HCCS}, current,
                     intraFabricName, parent);
}

QComboBox *cableKindCombo(CableKind current, QWidget *parent)
{
    return enumCombo(QStringLiteral("kind"), {CableKind::Dac, CableKind::Aoc, CableKind::Fiber}, current,
                     cableKindName, parent);
}

} // namespace cq
