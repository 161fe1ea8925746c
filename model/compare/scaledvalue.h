#pragma once

#include <QString>

namespace cq {

/**
 * Parses a count written the way model cards write it: "70B", "7b", "1T", "1.5T", "500M",
 * "2e12", "13000000000". Suffixes K = 1e3, M = 1e6, B (or G) = 1e9, T = 1e12 (decimal, as
 * LLaMA's "70B parameters, 2T tokens"). Returns false for empty, negative, zero, non-finite
 * or otherwise unreadable text.
 */
bool parseScaledCount(const QString &text, double *value);

/** The inverse for display: 7e10 -> "70B", 1e12 -> "1T", 1.5e12 -> "1.5T", 500 -> "500". */
QString formatScaledCount(double value);

} // namespace cq
