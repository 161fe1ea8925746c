#pragma once

#include "clusterdocument.h"

#include <QUndoCommand>

namespace cq {

/**
 * Moves (and for rooms and racks resizes) objects, setting their containers; one drag
 * gesture, one alignment or one auto-layout is one command. @p text names the step in the
 * undo history; empty gives "Move N objects". A command made with @p merging (the arrow-key
 * nudges) merges with the merging move that follows it, so a run of key presses is one undo
 * step, and becomes obsolete when the run ends where it began.
 */
class MoveObjectsCommand : public QUndoCommand
{
public:
    MoveObjectsCommand(ClusterDocument *document, const QHash<QUuid, Placement> &before,
                       const QHash<QUuid, Placement> &after, const QString &text = {}, bool merging = false);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    ClusterDocument *m_document;
    QHash<QUuid, Placement> m_before;
    QHash<QUuid, Placement> m_after;
    bool m_merging;
};

} // namespace cq
