#pragma once

#include "bom/billofmaterials.h"
#include "bom/cableplan.h"

#include <QCoreApplication>

namespace cq {

/**
 * The bill of materials and the cable plan as one .xlsx (XlsxWorkbook): sheet 1 the BOM, one
 * row per line as BomCsv has them (counts as numbers, a total row whose count, spares, order
 * and transceiver cells are SUM formulas over the lines; switches one row per tier; each
 * transceiver once, on its cable line, the device rows saying only how many plug into their
 * ports), then BillOfMaterials::notes() under "Notes"; sheet 2 the cable plan, one row per
 * cable. Column heads in the UI language; SKUs and device names as they are.
 */
class BomXlsxWriter
{
    Q_DECLARE_TR_FUNCTIONS(cq::BomXlsxWriter)
public:
    /** Writes @p path; empty on success, else XlsxWorkbook::close()'s message naming the file. */
    static QString write(const QString &path, const BillOfMaterials &bom, const CablePlan &plan);
};

} // namespace cq
