#include "xlsxsheet.h"

#include "xlsxworkbook.h"

#include <xlsxwriter.h>

#include <cmath>

namespace cq {


double XlsxSheet::exactNumber(qint64 units, int decimals)
{
    return double(units) / std::pow(10.0, decimals);
}

void XlsxSheet::writeText(int row, int column, const QString &text, XlsxStyle style)
{
    if (!m_sheet)
        return;
    if (text.isEmpty()) {
        // A styled blank keeps e.g. a header's fill; an unstyled one is simply no cell.
        if (style != XlsxStyle::Plain)
            check(worksheet_write_blank(m_sheet, lxw_row_t(row), lxw_col_t(column), m_book->format(style)), row, column);
        return;
    }
    const QByteArray utf8 = text.toUtf8();
    check(worksheet_write_string(m_sheet, lxw_row_t(row), lxw_col_t(column), utf8.constData(), m_book->format(style)),
          row, column);
}

void XlsxSheet::writeNumber(int row, int column, double value, XlsxStyle style)
{
    if (m_sheet)
        check(worksheet_write_number(m_sheet, lxw_row_t(row), lxw_col_t(column), value, m_book->format(style)), row,
              column);
}

void XlsxSheet::writeMoney(int row, int column, Money amount, XlsxStyle style)
{
    writeDecimal(row, column, amount.fen(), 2, style);
}

void XlsxSheet::writeDecimal(int row, int column, qint64 units, int decimals, XlsxStyle style)
{
    writeNumber(row, column, exactNumber(units, decimals), style);
}

void XlsxSheet::writeFormula(int row, int column, const QString &formula, double cached, XlsxStyle style)
{
    if (!m_sheet)
        return;
    const QByteArray utf8 = formula.toUtf8();
    check(worksheet_write_formula_num(m_sheet, lxw_row_t(row), lxw_col_t(column), utf8.constData(),
                                      m_book->format(style), cached),
          row, column);
}

void XlsxSheet::writeMoneyFormula(int row, int column, const QString &formula, Money cached, XlsxStyle style)
{
    writeFormula(row, column, formula, exactNumber(cached.fen(), 2), style);
}

void XlsxSheet::setColumnWidth(int first, int last, double widthChars)
{
    if (m_sheet)
        check(worksheet_set_column(m_sheet, lxw_col_t(first), lxw_col_t(last), widthChars, nullptr), 0, first);
}

void XlsxSheet::freezeRows(int rows)
{
    if (m_sheet)
        worksheet_freeze_panes(m_sheet, lxw_row_t(rows), 0);
}

QString XlsxSheet::columnName(int column)
{
    QString name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

QString XlsxSheet::cellReference(int row, int column)
{
    return columnName(column) + QString::number(row + 1);
}

void XlsxSheet::check(int error, int row, int column)
{
    if (error != LXW_NO_ERROR)
        m_book->recordError(XlsxWorkbook::tr("cell %1: %2")
                                .arg(cellReference(row, column), QString::fromUtf8(lxw_strerror(lxw_error(error)))));
}

} // namespace cq
