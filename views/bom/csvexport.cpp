#include "csvexport.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>

namespace cq {

QString CsvExport::write(const QString &path, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return tr("Could not write %1: %2").arg(path, file.errorString());
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
