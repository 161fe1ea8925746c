#include "cableinspector.h"

#include "document/clusterdocument.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace cq {

CableInspector::CableInspector(ClusterDocument *doc, QWidget *parent)
    : InspectorPage(doc, parent)
    , m_ends(new QLabel(this))
    , m_kind(new QComboBox(this))
    , m_length(new QDoubleSpinBox(this))
{
    setObjectName(QStringLiteral("cableInspector"));
    m_kind->setObjectName(QStringLiteral("cableKind"));
    m_length->setObjectName(QStringLiteral("cableLength"));
    m_ends->setWordWrap(true);
    for (CableKind kind : {CableKind::Dac, CableKind::Aoc, CableKind::Fiber})
        m_kind->addItem(cableKindName(kind), int(kind));
    m_length->setRange(0.1, 10000);
    m_length->setDecimals(1);
    m_length->setSuffix(tr(" m"));
    form()->addRow(tr("Ends"), m_ends);
    form()->addRow(tr("Cable kind"), m_kind);
    form()->addRow(tr("Length"), m_length);
    connect(m_kind, &QComboBox::activated, this, [this] {
        const CableKind kind = CableKind(m_kind->currentData().toInt());
        editEach<Cable>(&DesignIndex::cable, tr("Change Cable Kind"), [kind](Cable &c) { c.kind = kind; });
    });
    connect(m_length, &QDoubleSpinBox::valueChanged, this, [this](double metres) {
        editEach<Cable>(&DesignIndex::cable, tr("Change Cable Length"), [metres](Cable &c) { c.lengthM = metres; });
    });
}

void CableInspector::fill()
{
    const DesignIndex &index = document()->index();
    const Cable *first = index.cable(ids().first());
    if (!first)
        return;
    setHeading(ids().size() == 1 ? tr("Cable") : tr("%n cables selected: edits apply to all", nullptr, int(ids().size())));
    m_ends->setText(tr("%1 port %2 \u2013 %3 port %4")
                        .arg(index.displayName(first->a.device)).arg(first->a.port + 1)
                        .arg(index.displayName(first->b.device)).arg(first->b.port + 1));
    form()->setRowVisible(m_ends, ids().size() == 1);
    m_kind->setCurrentIndex(m_kind->findData(int(first->kind)));
    m_length->setValue(first->lengthM);
}

} // namespace cq
