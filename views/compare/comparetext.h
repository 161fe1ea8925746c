#pragma once

#include "compare/comparison.h"

#include <QCoreApplication>

namespace cq {

/**
 * Words and numbers of a comparison as the compare view, the CLI and the compare PDF show them.
 * With a @p wording the texts are in that document's language (the compare PDF), else in the
 * UI's (tr()).
 */
class DocumentWording;

class CompareText
{
    Q_DECLARE_TR_FUNCTIONS(cq::CompareText)
public:
    /** One cell: money through formatMoneyRange (moneyformat.h), numbers with the row's
     *  decimals and thousands separators, "price missing" when the design's quote has a line
     *  without a price (CompareValue::priceMissing), "-" when there is no figure. No unit. */
    static QString cell(const CompareRow &row, int design, const DocumentWording *wording = nullptr);
    /**
     * Why a design's cost figures are "price missing": "SRV-910B-8-ROCE has no annual price in
     * the price book", naming the SKUs of the run's term (or of the other term when only that
     * quote misses a price); empty when every line of both quotes is priced.
     */
    static QString priceMissingReason(const DesignFigures &design, const DocumentWording *wording = nullptr);
    /**
     * A design as the compare window and PDF name it everywhere (table columns, chart legends,
     * recommendation): its name without ".cqd" and the GPU servers of the cluster the what-if
     * made, "a100-4node-ib · 4 servers" ("a100-4node-ib · 4 台服务器"); the bare name when the
     * design has no servers or cannot be evaluated.
     */
    static QString designName(const DesignFigures &design, const DocumentWording *wording = nullptr);
    /** Row label with its unit: "Time to train (days)". */
    static QString label(const CompareRow &row, const DocumentWording *wording = nullptr);
    /**
     * The recommendation: the design with the cheapest run, what it saves against each
     * other design (amount and percent of theirs, by range midpoints) and how many days
     * sooner or later it finishes; or why no design can run the job. A design whose run cost is
     * price missing is not ranked: one sentence says so and names the reason (priceMissingReason).
     */
    static QString recommendation(const Comparison &comparison, const DocumentWording *wording = nullptr);
    /** The assumptions the figures rest on, one sentence each (for the PDF and --help). */
    static QStringList assumptions(const Comparison &comparison, const DocumentWording *wording = nullptr);
};

} // namespace cq
