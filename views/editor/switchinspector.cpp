#include "switchinspector.h"

#include "canvas/specformat.h"
#include "catalog/catalog.h"
#include "document/clusterdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace cq {

SwitchInspector::SwitchInspector(ClusterDocument *doc, QWidget *parent)
    : InspectorPage(doc, parent)
    , m_name(new QLineEdit(this))
    , m_model(new QComboBox(this))
    , m_room(new QComboBox(this))
    , m_ports(new QLabel(this))
    , m_sharp(new QCheckBox(tr("SHARP in-network reduction"), this))
{
    setObjectName(QStringLiteral("switchInspector"));
    m_name->setObjectName(QStringLiteral("switchName"));
    m_model->setObjectName(QStringLiteral("switchModel"));
    form()->addRow(tr("Name"), m_name);
    form()->addRow(tr("Switch model"), m_model);
    form()->addRow(tr("Room"), m_room);
    form()->addRow(tr("Ports"), m_ports);
    m_sharp->setObjectName(QStringLiteral("switchSharp"));
    m_sharp->setToolTip(tr("The switch reduces in the network (NVIDIA SHARP), so NCCL's CollNet algorithms can "
                           "use it; it needs every switch of the cluster to have it."));
    form()->addRow(QString(), m_sharp);
    connect(m_sharp, &QCheckBox::toggled, this, [this](bool on) {
        editEach<Switch>(&DesignIndex::switchById, tr("Change SHARP"), [&](Switch &sw) { sw.sharp = on; });
    });
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEach<Switch>(&DesignIndex::switchById, tr("Rename"), [&](Switch &sw) { sw.name = text; });
    });
    connect(m_model, &QComboBox::activated, this, [this] {
        const std::optional<Switch> model = catalog() ? catalog()->makeSwitch(m_model->currentData().toString()) : std::nullopt;
        if (model)
            editEach<Switch>(&DesignIndex::switchById, tr("Change Switch Model"), [&](Switch &sw) {
                const Switch keep = sw; // the catalog's hardware, this switch's identity and place
                sw = *model;
                std::tie(sw.id, sw.name, sw.roomId, sw.rackId, sw.pos) = std::tie(keep.id, keep.name, keep.roomId,
                                                                                  keep.rackId, keep.pos);
            });
    });
    connect(m_room, &QComboBox::activated, this, [this] { moveIntoRoom(m_room->currentData().toUuid()); });
}

void SwitchInspector::fill()
{
    const Switch *first = document()->index().switchById(ids().first());
    if (!first)
        return;
    setHeading(ids().size() == 1 ? tr("Switch %1").arg(first->name)
                                 : tr("%n switches selected: edits apply to all", nullptr, int(ids().size())));
    m_name->setEnabled(ids().size() == 1);
    setText(m_name, first->name);
    m_model->clear();
    if (catalog()) {
        for (const SwitchModel &m : catalog()->switches)
            m_model->addItem(m.sku + QStringLiteral(" \u2013 ") + switchModelSpec(m), m.sku);
    }
    if (m_model->findData(first->sku) < 0)
        m_model->addItem(first->sku, first->sku);
    m_model->setCurrentIndex(m_model->findData(first->sku));
    fillRooms(m_room, first->roomId);
    m_ports->setText(switchSpec(*first));
    m_sharp->setChecked(first->sharp);
    m_sharp->setEnabled(first->kind == LinkKind::InfiniBand || first->sharp); // SHARP is an InfiniBand feature
}

} // namespace cq
