#pragma once

#include "domain/design.h"

#include <QUndoCommand>

namespace cq {

class ClusterDocument;

/** Adds a fragment (rooms, devices, cables). While undone, the command owns the objects. */
class AddObjectsCommand : public QUndoCommand
{
public:
    AddObjectsCommand(ClusterDocument *document, const DesignFragment &fragment, const QString &text);
    void redo() override;
    void undo() override;

private:
    ClusterDocument *m_document;
    DesignFragment m_fragment;
    QSet<QUuid> m_ids;
};

} // namespace cq
