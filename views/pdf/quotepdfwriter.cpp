#include "quotepdfwriter.h"

#include "pdfpaginator.h"
#include "pdfunicoderepair.h"
#include "quotepdfcontent.h"
#include "quotepdftext.h"

#include <QBuffer>
#include <QDir>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QRawFont>
#include <QSaveFile>

namespace cq {

namespace {

constexpr int kResolutionDpi = 300;

QString failure(const QString &path, const QString &reason)
{
    return QuotePdfWriter::tr("Cannot write the quote PDF %1: %2")
        .arg(QDir::toNativeSeparators(path), reason);
}

/** Paints every page: table head where a page continues the table, blocks, footer. */
void paintPages(QPdfWriter *writer, QPainter *painter, const QuotePdfContent &content, const QRectF &pageRect)
{
    const qreal footerHeight = content.footerHeight();
    const qreal headerHeight = content.headerHeight();
    const qreal headHeight = content.tableHeadHeight();
    const QList<PdfBlock> blocks = content.blocks();
    const auto pages = PdfPaginator::paginate(blocks, pageRect.height() - footerHeight - headerHeight, headHeight);
    for (int page = 0; page < pages.size(); ++page) {
        if (page > 0)
            writer->newPage();
        content.paintHeader(painter, QRectF(0, 0, pageRect.width(), headerHeight), page + 1, int(pages.size()));
        // Blocks are placed from 0 on the page below the header.
        painter->save();
        painter->translate(0, headerHeight);
        for (const PdfPlacement &placed : pages.at(page)) {
            const PdfBlock &block = blocks.at(placed.block);
            if (placed.headAbove)
                content.paintTableHead(painter, QRectF(0, placed.topPx - headHeight, pageRect.width(), headHeight));
            painter->save();
            block.paint(painter, QRectF(0, placed.topPx, pageRect.width(), block.heightPx));
            painter->restore();
        }
        painter->restore();
        const QRectF footer(0, pageRect.height() - footerHeight, pageRect.width(), footerHeight);
        content.paintFooter(painter, footer, page + 1, int(pages.size()));
    }
}

/** Renders the quote into an in-memory PDF; false if the painter cannot start. */
bool render(const Quote &quote, const QuotePdfText &text, const QuotePdfOptions &options, QByteArray *pdf)
{
    QBuffer buffer(pdf);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(kResolutionDpi);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(16, 14, 16, 12), QPageLayout::Millimeter));
    writer.setTitle(text.text(QuotePdfText::Label::Title) + QLatin1Char(' ')
                    + (quote.draft ? text.text(QuotePdfText::Label::DraftMark) : quote.settings.quoteNumber));
    writer.setCreator(QStringLiteral("ClusterQuote"));
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    const QRectF pageRect = writer.pageLayout().paintRectPixels(kResolutionDpi);
    const QuotePdfContent content(quote, text, &writer, pageRect.width(), options);
    paintPages(&writer, &painter, content, pageRect);
    painter.end();
    const QRawFont cjk = QRawFont::fromFont(QuotePdfContent::textFont(10), QFontDatabase::SimplifiedChinese);
    PdfUnicodeRepair::repair(pdf, content.drawnText(), cjk);
    return true;
}

} // namespace

QString QuotePdfWriter::write(const Quote &quote, const QString &path, const QString &language)
{
    return write(quote, path, language, QuotePdfOptions());
}

QString QuotePdfWriter::write(const Quote &quote, const QString &path, const QString &language,
                              const QuotePdfOptions &options)
{
    if (!QuotePdfText::isSupported(language))
        return failure(path, tr("unsupported language \"%1\" (use en or zh_CN)")
                                 .arg(language));
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return failure(path, tr("fonts need a GUI application object"));
    QByteArray pdf;
    if (!render(quote, QuotePdfText(language), options, &pdf))
        return failure(path, tr("the PDF painter could not start"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit())
        return failure(path, file.errorString());
    return {};
}

} // namespace cq
