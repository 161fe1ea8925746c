#pragma once

#include "pdf/quotepdfoptions.h"
#include "quote/quote.h"
#include "sizing/sizingadvisor.h"

#include <QCoreApplication>
#include <QStringList>

namespace cq {

/**
 * What the sizing proposal prints, every text already in the document's language: the advice
 * as the advisor made it (its formulas, reasons, problem and notes are worded when it runs, so
 * the caller runs it in the document's language), the words SizingText makes of it, and the
 * chosen candidate's quote as `quote` builds it on the generated design. The PDF takes every
 * figure from here and computes none.
 */
struct SizingProposal {
    SizingAdvice advice;
    int rank = 1;                 ///< the chosen candidate of shown(), 1-based
    QStringList verdicts;         ///< SizingText::verdict of each row of shown()
    QStringList whys;             ///< SizingText::why of each row of shown()
    QStringList details;          ///< SizingText::details of the chosen candidate
    Quote quote;                  ///< the chosen candidate's quote (buildQuote of its generated design, its term)
    QuotePdfOptions quoteOptions; ///< the quote's sections, as `quote --pdf` prints them

    /** The table shown: the advice's candidates, or the nearest ones when it has a problem
     *  (as `size` and the Size a Cluster window show it). */
    const QList<SizingCandidate> &shown() const { return advice.ok() ? advice.candidates : advice.nearest; }
    /** The chosen candidate; call only when rank is one of shown(). */
    const SizingCandidate &chosen() const { return shown().at(rank - 1); }
};

/**
 * The sizing proposal for the customer as an A4 PDF: first the proposal (the training job and
 * the goal, the ranked candidates' table with the chosen row marked, each row's verdict and
 * why, the advisor's notes, the assumptions and the chosen candidate's formulas; the table
 * head repeated on every page it continues on), then the chosen candidate's quote on pages of
 * its own, as QuotePdfWriter renders it (QuotePdfContent and its page frame). One count of
 * pages runs through both parts ("Page 3 of 5"). The writer's own wording is English or
 * Simplified Chinese by @p language (DocumentWording), whatever the UI language.
 */
class SizingProposalPdfWriter
{
    Q_DECLARE_TR_FUNCTIONS(cq::SizingProposalPdfWriter)
public:
    /**
     * Writes @p proposal to @p path (replaced atomically) in @p language, "en" or "zh_CN".
     * Needs a QGuiApplication (fonts).
     * @return empty on success, else a one-line error naming the file and the reason.
     */
    static QString write(const SizingProposal &proposal, const QString &path, const QString &language);
};

} // namespace cq
