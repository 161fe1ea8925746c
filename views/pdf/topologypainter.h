#pragma once

#include "quotepdftext.h"
#include "topologylayout.h"

#include <QFont>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace cq {

/**
 * Paints the quote PDF's topology drawing from its TopologyLayout (not from the canvas, whose
 * scene is owned by the editor): lines first, then the count on each line on a white ground,
 * then the boxes with their text (a server's name and room, a switch's name and SKU, or for a
 * summary box the count of the tier, its SKUs and the cables inside it).
 */
class TopologyPainter
{
public:
    /** What the drawing says under the title, in the PDF's language: which tiers are summarised
     *  (if any) and what the number on a line means (when there is a line). */
    static QString caption(const TopologyLayout &layout, const QuotePdfText &text);
    /** The text lines of @p box, first line the name (or "64 leaf switches"). */
    static QStringList boxLines(const TopologyBox &box, const Design &design, const QuotePdfText &text);
    /** Paints @p layout (of @p design) into @p rect; @p unitPx is one millimetre. */
    static void paint(QPainter *painter, const QRectF &rect, const TopologyLayout &layout, const Design &design,
                      const QuotePdfText &text, const QFont &font, qreal unitPx);
};

} // namespace cq
