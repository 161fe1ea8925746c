#pragma once

#include "domain/money.h"
#include "xlsxstyle.h"

#include <QString>

struct lxw_worksheet;

namespace cq {

class XlsxWorkbook;

/**
 * One sheet of an XlsxWorkbook, a light handle the workbook hands out (it owns the sheet).
 * Rows and columns count from 0 (A1 is 0, 0). A write that fails is recorded in the
 * workbook and reported by XlsxWorkbook::close(); it never throws.
 */
class XlsxSheet
{
public:
    XlsxSheet() = default;
    XlsxSheet(XlsxWorkbook *book, lxw_worksheet *sheet) : m_book(book), m_sheet(sheet) {}

    /** False for the handle of a sheet that could not be added (its writes are ignored). */
    bool isValid() const { return m_sheet != nullptr; }

    /** UTF-8 text (shared string); an empty text leaves the cell blank. */
    void writeText(int row, int column, const QString &text, XlsxStyle style = XlsxStyle::Plain);
    /** A number (an IEEE double, as every spreadsheet stores numbers). */
    void writeNumber(int row, int column, double value, XlsxStyle style = XlsxStyle::Plain);
    /** An amount of money as a number of currency units: fen / 100 (71,776.00 for 7,177,600 fen),
     *  stored as the double a spreadsheet reads for that decimal (see exactNumber()). */
    void writeMoney(int row, int column, Money amount, XlsxStyle style = XlsxStyle::Money);
    /** @p units / 10^@p decimals stored as the double a spreadsheet reads for that decimal: a
     *  quantity in milli-units (3), "2.5"; a share in ppm (6) as a fraction, 0.07 for 70,000 ppm. */
    void writeDecimal(int row, int column, qint64 units, int decimals, XlsxStyle style = XlsxStyle::Plain);
    /**
     * A formula such as "=SUM(K6:K9)" with the result @p cached stored beside it: what a
     * viewer that does not recalculate shows, and what the file claims the formula gives.
     */
    void writeFormula(int row, int column, const QString &formula, double cached, XlsxStyle style = XlsxStyle::Plain);
    /** A formula whose result is money (cached as fen / 100). */
    void writeMoneyFormula(int row, int column, const QString &formula, Money cached,
                           XlsxStyle style = XlsxStyle::Money);
    /** Width of columns @p first..@p last in characters of the default font (Excel's unit). */
    void setColumnWidth(int first, int last, double widthChars);
    /** Keeps the first @p rows rows in view while scrolling (a table's heading). */
    void freezeRows(int rows);

    /**
     * The nearest double to the decimal @p units / 10^@p decimals: what a person typing that
     * decimal into a spreadsheet gets. libxlsxwriter 1.1.4 writes it with 16 significant digits,
     * so 0.07 is spelled "0.07000000000000001", which reads back as that same double
     * (tst_xlsxworkbook::exactDecimals): the value is exact, only its spelling is long.
     */
    static double exactNumber(qint64 units, int decimals);

    /** The A1 reference of a cell: cellReference(5, 10) == "K6". */
    static QString cellReference(int row, int column);
    /** The letters of a column: "A" for 0, "Z" for 25, "AA" for 26. */
    static QString columnName(int column);

private:
    void check(int error, int row, int column);

    XlsxWorkbook *m_book = nullptr;
    lxw_worksheet *m_sheet = nullptr;
};

} // namespace cq
