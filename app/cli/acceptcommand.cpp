#include "clicommands.h"
#include "commandline.h"

#include "acceptance/acceptancepdfwriter.h"
#include "acceptancejson.h"
#include "documentlanguagescope.h"
#include "format/designformat.h"
#include "importinput.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace cq {

namespace {

void printReport(QTextStream &out, const AcceptanceReport &report)
{
    for (const AcceptanceCheck &c : report.checks) {
        out << QStringLiteral("%1 [%2] %3: %4; %5 %6")
                   .arg(c.pass ? CommandLine::tr("PASS") : CommandLine::tr("FAIL"), checkAreaKey(c.area), c.title,
                        CommandLine::tr("expected %1").arg(c.expected), CommandLine::tr("measured %1").arg(c.measured),
                        QStringLiteral("(%1)").arg(c.source))
            << Qt::endl;
        if (!c.detail.isEmpty())
            out << QStringLiteral("    ") << c.detail << Qt::endl;
    }
    out << CommandLine::tr("%1: %2 check(s) passed, %3 failed")
               .arg(report.design).arg(report.checks.size() - report.failed()).arg(report.failed())
        << Qt::endl;
}

} // namespace

int runAccept(const CliContext &ctx)
{
    if (ctx.positional.size() < 2)
        return ctx.fail(CommandLine::tr("usage: clusterquote accept DESIGN.cqd FILE... [--pdf OUT] [--lang en|zh_CN] [--json]"));
    const DesignReadResult design = DesignFormat::load(ctx.positional.first());
    if (!design.ok())
        return ctx.fail(design.error);
    QList<ImportedFile> files;
    for (const QString &path : ctx.positional.mid(1)) {
        ImportedFile f;
        if (!readImportFile(ctx, path, ImportKind::Unknown, &f))
            return ExitBadInput;
        files.append(f);
    }
    // The checks' texts are translated when they are made, so make them in the report's
    // language (--lang) rather than the UI's: a zh_CN PDF otherwise mixed Chinese labels with
    // English findings, and an English one from a Chinese UI Chinese findings.
    const QString language = ctx.option(QStringLiteral("lang"), QStringLiteral("en"));
    AcceptanceReport report;
    {
        const DocumentLanguageScope reportLanguage(language);
        report = runAcceptance(design.design, files);
    }
    for (const ImportDiagnostic &d : report.diagnostics)
        *ctx.err << d.toString() << Qt::endl;
    if (!report.unreadable.isEmpty())
        return ctx.fail(CommandLine::tr("unreadable input: %1").arg(report.unreadable.join(QStringLiteral(", "))));
    if (ctx.flag(QStringLiteral("pdf"))) {
        const QString error = AcceptancePdfWriter::write(report, ctx.option(QStringLiteral("pdf")), language);
        if (!error.isEmpty())
            return ctx.fail(error);
    }
    if (ctx.flag(QStringLiteral("json")))
        *ctx.out << QJsonDocument(AcceptanceJson::report(report)).toJson(QJsonDocument::Indented);
    else
        printReport(*ctx.out, report);
    return report.failed() > 0 ? ExitDesignErrors : ExitOk;
}

} // namespace cq
