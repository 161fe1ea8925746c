#include "addobjectscommand.h"

#include "clusterdocument.h"

namespace cq {

AddObjectsCommand::AddObjectsCommand(ClusterDocument *document, const DesignFragment &fragment, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_fragment(fragment)
{
    for (const auto &r : fragment.rooms) m_ids.insert(r.second.id);
    for (const auto &s : fragment.servers) m_ids.insert(s.second.id);
    for (const auto &s : fragment.switches) m_ids.insert(s.second.id);
    for (const auto &c : fragment.cables) m_ids.insert(c.second.id);
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
