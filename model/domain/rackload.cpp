#include "rackload.h"

#include "designpower.h"

#include <algorithm>

namespace cq {

RackLoad::RackLoad(double drawW, double budgetKw)
    : m_drawMw(milliwatts(drawW))
    , m_budgetMw(std::max<qint64>(0, milliwatts(budgetKw * 1000.0)))
{
}

int RackLoad::percent() const
{
    if (m_budgetMw <= 0)
        return -1;
    // round(100 x draw / budget), halves away from zero: (200 x draw + budget) / (2 x budget).
    const qint64 draw = std::max<qint64>(0, m_drawMw);
    return int((200 * draw + m_budgetMw) / (2 * m_budgetMw));
}

int RackLoad::decimals() const
{
    int d = 1;
    while (d < 6 && m_drawMw != m_budgetMw && kwText(m_drawMw / 1000.0, d) == kwText(m_budgetMw / 1000.0, d))
        ++d;
    return d;
}

QString RackLoad::kw(qint64 milliwatts) const
{
    return kwText(milliwatts / 1000.0, decimals());
}

} // namespace cq
