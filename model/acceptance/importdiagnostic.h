#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace cq {

/** Something a reader of pasted command output could not understand, with its place. */
struct ImportDiagnostic {
    QString file;   ///< the file name the caller gave
    int line = 0;   ///< 1-based line number; 0 for the file as a whole
    QString message;

    /** "file:line: message" (or "file: message" when line is 0), as compilers print it. */
    QString toString() const;
};

/**
 * The lines of pasted text, ready for the readers: decoded as UTF-8 (invalid bytes become
 * U+FFFD), CR of CRLF dropped, and a note when the bytes look binary (NUL bytes or mostly
 * control characters), so that a reader can refuse with one diagnostic instead of a flood.
 */
struct TextLines {
    QStringList lines;
    bool binary = false;

    static TextLines split(const QByteArray &text);
};

/** Diagnostics of a reader, with the file name filled in once. */
class DiagnosticSink
{
public:
    explicit DiagnosticSink(const QString &fileName) : m_file(fileName) {}
    /** @p line is 0-based (an index into TextLines::lines); stored 1-based. */
    void add(int lineIndex, const QString &message) { m_list.append({m_file, lineIndex + 1, message}); }
    void addFile(const QString &message) { m_list.append({m_file, 0, message}); }
    const QList<ImportDiagnostic> &list() const { return m_list; }

private:
    QString m_file;
    QList<ImportDiagnostic> m_list;
};

} // namespace cq
