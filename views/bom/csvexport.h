#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace cq {

/** Saving a dock's CSV: asks for a file, writes it whole (QSaveFile) or says why it could not. */
class CsvExport
{
    Q_DECLARE_TR_FUNCTIONS(cq::CsvExport)
public:
    /** Writes @p text as UTF-8 to @p path; empty on success, else a sentence naming the file and why. */
    static QString write(const QString &path, const QString &text);
    /**
     * Asks where to save (@p title, @p suggestedName) and writes @p text there; a failure is
     * shown in a message box over @p parent. Returns the path written, or empty.
     */
    static QString askAndWrite(QWidget *parent, const QString &title, const QString &suggestedName, const QString &text);
};

} // namespace cq
