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
    /** One row: fields quoted when they hold ',', '"', CR or LF; ends with CRLF. */
    static QString row(const QStringList &fields);

    /**
     * Parses UTF-8 CSV (a leading BOM is skipped; CRLF or LF line ends; quoted fields may
     * hold line breaks). Returns false with "line N: reason" in @p error for an
     * unterminated quote or text after a closing quote. @p lineNumbers gets the 1-based
     * physical line each row starts on. Blank lines are skipped.
     */
    static bool parse(const QByteArray &csv, QList<QStringList> *rows, QList<int> *lineNumbers, QString *error);
};

} // namespace cq
