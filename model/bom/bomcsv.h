#pragma once

#include "billofmaterials.h"

namespace cq {

/**
 * A bill of materials as CSV (RFC 4180, CsvTable), one row per line, for a purchasing
 * spreadsheet: section (server, switch, cable), sku, name, kind, rate_gbps, length_m, count,
 * spares, order_qty, transceivers, transceiver_spares. Column keys stay English so a sheet
 * built on them works in any UI language; names are the catalog's.
 */
class BomCsv
{
public:
    static QString toCsv(const BillOfMaterials &bom);
};

} // namespace cq
