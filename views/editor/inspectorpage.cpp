#include "inspectorpage.h"

#include "document/clusterdocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace cq {

InspectorPage::InspectorPage(ClusterDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_heading(new QLabel(this))
    , m_form(new QFormLayout)
{
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(m_form);
    layout->addStretch(1);
}

void InspectorPage::show(const QList<QUuid> &ids)
{
    m_ids = ids;
    m_filling = true;
    fill();
    m_filling = false;
}

void InspectorPage::setHeading(const QString &text)
{
    m_heading->setText(text);
}

void InspectorPage::setText(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text)
        edit->setText(text);
}

void InspectorPage::fillRooms(QComboBox *combo, const QUuid &current) const
{
    combo->clear();
    combo->addItem(tr("(no room)"), QUuid());
    for (const Room &room : m_document->design().rooms)
        combo->addItem(room.name, room.id);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

void InspectorPage::moveIntoRoom(const QUuid &room)
{
    const DesignIndex &index = m_document->index();
    const Room *target = index.room(room);
    QHash<QUuid, QPointF> moves;
    // Into a room: centred in it, one grid step (20 units) apart; out of every room: to the
    // right of the rightmost room.
    QPointF at = target ? target->rect.center() : QPointF();
    if (!target) {
        for (const Room &r : m_document->design().rooms)
            at.setX(std::max(at.x(), r.rect.right() + 200));
    }
    for (const QUuid &id : m_ids) {
        moves.insert(id, at);
        at += QPointF(20, 20);
    }
    m_document->moveObjects(moves, tr("Move to Room"));
}

} // namespace cq
