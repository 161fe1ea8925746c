#pragma once

#include "compare/comparison.h"
#include "compare/costcurve.h"

#include <QCoreApplication>

namespace cq {

/**
 * The comparison for the customer as an A4 landscape PDF (PdfDocument): page 1 the table
 * (better values in bold with a check mark; PdfTable rows, each as tall as its most wrapped
 * cell, the columns inside the page's text width however many designs) and the recommendation; page 2 the two charts
 * (run cost against time-to-train by servers; all_reduce busbw against message size), vector,
 * and the assumptions; the header and footer with "Page i of n" of every customer PDF.
 * The writer's own wording (headings, recommendation, assumptions, chart titles and axes) is
 * English or Simplified Chinese by @p language (DocumentWording), whatever the UI language;
 * the rows' labels are as the comparison holds them.
 */
class ComparePdfWriter
{
    Q_DECLARE_TR_FUNCTIONS(cq::ComparePdfWriter)
public:
    /**
     * Writes to @p path through QSaveFile in @p language, "en" or "zh_CN". Needs a QApplication
     * (the charts are QCustomPlot widgets rendered offscreen).
     * @return empty on success, else a one-line error naming the file and the reason.
     */
    static QString write(const Comparison &comparison, const QList<QPair<QString, QList<CostPoint>>> &curves,
                         const QString &path, const QString &language);
};

} // namespace cq
