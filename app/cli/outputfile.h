#pragma once

#include <QCoreApplication>
#include <QString>

namespace cq {

/**
 * Checks a file the CLI is about to write (generate -o, import -o) before any work is
 * saved, so the user reads the full path and the reason ("the folder /x/y does not exist")
 * rather than a bare file name.
 */
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(cq::OutputFile)
public:
    /**
     * Empty when @p path looks writable; else one sentence naming the absolute path and why
     * it cannot be written: its folder is missing, is not a folder or is read-only, or the
     * path is a folder or a read-only file.
     */
    static QString problem(const QString &path);
    /** @p path made absolute, in the platform's separators (for messages). */
    static QString shown(const QString &path);
};

} // namespace cq
