#include "moveobjectscommand.h"

#include <QCoreApplication>

namespace cq {

MoveObjectsCommand::MoveObjectsCommand(ClusterDocument *document, const QHash<QUuid, Placement> &before,
                                       const QHash<QUuid, Placement> &after, const QString &text)
    : QUndoCommand(text.isEmpty() ? QCoreApplication::translate("cq::MoveObjectsCommand", "Move %n object(s)", nullptr,
                                                                int(after.size()))
                                  : text)
    , m_document(document)
    , m_before(before)
    , m_after(after)
{
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
