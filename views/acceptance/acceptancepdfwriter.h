#pragma once

#include "acceptance/acceptance.h"

#include <QCoreApplication>

namespace cq {

/**
 * Writes the acceptance report as an A4 PDF: title, design and inputs, the summary, one table
 * row per check (result, check, expected, measured, details; rows never split, the head
 * repeated on each page, PdfTable / PdfPaginator) and, per nccl-tests run, the chart of
 * measured over predicted bus bandwidth (AcceptanceChart, as vectors); the page set-up, header,
 * footer and safe save of every customer PDF (PdfDocument, PdfPageFrame). The writer's own
 * wording is English or Simplified Chinese by @p language (DocumentWording), whatever the UI
 * language; the checks' own texts are as the model produced them.
 */
class AcceptancePdfWriter
{
    Q_DECLARE_TR_FUNCTIONS(cq::AcceptancePdfWriter)

public:
    /** @return empty on success, else one translated line naming the file. Needs a QGuiApplication. */
    static QString write(const AcceptanceReport &report, const QString &path, const QString &language);
};

} // namespace cq
