#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace cq::test {

/** Standard output of a poppler tool (pdftotext, pdfinfo, pdftoppm); empty when it is missing, fails or runs over 60 s. */
inline QString runTool(const QString &program, const QStringList &args)
{
    QProcess process;
    process.start(program, args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

/**
 * Text of a PDF as a customer's tools see it: `pdftotext [-layout] PDF -` (poppler-utils),
 * NFKC-normalized because Qt 6.4's CJK font subsets extract some glyphs as compatibility forms
 * (QT-NOTES.md §0.2). Empty when pdftotext is missing, fails or runs over 60 s.
 */
inline QString pdfText(const QString &pdfPath, bool layout = true)
{
    QStringList args{pdfPath, QStringLiteral("-")};
    if (layout)
        args.prepend(QStringLiteral("-layout"));
    return runTool(QStringLiteral("pdftotext"), args).normalized(QString::NormalizationForm_KC);
}

/**
 * Keeps a test's PDF and its PNG pages (pdftoppm at @p dpi) in $CQ_TEST_ARTIFACTS, so a person
 * can look at what the test rendered; does nothing when the variable is unset.
 */
inline void keepArtifact(const QString &pdf, int dpi)
{
    const QString dir = qEnvironmentVariable("CQ_TEST_ARTIFACTS");
    if (dir.isEmpty())
        return;
    const QString target = QDir(dir).filePath(QFileInfo(pdf).fileName());
    QFile::remove(target);
    QFile::copy(pdf, target);
    runTool(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-png"), target,
                                         QDir(dir).filePath(QFileInfo(pdf).completeBaseName())});
}

} // namespace cq::test
