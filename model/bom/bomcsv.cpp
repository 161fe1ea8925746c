#include "bomcsv.h"

#include "format/csvtable.h"

namespace cq {

QString BomCsv::toCsv(const BillOfMaterials &bom)
{
    QString csv = CsvTable::row({"section", "sku", "name", "kind", "rate_gbps", "length_m", "count", "spares",
                                 "order_qty", "transceivers", "transceiver_spares", "tier", "transceivers_in_ports",
                                 "note"});
    // Device rows leave transceivers empty: the cable rows order every optic once.
    const auto device = [&](const QString &section, const BomDeviceLine &l) {
        csv += CsvTable::row({section, l.sku, l.name, {}, {}, {}, QString::number(l.count), QStringLiteral("0"),
                              QString::number(l.count), {}, {}, BillOfMaterials::switchTierKey(l.tier),
                              QString::number(l.transceivers), {}});
    };
    for (const BomDeviceLine &l : bom.servers)
        device(QStringLiteral("server"), l);
    for (const BomDeviceLine &l : bom.switches)
        device(QStringLiteral("switch"), l);
    for (const BomCableLine &l : bom.cables) {
        csv += CsvTable::row({QStringLiteral("cable"), l.sku, l.sku.isEmpty() ? BillOfMaterials::noPartName() : l.name,
                              cableKindKey(l.kind), QString::number(l.rateGbps), QString::number(l.lengthM),
                              QString::number(l.count), QString::number(l.spares), QString::number(l.orderCount()),
                              QString::number(l.transceivers), QString::number(l.transceiverSpares), {}, {}, {}});
    }
    for (const QString &note : bom.notes())
        csv += CsvTable::row({QStringLiteral("note"), {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, note});
    return csv;
}

} // namespace cq
