#pragma once

#include "domain/design.h"

#include <QList>
#include <QPointF>
#include <QRectF>

#include <utility>

namespace cq {

/** One box of the topology drawing: one server or switch, or every device of a tier. */
struct TopologyBox {
    enum class Kind { Server, Switch };
    Kind kind = Kind::Server;
    /** 0 servers, 1 leaf, 2 spine, 3 core, ... (FabricGraph::tier; a switch no leaf reaches: 1). */
    int tier = 0;
    int row = 0;           ///< 0 = the top row
    bool summary = false;  ///< the box stands for every device of its tier
    QList<int> members;    ///< indices into Design::servers or Design::switches, in design order
    int innerCables = 0;   ///< cables with both ends in the box (summary boxes only)
    QRectF rectMm;         ///< in the drawing, millimetres from its top-left corner
};

/** The cables between two boxes, drawn as one line labelled with their count. */
struct TopologyBundle {
    int from = 0;          ///< box index: the upper box, or the left one of two boxes in one row
    int to = 0;            ///< box index
    int cables = 0;
    /** From the bottom edge of @c from to the top edge of @c to; between two boxes of one row it
     *  runs up from the top of @c from, along the gap above the row and down into @c to. */
    QList<QPointF> pathMm;
    QRectF labelMm;        ///< where the count ("x16") is written; clear of every box and label
};

/**
 * Where everything of the quote PDF's topology drawing goes, worked out without painting so
 * that it can be tested. Tiers come from the model (FabricGraph::tier: 1 = leaf, 2 = spine,
 * 3 = core), one row each from the top: highest tier first, leaves, then the servers. Every
 * cable between two boxes is counted into one bundle; lines only cross the empty gap between
 * two adjacent rows (a fat tree cables only adjacent tiers), so no line passes through a box.
 *
 * A tier is drawn as one summary box ("64 leaf switches") when its boxes would be narrower
 * than kMinSwitchMm / kMinServerMm, when more than kMaxBundlesPerGap lines would cross one
 * gap, or when a count label finds no free place; the tier with more boxes goes first.
 * All lengths are millimetres.
 */
class TopologyLayout
{
public:
    static constexpr qreal kBoxHeightMm = 11;
    static constexpr qreal kRowGapMm = 16;        ///< between two rows, for the lines and labels
    static constexpr qreal kBoxGapMm = 1.5;       ///< between two boxes of a row
    static constexpr qreal kMinSwitchMm = 16;     ///< name and SKU readable at 5 pt
    static constexpr qreal kMinServerMm = 9;      ///< "node16" readable at 5 pt
    static constexpr qreal kMaxBoxMm = 40;
    static constexpr qreal kSummaryBoxMm = 80;
    static constexpr int kMaxBundlesPerGap = 32;
    static constexpr qreal kLabelHeightMm = 2.8;
    static constexpr qreal kLabelCharMm = 1.3;    ///< a digit at the 5.5 pt label font, with room

    /** Lays @p design out in a drawing @p widthMm wide. An empty design gives no boxes, height 0. */
    static TopologyLayout make(const Design &design, qreal widthMm);

    const QList<TopologyBox> &boxes() const { return m_boxes; }
    const QList<TopologyBundle> &bundles() const { return m_bundles; }
    qreal widthMm() const { return m_widthMm; }
    qreal heightMm() const { return m_heightMm; }
    int rowCount() const { return m_rows; }
    /** Tiers drawn as one box, from the top row down (0 = servers). */
    QList<int> summarisedTiers() const;
    /** Index of the box drawing design.servers[@p index] / design.switches[@p index], -1 if none. */
    int boxOfServer(int index) const { return m_serverBox.value(index, -1); }
    int boxOfSwitch(int index) const { return m_switchBox.value(index, -1); }
    /** The count written on a bundle of @p cables: "x16". */
    static QString countLabel(int cables);

private:
    struct Row {
        int tier = 0;
        TopologyBox::Kind kind = TopologyBox::Kind::Server;
        QList<int> members;
        bool summary = false;
    };
    /** One attempt with the rows as given; false with @p crowdedRow set when a row must be summarised. */
    bool build(const QList<std::pair<int, int>> &cableEnds, int serverCount, const QList<Row> &rows, int *crowdedRow);
    void placeBoxes(const QList<Row> &rows);
    /** Line paths and count labels; false with @p crowdedRow set when a label finds no place. */
    bool placeLines(const QList<Row> &rows, int *crowdedRow);

    QList<TopologyBox> m_boxes;
    QList<TopologyBundle> m_bundles;
    QList<int> m_serverBox;
    QList<int> m_switchBox;
    qreal m_widthMm = 0;
    qreal m_heightMm = 0;
    int m_rows = 0;
};

} // namespace cq
