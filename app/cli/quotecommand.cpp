#include "clicommands.h"
#include "commandline.h"
#include "outputfile.h"

#include "format/safesave.h"

#include "clijson.h"
#include "documentlanguagescope.h"
#include "engine/analyzer.h"
#include "quoteactions.h"
#include "format/decimaltext.h"
#include "format/moneyformat.h"
#include "pdf/quotepdftext.h"
#include "quote/quotetotalrows.h"
#include "format/quotecsv.h"
#include "pdf/quotepdfwriter.h"
#include "pricebookdatabase.h"
#include "quote/quotebuilder.h"
#include "quote/termcomparison.h"
#include "rules/validator.h"
#include "xlsx/quotexlsxwriter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

namespace cq {

namespace {

/** A line's quantity grouped as the PDF groups it, with its unit where the number alone would not
 *  say it (power: "26.75 kW" of load, "19,527.5 kWh" of energy). */
QString quantityText(const QuoteLine &l)
{
    const QString n = QuotePdfText::groupedNumber(l.quantity);
    if (l.unit == PriceUnit::Kw)
        return n + QStringLiteral(" kW");
    if (l.unit == PriceUnit::PerKwh)
        return n + QStringLiteral(" kWh");
    return n;
}

void printText(QTextStream &out, const Quote &q)
{
    const QString term = termKey(q.settings.term);
    // A draft (no revision issued) has no number: it says DRAFT where the number would be.
    const QString number = q.draft ? CommandLine::tr("DRAFT (no revision issued, no quote number)") : q.settings.quoteNumber;
    out << (q.settings.customer.trimmed().isEmpty()
                ? CommandLine::tr("Quote %1, %2 term, %3").arg(number, term, q.currency)
                : CommandLine::tr("Quote %1 for %2, %3 term, %4").arg(number, q.settings.customer, term, q.currency))
        << Qt::endl;
    const QString missing = CommandLine::tr("PRICE MISSING");
    for (const QuoteLine &l : q.lines) {
        // A missing price reads as missing in both places, as in the PDF, never as 0.00.
        // Money grouped as the window and the PDF show it (formatMoneyRange: "35,888.00").
        const QString unitPrice = l.priceMissing ? missing : formatMoneyRange(l.unitPrice);
        const QString amount = l.priceMissing ? missing
            : l.included                      ? CommandLine::tr("included")
                                              : formatMoneyRange(l.amount);
        const QString kind = l.included         ? QString() // not charged: its price is no promise
            : l.isEstimate()                    ? CommandLine::tr(" (estimate)")
            : l.isPublishedRange()              ? CommandLine::tr(" (published range)")
                                                : QString();
        // qty x unit x months x share x (1 - discount), as the amount is computed.
        const QString discount = l.targetPrice
            ? CommandLine::tr(" x (1 - %1, price %2)").arg(Ppm::toPercentText(l.discountPpm), formatMoney(*l.targetPrice))
            : l.discountPpm != 0 ? CommandLine::tr(" x (1 - %1)").arg(Ppm::toPercentText(l.discountPpm))
                                 : QString();
        if (l.included) {
            // Included (包内): nothing is charged, so no price arithmetic is shown for it.
            out << CommandLine::tr("  %1 x %2: %3").arg(quantityText(l), l.description, amount) << Qt::endl;
        } else if (l.oneOff) {
            // Charged once: no months, and counted in the one-off total below.
            out << CommandLine::tr("  %1 x %2 @ %3 %4 x %5%6: %7%8")
                       .arg(quantityText(l), l.description, unitPrice,
                            QCoreApplication::translate(QuoteText::Context, QuoteText::OneOffUnit),
                            Ppm::toPercentText(l.sharePpm), discount, amount, kind)
                << Qt::endl;
        } else if (l.unit == PriceUnit::PerKwh) {
            // Energy: the kWh already count the term's hours (the note says how many), no months.
            out << CommandLine::tr("  %1 x %2 @ %3/kWh x %4%5: %6%7")
                       .arg(quantityText(l), l.description, unitPrice, Ppm::toPercentText(l.sharePpm), discount,
                            amount, kind)
                << Qt::endl;
        } else {
            out << (l.perHour ? CommandLine::tr("  %1 x %2 @ %3/h x %4 h x %5%6: %7%8")
                              : CommandLine::tr("  %1 x %2 @ %3 x %4 mo x %5%6: %7%8"))
                       .arg(quantityText(l)).arg(l.description, unitPrice).arg(l.months)
                       .arg(Ppm::toPercentText(l.sharePpm), discount, amount, kind)
                << Qt::endl;
        }
        if (!l.note.isEmpty())
            out << "      " << l.note << Qt::endl;
        if (!l.included && l.includes != Inclusions())
            out << "      " << CommandLine::tr("the price includes %1").arg(inclusionsText(l.includes, false)) << Qt::endl;
    }
    // The totals rows every surface shows (quoteTotalRows()): with one-off lines the recurring part,
    // the one-off part and the first invoice.
    for (const QuoteTotalRow &t : quoteTotalRows(q)) {
        const QString amount = formatMoneyRange(t.amount);
        if (t.kind == QuoteTotalRow::Kind::Vat)
            out << CommandLine::tr("  VAT %1%%2: %3").arg(q.vatBasisPoints / 100.0)
                       .arg(q.pricesIncludeVat ? CommandLine::tr(" (included)") : QString(), amount);
        else if (t.label)
            out << CommandLine::tr("  %1: %2").arg(QCoreApplication::translate(QuoteText::Context, t.label), amount);
        else
            out << (t.kind == QuoteTotalRow::Kind::Subtotal ? CommandLine::tr("  subtotal: %1")
                                                            : CommandLine::tr("  total: %1")).arg(amount);
        out << Qt::endl;
    }
    if (q.hasEstimates())
        out << CommandLine::tr("  The total is a range: it contains estimates (ask for a binding price).") << Qt::endl;
    else if (q.hasPublishedRanges())
        out << CommandLine::tr("  The total is a range: a list price is a published range (fixed on order).") << Qt::endl;
    for (const QString &a : q.assumptions)
        out << CommandLine::tr("  note: %1").arg(a) << Qt::endl;
    for (const QString &w : q.warnings)
        out << CommandLine::tr("  warning: %1").arg(w) << Qt::endl;
}

} // namespace

int runQuote(const CliContext &ctx)
{
    Design design;
    if (!ctx.loadDesign(&design))
        return ExitBadInput;
    Term term = design.quote.term;
    if (ctx.flag(QStringLiteral("term")) && !termFromKey(ctx.option(QStringLiteral("term")), &term))
        return ctx.fail(CommandLine::tr("--term: \"%1\" is not a term (hourly, monthly or annual)")
                            .arg(ctx.option(QStringLiteral("term"))));
    if (ctx.flag(QStringLiteral("currency"))) {
        const QString currency = ctx.option(QStringLiteral("currency")).toUpper();
        if (currency != QLatin1String("CNY") && currency != QLatin1String("USD"))
            return ctx.fail(CommandLine::tr("--currency: \"%1\" is not a quote currency (CNY or USD)")
                                .arg(ctx.option(QStringLiteral("currency"))));
        design.quote.extras.currency = currency;
    }
    // The design's saved language unless --lang says otherwise.
    const QString language = ctx.option(QStringLiteral("lang"), design.quote.documentLanguage());
    if (language != QLatin1String("zh_CN") && language != QLatin1String("en"))
        return ctx.fail(CommandLine::tr("--lang: \"%1\" is not a quote language (en or zh_CN)").arg(language));

    PriceBookDatabase database;
    if (!ctx.openPriceBook(&database))
        return ctx.fail(database.error());
    // Rows the reader had to skip or repair change the prices: never let that pass silently.
    for (const QString &problem : database.problems())
        *ctx.err << CommandLine::tr("price book warning: %1").arg(problem) << Qt::endl;
    Quote quote = buildQuote(design, database.priceBook(), term);
    quote.draft = !QuoteActions::hasIssuedRevision(&database, design.quote.quoteNumber);

    // The customer documents' notes and warnings in the document's language; the text output
    // keeps the UI's. The PDF and the XLSX show this one quote.
    Quote document;
    if (ctx.flag(QStringLiteral("pdf")) || ctx.flag(QStringLiteral("xlsx"))) {
        const DocumentLanguageScope documentLanguage(language);
        document = buildQuote(design, database.priceBook(), term);
        document.draft = quote.draft;
    }
    if (ctx.flag(QStringLiteral("pdf"))) {
        // The same sections as the designer's customer PDF: topology, monthly vs annual and the
        // acceptance figures the engine expects (all_reduce_perf busbw, topo pattern, port rate).
        const QuoteAcceptance acceptance = QuoteActions::acceptanceFrom(design);
        const QuotePdfOptions options = QuoteActions::pdfOptionsFor(design, database.priceBook(), acceptance);
        if (const QString error = QuotePdfWriter::write(document, ctx.option(QStringLiteral("pdf")), language, options);
            !error.isEmpty())
            return ctx.fail(error);
    }
    if (ctx.flag(QStringLiteral("xlsx"))) {
        if (const QString error = QuoteXlsxWriter::write(document, ctx.option(QStringLiteral("xlsx")), language);
            !error.isEmpty())
            return ctx.fail(error);
    }
    if (ctx.flag(QStringLiteral("csv"))) {
        if (const QString error = SafeSave::write(ctx.option(QStringLiteral("csv")), QuoteCsv::write(quote)); !error.isEmpty())
            return ctx.fail(QStringLiteral("clusterquote quote: %1").arg(error));
    }
    if (ctx.flag(QStringLiteral("json")))
        *ctx.out << QJsonDocument(CliJson::quote(quote)).toJson(QJsonDocument::Indented);
    else
        printText(*ctx.out, quote);
    return ctx.designErrorExit(design);
}

} // namespace cq
