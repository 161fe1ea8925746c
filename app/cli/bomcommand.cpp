#include "clicommands.h"
#include "commandline.h"
#include "outputfile.h"

#include "format/safesave.h"

#include "bom/billofmaterials.h"
#include "bom/bomcsv.h"
#include "bom/bomxlsxwriter.h"
#include "bom/cableplan.h"
#include "format/moneyformat.h"
#include "pricebookdatabase.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cq {

namespace {

QJsonArray devicesJson(const QList<BomDeviceLine> &lines)
{
    QJsonArray a;
    for (const BomDeviceLine &l : lines) {
        // Optics in these devices' ports (ordered on the cable lines): a whole number each, or a range.
        const QJsonValue each = l.transceiversEachMin == l.transceiversEachMax
            ? QJsonValue(l.transceiversEachMin)
            : QJsonValue(QJsonObject{{"min", l.transceiversEachMin}, {"max", l.transceiversEachMax}});
        QJsonObject o{{"sku", l.sku}, {"name", l.name}, {"count", l.count}, {"nicsEach", l.nicsEach},
                      {"transceiversInPorts", l.transceivers}, {"transceiversEach", each}};
        if (l.tier >= 0)
            o.insert("tier", BillOfMaterials::switchTierKey(l.tier));
        a.append(o);
    }
    return a;
}

QJsonObject bomJson(const QString &file, const BillOfMaterials &bom)
{
    QJsonArray cables;
    for (const BomCableLine &l : bom.cables)
        cables.append(QJsonObject{{"sku", l.sku}, {"name", l.name}, {"kind", cableKindKey(l.kind)},
                                  {"rateGbps", l.rateGbps}, {"lengthM", l.lengthM}, {"count", l.count},
                                  {"spares", l.spares}, {"orderQty", l.orderCount()}, {"transceivers", l.transceivers},
                                  {"transceiverSpares", l.transceiverSpares}, {"mediumChanged", l.mediumChanged}});
    QJsonObject tiers;
    for (int t = 0; t < CableTierCount; ++t)
        tiers.insert(cableTierKey(CableTier(t)), bom.cablesByTier.at(size_t(t)));
    QJsonArray rates;
    for (const auto &[rate, count] : bom.cablesByRate)
        rates.append(QJsonObject{{"rateGbps", rate}, {"cables", count}});
    const QJsonObject switchTiers{{"leaves", bom.switchesInTier(1)}, {"spines", bom.switchesInTier(2)},
                                  {"cores", bom.switchesInTier(3)}, {"unreached", bom.switchesInTier(0)}};
    return {{"file", file}, {"spareRatio", bom.spareRatio}, {"servers", devicesJson(bom.servers)},
            {"switches", devicesJson(bom.switches)}, {"switchesByTier", switchTiers}, {"cables", cables},
            {"cablesByTier", tiers}, {"cablesByRate", rates}, {"cableCount", bom.cableCount},
            {"transceiverCount", bom.transceiverCount}, {"mediumChangedCount", bom.mediumChangedCount},
            {"unmatchedCount", bom.unmatchedCount}, {"unreachedSwitches", QJsonArray::fromStringList(bom.unreachedSwitches)},
            {"notes", QJsonArray::fromStringList(bom.notes())}};
}

// Counts are grouped by formatCount() (moneyformat.h: "2,048", ',' in either language). The
// plural form is chosen by the count passed to tr() (English: clusterquote_en.ts); the number
// itself is the grouped %1, since %n and %Ln would print 2048 in the C locale.
void printText(QTextStream &out, const QString &file, const BillOfMaterials &bom)
{
    out << CommandLine::tr("%1: bill of materials, spares %2 % of each cable and optic (rounded up)")
               .arg(file, QString::number(bom.spareRatio * 100)) << Qt::endl;
    out << CommandLine::tr("Servers") << Qt::endl;
    for (const BomDeviceLine &l : bom.servers) {
        out << CommandLine::tr("  %1 x %2  %3 \u00b7 %4 NICs each")
                   .arg(formatCount(l.count), l.sku, l.name, formatCount(l.nicsEach));
        if (l.transceivers > 0)
            out << CommandLine::tr(", %1 transceivers in all").arg(formatCount(l.transceivers));
        out << Qt::endl;
    }
    out << CommandLine::tr("Switches: leaves %1, spines %2, cores %3")
               .arg(formatCount(bom.switchesInTier(1)), formatCount(bom.switchesInTier(2)),
                    formatCount(bom.switchesInTier(3))) << Qt::endl;
    for (const BomDeviceLine &l : bom.switches) {
        out << QStringLiteral("  %1 x %2  %3 \u00b7 %4")
                   .arg(formatCount(l.count), l.sku, l.name, BillOfMaterials::switchTierName(l.tier));
        if (l.transceivers > 0)
            out << CommandLine::tr(" \u00b7 %1 transceivers in all").arg(formatCount(l.transceivers));
        out << Qt::endl;
    }
    out << CommandLine::tr("Cables and optics") << Qt::endl;
    if (bom.cables.isEmpty())
        out << CommandLine::tr("  none") << Qt::endl;
    for (const BomCableLine &l : bom.cables) {
        const QString part = l.sku.isEmpty() ? BillOfMaterials::noPartName() : l.sku;
        out << CommandLine::tr("  %1 + %2 spare  %3 \u00b7 %4 \u00b7 %5 Gb/s \u00b7 %6 m each")
                   .arg(formatCount(l.count), formatCount(l.spares), part, cableKindName(l.kind),
                        QString::number(l.rateGbps), QString::number(l.lengthM));
        if (l.transceivers > 0)
            out << CommandLine::tr(" \u00b7 %1 + %2 spare transceivers")
                       .arg(formatCount(l.transceivers), formatCount(l.transceiverSpares));
        out << Qt::endl;
    }
    out << CommandLine::tr("Cables per tier: server-leaf %1, leaf-spine %2, spine-core %3, other %4")
               .arg(formatCount(bom.cablesIn(CableTier::ServerLeaf)), formatCount(bom.cablesIn(CableTier::LeafSpine)),
                    formatCount(bom.cablesIn(CableTier::SpineCore)), formatCount(bom.cablesIn(CableTier::Other)))
        << Qt::endl;
    QStringList rates;
    for (const auto &[rate, count] : bom.cablesByRate)
        rates << CommandLine::tr("%1 Gb/s: %2").arg(QString::number(rate), formatCount(count));
    out << CommandLine::tr("Cables per rate: %1").arg(rates.isEmpty() ? QStringLiteral("-") : rates.join(QStringLiteral(", ")))
        << Qt::endl;
    for (const QString &note : bom.notes()) // BillOfMaterials::notes(): the CSV, XLSX and dock say the same
        out << CommandLine::tr("note: %1").arg(note) << Qt::endl;
}

} // namespace

int runBom(const CliContext &ctx)
{
    Design design;
    if (!ctx.loadDesign(&design))
        return ExitBadInput;
    double ratio = BillOfMaterials::DefaultSpareRatio;
    if (ctx.flag(QStringLiteral("spares"))) {
        bool ok = false;
        const double percent = ctx.option(QStringLiteral("spares")).toDouble(&ok);
        if (!ok || percent < 0 || percent > 100)
            return ctx.fail(CommandLine::tr("--spares: \"%1\" is not a percentage from 0 to 100")
                                .arg(ctx.option(QStringLiteral("spares"))));
        ratio = percent / 100.0;
    }
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    const BillOfMaterials bom = BillOfMaterials::of(design, database.catalog(), ratio);
    if (ctx.flag(QStringLiteral("csv"))) {
        if (const QString error = SafeSave::write(ctx.option(QStringLiteral("csv")), BomCsv::toCsv(bom).toUtf8()); !error.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote bom: %1").arg(error));
    }
    if (ctx.flag(QStringLiteral("xlsx"))) {
        const QString path = ctx.option(QStringLiteral("xlsx"));
        if (const QString error = BomXlsxWriter::write(path, bom, CablePlan::of(design, database.catalog()));
            !error.isEmpty())
            return ctx.fail(error);
    }
    const QString file = QFileInfo(ctx.positional.first()).fileName();
    if (ctx.flag(QStringLiteral("json")))
        *ctx.out << QJsonDocument(bomJson(ctx.positional.first(), bom)).toJson(QJsonDocument::Indented);
    else
        printText(*ctx.out, file, bom);
    return ctx.designErrorExit(design); // outputs written; exit 1 and say so when the design has errors
}

} // namespace cq
