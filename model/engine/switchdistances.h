#pragma once

#include <QHash>
#include <QList>

#include <utility>
#include <vector>

namespace cq {

class FabricGraph;

/**
 * Hop counts between switches over the switch-to-switch cables (breadth-first searches),
 * kept from one analysis to the next: when every switch has the same distinct neighbours as
 * before (an edit of a server cable, of a price, of a name), the searches already done are
 * reused; after an edit of a few switch-to-switch links, each search is kept when it provably
 * gives the same hop counts on the new links (stillShortest()), which in a fat tree with
 * redundant uplinks is almost always. update() is O(switch cable ends), or O(edited switches'
 * links x kept searches) after a short edit; each new search O(switches + links).
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
    /** @p d (hops from one start over the old links) is also right over m_neighbours, which
     *  differ from the old links by the links @p added and @p removed (switch index pairs). */
    bool stillShortest(const QList<int> &d, const std::vector<std::pair<int, int>> &added,
                       const std::vector<std::pair<int, int>> &removed) const;

    QList<QList<int>> m_neighbours;
    QHash<int, QList<int>> m_from;
};

} // namespace cq
