#include "quotepdfwriter.h"

#include "pdfdocument.h"
#include "pdfpageframe.h"
#include "quotepdfcontent.h"
#include "quotepdftext.h"

#include <QDir>
#include <QPainter>
#include <QPdfWriter>

namespace cq {

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
    PdfDocument document({text.text(QuotePdfText::Label::Title) + QLatin1Char(' ')
                          + (quote.draft ? text.text(QuotePdfText::Label::DraftMark) : quote.settings.quoteNumber)});
    QPainter painter;
    if (const QString why = document.begin(&painter); !why.isEmpty())
        return failure(why);
    const QuotePdfContent content(quote, text, document.device(), document.pageRect().width(), options);
    const PdfPageFrame frame(document.device(), text.wording(), content.headerText(), content.footerText(),
                             options.logo);
    document.paintBlocks(&painter, content.blocks(), frame, content.tableHeadHeight(),
                         [&content](QPainter *p, const QRectF &r) { content.paintTableHead(p, r); });
    if (const QString why = document.save(&painter, path, content.drawnText() + frame.drawnText()); !why.isEmpty())
        return failure(why);
    return {};
}

} // namespace cq
