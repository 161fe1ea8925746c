#pragma once

#include "domain/design.h"

#include <QFont>
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

    /** Height of the diagram for @p design at @p widthPx; @p unitPx is one millimetre. */
    static qreal height(const Design &design, qreal unitPx);
    static void paint(QPainter *painter, const QRectF &rect, const Design &design, const QFont &font, qreal unitPx);
};

} // namespace cq
