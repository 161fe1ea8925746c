#pragma once

#include "domain/design.h"

#include <QUndoCommand>

namespace cq {

class ClusterDocument;

/**
 * Removes objects and every cable on a removed device. The removed objects stay in the
 * command, so one undo brings back each device with all its cables and port assignments.
 */
class RemoveObjectsCommand : public QUndoCommand
{
public:
    RemoveObjectsCommand(ClusterDocument *document, const QSet<QUuid> &ids);
    void redo() override;
    void undo() override;

private:
    ClusterDocument *m_document;
    QSet<QUuid> m_ids;
    DesignFragment m_removed;
};

} // namespace cq
