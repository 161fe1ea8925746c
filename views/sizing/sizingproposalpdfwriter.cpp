#include "sizingproposalpdfwriter.h"

#include "sizingproposalcontent.h"

#include "pdf/pdfdocument.h"
#include "pdf/pdfpageframe.h"
#include "pdf/quotepdfcontent.h"
#include "pdf/quotepdftext.h"

#include <QDir>
#include <QPagedPaintDevice>
#include <QPainter>

namespace cq {

namespace {

const char *const kFooter = QT_TRANSLATE_NOOP("cq::SizingProposalPdfWriter", "ClusterQuote sizing proposal");

} // namespace

QString SizingProposalPdfWriter::write(const SizingProposal &proposal, const QString &path, const QString &language)
{
    const auto failure = [&](const QString &why) {
        return tr("Cannot write the sizing proposal PDF %1: %2").arg(QDir::toNativeSeparators(path), why);
    };
    if (const QString why = PdfDocument::unavailableReason(language); !why.isEmpty())
        return failure(why);
    if (proposal.rank < 1 || proposal.rank > proposal.shown().size() || !proposal.chosen().ok())
        return failure(tr("the table has no candidate %1 to propose").arg(proposal.rank));
    const QuotePdfText quoteText(language);
    const DocumentWording &wording = quoteText.wording();

    // Measured on a document of the quote's own page set-up (A4 portrait, its margins), so the
    // quote pages come out as QuotePdfWriter lays them out.
    PdfDocument document(PdfPageSetup{SizingProposalContent::title(proposal, wording)});
    const SizingProposalContent content(proposal, wording, document.device(), document.pageRect().width());
    const PdfPageFrame frame(document.device(), wording, SizingProposalContent::title(proposal, wording),
                             wording.text("cq::SizingProposalPdfWriter", kFooter));
    const QuotePdfContent quote(proposal.quote, quoteText, document.device(), document.pageRect().width(),
                                proposal.quoteOptions);
    const PdfPageFrame quoteFrame(document.device(), wording, quote.headerText(), quote.footerText(),
                                  proposal.quoteOptions.logo);
    const QList<PdfBlock> quoteBlocks = quote.blocks();
    const int proposalPages = document.pageCount(content.blocks(), frame, content.tableHeadHeight());
    const int total = proposalPages + document.pageCount(quoteBlocks, quoteFrame, quote.tableHeadHeight());

    QPainter painter;
    if (const QString why = document.begin(&painter); !why.isEmpty())
        return failure(why);
    document.paintBlocks(&painter, content.blocks(), frame, content.tableHeadHeight(),
                         [&content](QPainter *p, const QRectF &r) { content.paintTableHead(p, r); }, {1, total});
    document.paintBlocks(&painter, quoteBlocks, quoteFrame, quote.tableHeadHeight(),
                         [&quote](QPainter *p, const QRectF &r) { quote.paintTableHead(p, r); },
                         {proposalPages + 1, total});
    const QString drawn = content.drawnText() + frame.drawnText() + quote.drawnText() + quoteFrame.drawnText();
    if (const QString why = document.save(&painter, path, drawn); !why.isEmpty())
        return failure(why);
    return {};
}

} // namespace cq
