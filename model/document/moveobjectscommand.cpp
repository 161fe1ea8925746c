#include "moveobjectscommand.h"

#include "changeobjectcommand.h"

#include <QCoreApplication>

namespace cq {

MoveObjectsCommand::MoveObjectsCommand(ClusterDocument *document, const QHash<QUuid, Placement> &before,
                                       const QHash<QUuid, Placement> &after, const QString &text, bool merging)
    : QUndoCommand(text.isEmpty() ? QCoreApplication::translate("cq::MoveObjectsCommand", "Move %n object(s)", nullptr,
                                                                int(after.size()))
                                  : text)
    , m_document(document)
    , m_before(before)
    , m_after(after)
    , m_merging(merging)
{
}

int MoveObjectsCommand::id() const
{
    return m_merging ? NudgeObjectsId : -1;
}

bool MoveObjectsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const MoveObjectsCommand *>(other); // same id: a merging move
    // Only the same objects under the same name: another selection starts a new step.
    if (text() != next->text() || next->m_after.size() != m_after.size())
        return false;
    for (auto it = next->m_after.cbegin(); it != next->m_after.cend(); ++it) {
        if (!m_after.contains(it.key()))
            return false;
    }
    // Objects first moved by the later command keep their placement from before it.
    for (auto it = next->m_before.cbegin(); it != next->m_before.cend(); ++it) {
        if (!m_before.contains(it.key()))
            m_before.insert(it.key(), it.value());
    }
    for (auto it = next->m_after.cbegin(); it != next->m_after.cend(); ++it)
        m_after.insert(it.key(), it.value());
    setObsolete(m_before == m_after);
    return true;
}

void MoveObjectsCommand::redo()
{
    m_document->applyPlacements(m_after);
}

void MoveObjectsCommand::undo()
{
    m_document->applyPlacements(m_before);
}

} // namespace cq
