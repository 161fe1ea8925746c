#pragma once

// Reads an .xlsx back for the tests: it is a zip, so `unzip -p FILE PART` gives each part's
// XML; the cells are then looked up by their A1 reference. Independent of libxlsxwriter.

#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace cqtest {

/** One cell as stored: its shared-string text or number (v), its formula (f), its style index (s). */
struct XlsxCell {
    QString text;    ///< the shared string for t="s", else empty
    QString value;   ///< <v> as written: a number or a formula's cached result
    QString formula; ///< <f> without "="
    int style = 0;
    bool isString = false;
};

/** The bytes of @p part ("xl/worksheets/sheet1.xml") of the zip @p file; empty when unzip fails. */
inline QByteArray xlsxPart(const QString &file, const QString &part)
{
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), file, part});
    if (!unzip.waitForFinished(10000) || unzip.exitCode() != 0)
        return {};
    return unzip.readAllStandardOutput();
}

inline QStringList xlsxSharedStrings(const QString &file)
{
    QStringList strings;
    QXmlStreamReader xml(xlsxPart(file, QStringLiteral("xl/sharedStrings.xml")));
    QString current;
    bool inSi = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"si") {
            inSi = true;
            current.clear();
        } else if (xml.isStartElement() && xml.name() == u"t" && inSi) {
            current += xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == u"si") {
            strings.append(current);
            inSi = false;
        }
    }
    return strings;
}

/** Every cell of sheet @p sheet (1-based, as the part is named) by its reference ("K6"). */
inline QHash<QString, XlsxCell> xlsxCells(const QString &file, int sheet = 1)
{
    const QStringList strings = xlsxSharedStrings(file);
    QHash<QString, XlsxCell> cells;
    QXmlStreamReader xml(xlsxPart(file, QStringLiteral("xl/worksheets/sheet%1.xml").arg(sheet)));
    QString ref;
    XlsxCell cell;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"c") {
            ref = xml.attributes().value(QLatin1String("r")).toString();
            cell = {};
            cell.style = xml.attributes().value(QLatin1String("s")).toInt();
            cell.isString = xml.attributes().value(QLatin1String("t")) == QLatin1String("s");
        } else if (xml.isStartElement() && xml.name() == u"v") {
            cell.value = xml.readElementText();
            if (cell.isString)
                cell.text = strings.value(cell.value.toInt());
        } else if (xml.isStartElement() && xml.name() == u"f") {
            cell.formula = xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == u"c") {
            cells.insert(ref, cell);
        }
    }
    return cells;
}

/** The number format code of cell style @p style (xl/styles.xml cellXfs -> numFmts), "General" for 0. */
inline QString xlsxNumberFormat(const QString &file, int style)
{
    const QString styles = QString::fromUtf8(xlsxPart(file, QStringLiteral("xl/styles.xml")));
    const QRegularExpression xfs(QStringLiteral("<cellXfs[^>]*>(.*)</cellXfs>"),
                                 QRegularExpression::DotMatchesEverythingOption);
    const QString cellXfs = xfs.match(styles).captured(1);
    QStringList entries;
    QRegularExpressionMatchIterator it = QRegularExpression(QStringLiteral("<xf [^>]*>")).globalMatch(cellXfs);
    while (it.hasNext())
        entries.append(it.next().captured(0));
    const QString id = QRegularExpression(QStringLiteral("numFmtId=\"(\\d+)\"")).match(entries.value(style)).captured(1);
    if (id == QLatin1String("0"))
        return QStringLiteral("General");
    if (id == QLatin1String("3"))
        return QStringLiteral("#,##0"); // a built-in format, not listed in numFmts
    if (id == QLatin1String("4"))
        return QStringLiteral("#,##0.00");
    const QRegularExpression fmt(QStringLiteral("<numFmt numFmtId=\"%1\" formatCode=\"([^\"]*)\"").arg(id));
    return fmt.match(styles).captured(1).replace(QStringLiteral("&quot;"), QStringLiteral("\""));
}

} // namespace cqtest
