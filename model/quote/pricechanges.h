#pragma once

#include "domain/priceitem.h"

#include <QList>

namespace cq {

/**
 * What an editor changed in the price items since it read them (issue #21): the rows an
 * optimistic save writes. Items are matched by (SKU, region). An item the editor did not
 * change is not listed, so a save never writes it: a row someone else changed meanwhile keeps
 * their value instead of being overwritten by the editor's stale copy.
 */
struct PriceItemChanges {
    /** One edited row: @p loaded as read (its stamp holds the row version the save expects), @p edited as saved. */
    struct Change {
        PriceItem loaded;
        PriceItem edited;
    };
    QList<PriceItem> added;   ///< in the edit only: a new (SKU, region)
    QList<Change> changed;    ///< in both, some field different
    QList<PriceItem> removed; ///< in the loaded items only, as read (with their stamps)

    bool isEmpty() const { return added.isEmpty() && changed.isEmpty() && removed.isEmpty(); }
    /** The changes that take @p loaded to @p edited; the edit's order is kept for added rows. */
    static PriceItemChanges between(const QList<PriceItem> &loaded, const QList<PriceItem> &edited);
};

/**
 * @p items with the rows of the keys @p keys (SKU, region) taken from @p source instead: a row
 * keeps its place, a row @p source lacks is dropped, a row only @p source has is appended.
 * After a save with conflicts the editor shows the stored book with the conflicting rows as
 * the user typed them (or as the database holds them, when the user keeps theirs).
 */
QList<PriceItem> withRowsFrom(const QList<PriceItem> &items, const QList<std::pair<QString, QString>> &keys,
                              const QList<PriceItem> &source);

} // namespace cq
