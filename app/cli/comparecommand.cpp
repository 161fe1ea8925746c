#include "clicommands.h"
#include "commandline.h"

#include "comparejson.h"
#include "compare/comparepdfwriter.h"
#include "compare/comparetext.h"
#include "compare/costcurve.h"
#include "compare/comparison.h"
#include "compare/scaledvalue.h"
#include "format/designformat.h"
#include "pricebookdatabase.h"
#include "quote/ppm.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace cq {

namespace {

// A number option in [lo, hi]; false after printing why.
bool numberOption(const CliContext &ctx, const char *name, double lo, double hi, double *value)
{
    const QString key = QString::fromLatin1(name);
    if (!ctx.flag(key))
        return true;
    bool ok = false;
    const double v = ctx.option(key).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < lo || v > hi) {
        ctx.fail(CommandLine::tr("--%1: \"%2\" is not a number from %3 to %4").arg(key, ctx.option(key)).arg(lo).arg(hi));
        return false;
    }
    *value = v;
    return true;
}

// --model N: parameters; the parallel layout comes from the nearest preset (below 30B the 7B
// layout, data parallel only; else the 70B layout, TP 8 x PP 4).
bool readModel(const CliContext &ctx, CompareInputs *in)
{
    for (const char *name : {"model", "tokens"}) {
        const QString key = QString::fromLatin1(name);
        double value = 0;
        if (!ctx.flag(key))
            continue;
        if (!parseScaledCount(ctx.option(key), &value)) {
            ctx.fail(CommandLine::tr("--%1: \"%2\" is not a count such as 7B, 70B, 1T or 1.5T").arg(key, ctx.option(key)));
            return false;
        }
        if (key == QLatin1String("tokens")) {
            in->training.tokens = value;
        } else {
            const double tokens = in->training.tokens;
            in->training = value < 30e9 ? TrainingInputs::preset7B() : TrainingInputs::preset70B();
            in->training.parameters = value;
            in->training.tokens = tokens;
        }
    }
    return true;
}

/** The comparison inputs the options ask for; false (after printing why) when they make no sense. */
bool readInputs(const CliContext &ctx, CompareInputs *in)
{
    if (!readModel(ctx, in))
        return false;
    double mfuPercent = 100 * in->training.mfu, power = -1, servers = 0, nic = 0, over = 0;
    if (ctx.flag(QStringLiteral("discount"))) {
        // The quote's own exact parser: four decimals of a percent are kept, a fifth is refused.
        QString why;
        if (!Ppm::fromPercentText(ctx.option(QStringLiteral("discount")), &in->whatIf.discountPpm, &why)) {
            ctx.fail(CommandLine::tr("--discount: %1").arg(why));
            return false;
        }
    }
    if (!numberOption(ctx, "mfu", 1, 100, &mfuPercent)
        || !numberOption(ctx, "power-price", 0, 100, &power) || !numberOption(ctx, "servers", 1, 4096, &servers)
        || !numberOption(ctx, "nic-rate", 1, 3200, &nic) || !numberOption(ctx, "oversubscription", 1, 64, &over))
        return false;
    in->training.mfu = mfuPercent / 100;
    if (power >= 0)
        in->whatIf.powerFenPerKwh = std::llround(power * 100);
    if (servers > 0)
        in->whatIf.servers = int(servers);
    if (nic > 0)
        in->whatIf.nicRateGbps = nic;
    if (over > 0)
        in->whatIf.oversubscription = over;
    if (ctx.flag(QStringLiteral("term"))) {
        Term term = Term::Monthly;
        if (!termFromKey(ctx.option(QStringLiteral("term")), &term)) {
            ctx.fail(CommandLine::tr("--term: \"%1\" is not a term (monthly or annual)").arg(ctx.option(QStringLiteral("term"))));
            return false;
        }
        in->whatIf.term = term;
    }
    return true;
}

void printText(QTextStream &out, const Comparison &c)
{
    int labelWidth = 0;
    for (const CompareRow &r : c.rows)
        labelWidth = std::max(labelWidth, int(CompareText::label(r).size()));
    out << QStringLiteral("%1").arg(QString(), -labelWidth);
    for (const DesignFigures &d : c.designs)
        out << QStringLiteral("  %1").arg(CompareText::designName(d), 30); // as the window's columns
    out << Qt::endl;
    for (const CompareRow &r : c.rows) {
        out << QStringLiteral("%1").arg(CompareText::label(r), -labelWidth);
        for (int i = 0; i < r.values.size(); ++i) // '*' marks the better value
            out << QStringLiteral("  %1%2").arg(CompareText::cell(r, i), 29).arg(r.best.value(i) ? QChar(u'*') : QChar(u' '));
        out << Qt::endl;
    }
    out << CommandLine::tr("* = the better value of the row") << Qt::endl;
    for (const DesignFigures &d : c.designs) {
        if (!d.ok())
            out << CommandLine::tr("%1: %2").arg(d.name, d.problem) << Qt::endl;
        else if (!d.training.valid())
            out << CommandLine::tr("%1: training: %2").arg(d.name, d.training.plan.problem) << Qt::endl;
    }
    out << CompareText::recommendation(c) << Qt::endl;
}

} // namespace

int runCompare(const CliContext &ctx)
{
    // --lang only sets the PDF's language: alone it would be silently ignored.
    if (ctx.flag(QStringLiteral("lang")) && !ctx.flag(QStringLiteral("pdf")))
        return ctx.fail(CommandLine::tr("clusterquote compare: --lang sets the language of the PDF and needs --pdf FILE"));
    if (ctx.positional.size() < 2)
        return ctx.fail(CommandLine::tr("compare needs two or more design files (clusterquote compare A.cqd B.cqd)"));
    CompareInputs inputs;
    if (!readInputs(ctx, &inputs))
        return ExitBadInput;
    QList<ComparisonBuilder::Entry> entries;
    for (const QString &path : ctx.positional) {
        const DesignReadResult read = DesignFormat::load(path);
        if (!read.ok())
            return ctx.fail(read.error);
        entries.append({QFileInfo(path).fileName(), read.design});
    }
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    for (const QString &problem : database.problems())
        *ctx.err << CommandLine::tr("price book warning: %1").arg(problem) << Qt::endl;
    const Comparison comparison = ComparisonBuilder::compare(entries, database.priceBook(), inputs);

    if (ctx.flag(QStringLiteral("pdf"))) {
        QList<QPair<QString, QList<CostPoint>>> curves;
        for (int i = 0; i < entries.size(); ++i)
            curves.append({entries.at(i).name,
                           CostCurve::curve(entries.at(i).design, database.priceBook(), inputs,
                                            CostCurve::serverCounts(std::max(1, comparison.designs.at(i).servers)))});
        // The PDF in --lang (English by default), whatever the UI language of the text output.
        if (const QString error = ComparePdfWriter::write(comparison, curves, ctx.option(QStringLiteral("pdf")),
                                                          ctx.option(QStringLiteral("lang"), QStringLiteral("en")));
            !error.isEmpty())
            return ctx.fail(error);
    }
    if (ctx.flag(QStringLiteral("json")))
        *ctx.out << QJsonDocument(CliJson::comparison(comparison)).toJson(QJsonDocument::Indented);
    else
        printText(*ctx.out, comparison);
    const bool errors = std::any_of(comparison.designs.cbegin(), comparison.designs.cend(),
                                    [](const DesignFigures &d) { return d.errors > 0; });
    return errors ? ExitDesignErrors : ExitOk;
}

} // namespace cq
