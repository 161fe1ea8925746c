#include "pdfpaginator.h"

namespace cq {

namespace {

/** Height a block takes from the page, with its gap and any table head it needs. */
qreal costOf(const PdfBlock &block, bool pageEmpty, bool afterTableRow, qreal headPx)
{
    const qreal gap = pageEmpty ? 0 : block.spaceBeforePx;
    const qreal head = block.tableRow && !afterTableRow ? headPx : 0;
    return gap + head + block.heightPx;
}

} // namespace

QList<QList<PdfPlacement>> PdfPaginator::paginate(const QList<PdfBlock> &blocks, qreal pageHeightPx,
                                                  qreal tableHeadHeightPx)
{
    QList<QList<PdfPlacement>> pages(1);
    qreal y = 0;
    bool afterTableRow = false; // the previous block on this page was a table row
    for (int i = 0; i < blocks.size(); ++i) {
        const PdfBlock &block = blocks.at(i);
        qreal need = costOf(block, pages.last().isEmpty(), afterTableRow, tableHeadHeightPx);
        if (block.keepWithNext && i + 1 < blocks.size())
            need += costOf(blocks.at(i + 1), false, block.tableRow, tableHeadHeightPx);
        if (!pages.last().isEmpty() && (block.pageBreakBefore || y + need > pageHeightPx)) {
            pages.append(QList<PdfPlacement>());
            y = 0;
            afterTableRow = false;
        }
        const bool pageEmpty = pages.last().isEmpty();
        const bool headAbove = block.tableRow && !afterTableRow;
        y += (pageEmpty ? 0 : block.spaceBeforePx) + (headAbove ? tableHeadHeightPx : 0);
        pages.last().append({i, y, headAbove});
        y += block.heightPx;
        afterTableRow = block.tableRow;
    }
    return pages;
}

} // namespace cq
