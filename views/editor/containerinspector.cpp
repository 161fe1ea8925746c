#include "containerinspector.h"

#include "document/clusterdocument.h"
#include "domain/designpower.h"
#include "domain/rackelevation.h"
#include "domain/rackload.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace cq {

ContainerInspector::ContainerInspector(ClusterDocument *doc, QWidget *parent)
    : InspectorPage(doc, parent)
    , m_name(new QLineEdit(this))
    , m_site(new QLineEdit(this))
    , m_budget(new QDoubleSpinBox(this))
    , m_draw(new QLabel(this))
    , m_heightU(new QSpinBox(this))
    , m_usedU(new QLabel(this))
{
    setObjectName(QStringLiteral("containerInspector"));
    m_name->setObjectName(QStringLiteral("containerName"));
    m_budget->setObjectName(QStringLiteral("rackBudget"));
    m_draw->setObjectName(QStringLiteral("rackDraw"));
    m_budget->setRange(0, 10000);
    m_budget->setDecimals(1);
    m_budget->setSuffix(tr(" kW"));
    m_heightU->setObjectName(QStringLiteral("rackHeightU"));
    m_usedU->setObjectName(QStringLiteral("rackUsedU"));
    m_heightU->setRange(1, 100); // as the file allows; common racks are 42 to 48 U
    m_heightU->setSuffix(tr(" U"));
    form()->addRow(tr("Name"), m_name);
    form()->addRow(tr("Site"), m_site);
    form()->addRow(tr("Power budget"), m_budget);
    form()->addRow(tr("Full-load power"), m_draw);
    form()->addRow(tr("Height"), m_heightU);
    form()->addRow(tr("Rack units used"), m_usedU);
    connect(m_name, &QLineEdit::textEdited, this, &ContainerInspector::rename);
    connect(m_site, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEach<Room>(&DesignIndex::room, tr("Change Site"), [&](Room &room) { room.site = text; });
    });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this](double kw) {
        editEach<Rack>(&DesignIndex::rack, tr("Change Power Budget"), [kw](Rack &rack) { rack.powerBudgetKw = kw; });
    });
    connect(m_heightU, &QSpinBox::valueChanged, this, [this](int u) {
        editEach<Rack>(&DesignIndex::rack, tr("Change Rack Height"), [u](Rack &rack) { rack.heightU = u; });
    });
}

void ContainerInspector::rename(const QString &text)
{
    // The page shows one room or one rack: the other kind finds nothing to change.
    editEach<Room>(&DesignIndex::room, tr("Rename"), [&](Room &room) { room.name = text; });
    editEach<Rack>(&DesignIndex::rack, tr("Rename"), [&](Rack &rack) { rack.name = text; });
}

void ContainerInspector::fill()
{
    const DesignIndex &index = document()->index();
    const Room *room = index.room(ids().first());
    const Rack *rack = index.rack(ids().first());
    const bool isRack = rack != nullptr;
    form()->setRowVisible(m_site, !isRack);
    form()->setRowVisible(m_budget, isRack);
    form()->setRowVisible(m_draw, isRack);
    form()->setRowVisible(m_heightU, isRack);
    form()->setRowVisible(m_usedU, isRack);
    if (room) {
        setHeading(tr("Room %1").arg(room->name));
        setText(m_name, room->name);
        setText(m_site, room->site);
    } else if (rack) {
        setHeading(tr("Rack %1").arg(rack->name));
        setText(m_name, rack->name);
        m_budget->setValue(rack->powerBudgetKw);
        const RackLoad load(*rack, powerByRackW(index.design()).value(rack->id));
        m_draw->setText(load.percent() < 0 ? tr("%1 kW").arg(load.drawKwText())
                                           : tr("%1 kW (%2 % of the budget)").arg(load.drawKwText()).arg(load.percent()));
        m_heightU->setValue(rack->heightU);
        const RackElevation elevation = RackElevation::of(index.design(), *rack);
        m_usedU->setText(tr("%1 of %2 U (%3 U free)").arg(elevation.usedU).arg(elevation.heightU).arg(elevation.freeU));
    }
}

} // namespace cq
