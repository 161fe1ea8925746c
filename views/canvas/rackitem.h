#pragma once

#include "containeritem.h"

namespace cq {

class DesignIndex;

/**
 * A rack on the canvas: "R01 · 12.4 / 20.0 kW (62 %)" (full-load power of what is mounted in
 * it over its power budget, as RackLoad, domain/rackload.h, words and rounds it) in its header
 * band, the label red when over budget (the rules add the badge, CQ-POWER-001). Position = Rack::rect's top-left corner. Drawn above rooms and
 * below cables and devices.
 */
class RackItem : public ContainerItem
{
public:
    enum { Type = UserType + 5 };
    static constexpr double HeaderHeight = 24; ///< scene units

    explicit RackItem(const QUuid &id);

    int type() const override { return Type; }
    /** Copies name, budget and rectangle from the design; @p drawW is what its devices draw. */
    bool syncFrom(const DesignIndex &index, double drawW);
    /** Power drawn by the rack's devices as last synced, watts. */
    double drawW() const { return m_drawW; }

private:
    double m_drawW = 0;
};

} // namespace cq
