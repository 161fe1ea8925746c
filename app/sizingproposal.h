#pragma once

#include "quote/pricebook.h"
#include "sizing/sizingadvisor.h"

#include <QCoreApplication>
#include <QString>

namespace cq {

struct SizingProposal;

/**
 * The sizing proposal PDF of one candidate, for `size --pdf` and the Size a Cluster window's
 * Save Proposal PDF...: the one code path from an advice to the file. The candidate's quote is
 * the one `quote` makes of its generated design (SizingAdvisor::generatedDesign, on the
 * candidate's term) with the sections `quote --pdf` prints; the quote's notes and SizingText's
 * words are made in the document's language (DocumentLanguageScope). The advice's own formulas
 * and reasons are worded when the advisor runs: give an advice made in the same language.
 */
class SizingProposalExport
{
    Q_DECLARE_TR_FUNCTIONS(cq::SizingProposalExport)
public:
    /**
     * Builds the proposal of candidate @p rank (1-based) of the table @p advice shows, priced
     * from @p book (the one the advice was made with), in @p language ("en" or "zh_CN").
     * @p draft: the quote has no issued revision (always so for a design just generated).
     * @return false with why in @p problem when the table has no such candidate.
     */
    static bool build(const SizingAdvice &advice, int rank, const PriceBook &book, const QString &language, bool draft,
                      SizingProposal *proposal, QString *problem);
    /**
     * build(), then SizingProposalPdfWriter::write to @p path.
     * @return empty on success, else a one-line error.
     */
    static QString write(const SizingAdvice &advice, int rank, const PriceBook &book, const QString &path,
                         const QString &language, bool draft = true);
};

} // namespace cq
