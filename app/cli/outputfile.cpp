#include "outputfile.h"

#include "format/safesave.h"

#include <QDir>
#include <QFileInfo>

namespace cq {

QString OutputFile::shown(const QString &path)
{
    return QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
}

QString OutputFile::problem(const QString &path)
{
    const QFileInfo file(path);
    const QFileInfo folder(file.absolutePath());
    if (file.isDir())
        return tr("cannot write %1: it is a folder").arg(shown(path));
    // /dev/stdout, a FIFO or a device is written through in place (SafeSave): no folder check.
    if (SafeSave::writesInPlace(path))
        return file.exists() && !file.isWritable() ? tr("cannot write %1: the file is read-only").arg(shown(path)) : QString();
    if (!folder.exists())
        return tr("cannot write %1: the folder %2 does not exist").arg(shown(path), QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isDir())
        return tr("cannot write %1: %2 is not a folder").arg(shown(path), QDir::toNativeSeparators(folder.filePath()));
    // SafeSave writes a temporary file beside the target and renames it: the folder must be writable.
    if (!folder.isWritable())
        return tr("cannot write %1: the folder %2 is read-only").arg(shown(path), QDir::toNativeSeparators(folder.filePath()));
    if (file.exists() && !file.isWritable())
        return tr("cannot write %1: the file is read-only").arg(shown(path));
    return {};
}

} // namespace cq
