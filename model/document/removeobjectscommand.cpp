#include "removeobjectscommand.h"

#include "clusterdocument.h"

#include <QCoreApplication>

namespace cq {

RemoveObjectsCommand::RemoveObjectsCommand(ClusterDocument *document, const QSet<QUuid> &ids)
    : QUndoCommand(ids.size() == 1
                       ? QCoreApplication::translate("cq::RemoveObjectsCommand", "Delete %1")
                             .arg(document->design().displayName(*ids.cbegin()))
                       : QCoreApplication::translate("cq::RemoveObjectsCommand", "Delete %n object(s)", nullptr, int(ids.size())))
    , m_document(document)
    , m_ids(ids)
{
}

void RemoveObjectsCommand::redo()
{
    m_removed = m_document->applyTake(m_ids);
}

void RemoveObjectsCommand::undo()
{
    m_document->applyInsert(m_removed);
}

} // namespace cq
