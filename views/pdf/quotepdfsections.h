#pragma once

#include "pdfpaginator.h"
#include "quotepdfoptions.h"
#include "quotepdftext.h"
#include "quote/quote.h"

#include <QFont>

class QPaintDevice;

namespace cq {

/**
 * The closing sections of the customer quote PDF, each as unbreakable blocks: the
 * hidden-fee checklist, the monthly-vs-annual comparison, the topology diagram, the
 * assumptions (two standard ones always, then the options') and the acceptance section
 * with the commands to run.
 * Lengths are device pixels of @p device.
 */
class QuotePdfSections
{
public:
    QuotePdfSections(const Quote &quote, const QuotePdfOptions &options, const QuotePdfText &text,
                     QPaintDevice *device, qreal widthPx);

    /** Every section that has content, in the order above. */
    QList<PdfBlock> blocks() const;
    /** Every text the sections can paint (for PdfUnicodeRepair). */
    QString drawnText() const;

private:
    qreal mm(qreal millimetres) const;
    PdfBlock titleBlock(const QString &title) const;
    /** A paragraph; @p indentPx from the left. */
    PdfBlock textBlock(const QString &text, const QFont &font, qreal indentPx = 0) const;
    QList<PdfBlock> checklistBlocks() const;
    QList<PdfBlock> comparisonBlocks() const;
    QList<PdfBlock> topologyBlocks() const;
    QList<PdfBlock> assumptionBlocks() const;
    QList<PdfBlock> acceptanceBlocks() const;
    QStringList acceptanceLines() const;
    /** The standard assumptions, then those of the options. */
    QStringList assumptions() const;
    QString feeLine(const HiddenFeeCheck &check) const;

    const Quote &m_quote;
    QuotePdfOptions m_options;
    QuotePdfText m_text;
    QPaintDevice *m_device;
    qreal m_widthPx;
    QFont m_body;
    QFont m_bold;
    QFont m_mono;
};

} // namespace cq
