#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cq {

/**
 * The one way the program writes a whole file (designs, autosaves, CSV, XLSX, PDF, CLI output).
 *
 * A regular file, or a path that does not exist yet, is replaced atomically through QSaveFile:
 * the old file stays intact until the new one is complete on disk. A target that is not a
 * regular file (/dev/stdout, /dev/null, a FIFO, a character device such as /dev/full, or any
 * path under /dev or /proc) is written in place and never replaced: QSaveFile would rename a
 * regular file over the device node when the folder is writable (as root in /dev). A folder is
 * refused.
 */
class SafeSave
{
    Q_DECLARE_TR_FUNCTIONS(cq::SafeSave)
public:
    /**
     * Writes @p bytes to @p path. Empty on success; else one sentence naming the file (absolute,
     * native separators) and the reason: "cannot write /dev/full: No space left on device".
     */
    static QString write(const QString &path, const QByteArray &bytes);
    /**
     * The same write; on failure only the reason ("No space left on device", "it is a folder"),
     * for callers whose own message already names the file.
     */
    static QString writeReason(const QString &path, const QByteArray &bytes);
    /**
     * True when write() goes through the existing node instead of replacing it: @p path is a
     * device, FIFO or socket, or lies under /dev or /proc. Such a write needs no writable folder.
     */
    static bool writesInPlace(const QString &path);
};

} // namespace cq
