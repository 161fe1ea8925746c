#include "addobjectscommand.h"

#include "clusterdocument.h"

namespace cq {

AddObjectsCommand::AddObjectsCommand(ClusterDocument *document, const DesignFragment &fragment, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_fragment(fragment)
{
    const QList<QUuid> ids = fragment.ids();
    m_ids = QSet<QUuid>(ids.cbegin(), ids.cend());
}

void AddObjectsCommand::redo()
{
    m_document->applyInsert(m_fragment);
}

void AddObjectsCommand::undo()
{
    // Take records where each object stood, so a redo puts it back at the same place.
    m_fragment = m_document->applyTake(m_ids);
}

} // namespace cq
