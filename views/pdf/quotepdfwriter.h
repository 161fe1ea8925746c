#pragma once

#include "quotepdfoptions.h"
#include "quote/quote.h"

#include <QCoreApplication>
#include <QString>

class QPagedPaintDevice;

namespace cq {

/**
 * Writes the customer quote (报价单) as an A4 PDF: quote details, the line table with
 * charged items apart from items included in server rent, estimate markers, subtotal,
 * VAT and total, the estimate notice when the total is a range, the rounding rule and
 * the notes. Paginates itself so that no table row is ever split, repeats the table head
 * on every page and puts "Page i of n" and the quote number in each page footer.
 * Text uses DejaVu Sans with Noto Sans CJK SC for Chinese, so that it extracts correctly.
 */
class QuotePdfWriter
{
    Q_DECLARE_TR_FUNCTIONS(cq::QuotePdfWriter)

public:
    /**
     * Writes @p quote to @p path (replaced atomically) in @p language, "en" or "zh_CN".
     * Needs a QGuiApplication (fonts); QT_QPA_PLATFORM=offscreen works headless.
     * @return an empty string on success, otherwise a one-line, translated error naming the file.
     */
    static QString write(const Quote &quote, const QString &path, const QString &language);
    /**
     * As above plus the optional sections of @p options: topology diagram, assumptions,
     * acceptance figures, monthly-vs-annual comparison, hidden-fee checklist, logo.
     */
    static QString write(const Quote &quote, const QString &path, const QString &language,
                         const QuotePdfOptions &options);
    /**
     * Paints the same pages as write() on @p device: a QPrinter (File > Print Quote, the print
     * preview) or another paged device. The orientation and margins are the PDF's; the paper
     * size and resolution are the device's (A4, as the print actions preset it, gives the PDF's
     * pages). @return empty on success, else a one-line, translated error.
     */
    static QString print(const Quote &quote, QPagedPaintDevice *device, const QString &language,
                         const QuotePdfOptions &options);
};

} // namespace cq
