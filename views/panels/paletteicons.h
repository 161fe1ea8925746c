#pragma once

#include "canvas/catalogpayload.h"

#include <QIcon>

namespace cq {

/**
 * Simple line-art icons for the palette entries, drawn with QPainter at 32 and 64 px
 * (no image files): a room floor plan, a rack, a rack server, a GPU board, a switch with ports.
 */
QIcon paletteIcon(CatalogPayload::Kind kind);

} // namespace cq
