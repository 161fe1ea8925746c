#pragma once

#include <QList>
#include <QUuid>

namespace cq {

/** What one edit did to the design; the document's single change signal carries it. */
struct DesignChange {
    enum Kind {
        Reset,     ///< a whole new design (new, open): views rebuild
        Inserted,  ///< objects with `ids` were added
        Removed,   ///< objects with `ids` were removed
        Modified,  ///< objects with `ids` changed value or position
        Settings,  ///< design-level settings (quote settings, name) changed
    };
    Kind kind = Reset;
    QList<QUuid> ids;
};

} // namespace cq
