#include "topologylayout.h"

#include "topology/fabricgraph.h"

#include <QMap>

#include <algorithm>
#include <array>
#include <numeric>

namespace cq {

namespace {

constexpr qreal kFirstLaneMm = 2.5; // above a row, the lane of its first same-row bundle
constexpr qreal kLaneStepMm = 1.5;  // between the lanes of two same-row bundles
constexpr int kMaxLanes = 6;        // 2.5 + 5 x 1.5 = 10 mm: the lanes stay in the 16 mm row gap
constexpr qreal kBoxClearMm = 0.4;  // a label keeps this far from a box
constexpr qreal kLabelClearMm = 0.3;

/** Boxes of @p kind that fit side by side in @p widthMm at their least width. */
int boxesThatFit(TopologyBox::Kind kind, qreal widthMm)
{
    const qreal least = kind == TopologyBox::Kind::Server ? TopologyLayout::kMinServerMm : TopologyLayout::kMinSwitchMm;
    return std::max(1, int((widthMm + TopologyLayout::kBoxGapMm) / (least + TopologyLayout::kBoxGapMm)));
}

/** True when the segment @p p - @p q has a point strictly inside @p rect (Liang-Barsky clipping). */
bool segmentEntersRect(QPointF p, QPointF q, const QRectF &rect)
{
    const qreal dx = q.x() - p.x();
    const qreal dy = q.y() - p.y();
    qreal t0 = 0;
    qreal t1 = 1;
    const std::array<qreal, 4> edgeP{-dx, dx, -dy, dy};
    const std::array<qreal, 4> edgeQ{p.x() - rect.left(), rect.right() - p.x(), p.y() - rect.top(), rect.bottom() - p.y()};
    for (size_t i = 0; i < 4; ++i) {
        if (edgeP[i] == 0) {
            if (edgeQ[i] <= 0)
                return false; // parallel to this edge and outside (or on it)
            continue;
        }
        const qreal t = edgeQ[i] / edgeP[i];
        if (edgeP[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
    }
    return t1 - t0 > 1e-9;
}

/** The rows' members reordered so that lines cross little: each row by the mean place of what it is
 *  cabled to in the row below (barycentre), from the servers up; ties keep design order. */
void orderRows(const FabricGraph &graph, QList<QList<int>> *members, const QList<bool> &isServerRow)
{
    const int servers = int(graph.design().servers.size());
    QList<qreal> place(servers + graph.design().switches.size(), -1); // per vertex, 0..1 in its row
    for (int r = int(members->size()) - 1; r >= 0; --r) {
        QList<int> &row = (*members)[r];
        const auto vertex = [&](int member) { return isServerRow.at(r) ? member : servers + member; };
        if (r + 1 < members->size()) {
            QList<qreal> key(row.size());
            for (int i = 0; i < row.size(); ++i) {
                const int v = vertex(row.at(i));
                qreal sum = 0;
                int count = 0;
                for (int cable : graph.cablesOfVertex(v)) {
                    const int other = graph.otherVertex(cable, v);
                    if (other >= 0 && other != v && place.at(other) >= 0) {
                        sum += place.at(other);
                        ++count;
                    }
                }
                key[i] = count > 0 ? sum / count : (i + 0.5) / row.size();
            }
            QList<int> order(row.size());
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return key.at(a) < key.at(b); });
            QList<int> sorted;
            for (int i : order)
                sorted.append(row.at(i));
            row = sorted;
        }
        for (int i = 0; i < row.size(); ++i)
            place[vertex(row.at(i))] = (i + 0.5) / row.size();
        // Only the row just below counts for the next one up.
        if (r + 1 < members->size()) {
            for (int m : members->at(r + 1))
                place[isServerRow.at(r + 1) ? m : servers + m] = -1;
        }
    }
}

} // namespace

QString TopologyLayout::countLabel(int cables)
{
    return QStringLiteral("x%1").arg(cables);
}

QList<int> TopologyLayout::summarisedTiers() const
{
    QList<int> tiers;
    for (const TopologyBox &box : m_boxes) {
        if (box.summary)
            tiers.append(box.tier);
    }
    return tiers;
}

TopologyLayout TopologyLayout::make(const Design &design, qreal widthMm)
{
    TopologyLayout layout;
    layout.m_widthMm = widthMm;
    if (design.servers.isEmpty() && design.switches.isEmpty())
        return layout;
    const FabricGraph graph(design); // the model's tiers: one source for the PDF, the analysis and the canvas
    QMap<int, QList<int>> switchesByTier;
    for (int i = 0; i < design.switches.size(); ++i)
        switchesByTier[std::max(1, graph.tier(i))].append(i);
    QList<Row> rows;
    for (auto it = switchesByTier.cend(); it != switchesByTier.cbegin();) {
        --it;
        rows.append({it.key(), TopologyBox::Kind::Switch, it.value(), false});
    }
    if (!design.servers.isEmpty()) {
        Row servers{0, TopologyBox::Kind::Server, {}, false};
        for (int i = 0; i < design.servers.size(); ++i)
            servers.members.append(i);
        rows.append(servers);
    }
    QList<QList<int>> members;
    QList<bool> isServerRow;
    for (const Row &row : std::as_const(rows)) {
        members.append(row.members);
        isServerRow.append(row.kind == TopologyBox::Kind::Server);
    }
    orderRows(graph, &members, isServerRow);
    for (int r = 0; r < rows.size(); ++r) {
        rows[r].members = members.at(r);
        rows[r].summary = rows.at(r).members.size() > boxesThatFit(rows.at(r).kind, widthMm);
    }
    QList<std::pair<int, int>> ends; // per cable: its two vertices (-1 for an unknown device)
    ends.reserve(design.cables.size());
    for (int c = 0; c < design.cables.size(); ++c)
        ends.append({graph.vertexA(c), graph.vertexB(c)});
    for (;;) {
        int crowded = -1;
        if (layout.build(ends, int(design.servers.size()), rows, &crowded) || crowded < 0)
            break;
        rows[crowded].summary = true;
    }
    return layout;
}

bool TopologyLayout::build(const QList<std::pair<int, int>> &ends, int serverCount, const QList<Row> &rows,
                           int *crowdedRow)
{
    m_boxes.clear();
    m_bundles.clear();
    m_rows = int(rows.size());
    m_serverBox.fill(-1, serverCount);
    int switchCount = 0;
    for (const Row &row : rows)
        switchCount += row.kind == TopologyBox::Kind::Switch ? int(row.members.size()) : 0;
    m_switchBox.fill(-1, switchCount);
    QList<int> vertexBox(serverCount + switchCount, -1);
    for (int r = 0; r < rows.size(); ++r) {
        const Row &row = rows.at(r);
        for (int i = 0; i < row.members.size(); ++i) {
            if (i == 0 || !row.summary) {
                TopologyBox box{row.kind, row.tier, r, row.summary, {}, 0, {}};
                m_boxes.append(box);
            }
            const int member = row.members.at(i);
            m_boxes.last().members.append(member);
            const bool server = row.kind == TopologyBox::Kind::Server;
            (server ? m_serverBox : m_switchBox)[member] = int(m_boxes.size()) - 1;
            vertexBox[server ? member : serverCount + member] = int(m_boxes.size()) - 1;
        }
    }
    for (TopologyBox &box : m_boxes)
        std::sort(box.members.begin(), box.members.end());
    // One bundle per pair of boxes; boxes are numbered top row first, left to right.
    QMap<std::pair<int, int>, int> counts;
    for (const auto &[a, b] : ends) {
        if (a < 0 || b < 0)
            continue;
        const int boxA = vertexBox.at(a);
        const int boxB = vertexBox.at(b);
        if (boxA == boxB)
            ++m_boxes[boxA].innerCables;
        else
            ++counts[{std::min(boxA, boxB), std::max(boxA, boxB)}];
    }
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        m_bundles.append({it.key().first, it.key().second, it.value(), {}, {}});
    // Too many lines over one gap to read: the row with more boxes is summarised.
    QList<int> perGap(rows.size(), 0); // gap above row r (row 0: the channel above the drawing)
    QList<int> lanes(rows.size(), 0);
    for (const TopologyBundle &b : std::as_const(m_bundles)) {
        ++perGap[m_boxes.at(b.to).row];
        if (m_boxes.at(b.from).row == m_boxes.at(b.to).row)
            ++lanes[m_boxes.at(b.to).row];
    }
    for (int r = 0; r < rows.size(); ++r) {
        if (lanes.at(r) > kMaxLanes && !rows.at(r).summary) {
            *crowdedRow = r; // its cables are counted inside its summary box instead
            return false;
        }
    }
    for (int r = 0; r < rows.size(); ++r) {
        if (perGap.at(r) <= kMaxBundlesPerGap)
            continue;
        const int upper = std::max(0, r - 1);
        const auto boxesOf = [&](int row) { return rows.at(row).summary ? 1 : int(rows.at(row).members.size()); };
        *crowdedRow = boxesOf(r) >= boxesOf(upper) ? r : upper;
        if (!rows.at(*crowdedRow).summary)
            return false;
    }
    placeBoxes(rows);
    return placeLines(rows, crowdedRow);
}

void TopologyLayout::placeBoxes(const QList<Row> &rows)
{
    int topLanes = 0; // same-row bundles of the top row run in a channel above it
    for (const TopologyBundle &b : std::as_const(m_bundles))
        topLanes += m_boxes.at(b.from).row == 0 && m_boxes.at(b.to).row == 0 ? 1 : 0;
    const qreal top = topLanes > 0 ? kFirstLaneMm + kLaneStepMm * (topLanes - 1) + kLabelHeightMm / 2 + 0.5 : 0;
    int first = 0;
    for (int r = 0; r < rows.size(); ++r) {
        int count = 0;
        while (first + count < m_boxes.size() && m_boxes.at(first + count).row == r)
            ++count;
        const qreal y = top + r * (kBoxHeightMm + kRowGapMm);
        const qreal width = rows.at(r).summary
            ? std::min(m_widthMm, kSummaryBoxMm)
            : std::min(kMaxBoxMm, (m_widthMm - (count - 1) * kBoxGapMm) / count);
        const qreal pitch = m_widthMm / count; // spread over the width, centred
        for (int i = 0; i < count; ++i) {
            const qreal centre = pitch * (i + 0.5);
            m_boxes[first + i].rectMm = QRectF(centre - width / 2, y, width, kBoxHeightMm);
        }
        first += count;
    }
    m_heightMm = top + rows.size() * kBoxHeightMm + (rows.size() - 1) * kRowGapMm;
}

bool TopologyLayout::placeLines(const QList<Row> &rows, int *crowdedRow)
{
    // Where each bundle meets its boxes: spread along the edge, in the order of the far ends.
    struct Attachment {
        int bundle;
        bool atFrom;
        qreal farX;
    };
    QList<QList<Attachment>> topEdge(m_boxes.size());
    QList<QList<Attachment>> bottomEdge(m_boxes.size());
    for (int i = 0; i < m_bundles.size(); ++i) {
        const TopologyBundle &b = m_bundles.at(i);
        const QRectF &from = m_boxes.at(b.from).rectMm;
        const QRectF &to = m_boxes.at(b.to).rectMm;
        const bool sameRow = m_boxes.at(b.from).row == m_boxes.at(b.to).row;
        (sameRow ? topEdge : bottomEdge)[b.from].append({i, true, to.center().x()});
        topEdge[b.to].append({i, false, from.center().x()});
    }
    QList<QPointF> fromPoint(m_bundles.size());
    QList<QPointF> toPoint(m_bundles.size());
    const auto spread = [&](int box, QList<Attachment> &edge, qreal y) {
        std::stable_sort(edge.begin(), edge.end(), [](const Attachment &a, const Attachment &b) { return a.farX < b.farX; });
        const QRectF &rect = m_boxes.at(box).rectMm;
        for (int k = 0; k < edge.size(); ++k) {
            const QPointF point(rect.left() + rect.width() * (k + 1) / (edge.size() + 1), y);
            (edge.at(k).atFrom ? fromPoint : toPoint)[edge.at(k).bundle] = point;
        }
    };
    for (int box = 0; box < m_boxes.size(); ++box) {
        spread(box, topEdge[box], m_boxes.at(box).rectMm.top());
        spread(box, bottomEdge[box], m_boxes.at(box).rectMm.bottom());
    }
    QList<int> lanes(rows.size(), 0);
    for (int i = 0; i < m_bundles.size(); ++i) {
        TopologyBundle &b = m_bundles[i];
        if (m_boxes.at(b.from).row != m_boxes.at(b.to).row) {
            b.pathMm = {fromPoint.at(i), toPoint.at(i)};
            continue;
        }
        const int row = m_boxes.at(b.from).row;
        const qreal laneY = m_boxes.at(b.from).rectMm.top() - kFirstLaneMm - kLaneStepMm * lanes[row]++;
        b.pathMm = {fromPoint.at(i), QPointF(fromPoint.at(i).x(), laneY), QPointF(toPoint.at(i).x(), laneY), toPoint.at(i)};
    }
    // Count labels: on their line, clear of every box and label (and, if possible, of other lines).
    const QRectF drawing(0, 0, m_widthMm, m_heightMm);
    static constexpr std::array<qreal, 11> kAlong{0.22, 0.78, 0.5, 0.36, 0.64, 0.12, 0.88, 0.29, 0.43, 0.57, 0.71};
    QList<QRectF> placed;
    for (int i = 0; i < m_bundles.size(); ++i) {
        TopologyBundle &b = m_bundles[i];
        const qreal w = countLabel(b.cables).size() * kLabelCharMm + 1.0;
        // Along the line from its lower end; a same-row bundle along its lane.
        const bool lane = b.pathMm.size() == 4;
        const QPointF start = b.pathMm.at(1);
        const QPointF end = lane ? b.pathMm.at(2) : b.pathMm.at(0);
        const auto fits = [&](const QRectF &label, bool avoidLines) {
            if (!drawing.contains(label))
                return false;
            for (const TopologyBox &box : std::as_const(m_boxes)) {
                if (label.intersects(box.rectMm.adjusted(-kBoxClearMm, -kBoxClearMm, kBoxClearMm, kBoxClearMm)))
                    return false;
            }
            for (const QRectF &other : std::as_const(placed)) {
                if (label.intersects(other.adjusted(-kLabelClearMm, -kLabelClearMm, kLabelClearMm, kLabelClearMm)))
                    return false;
            }
            for (int j = 0; avoidLines && j < m_bundles.size(); ++j) {
                const QList<QPointF> &path = m_bundles.at(j).pathMm;
                for (int s = 0; j != i && s + 1 < path.size(); ++s) {
                    if (segmentEntersRect(path.at(s), path.at(s + 1), label))
                        return false;
                }
            }
            return true;
        };
        bool done = false;
        for (bool avoidLines : {true, false}) {
            for (qreal t : kAlong) {
                const QPointF at = start + (end - start) * t;
                const QRectF label(at.x() - w / 2, at.y() - kLabelHeightMm / 2, w, kLabelHeightMm);
                if (!done && fits(label, avoidLines)) {
                    b.labelMm = label;
                    done = true;
                }
            }
        }
        if (!done) {
            // Nowhere free: summarise the fuller of the bundle's two rows (one not yet summarised).
            const int rowA = m_boxes.at(b.from).row;
            const int rowB = m_boxes.at(b.to).row;
            const auto boxesOf = [&](int row) { return rows.at(row).summary ? 0 : int(rows.at(row).members.size()); };
            const int fuller = boxesOf(rowB) >= boxesOf(rowA) ? rowB : rowA;
            if (boxesOf(fuller) > 0) {
                *crowdedRow = fuller;
                return false;
            }
            const QPointF at = (start + end) / 2; // cannot happen for two summary boxes 16 mm apart
            b.labelMm = QRectF(at.x() - w / 2, at.y() - kLabelHeightMm / 2, w, kLabelHeightMm);
        }
        placed.append(b.labelMm);
    }
    return true;
}

} // namespace cq
