#include "bomcsv.h"

#include "format/csvtable.h"

namespace cq {

QString BomCsv::toCsv(const BillOfMaterials &bom)
{
    QString csv = CsvTable::row({"section", "sku", "name", "kind", "rate_gbps", "length_m", "count", "spares",
                                 "order_qty", "transceivers", "transceiver_spares"});
    const auto device = [&](const QString &section, const BomDeviceLine &l) {
        csv += CsvTable::row({section, l.sku, l.name, {}, {}, {}, QString::number(l.count), QStringLiteral("0"),
                              QString::number(l.count), QString::number(l.transceivers), QStringLiteral("0")});
    };
    for (const BomDeviceLine &l : bom.servers)
        device(QStringLiteral("server"), l);
    for (const BomDeviceLine &l : bom.switches)
        device(QStringLiteral("switch"), l);
    for (const BomCableLine &l : bom.cables) {
        csv += CsvTable::row({QStringLiteral("cable"), l.sku, l.name, cableKindKey(l.kind), QString::number(l.rateGbps),
                              QString::number(l.lengthM), QString::number(l.count), QString::number(l.spares),
                              QString::number(l.orderCount()), QString::number(l.transceivers),
                              QString::number(l.transceiverSpares)});
    }
    return csv;
}

} // namespace cq
