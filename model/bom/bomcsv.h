#pragma once

#include "billofmaterials.h"

namespace cq {

/**
 * A bill of materials as CSV (RFC 4180, CsvTable), one row per line, for a purchasing
 * spreadsheet: section (server, switch, cable, note), sku, name, kind, rate_gbps, length_m,
 * count, spares, order_qty, transceivers, transceiver_spares, tier, transceivers_in_ports, note.
 * Switch rows are per tier ("leaf", "spine", "core", "unreached"); transceivers and their spares
 * are on the cable rows only (each optic once, so the column sums to the order), and device rows
 * say in transceivers_in_ports how many of them plug into their ports. A cable row with no
 * catalog part has an empty sku and BillOfMaterials::noPartName() as its name. The notes come
 * last, one "note" row each, the text in the note column. Column keys stay English so a sheet
 * built on them works in any UI language; names are the catalog's.
 */
class BomCsv
{
public:
    static QString toCsv(const BillOfMaterials &bom);
};

} // namespace cq
