#pragma once

#include "sizingproposalpdfwriter.h"

#include "pdf/documentwording.h"
#include "pdf/pdfpaginator.h"
#include "pdf/pdftable.h"

#include <QFont>

#include <memory>

class QPaintDevice;

namespace cq {

/**
 * The proposal part of the sizing proposal PDF as unbreakable blocks for PdfPaginator: title,
 * the job and goal, the ranked candidates (one block per row, PdfTable measuring each, the
 * head repeated on every page the table continues on; the chosen row shaded), the verdicts
 * and why, the notes, the assumptions and the chosen candidate's formulas. Every figure comes
 * from the SizingProposal as made; nothing is computed here. Lengths are device pixels of
 * @p device; the blocks paint through this object, which must outlive the painting.
 */
class SizingProposalContent
{
public:
    SizingProposalContent(const SizingProposal &proposal, const DocumentWording &wording, QPaintDevice *device,
                          qreal widthPx);
    ~SizingProposalContent();

    const QList<PdfBlock> &blocks() const { return m_blocks; }
    qreal tableHeadHeight() const;
    void paintTableHead(QPainter *painter, const QRectF &rect) const;
    /** The PDF's title: "Sizing proposal: 70B on 1T tokens", also the pages' header. */
    static QString title(const SizingProposal &proposal, const DocumentWording &wording);
    /** Every text the blocks and the table head paint, for PdfUnicodeRepair. */
    const QString &drawnText() const { return m_drawn; }

private:
    QString word(const char *source) const;
    qreal mm(qreal millimetres) const;
    PdfBlock text(const QString &s, qreal pt, bool bold = false, qreal beforePx = 0, qreal indentPx = 0);
    PdfBlock heading(const QString &s);
    void addInputs();
    void addTable();
    void addVerdicts();
    void addAssumptions();
    /** Column fractions: each column as wide as its widest cell while the page allows (PdfTable). */
    QList<qreal> columnFractions(const QList<QList<PdfCell>> &rows) const;
    QList<PdfCell> rowCells(int index) const;

    const SizingProposal &m_proposal;
    DocumentWording m_wording;
    QPaintDevice *m_device;
    qreal m_width;
    QFont m_body;
    QFont m_tableFont;
    QList<PdfCell> m_head;
    std::unique_ptr<PdfTable> m_inputs;
    std::unique_ptr<PdfTable> m_table;
    QList<PdfBlock> m_blocks;
    QString m_drawn;
};

} // namespace cq
