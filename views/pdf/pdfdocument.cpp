#include "pdfdocument.h"

#include "documentwording.h"
#include "pdfpageframe.h"
#include "pdfunicoderepair.h"

#include <QApplication>
#include <QFontDatabase>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QRawFont>
#include "format/safesave.h"

namespace cq {

PdfDocument::PdfDocument(const PdfPageSetup &setup)
    : m_buffer(&m_pdf)
{
    m_buffer.open(QIODevice::WriteOnly);
    m_writer = std::make_unique<QPdfWriter>(&m_buffer);
    m_writer->setResolution(setup.resolutionDpi);
    m_writer->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), setup.orientation, setup.marginsMm,
                                        QPageLayout::Millimeter));
    m_writer->setTitle(setup.title);
    m_writer->setCreator(QStringLiteral("ClusterQuote"));
    m_device = m_writer.get();
}

PdfDocument::PdfDocument(const PdfPageSetup &setup, QPagedPaintDevice *target)
    : m_buffer(&m_pdf), m_device(target)
{
    target->setPageOrientation(setup.orientation);
    target->setPageMargins(setup.marginsMm, QPageLayout::Millimeter);
    if (auto *printer = dynamic_cast<QPrinter *>(target)) {
        printer->setDocName(setup.title);
        printer->setCreator(QStringLiteral("ClusterQuote"));
    }
}

PdfDocument::~PdfDocument() = default;

QString PdfDocument::unavailableReason(const QString &language, bool needsWidgets)
{
    if (!DocumentWording::isSupported(language))
        return tr("unsupported language \"%1\" (use en or zh_CN)").arg(language);
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return tr("fonts need a GUI application object");
    if (needsWidgets && !qobject_cast<QApplication *>(QCoreApplication::instance()))
        return tr("charts need a QApplication");
    return {};
}

QFont PdfDocument::textFont(qreal pointSize, bool bold)
{
    // A Latin font first: with Noto Sans CJK alone, pdftotext loses digits and maps some
    // hanzi to Kangxi radicals (QT-NOTES §0.2). The SC family avoids Japanese glyph shapes.
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    return f;
}

QRectF PdfDocument::pageRect() const
{
    // A QPdfWriter's logical DPI is its resolution, a QPrinter's the printer's resolution.
    return QRectF(QPointF(0, 0), m_device->pageLayout().paintRectPixels(m_device->logicalDpiX()).size());
}

QString PdfDocument::begin(QPainter *painter)
{
    if (painter->begin(m_device))
        return {};
    return m_writer ? tr("the PDF painter could not start") : tr("the printer could not start");
}

int PdfDocument::pageCount(const QList<PdfBlock> &blocks, const PdfPageFrame &frame, qreal headHeightPx) const
{
    const qreal height = pageRect().height() - frame.headerHeight() - frame.footerHeight();
    return int(PdfPaginator::paginate(blocks, height, headHeightPx).size());
}

int PdfDocument::paintBlocks(QPainter *painter, const QList<PdfBlock> &blocks, const PdfPageFrame &frame,
                             qreal headHeightPx, const std::function<void(QPainter *, const QRectF &)> &paintHead,
                             const PdfPageNumbering &numbering)
{
    const QRectF page = pageRect();
    const qreal header = frame.headerHeight();
    const qreal footer = frame.footerHeight();
    const auto pages = PdfPaginator::paginate(blocks, page.height() - header - footer, headHeightPx);
    const int total = numbering.total > 0 ? numbering.total : int(pages.size());
    for (int i = 0; i < pages.size(); ++i) {
        const int number = numbering.first + i;
        if (number > 1) // a later part of the document starts on a page of its own
            m_device->newPage();
        frame.paintHeader(painter, QRectF(0, 0, page.width(), header), number, total);
        // Blocks are placed from 0 on the page below the header.
        painter->save();
        painter->translate(0, header);
        for (const PdfPlacement &placed : pages.at(i)) {
            const PdfBlock &block = blocks.at(placed.block);
            if (placed.headAbove && paintHead)
                paintHead(painter, QRectF(0, placed.topPx - headHeightPx, page.width(), headHeightPx));
            painter->save();
            block.paint(painter, QRectF(0, placed.topPx, page.width(), block.heightPx));
            painter->restore();
        }
        painter->restore();
        frame.paintFooter(painter, QRectF(0, page.height() - footer, page.width(), footer), number, total);
    }
    return int(pages.size());
}

QString PdfDocument::save(QPainter *painter, const QString &path, const QString &drawnText)
{
    if (!m_writer)
        return finish(painter); // a printer has no file to save
    if (painter->isActive())
        painter->end();
    m_writer.reset(); // flushes the last page into m_pdf
    m_device = nullptr;
    PdfUnicodeRepair::repair(&m_pdf, drawnText,
                             QRawFont::fromFont(textFont(10), QFontDatabase::SimplifiedChinese));
    return SafeSave::writeReason(path, m_pdf); // atomic for a file; /dev/stdout written through
}

QString PdfDocument::finish(QPainter *painter)
{
    if (painter->isActive())
        painter->end();
    if (auto *printer = dynamic_cast<QPrinter *>(m_device); printer && printer->printerState() == QPrinter::Error)
        return tr("the printer reported an error");
    return {};
}

} // namespace cq
