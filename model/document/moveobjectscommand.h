#pragma once

#include "clusterdocument.h"

#include <QUndoCommand>

namespace cq {

/**
 * Moves (and for rooms and racks resizes) objects, setting their containers; one drag
 * gesture, one alignment or one auto-layout is one command. @p text names the step in the
 * undo history; empty gives "Move N objects".
 */
class MoveObjectsCommand : public QUndoCommand
{
public:
    MoveObjectsCommand(ClusterDocument *document, const QHash<QUuid, Placement> &before,
                       const QHash<QUuid, Placement> &after, const QString &text = {});
    void redo() override;
    void undo() override;

private:
    ClusterDocument *m_document;
    QHash<QUuid, Placement> m_before;
    QHash<QUuid, Placement> m_after;
};

} // namespace cq
