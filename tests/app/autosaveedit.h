#pragma once

#include "document/clusterdocument.h"

#include <QPointF>

/**
 * The edits the autosave tests make, in the helper process that is killed and in the test
 * that checks what was recovered: the first server renamed to "recovered-node-A" and moved
 * to (1240, 560) scene units, as two undo steps.
 */
inline void applyAutosaveEdit(cq::ClusterDocument *document)
{
    cq::Server server = document->design().servers.first();
    server.name = QStringLiteral("recovered-node-A");
    document->changeServer(server, QStringLiteral("Rename"));
    document->moveObjects({{server.id, QPointF(1240, 560)}}, QStringLiteral("Move"));
}
