#include "sizingproposal.h"

#include "documentlanguagescope.h"
#include "quoteactions.h"
#include "quote/quotebuilder.h"
#include "sizing/sizingproposalpdfwriter.h"
#include "sizing/sizingtext.h"

namespace cq {

bool SizingProposalExport::build(const SizingAdvice &advice, int rank, const PriceBook &book, const QString &language,
                                 bool draft, SizingProposal *proposal, QString *problem)
{
    proposal->advice = advice;
    proposal->rank = rank;
    const std::optional<Design> design = SizingAdvisor::generatedDesign(proposal->shown(), rank, problem);
    if (!design)
        return false;
    const SizingCandidate &chosen = proposal->chosen();
    {
        // The quote's notes and warnings and SizingText's words in the customer's language.
        const DocumentLanguageScope documentLanguage(language);
        for (const SizingCandidate &c : proposal->shown()) {
            proposal->verdicts << (c.ok() ? SizingText::verdict(c.verdict()) : QString());
            proposal->whys << (c.ok() ? SizingText::why(c) : c.problem);
        }
        proposal->details = SizingText::details(chosen, rank);
        // As `quote DESIGN` prices the generated file: its own term (the candidate's).
        proposal->quote = buildQuote(*design, book, chosen.term);
    }
    proposal->quote.draft = draft;
    proposal->quoteOptions = QuoteActions::pdfOptionsFor(*design, book, QuoteActions::acceptanceFrom(*design));
    return true;
}

QString SizingProposalExport::write(const SizingAdvice &advice, int rank, const PriceBook &book, const QString &path,
                                    const QString &language, bool draft)
{
    SizingProposal proposal;
    QString problem;
    if (!build(advice, rank, book, language, draft, &proposal, &problem))
        return tr("Cannot write the sizing proposal: %1").arg(problem);
    return SizingProposalPdfWriter::write(proposal, path, language);
}

} // namespace cq
