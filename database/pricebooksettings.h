#pragma once

namespace cq {

/** Keys of the `settings` table (key/value TEXT). */
namespace SettingKey {
inline constexpr char Currency[] = "currency";                  ///< ISO 4217 code, e.g. "CNY"
inline constexpr char VatBasisPoints[] = "vat_bp";              ///< integer 0..10000, 600 = 6 %
inline constexpr char PricesIncludeVat[] = "prices_include_vat"; ///< "0" or "1"
inline constexpr char Version[] = "version";                    ///< integer >= 1, bumped on every edit
inline constexpr char EffectiveDate[] = "effective_date";       ///< ISO-8601 date, "2026-11-01"
inline constexpr char Rounding[] = "rounding";                  ///< "per-line" or "per-document" (schema v2)
inline constexpr char CnyPerUsd[] = "cny_per_usd_e4";           ///< CNY per USD x 10000, "72000" = 7.2 (v2)
inline constexpr char QuoteSequence[] = "quote_sequence";       ///< last quote number issued, integer >= 0 (v2)
/** Optional (a file without it uses the default): the date the USD rate was set, ISO-8601. */
inline constexpr char UsdRateDate[] = "usd_rate_date";
/** Optional: hours in a month for the hourly term, integer 1..744 (default 730 = 8,760 / 12). */
inline constexpr char HoursPerMonth[] = "hours_per_month";
/** Optional: Mb/s of dedicated bandwidth quoted with a design's servers, integer 0..10,000,000 (default 100). */
inline constexpr char DefaultBandwidthMbps[] = "default_bandwidth_mbps";
} // namespace SettingKey

} // namespace cq
