#include "clicommands.h"
#include "commandline.h"
#include "outputfile.h"
#include "sizejson.h"

#include "documentlanguagescope.h"
#include "quoteactions.h"
#include "sizingproposal.h"
#include "pdf/pdfdocument.h"

#include "compare/scaledvalue.h"
#include "generator/catalogchoice.h"
#include "format/designformat.h"
#include "format/moneyformat.h"
#include "pricebookdatabase.h"
#include "sizing/sizingtext.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <QJsonDocument>

#include <cmath>

namespace cq {

namespace {

// A number option in [lo, hi] (whole when asked); false after printing why.
bool numberOption(const CliContext &ctx, const char *name, double lo, double hi, bool whole, double *value)
{
    const QString key = QString::fromLatin1(name);
    if (!ctx.flag(key))
        return true;
    bool ok = false;
    const double v = ctx.option(key).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < lo || v > hi || (whole && v != std::floor(v))) {
        ctx.fail(CommandLine::tr("clusterquote size: --%1: \"%2\" is not a number from %3 to %4").arg(key, ctx.option(key)).arg(lo).arg(hi));
        return false;
    }
    *value = v;
    return true;
}

// --model: a preset (7B, 13B, 65B, 70B, 175B) or a count (30B: a custom shape).
bool readJob(const CliContext &ctx, TrainingJob *job)
{
    const QString model = ctx.option(QStringLiteral("model"));
    if (model.isEmpty())
        return ctx.fail(CommandLine::tr("clusterquote size: missing --model (a preset: %1, or a size such as 30B)")
                            .arg(TrainingJob::presetNames().join(QStringLiteral(", ")))), false;
    double parameters = 0;
    if (const std::optional<TrainingJob> preset = TrainingJob::preset(model))
        *job = *preset;
    else if (parseScaledCount(model, &parameters))
        *job = TrainingJob::custom(parameters);
    else
        return ctx.fail(CommandLine::tr("clusterquote size: --model: \"%1\" is neither a preset (%2) nor a size such as 30B")
                            .arg(model, TrainingJob::presetNames().join(QStringLiteral(", ")))), false;
    if (!parseScaledCount(ctx.option(QStringLiteral("tokens")), &job->tokens))
        return ctx.fail(CommandLine::tr("clusterquote size: --tokens: \"%1\" is not a count such as 1T or 300B")
                            .arg(ctx.option(QStringLiteral("tokens")))), false;
    double zero = job->zeroStage, mfuPercent = job->mfu * 100;
    if (!numberOption(ctx, "zero", 0, 3, true, &zero) || !numberOption(ctx, "mfu", 1, 100, false, &mfuPercent))
        return false;
    job->zeroStage = int(zero);
    job->mfu = mfuPercent / 100;
    if (ctx.flag(QStringLiteral("recompute")) && !recomputeFromKey(ctx.option(QStringLiteral("recompute")), &job->recompute))
        return ctx.fail(CommandLine::tr("clusterquote size: --recompute: \"%1\" is not none, selective or full")
                            .arg(ctx.option(QStringLiteral("recompute")))), false;
    if (ctx.flag(QStringLiteral("precision"))) {
        // The advisor trains in BF16 or FP8 (fp16 and fp32 are the engine's, not a sizing choice).
        Precision precision = Precision::Bf16;
        if (!precisionFromKey(ctx.option(QStringLiteral("precision")), &precision)
            || (precision != Precision::Bf16 && precision != Precision::Fp8))
            return ctx.fail(CommandLine::tr("clusterquote size: --precision: \"%1\" is not bf16 or fp8")
                                .arg(ctx.option(QStringLiteral("precision")))), false;
        job->precision = precision;
    }
    return true;
}

bool readRequest(const CliContext &ctx, SizingRequest *request)
{
    if (!ctx.flag(QStringLiteral("tokens")))
        return ctx.fail(CommandLine::tr("clusterquote size: missing --tokens (such as 1T)")), false;
    if (!readJob(ctx, &request->job))
        return false;
    if (ctx.flag(QStringLiteral("days")) && ctx.flag(QStringLiteral("budget")))
        return ctx.fail(CommandLine::tr("clusterquote size: give --days or --budget, not both")), false;
    double days = 0;
    if (!numberOption(ctx, "days", 0.01, 36500, false, &days))
        return false;
    if (days > 0)
        request->goal.days = days;
    if (ctx.flag(QStringLiteral("budget"))) {
        Money budget;
        if (!Money::fromDecimalString(ctx.option(QStringLiteral("budget")), &budget) || budget.fen() <= 0)
            return ctx.fail(CommandLine::tr("clusterquote size: --budget: \"%1\" is not an amount in CNY such as 3000000")
                                .arg(ctx.option(QStringLiteral("budget")))), false;
        request->goal.budget = budget;
    }
    if (ctx.flag(QStringLiteral("gpu")))
        request->gpuKeys = ctx.option(QStringLiteral("gpu")).split(u',', Qt::SkipEmptyParts);
    if (ctx.flag(QStringLiteral("term")) && !termFromKey(ctx.option(QStringLiteral("term")), &request->term))
        return ctx.fail(CommandLine::tr("clusterquote size: --term: \"%1\" is not monthly, annual or hourly")
                            .arg(ctx.option(QStringLiteral("term")))), false;
    return true;
}

void printJob(QTextStream &out, const SizingAdvice &a)
{
    const TrainingJob &j = a.request.job;
    out << CommandLine::tr("Model %1 (%2): %3 layers, hidden %4, %5 heads, sequence %6; %7 tokens, batch %8 tokens; "
                           "ZeRO-%9, %10 recomputation, MFU %11 %, %12")
               .arg(j.name, j.source, countText(j.layers), countText(j.hidden), countText(j.heads), countText(j.sequence))
               .arg(formatScaledCount(j.tokens)).arg(formatCount(qint64(j.batchTokens))).arg(j.zeroStage)
               .arg(recomputeKey(j.recompute)).arg(j.mfu * 100, 0, 'g', 3).arg(precisionName(j.precision))
        << Qt::endl;
    out << CommandLine::tr("Model states 16 B x %1 = %2 (mixed-precision Adam, ZeRO paper); BF16 weights alone 2 B x %1 = %3")
               .arg(formatScaledCount(j.parameters), gigabytesText(MemoryEstimate::modelStateBytes(j.parameters)),
                                                 gigabytesText(MemoryEstimate::weightBytes(j.parameters)))
        << Qt::endl;
    QString goal = CommandLine::tr("no deadline or budget: the time/cost frontier");
    if (a.request.goal.days)
        goal = CommandLine::tr("deadline %1 days, cheapest first").arg(*a.request.goal.days);
    else if (a.request.goal.budget)
        goal = CommandLine::tr("budget %1 per run, fastest first").arg(formatMoney(*a.request.goal.budget));
    out << CommandLine::tr("Goal: %1; %2 term; money in CNY with VAT").arg(goal, termKey(a.request.term));
    if (!a.request.region.isEmpty())
        out << CommandLine::tr("; %1 prices").arg(a.request.region);
    out << Qt::endl << Qt::endl;
}

void printTable(QTextStream &out, const QList<SizingCandidate> &list)
{
    // Each column as wide as its widest cell, so a long cluster name or a 16-digit range never
    // pushes a row out of line; text left, figures right, as the BOM prints them.
    QList<QStringList> rows{{QStringLiteral("#"), CommandLine::tr("cluster"), CommandLine::tr("GPUs"),
                             CommandLine::tr("TP x PP x DP"), CommandLine::tr("GB/GPU"), CommandLine::tr("days"),
                             CommandLine::tr("run cost"), CommandLine::tr("per month"), CommandLine::tr("kW"),
                             CommandLine::tr("verdict")}};
    const QLocale grouped(QLocale::English, QLocale::UnitedStates); // "1,388.2", as the counts
    for (int i = 0; i < list.size(); ++i) {
        const SizingCandidate &c = list.at(i);
        rows.append({QString::number(i + 1), c.label(), countText(c.gpus), SizingText::plan(c.plan),
                     grouped.toString(c.plan.memory.total.value / 1e9, 'f', 1), grouped.toString(c.time.days(), 'f', 1),
                     c.priced() ? formatMoneyRange(c.runCost) : CommandLine::tr("price missing"),
                     formatMoneyRange(c.perMonth), grouped.toString(c.powerKw, 'f', 1), SizingText::verdict(c.verdict())});
    }
    constexpr bool leftAligned[] = {false, true, false, true, false, false, false, false, false, true};
    QList<int> widths(rows.first().size(), 0);
    widths[0] = 2; // ranks run to SizingAdvice::kMaxRows (12): the column keeps its width below 10 too
    for (const QStringList &row : std::as_const(rows))
        for (int col = 0; col < row.size(); ++col)
            widths[col] = std::max<int>(widths[col], int(row.at(col).size()));
    for (const QStringList &row : std::as_const(rows)) {
        QStringList cells;
        for (int col = 0; col < row.size(); ++col) {
            const bool last = col == row.size() - 1;
            cells << (last ? row.at(col)
                           : leftAligned[col] ? row.at(col).leftJustified(widths[col]) : row.at(col).rightJustified(widths[col]));
        }
        out << cells.join(QStringLiteral("  ")) << Qt::endl;
    }
}

void printDetails(QTextStream &out, const QList<SizingCandidate> &list)
{
    for (int i = 0; i < list.size(); ++i) {
        out << Qt::endl;
        for (const QString &line : SizingText::details(list.at(i), i + 1))
            out << line << Qt::endl;
    }
}

// Writes candidate N of @p list to -o; false after printing why.
bool writeGenerated(const CliContext &ctx, const QList<SizingCandidate> &list)
{
    double n = 0;
    if (!numberOption(ctx, "generate", 1, 1000, true, &n))
        return false;
    const QString path = ctx.option(QStringLiteral("output"));
    if (path.isEmpty())
        return ctx.fail(CommandLine::tr("clusterquote size: --generate needs -o FILE (where to write the design)")), false;
    QString problem;
    const std::optional<Design> design = SizingAdvisor::generatedDesign(list, int(n), &problem);
    if (!design)
        return ctx.fail(QStringLiteral("clusterquote size: --generate %1: %2").arg(int(n)).arg(problem)), false;
    const SizingCandidate &c = list.at(int(n) - 1);
    if (const QString error = DesignFormat::save(*design, path); !error.isEmpty())
        return ctx.fail(QStringLiteral("clusterquote size: %1 (%2)").arg(error, OutputFile::shown(path))), false;
    if (!ctx.flag(QStringLiteral("json")))
        *ctx.out << CommandLine::tr("wrote %1: candidate %2, %3").arg(QFileInfo(path).fileName()).arg(int(n)).arg(c.label()) << Qt::endl;
    return true;
}

// --pdf: the sizing proposal of candidate 1 (or --generate N) in --lang; false after printing why.
bool writeProposal(const CliContext &ctx, const SizingRequest &request, PriceBookDatabase *database)
{
    double rank = 1;
    if (!numberOption(ctx, "generate", 1, 1000, true, &rank))
        return false;
    const QString language = ctx.option(QStringLiteral("lang"), QStringLiteral("en"));
    // The advisor words its formulas and reasons as it runs: run it again in the PDF's language,
    // whatever the language of the text output. The figures are the same.
    SizingAdvice advice;
    {
        const DocumentLanguageScope documentLanguage(language);
        SizingRequest worded = request;
        if (!TrainingJob::preset(request.job.name)) // a custom size's shape is described in words too
            worded.job.source = TrainingJob::custom(request.job.parameters).source;
        advice = SizingAdvisor::advise(worded, database->catalog(), database->priceBook());
    }
    const QList<SizingCandidate> &shown = advice.ok() ? advice.candidates : advice.nearest;
    const bool draft = int(rank) > shown.size()
        || !QuoteActions::hasIssuedRevision(database, shown.at(int(rank) - 1).design.quote.quoteNumber);
    if (const QString error = SizingProposalExport::write(advice, int(rank), database->priceBook(),
                                                          ctx.option(QStringLiteral("pdf")), language, draft);
        !error.isEmpty())
        return ctx.fail(QStringLiteral("clusterquote size: %1").arg(error)), false;
    if (!ctx.flag(QStringLiteral("json")))
        *ctx.out << CommandLine::tr("wrote %1: candidate %2, %3")
                        .arg(QFileInfo(ctx.option(QStringLiteral("pdf"))).fileName()).arg(int(rank))
                        .arg(shown.at(int(rank) - 1).label())
                 << Qt::endl;
    return true;
}

} // namespace

int runSize(const CliContext &ctx)
{
    if (!ctx.refuseExtraArguments(QStringLiteral("size"), 0))
        return ExitBadInput;
    SizingRequest request;
    if (!readRequest(ctx, &request))
        return ExitBadInput;
    if (ctx.flag(QStringLiteral("output")) && !ctx.flag(QStringLiteral("generate")))
        return ctx.fail(CommandLine::tr("clusterquote size: -o needs --generate N (which candidate to write)"));
    if (ctx.flag(QStringLiteral("generate"))) {
        if (const QString unwritable = OutputFile::problem(ctx.option(QStringLiteral("output"))); !unwritable.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote size: %1").arg(unwritable));
    }
    // --lang only sets the proposal's language: alone it would be silently ignored.
    if (ctx.flag(QStringLiteral("lang")) && !ctx.flag(QStringLiteral("pdf")))
        return ctx.fail(CommandLine::tr("clusterquote size: --lang sets the language of the PDF and needs --pdf FILE"));
    if (ctx.flag(QStringLiteral("pdf"))) {
        if (const QString why = PdfDocument::unavailableReason(ctx.option(QStringLiteral("lang"), QStringLiteral("en")));
            !why.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote size: --lang: %1").arg(why));
        if (const QString unwritable = OutputFile::problem(ctx.option(QStringLiteral("pdf"))); !unwritable.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote size: %1").arg(unwritable));
    }
    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    for (const QString &key : std::as_const(request.gpuKeys)) {
        if (!CatalogChoice::gpuByKey(database.catalog().offered(), key))
            return ctx.fail(CommandLine::tr("clusterquote size: --gpu: the catalog offers no GPU \"%1\" (see clusterquote catalog)").arg(key));
    }
    if (ctx.flag(QStringLiteral("region"))) {
        // The book's own spelling, whatever the case typed ("singapore" -> "Singapore").
        const QStringList regions = database.priceBook().regions();
        const QString asked = ctx.option(QStringLiteral("region")).trimmed();
        const auto known = std::find_if(regions.cbegin(), regions.cend(),
                                        [&](const QString &r) { return r.compare(asked, Qt::CaseInsensitive) == 0; });
        if (known == regions.cend())
            return ctx.fail(CommandLine::tr("clusterquote size: --region: the price book prices no region \"%1\" (it has: %2)")
                                .arg(asked, regions.join(QStringLiteral(", "))));
        request.region = *known;
    }
    const SizingAdvice advice = SizingAdvisor::advise(request, database.catalog(), database.priceBook());
    const QList<SizingCandidate> &shown = advice.ok() ? advice.candidates : advice.nearest;
    if (ctx.flag(QStringLiteral("generate")) && !writeGenerated(ctx, shown))
        return ExitBadInput;
    if (ctx.flag(QStringLiteral("pdf")) && !writeProposal(ctx, request, &database))
        return ExitBadInput;
    if (ctx.flag(QStringLiteral("json"))) {
        *ctx.out << QJsonDocument(SizeJson::advice(advice)).toJson(QJsonDocument::Indented);
    } else {
        printJob(*ctx.out, advice);
        if (!advice.ok() && !shown.isEmpty() && shown.first().ok())
            *ctx.out << CommandLine::tr("%1. The nearest candidates:").arg(advice.problem) << Qt::endl;
        if (!shown.isEmpty() && shown.first().ok()) {
            printTable(*ctx.out, shown);
            if (advice.moreCandidates > 0)
                *ctx.out << CommandLine::tr("... and %1 more that meet the goal at a higher cost or time").arg(advice.moreCandidates) << Qt::endl;
            printDetails(*ctx.out, shown);
        }
        for (const SizingCandidate &c : shown) {
            if (!c.ok())
                *ctx.out << CommandLine::tr("%1 x %2: %3").arg(c.servers).arg(c.gpuName, c.problem) << Qt::endl;
        }
        for (const QString &note : advice.notes)
            *ctx.out << CommandLine::tr("note: %1").arg(note) << Qt::endl;
    }
    if (!advice.ok())
        return ctx.fail(QStringLiteral("clusterquote size: %1").arg(advice.problem));
    return ExitOk;
}

} // namespace cq
