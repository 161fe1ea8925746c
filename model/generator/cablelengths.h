#pragma once

#include "catalog/catalog.h"
#include "domain/design.h"

#include <QCoreApplication>

namespace cq {

/** One cable's length and medium as the layout gives them, or why it gives none. */
struct LayoutCableLength {
    int index = 0;            ///< in Design::cables
    bool fromLayout = false;  ///< false: the typed length and kind stay, `problem` says why
    double runM = 0;          ///< Manhattan distance between the two ports on the floor plan, metres
    int trayRises = 0;        ///< ends that rise into the cable tray (0 inside one rack, else 2)
    double lengthM = 0;       ///< length to order, metres, a multiple of StepM (the typed one when !fromLayout)
    CableKind kind = CableKind::Dac; ///< medium for that length (the typed one when !fromLayout)
    QString problem;          ///< translated sentence naming the cable; empty when fromLayout
};

/**
 * Cable lengths from the layout: the one function that turns where devices stand on the
 * canvas into the metres of cable to order, for the generator and Arrange > Set Cable
 * Lengths from Layout alike.
 *
 * Scale: the canvas is a floor plan. A rack dropped from the palette or generated is
 * RackPitchUnits = 240 scene units wide (CatalogDrop::NewRackWidth, FabricGenerator's racks,
 * the file's default rack width) and stands for one 600 mm raised-floor tile, the usual
 * rack width, so one scene unit is 0.6 m / 240 = 2.5 mm, on both axes.
 *
 * Run: Manhattan distance (|dx| + |dy|, cables follow trays at right angles) between the
 * two ports' centres, PortPlacement on boxes of AutoLayout::estimatedSize() around the
 * devices' positions (the sizes the generator lays out with, so the CLI and the window
 * give one length for one design).
 *
 * Slack, an assumption of ours (neither DOMAIN.md nor the guides give one; edit the
 * typed length where a site survey says otherwise): a cable leaving its rack rises
 * TrayRiseM = 1.0 m into the overhead tray at each end (2 x 1.0 m; none when both ends
 * stand in the same rack), and ServiceLoopShare = 10 % of the whole is added as a service
 * loop. The result is rounded up to the next StepM = 0.5 m, the stock length step:
 *   lengthM = ceil((runM + rises x 1.0) x 1.10 / 0.5) x 0.5.
 *
 * Medium: chooseCable(catalog, DAC, link rate, lengthM): DAC while the catalog's DAC at
 * that rate reaches, AOC beyond, transceivers + fibre beyond the AOC. When no offered part
 * covers it (an empty catalog, an odd rate), defaultCableKind(lengthM), which the quote's
 * own chooseCable lengthens where the part does not reach.
 *
 * A cable whose ends stand in two different rooms has no floor-plan run (rooms are drawn
 * side by side, not where they are): its typed length and kind stay and `problem` says so.
 */
class CableLengths
{
    Q_DECLARE_TR_FUNCTIONS(cq::CableLengths)
public:
    static constexpr double RackPitchUnits = 240;  ///< scene units of one rack width
    static constexpr double RackPitchM = 0.6;      ///< one 600 mm floor tile
    static constexpr double MetresPerUnit = RackPitchM / RackPitchUnits; ///< 0.0025 m
    static constexpr double TrayRiseM = 1.0;       ///< per end leaving its rack, metres
    static constexpr double ServiceLoopShare = 0.10; ///< of run + rises
    static constexpr double StepM = 0.5;           ///< lengths are ordered in half metres

    /** (runM + trayRises x TrayRiseM) x (1 + ServiceLoopShare), rounded up to a multiple of StepM, metres. */
    static double orderedLengthM(double runM, int trayRises);

    /** The medium a run of @p lengthM metres at @p rateGbps takes from @p catalog (see the class comment). */
    static CableKind mediumFor(const Catalog &catalog, double rateGbps, double lengthM);

    /**
     * Lengths of the cables at @p indices of @p design (every cable when empty), in that
     * order. Cables with an end on a device missing from the design are not from the layout.
     */
    static QList<LayoutCableLength> compute(const Design &design, const Catalog &catalog, const QList<int> &indices = {});

    /** Writes the lengths and kinds of @p lengths that are fromLayout into @p design; returns how many cables changed. */
    static int apply(Design *design, const QList<LayoutCableLength> &lengths);
};

} // namespace cq
