#pragma once

#include "quote.h"

#include <QList>

namespace cq {

/**
 * One row of a quote's totals, in the order every surface shows them (window, text, CSV, XLSX,
 * PDF). Without a charged one-off line: subtotal, VAT, total of the whole quote, as always.
 * With one: the recurring part (its subtotal, VAT, total: "Monthly total"), the one-off part
 * ("One-off total") and their sum, which for a monthly term is the first invoice ("First invoice
 * (first month + one-off)"). Figures come from Quote::recurring, Quote::oneOff and the quote's
 * own totals (addTotals()), never recomputed by a surface.
 */
struct QuoteTotalRow {
    enum class Kind { Subtotal, Vat, Total };
    enum class Part { Recurring, OneOff, Whole };
    Kind kind = Kind::Total;
    Part part = Part::Whole;
    /** English source text (context QuoteText::Context) of the row's label, or nullptr where the
     *  surface's own label applies (the VAT rows, and the rows of a quote without one-off lines). */
    const char *label = nullptr;
    MoneyRange amount;
};

/** The totals rows of @p quote (see QuoteTotalRow): 3 without charged one-off lines, else 7. */
QList<QuoteTotalRow> quoteTotalRows(const Quote &quote);

} // namespace cq
