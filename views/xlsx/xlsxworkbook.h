#pragma once

#include "xlsxsheet.h"
#include "xlsxstyle.h"

#include <QCoreApplication>
#include <QString>
#include <QTemporaryDir>

#include <array>

struct lxw_workbook;
struct lxw_format;

namespace cq {

/**
 * An .xlsx workbook written with libxlsxwriter (RAII over lxw_workbook). Add sheets, write
 * cells through XlsxSheet, then close(): the workbook is assembled in a temporary folder and
 * only then replaces @p path (QSaveFile), so a failed export never leaves half a file over
 * the user's old one. Text is UTF-8 (Chinese and other CJK text kept as is), numbers are
 * numbers, formulas carry the cached result a viewer shows before it recalculates.
 * A workbook destroyed without close() writes nothing.
 */
class XlsxWorkbook
{
    Q_DECLARE_TR_FUNCTIONS(cq::XlsxWorkbook)
public:
    explicit XlsxWorkbook(const QString &path);
    ~XlsxWorkbook();
    XlsxWorkbook(const XlsxWorkbook &) = delete;
    XlsxWorkbook &operator=(const XlsxWorkbook &) = delete;

    /**
     * A new sheet named @p name (at most 31 characters, none of []:*?/\, unique in the book).
     * An unusable name is an error close() reports; the sheet returned then ignores writes.
     */
    XlsxSheet addSheet(const QString &name);

    /**
     * Writes the file. Returns an empty string on success, else a message naming the file and
     * the problem ("/tmp/q.xlsx: cannot write the workbook: ..."), the first problem met while
     * writing cells included. The workbook cannot be used after close().
     */
    QString close();

    /** The target path given to the constructor. */
    QString path() const { return m_path; }

    /** The format for @p style; nullptr for Plain (libxlsxwriter's default). For XlsxSheet. */
    lxw_format *format(XlsxStyle style) const;
    /** Records the first problem met while writing (close() reports it). For XlsxSheet. */
    void recordError(const QString &problem);

private:
    void makeFormats();

    QString m_path;
    QTemporaryDir m_tempDir;
    lxw_workbook *m_workbook = nullptr;
    std::array<lxw_format *, size_t(XlsxStyle::Count)> m_formats{};
    QString m_firstError;
};

} // namespace cq
