#pragma once

#include "sizingcandidate.h"

#include <QCoreApplication>
#include <QStringList>

namespace cq {

/**
 * The sizing advisor's figures as a customer reads them, one function per piece, shared by
 * `clusterquote size` and the Size a Cluster window so both print the same words.
 */
class SizingText
{
    Q_DECLARE_TR_FUNCTIONS(cq::SizingText)
public:
    /** "advised", "caution", "not advised" (translated). */
    static QString verdict(SizingVerdict verdict);
    /** The layout as "8 x 2 x 2" (TP x PP x DP). */
    static QString plan(const ParallelPlan &plan);
    /** Why the verdict: the reasons that set a caution or not-advised one (its worst ones), joined
     *  by "; "; for an advised one its first reason (the one-node-first rule, why this size). */
    static QString why(const SizingCandidate &candidate);
    /**
     * Candidate @p rank (1-based) with every formula: hardware, layout, memory per GPU and
     * its parts, time to train and its parts, fabric, run cost, power, the guides' reasons
     * (+ advised, ! caution, x not advised) and the generator's notes. One line each,
     * sub-lines indented.
     */
    static QStringList details(const SizingCandidate &candidate, int rank);
};

} // namespace cq
