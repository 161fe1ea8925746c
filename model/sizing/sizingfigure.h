#pragma once

#include <QString>

namespace cq {

/**
 * One figure of the sizing advisor with the arithmetic that made it, so a customer can check
 * it by hand: e.g. value 1.12e12, unit "B", formula "16 B x 70e9 parameters (ZeRO paper)".
 */
struct SizingFigure {
    double value = 0;
    QString formula; ///< the formula with its numbers filled in, translated
    bool operator==(const SizingFigure &) const = default;
};

/**
 * A count for a formula, grouped like money (',' in every language, QLocale's English
 * grouping): 238418.58 steps -> "238,419" when @p whole, else two decimals: 512 -> "512",
 * 16.5 -> "16.50". Whole values print without decimals either way.
 */
QString countText(double count, bool whole = true);

/** How strongly the guides' rules speak for or against one candidate. */
enum class SizingVerdict { Advised, Caution, NotAdvised };

/** "advised", "caution", "not_advised" (JSON). */
QString sizingVerdictKey(SizingVerdict verdict);

/** One reason shown beside a candidate: which rule of the guides, and what it says here. */
struct SizingReason {
    QString rule;      ///< stable key: "one-node-first", "fabric", "nic-rate", "storage", "term", ...
    SizingVerdict verdict = SizingVerdict::Advised;
    QString text;      ///< translated sentence
    bool operator==(const SizingReason &) const = default;
};

} // namespace cq
