#pragma once

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace cq {

/**
 * RFC 4180 CSV: quoting on write, a strict parser on read. Shared by the quote CSV and
 * the price-book CSV so both quote fields the same way.
 */
class CsvTable
{
public:
    /**
     * One row: fields quoted when they hold ',', '"', CR or LF; ends with CRLF. Every field
     * goes through neutralised() first, so no cell can run as a spreadsheet formula.
     */
    static QString row(const QStringList &fields);
    /**
     * CSV formula injection guard (OWASP "CSV Injection"): a cell starting with '=', '+',
     * '-', '@', TAB or CR gets a leading single quote ("=HYPERLINK(...)" -> "'=HYPERLINK(...)").
     * Plain decimal numbers ("-0.05", "+3") are left alone: a spreadsheet reads them as numbers.
     * Text that already starts with apostrophes before such a character gets one more
     * ("'=x" -> "''=x"), so restored() gives it back unchanged.
     */
    static QString neutralised(const QString &text);
    /** Undoes neutralised() on a parsed cell ("'=x" -> "=x", "''=x" -> "'=x"), so a price-book
     *  CSV round-trips: restored(neutralised(t)) == t for every t. */
    static QString restored(const QString &text);

    /**
     * Parses UTF-8 CSV (a leading BOM is skipped; CRLF or LF line ends; quoted fields may
     * hold line breaks). Returns false with "line N: reason" in @p error for an
     * unterminated quote or text after a closing quote. @p lineNumbers gets the 1-based
     * physical line each row starts on. Blank lines are skipped. Each field goes through
     * restored(), the inverse of the write side's neutralised().
     */
    static bool parse(const QByteArray &csv, QList<QStringList> *rows, QList<int> *lineNumbers, QString *error);
};

} // namespace cq
