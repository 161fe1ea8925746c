#include "bomxlsxwriter.h"

#include "xlsx/xlsxworkbook.h"

namespace cq {

namespace {

void writeHeads(XlsxSheet &sheet, const QStringList &heads)
{
    for (int c = 0; c < heads.size(); ++c)
        sheet.writeText(0, c, heads.at(c), XlsxStyle::Header);
    sheet.freezeRows(1);
}

} // namespace

QString BomXlsxWriter::write(const QString &path, const BillOfMaterials &bom, const CablePlan &plan)
{
    XlsxWorkbook book(path);
    XlsxSheet sheet = book.addSheet(tr("Bill of materials"));
    writeHeads(sheet, {tr("Item"), tr("SKU"), tr("Name"), tr("Medium"), tr("Gb/s"), tr("Length (m)"), tr("Count"),
                       tr("Spares"), tr("To order"), tr("Transceivers"), tr("Transceiver spares"),
                       tr("Transceivers in its ports")});
    int row = 1;
    const auto device = [&](const QString &item, const BomDeviceLine &l) {
        sheet.writeText(row, 0, item);
        sheet.writeText(row, 1, l.sku);
        sheet.writeText(row, 2, l.name);
        sheet.writeNumber(row, 6, l.count, XlsxStyle::Integer);
        sheet.writeNumber(row, 7, 0, XlsxStyle::Integer);
        sheet.writeNumber(row, 8, l.count, XlsxStyle::Integer);
        // Transceivers and their spares are ordered on the cable lines (each once); here only where they plug in.
        sheet.writeNumber(row, 11, l.transceivers, XlsxStyle::Integer);
        ++row;
    };
    for (const BomDeviceLine &l : bom.servers)
        device(tr("Server"), l);
    for (const BomDeviceLine &l : bom.switches)
        device(tr("Switch, %1").arg(BillOfMaterials::switchTierName(l.tier)), l);
    const int firstCable = row;
    double spares = 0, orders = 0, transceiverSpares = 0;
    for (const BomCableLine &l : bom.cables) {
        sheet.writeText(row, 0, l.kind == CableKind::Fiber ? tr("Optics + fibre") : tr("Cable"));
        sheet.writeText(row, 1, l.sku);
        sheet.writeText(row, 2, l.sku.isEmpty() ? BillOfMaterials::noPartName() : l.name);
        sheet.writeText(row, 3, cableKindName(l.kind));
        sheet.writeNumber(row, 4, l.rateGbps);
        sheet.writeNumber(row, 5, l.lengthM);
        sheet.writeNumber(row, 6, l.count, XlsxStyle::Integer);
        sheet.writeNumber(row, 7, l.spares, XlsxStyle::Integer);
        sheet.writeNumber(row, 8, l.orderCount(), XlsxStyle::Integer);
        sheet.writeNumber(row, 9, l.transceivers, XlsxStyle::Integer);
        sheet.writeNumber(row, 10, l.transceiverSpares, XlsxStyle::Integer);
        spares += l.spares;
        orders += l.orderCount();
        transceiverSpares += l.transceiverSpares;
        ++row;
    }
    // Totals of the cable lines (servers and switches are counted in their own rows).
    sheet.writeText(row, 0, tr("Cables and optics, total"), XlsxStyle::Bold);
    const auto sum = [&](int column, double cached) {
        const QString range = XlsxSheet::cellReference(firstCable, column) + u':' + XlsxSheet::cellReference(row - 1, column);
        sheet.writeFormula(row, column, QStringLiteral("=SUM(%1)").arg(range), cached, XlsxStyle::Integer);
    };
    sum(6, bom.cableCount);
    sum(7, spares);
    sum(8, orders);
    sum(9, bom.transceiverCount);
    sum(10, transceiverSpares);
    const QStringList notes = bom.notes();
    if (!notes.isEmpty()) {
        row += 2; // a blank row between the totals and the notes
        sheet.writeText(row++, 0, tr("Notes"), XlsxStyle::Bold);
        for (const QString &note : notes)
            sheet.writeText(row++, 0, note);
    }
    sheet.setColumnWidth(0, 0, 14);
    sheet.setColumnWidth(1, 1, 22);
    sheet.setColumnWidth(2, 2, 46);
    sheet.setColumnWidth(3, 3, 22);
    sheet.setColumnWidth(4, 11, 11);

    XlsxSheet cables = book.addSheet(tr("Cable plan"));
    writeHeads(cables, {tr("Cable"), tr("A end"), tr("A port"), tr("B end"), tr("B port"), tr("Tier"), tr("Medium"),
                        tr("Gb/s"), tr("Length (m)"), tr("Part")});
    int r = 1;
    for (const CablePlanRow &p : plan.rows) {
        cables.writeText(r, 0, p.cableId);
        cables.writeText(r, 1, p.aDevice);
        cables.writeText(r, 2, p.aPort);
        cables.writeText(r, 3, p.bDevice);
        cables.writeText(r, 4, p.bPort);
        cables.writeText(r, 5, cableTierName(p.tier));
        cables.writeText(r, 6, cableKindName(p.kind));
        cables.writeNumber(r, 7, p.rateGbps);
        cables.writeNumber(r, 8, p.lengthM);
        cables.writeText(r, 9, p.sku);
        ++r;
    }
    cables.setColumnWidth(0, 0, 9);
    cables.setColumnWidth(1, 4, 12);
    cables.setColumnWidth(5, 6, 20);
    cables.setColumnWidth(7, 8, 10);
    cables.setColumnWidth(9, 9, 22);
    return book.close();
}

} // namespace cq
