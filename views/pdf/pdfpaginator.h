#pragma once

#include <QList>
#include <QRectF>

#include <functional>

class QPainter;

namespace cq {

/** One unbreakable piece of a paged document (a table row, a heading, a paragraph). */
struct PdfBlock {
    qreal heightPx = 0;        ///< device pixels
    qreal spaceBeforePx = 0;   ///< gap above the block; dropped at the top of a page
    bool tableRow = false;     ///< gets the table head above it when it opens a page or follows non-table content
    bool keepWithNext = false; ///< never left as the last block of a page (section titles)
    bool pageBreakBefore = false; ///< opens a new page unless the current one is still empty
    /** Paints the block into a rect of width = content width, height = heightPx. */
    std::function<void(QPainter *, const QRectF &)> paint;
};

/** Where one block goes: its top on the page (below the table head, if any). */
struct PdfPlacement {
    int block = 0;
    qreal topPx = 0;
    bool headAbove = false; ///< the table head is painted at topPx - head height
};

/**
 * Splits blocks into pages without ever splitting a block, repeating the table head on
 * every page that continues a table. A block taller than a page gets a page of its own
 * (and is clipped there) rather than looping.
 */
class PdfPaginator
{
public:
    /** Pages of placements, in order; at least one (possibly empty) page. */
    static QList<QList<PdfPlacement>> paginate(const QList<PdfBlock> &blocks, qreal pageHeightPx,
                                               qreal tableHeadHeightPx);
};

} // namespace cq
