#pragma once

namespace cq {

/**
 * The cell formats an XlsxWorkbook offers (one lxw_format each, made once per workbook).
 * Money is a number shown with digit grouping and two decimals ("71,776.00"), so that a
 * spreadsheet can sum it; Percent is a fraction shown as "80.00%" or "4.918%".
 */
enum class XlsxStyle {
    Plain,       ///< text or a number as typed (General)
    Header,      ///< bold, light grey fill, bottom border: a table's column heads
    Bold,
    Italic,      ///< e.g. an estimate's text
    Wrapped,     ///< long text wrapped in its cell (notes)
    Money,       ///< #,##0.00
    MoneyBold,   ///< #,##0.00, bold: a total
    MoneyItalic, ///< #,##0.00, italic: an estimate
    Integer,     ///< #,##0
    Percent,     ///< 0.00##% (two to four decimals of a percent)
    Count        ///< number of styles, not a style
};

} // namespace cq
