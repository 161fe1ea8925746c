#pragma once

#include "domain/priceitem.h"

#include <QList>
#include <optional>

namespace cq {

/** A field of a price item that a save conflict names (the key, SKU and region, is never one). */
enum class PriceField { Name, NameZh, Family, Unit, Kind, Price, IncludedInRent, Source, Cost, Inclusions };

/** The fields in which @p a and @p b differ, in PriceField order; the stamps are not compared. */
QList<PriceField> differingFields(const PriceItem &a, const PriceItem &b);

/**
 * One price that two people changed at once (issue #21, optimistic row versions): a save of
 * "yours" found the row no longer at the version the editor had read, so it was not written.
 * "Theirs" is the row as the database holds it now, with who changed it and when
 * (PriceItem::stored); the user keeps theirs or overwrites it with yours.
 */
struct PriceConflict {
    QString sku;
    QString region;                  ///< empty: the price of every region
    std::optional<PriceItem> theirs; ///< the row in the database now; none: someone else removed it
    std::optional<PriceItem> yours;  ///< what the save would have written; none: you removed the row

    /** The fields in which theirs and yours differ; empty when one side removed the row. */
    QList<PriceField> fields() const;
};

} // namespace cq
