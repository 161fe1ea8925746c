#pragma once

#include "clusterdocument.h"

#include <QUndoCommand>

namespace cq {

/** Moves devices and rooms; one drag gesture is one command (views push it on release). */
class MoveObjectsCommand : public QUndoCommand
{
public:
    MoveObjectsCommand(ClusterDocument *document, const QHash<QUuid, Placement> &before,
                       const QHash<QUuid, Placement> &after);
    void redo() override;
    void undo() override;

private:
    ClusterDocument *m_document;
    QHash<QUuid, Placement> m_before;
    QHash<QUuid, Placement> m_after;
};

} // namespace cq
