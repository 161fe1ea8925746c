#pragma once

#include "rack.h"

#include <QString>
#include <QtGlobal>

namespace cq {

/**
 * What a rack's devices draw at full load against the rack's power budget (单柜供电), as the
 * rack label, the rack inspector and CQ-POWER-001 show it. Compared in whole milliwatts, so
 * a budget of 27.1 kW (27,100 W) is exactly met by 27,100 W and exceeded by 27,100.5 W.
 */
class RackLoad
{
public:
    /** @p drawW: watts drawn (powerByRackW(), designpower.h); @p budgetKw: Rack::powerBudgetKw. */
    RackLoad(double drawW, double budgetKw);
    RackLoad(const Rack &rack, double drawW) : RackLoad(drawW, rack.powerBudgetKw) {}

    qint64 drawMilliwatts() const { return m_drawMw; }
    qint64 budgetMilliwatts() const { return m_budgetMw; }
    /** The devices draw more than the budget. */
    bool over() const { return m_drawMw > m_budgetMw; }
    /**
     * Draw as a whole percentage of the budget, rounded half away from zero in integer
     * arithmetic (19.5 of 20 kW = 97.5 % -> 98; 26.75 of 27.1 kW = 98.708 % -> 99);
     * -1 when the budget is 0 (no percentage of nothing).
     */
    int percent() const;
    /**
     * Draw and budget in kW with the same number of decimals: one, or as many more (up to
     * six, whole milliwatts) as it takes for unequal figures to read unequal: 27,125 W
     * against 27.1 kW is "27.13" and "27.10", never "27.1" and "27.1".
     */
    QString drawKwText() const { return kw(m_drawMw); }
    QString budgetKwText() const { return kw(m_budgetMw); }
    /** The decimals drawKwText() and budgetKwText() use (1..6). */
    int decimals() const;

private:
    QString kw(qint64 milliwatts) const;

    qint64 m_drawMw = 0;
    qint64 m_budgetMw = 0;
};

} // namespace cq
