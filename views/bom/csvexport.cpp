#include "csvexport.h"

#include "format/safesave.h"

#include <QFileDialog>
#include <QMessageBox>

namespace cq {

QString CsvExport::write(const QString &path, const QString &text)
{
    if (const QString reason = SafeSave::writeReason(path, text.toUtf8()); !reason.isEmpty())
        return tr("Could not write %1: %2").arg(path, reason);
    return {};
}

QString CsvExport::askAndWrite(QWidget *parent, const QString &title, const QString &suggestedName, const QString &text)
{
    const QString path = QFileDialog::getSaveFileName(parent, title, suggestedName, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return {};
    if (const QString error = write(path, text); !error.isEmpty()) {
        QMessageBox::warning(parent, title, error);
        return {};
    }
    return path;
}

} // namespace cq
