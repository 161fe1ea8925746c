#include "csvtable.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cq {

namespace {

/** A plain decimal number ("-0.05", "+3", "143552.00"): a spreadsheet reads it as a number, not a formula. */
bool isPlainNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("^[+-]?\\d+(\\.\\d+)?$"));
    return number.match(text).hasMatch();
}

/**
 * True when a cell would run as a formula ('=', '+', '-', '@', TAB or CR first, not a plain
 * number), or is text that starts with apostrophes before such a character: "'+x" read from a
 * file is the text "'+x" only if it was written "''+x", else reading strips the guard. Both
 * sides use this one test, so write + read is the identity (found by the long fuzz run: a
 * name " '+DR" was trimmed to "'+DR", written unguarded and read back as "+DR").
 */
bool needsGuard(const QString &text)
{
    if (text.isEmpty() || isPlainNumber(text))
        return false;
    qsizetype i = 0;
    while (i < text.size() && text.at(i) == u'\'')
        ++i;
    if (i == text.size())
        return false;
    const QChar first = text.at(i);
    return first == u'=' || first == u'+' || first == u'-' || first == u'@' || first == u'\t' || first == u'\r';
}

QString field(const QString &raw)
{
    const QString text = CsvTable::neutralised(raw);
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString escaped = text;
    escaped.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

QString trCsv(const char *text)
{
    return QCoreApplication::translate("cq::CsvTable", text);
}

/** Parser state over the whole text; one call of next() reads one row. */
struct Cursor {
    const QString &text;
    qsizetype pos = 0;
    int line = 1;

    bool atEnd() const { return pos >= text.size(); }
    QChar peek(qsizetype ahead = 0) const { return pos + ahead < text.size() ? text.at(pos + ahead) : QChar(); }

    /** Reads a quoted field starting at '"'; false on an unterminated quote or junk after it. */
    bool quoted(QString *out, QString *error)
    {
        const int startLine = line;
        ++pos;
        while (!atEnd()) {
            const QChar c = text.at(pos++);
            if (c == u'"' && peek() == u'"') {
                out->append(u'"');
                ++pos;
            } else if (c == u'"') {
                if (!atEnd() && peek() != u',' && peek() != u'\n' && peek() != u'\r') {
                    *error = trCsv(QT_TRANSLATE_NOOP("cq::CsvTable", "line %1: text after a closing quote")).arg(line);
                    return false;
                }
                return true;
            } else {
                if (c == u'\n')
                    ++line;
                out->append(c);
            }
        }
        *error = trCsv(QT_TRANSLATE_NOOP("cq::CsvTable", "line %1: a quoted field is never closed")).arg(startLine);
        return false;
    }

    /** Reads one row into @p fields; false on a syntax error. */
    bool next(QStringList *fields, QString *error)
    {
        QString current;
        bool quotedField = false;
        while (!atEnd()) {
            const QChar c = peek();
            if (c == u'"' && current.isEmpty() && !quotedField) {
                if (!quoted(&current, error))
                    return false;
                quotedField = true;
            } else if (c == u',') {
                fields->append(CsvTable::restored(current));
                current.clear();
                quotedField = false;
                ++pos;
            } else if (c == u'\r' || c == u'\n') {
                pos += c == u'\r' && peek(1) == u'\n' ? 2 : 1;
                ++line;
                break;
            } else {
                current.append(c);
                ++pos;
            }
        }
        fields->append(CsvTable::restored(current));
        return true;
    }
};

} // namespace

QString CsvTable::neutralised(const QString &text)
{
    return needsGuard(text) ? QLatin1Char('\'') + text : text;
}

QString CsvTable::restored(const QString &text)
{
    return text.startsWith(u'\'') && needsGuard(text.mid(1)) ? text.mid(1) : text;
}

QString CsvTable::row(const QStringList &fields)
{
    QStringList out;
    for (const QString &f : fields)
        out.append(field(f));
    return out.join(u',') + QStringLiteral("\r\n");
}

bool CsvTable::parse(const QByteArray &csv, QList<QStringList> *rows, QList<int> *lineNumbers, QString *error)
{
    QString text = QString::fromUtf8(csv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    Cursor cursor{text};
    while (!cursor.atEnd()) {
        const int line = cursor.line;
        QStringList fields;
        if (!cursor.next(&fields, error))
            return false;
        if (fields.size() == 1 && fields.first().trimmed().isEmpty())
            continue; // blank line
        rows->append(fields);
        lineNumbers->append(line);
    }
    return true;
}

} // namespace cq
