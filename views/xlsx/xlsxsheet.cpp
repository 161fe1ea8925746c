#include "xlsxsheet.h"

#include "xlsxworkbook.h"

#include <xlsxwriter.h>

#include <cmath>
#include <cstdio>

namespace cq {

namespace {

/** @p units / 10^@p decimals as plain decimal text without trailing zeros: "-0.07", "35888". */
QString decimalText(qint64 units, int decimals)
{
    const bool negative = units < 0;
    QString digits = QString::number(negative ? -units : units).rightJustified(decimals + 1, u'0');
    QString text = digits.left(digits.size() - decimals);
    QString fraction = digits.right(decimals);
    while (fraction.endsWith(u'0'))
        fraction.chop(1);
    if (!fraction.isEmpty())
        text += u'.' + fraction;
    return (negative && text != QLatin1String("0") ? QStringLiteral("-") : QString()) + text;
}

/** @p value as "%.16G" writes it, brought to plain decimal text ("1E-06" -> "0.000001"). */
QString writtenText(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.16G", value);
    QString text = QString::fromLatin1(buffer);
    const qsizetype e = text.indexOf(u'E');
    if (e < 0)
        return text;
    const int exponent = text.mid(e + 1).toInt();
    QString mantissa = text.left(e);
    const bool negative = mantissa.startsWith(u'-');
    if (negative)
        mantissa.remove(0, 1);
    qsizetype point = mantissa.indexOf(u'.');
    if (point < 0)
        point = mantissa.size();
    QString digits = mantissa;
    digits.remove(u'.');
    qsizetype newPoint = point + exponent;
    if (newPoint <= 0) {
        digits.prepend(QString(-newPoint + 1, u'0'));
        newPoint = 1;
    } else if (newPoint > digits.size()) {
        digits.append(QString(newPoint - digits.size(), u'0'));
    }
    QString whole = digits.left(newPoint), fraction = digits.mid(newPoint);
    while (fraction.endsWith(u'0'))
        fraction.chop(1);
    return (negative ? QStringLiteral("-") : QString()) + whole + (fraction.isEmpty() ? QString() : u'.' + fraction);
}

} // namespace

double XlsxSheet::exactNumber(qint64 units, int decimals)
{
    const double nearest = double(units) / std::pow(10.0, decimals);
    const QString wanted = decimalText(units, decimals);
    double up = nearest, down = nearest;
    for (int step = 0; step <= 2; ++step) {
        if (writtenText(up) == wanted)
            return up;
        if (writtenText(down) == wanted)
            return down;
        up = std::nextafter(up, HUGE_VAL);
        down = std::nextafter(down, -HUGE_VAL);
    }
    return nearest;
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
