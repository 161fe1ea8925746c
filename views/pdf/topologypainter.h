#pragma once

#include "domain/design.h"

#include <QFont>
#include <QHash>
#include <QRectF>

class QPainter;

namespace cq {

/**
 * A simple topology diagram for the quote PDF, drawn from the design (not from the
 * canvas, whose scene is owned by the editor): switches in a row at the top, servers in
 * rows below, one line per cabled server-switch pair labelled with the number of cables,
 * and the machine room of each server under its box. Lengths are in the painter's units.
 */
class TopologyPainter
{
public:
    /** Boxes per row of servers. */
    static constexpr int kServersPerRow = 8;

    /** Above these counts every box would be too small to read (and 10+ server rows would
     *  overflow an A4 page): the diagram summarises by tier instead. */
    static constexpr int kMaxDrawnServers = 48;
    static constexpr int kMaxDrawnSwitches = 16;

    /** True when @p design is drawn as a tier summary (see kMaxDrawnServers). */
    static bool summarised(const Design &design);
    /** Height of the diagram for @p design; @p unitPx is one millimetre. At most 4 tiers x 24 mm
     *  when summarised, so any design fits one page. */
    static qreal height(const Design &design, qreal unitPx);
    static void paint(QPainter *painter, const QRectF &rect, const Design &design, const QFont &font, qreal unitPx);

    /** One tier of the summary: level 0 = servers, 1 = switches cabled to servers (leaf), 2 = spine... */
    struct Tier {
        int level = 0;
        QList<QPair<QString, int>> skuCounts; ///< SKU and how many devices of the tier have it
        int devices = 0;
    };
    /** Tiers bottom-up; a switch's level is 1 + the lowest level it is cabled to (breadth-first from
     *  the servers); a switch cabled to nothing sits in tier 1. */
    static QList<Tier> tiers(const Design &design, QHash<QPair<int, int>, int> *cablesBetweenLevels = nullptr);
};

} // namespace cq
