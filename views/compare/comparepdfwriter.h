#pragma once

#include "compare/comparison.h"
#include "compare/costcurve.h"

#include <QCoreApplication>

namespace cq {

/**
 * The comparison for the customer as an A4 landscape PDF: page 1 the table (better values in
 * bold with a check mark) and the recommendation; page 2 the two charts (run cost against
 * time-to-train by servers; all_reduce busbw against message size), vector, and the
 * assumptions. "Page i of n" in each footer. Fonts and text maps as the quote PDF has them
 * (QuotePdfContent::textFont: DejaVu Sans then Noto Sans CJK SC; PdfUnicodeRepair), so
 * Chinese design names extract correctly (QT-NOTES §0-2).
 */
class ComparePdfWriter
{
    Q_DECLARE_TR_FUNCTIONS(cq::ComparePdfWriter)
public:
    /**
     * Writes to @p path through QSaveFile. Needs a QApplication (the charts are QCustomPlot
     * widgets rendered offscreen). @return empty on success, else a one-line error naming the file.
     */
    static QString write(const Comparison &comparison, const QList<QPair<QString, QList<CostPoint>>> &curves,
                         const QString &path);
};

} // namespace cq
