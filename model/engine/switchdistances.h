#pragma once

#include <QHash>
#include <QList>

namespace cq {

class FabricGraph;

/**
 * Hop counts between switches over the switch-to-switch cables (breadth-first searches),
 * kept from one analysis to the next: when every switch has the same distinct neighbours as
 * before (an edit of a server cable, of a price, of a name), the searches already done are
 * reused. update() is O(switch cable ends); each new search O(switches + links).
 */
class SwitchDistances
{
public:
    /**
     * Takes the neighbour lists of @p graph; forgets the searches when they changed. With
     * @p fromPrevious (the lists are those of the graph @p graph was built from), only the
     * edited switches' lists are found again when the graph knows them.
     */
    void update(const FabricGraph &graph, bool fromPrevious = false);

    /** Per switch index: the distinct switches cabled to it, ascending (itself excluded). */
    const QList<QList<int>> &neighbours() const { return m_neighbours; }

    /** Switch-to-switch hops from switch @p start to every switch (-1: unreachable). */
    const QList<int> &from(int start);

private:
    QList<QList<int>> m_neighbours;
    QHash<int, QList<int>> m_from;
};

} // namespace cq
