#include "clicommands.h"
#include "commandline.h"
#include "outputfile.h"

#include "format/safesave.h"

#include "bom/cableplan.h"
#include "format/moneyformat.h"
#include "pricebookdatabase.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cq {

namespace {

QJsonObject planJson(const QString &file, const CablePlan &plan)
{
    QJsonArray rows;
    for (const CablePlanRow &r : plan.rows)
        rows.append(QJsonObject{{"id", r.cableId}, {"aDevice", r.aDevice}, {"aPort", r.aPort}, {"bDevice", r.bDevice},
                                {"bPort", r.bPort}, {"kind", cableKindKey(r.kind)}, {"sku", r.sku},
                                {"rateGbps", r.rateGbps}, {"lengthM", r.lengthM}, {"tier", cableTierKey(r.tier)}});
    QJsonArray switches;
    for (const SwitchPortTable &t : plan.switchTables()) {
        QJsonArray ports;
        for (const SwitchPortRow &p : t.ports)
            ports.append(QJsonObject{{"port", p.portName}, {"cable", p.cableId}, {"peerDevice", p.peerDevice},
                                     {"peerPort", p.peerPort}});
        switches.append(QJsonObject{{"name", t.switchName}, {"ports", ports}});
    }
    return {{"file", file}, {"cables", rows}, {"switches", switches}};
}

void printText(QTextStream &out, const QString &file, const CablePlan &plan)
{
    // The count grouped by formatCount() ("2,048"); the plural form by tr()'s count (see bomcommand.cpp).
    const int cables = int(plan.rows.size());
    out << CommandLine::tr("%1: cable plan, %2 cable(s)", nullptr, cables).arg(file, formatCount(cables)) << Qt::endl;
    for (const CablePlanRow &r : plan.rows)
        out << QStringLiteral("%1  %2 %3 \u2013 %4 %5  %6 \u00b7 %7 Gb/s \u00b7 %8 m  %9")
                   .arg(r.cableId, r.aDevice, r.aPort, r.bDevice, r.bPort, cableKindName(r.kind),
                        QString::number(r.rateGbps), QString::number(r.lengthM), r.sku)
                   .trimmed() << Qt::endl;
    for (const SwitchPortTable &t : plan.switchTables()) {
        out << CommandLine::tr("Switch %1, port to port:").arg(t.switchName) << Qt::endl;
        for (const SwitchPortRow &p : t.ports) {
            if (p.cableId.isEmpty())
                out << CommandLine::tr("  %1  free").arg(p.portName) << Qt::endl;
            else
                out << QStringLiteral("  %1  %2  %3 %4").arg(p.portName, p.cableId, p.peerDevice, p.peerPort) << Qt::endl;
        }
    }
}

} // namespace

int runCables(const CliContext &ctx)
{
    Design design;
    if (!ctx.loadDesign(&design))
        return ExitBadInput;
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    const CablePlan plan = CablePlan::of(design, database.catalog());
    if (ctx.flag(QStringLiteral("csv"))) {
        // Written even without cables: the header alone, so a file from an earlier export never stands in
        // for this design, and the import finds no rows (an empty result, not an error); stderr says why.
        const QString path = ctx.option(QStringLiteral("csv"));
        if (const QString error = SafeSave::write(path, plan.netboxCsv().toUtf8()); !error.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote cables: %1").arg(error));
        if (plan.rows.isEmpty())
            *ctx.err << CommandLine::tr("note: %1 has no cables: %2 holds only the header row")
                            .arg(QFileInfo(ctx.positional.first()).fileName(), path)
                     << Qt::endl;
    }
    if (ctx.flag(QStringLiteral("json")))
        *ctx.out << QJsonDocument(planJson(ctx.positional.first(), plan)).toJson(QJsonDocument::Indented);
    else
        printText(*ctx.out, QFileInfo(ctx.positional.first()).fileName(), plan);
    return ctx.designErrorExit(design); // outputs written; exit 1 and say so when the design has errors
}

} // namespace cq
