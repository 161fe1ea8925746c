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
     *  decimals and thousands separators, "-" when there is no figure. No unit. */
    static QString cell(const CompareRow &row, int design);
    /** Row label with its unit: "Time to train (days)". */
    static QString label(const CompareRow &row, const DocumentWording *wording = nullptr);
    /**
     * The recommendation: the design with the cheapest run, what it saves against each
     * other design (amount and percent of theirs, by range midpoints) and how many days
     * sooner or later it finishes; or why no design can run the job.
     */
    static QString recommendation(const Comparison &comparison, const DocumentWording *wording = nullptr);
    /** The assumptions the figures rest on, one sentence each (for the PDF and --help). */
    static QStringList assumptions(const Comparison &comparison, const DocumentWording *wording = nullptr);
};

} // namespace cq
