#include "quotepdfwriter.h"

#include "pdfdocument.h"
#include "pdfpageframe.h"
#include "quotepdfcontent.h"
#include "quotepdftext.h"

#include <QDir>
#include <QPagedPaintDevice>
#include <QPainter>

namespace cq {

namespace {

/** The quote's page set-up: A4 portrait, the PDF's title "Quote CQ-2026-0042" (or the draft mark). */
PdfPageSetup pageSetup(const Quote &quote, const QuotePdfText &text)
{
    return {text.text(QuotePdfText::Label::Title) + QLatin1Char(' ')
            + (quote.draft ? text.text(QuotePdfText::Label::DraftMark) : quote.settings.quoteNumber)};
}

/**
 * Paints every page of @p quote on @p document (begun on @p painter): the one page layout of
 * the PDF and of the printed quote. @return the text drawn, for PdfUnicodeRepair.
 */
QString paintQuote(PdfDocument &document, QPainter *painter, const Quote &quote, const QuotePdfText &text,
                   const QuotePdfOptions &options)
{
    const QuotePdfContent content(quote, text, document.device(), document.pageRect().width(), options);
    const PdfPageFrame frame(document.device(), text.wording(), content.headerText(), content.footerText(),
                             options.logo);
    document.paintBlocks(painter, content.blocks(), frame, content.tableHeadHeight(),
                         [&content](QPainter *p, const QRectF &r) { content.paintTableHead(p, r); });
    return content.drawnText() + frame.drawnText();
}

} // namespace

QString QuotePdfWriter::write(const Quote &quote, const QString &path, const QString &language)
{
    return write(quote, path, language, QuotePdfOptions());
}

QString QuotePdfWriter::write(const Quote &quote, const QString &path, const QString &language,
                              const QuotePdfOptions &options)
{
    const auto failure = [&](const QString &reason) {
        return tr("Cannot write the quote PDF %1: %2").arg(QDir::toNativeSeparators(path), reason);
    };
    if (const QString why = PdfDocument::unavailableReason(language); !why.isEmpty())
        return failure(why);
    const QuotePdfText text(language);
    PdfDocument document(pageSetup(quote, text));
    QPainter painter;
    if (const QString why = document.begin(&painter); !why.isEmpty())
        return failure(why);
    const QString drawn = paintQuote(document, &painter, quote, text, options);
    if (const QString why = document.save(&painter, path, drawn); !why.isEmpty())
        return failure(why);
    return {};
}

QString QuotePdfWriter::print(const Quote &quote, QPagedPaintDevice *device, const QString &language,
                              const QuotePdfOptions &options)
{
    const auto failure = [](const QString &reason) { return tr("Cannot print the quote: %1").arg(reason); };
    if (const QString why = PdfDocument::unavailableReason(language); !why.isEmpty())
        return failure(why);
    const QuotePdfText text(language);
    PdfDocument document(pageSetup(quote, text), device);
    QPainter painter;
    if (const QString why = document.begin(&painter); !why.isEmpty())
        return failure(why);
    paintQuote(document, &painter, quote, text, options);
    if (const QString why = document.finish(&painter); !why.isEmpty())
        return failure(why);
    return {};
}

} // namespace cq
