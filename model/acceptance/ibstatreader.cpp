#include "ibstatreader.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cq {

namespace {


// "4: ACTIVE" -> "Active"; "Active" stays.
QString stateWord(const QString &value)
{
    QString word = value.section(u':', -1).trimmed();
    if (word.isEmpty())
        return word;
    word = word.toLower();
    word[0] = word[0].toUpper();
    return word == QLatin1String("Linkup") ? QStringLiteral("LinkUp") : word;
}

QString linkLayerWord(const QString &value)
{
    if (value.compare(QLatin1String("InfiniBand"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("InfiniBand");
    if (value.compare(QLatin1String("Ethernet"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("Ethernet");
    return value;
}

/** Stores one "key: value" line into the port; false when the value cannot be read. */
bool applyField(const QString &key, const QString &value, IbPortStatus *port)
{
    const QString k = key.toLower();
    if (k == QLatin1String("state")) {
        port->state = stateWord(value);
    } else if (k == QLatin1String("physical state") || k == QLatin1String("phys state")) {
        port->physicalState = stateWord(value);
    } else if (k == QLatin1String("rate")) {
        static const QRegularExpression number(QStringLiteral("^(\\d+(?:\\.\\d+)?)"));
        const QRegularExpressionMatch m = number.match(value);
        if (!m.hasMatch())
            return false;
        port->rateGbps = m.captured(1).toDouble();
    } else if (k == QLatin1String("link layer") || k == QLatin1String("link_layer")) {
        port->linkLayer = linkLayerWord(value);
    }
    return true;
}

} // namespace

LinkKind IbPortStatus::linkKind() const
{
    return linkLayer == QLatin1String("Ethernet") ? LinkKind::RoCE : LinkKind::InfiniBand;
}

QStringList IbStatReadResult::adapters() const
{
    QStringList names;
    for (const IbPortStatus &p : ports) {
        if (!names.contains(p.ca))
            names.append(p.ca);
    }
    return names;
}

IbStatReadResult readIbStat(const QByteArray &text, const QString &fileName)
{
    static const QRegularExpression caLine(QStringLiteral("^CA\\s+'([^']*)'\\s*$"));
    static const QRegularExpression statusLine(
        QStringLiteral("^Infiniband device\\s+'([^']*)'\\s+port\\s+(\\d+)\\s+status:\\s*$"));
    static const QRegularExpression portLine(QStringLiteral("^Port\\s+(\\d+)\\s*:\\s*$"));
    static const QRegularExpression field(QStringLiteral("^([A-Za-z_][A-Za-z_ ]*?)\\s*:\\s*(.*)$"));
    static const QRegularExpression prompt(QStringLiteral("[$#>]\\s*(sudo\\s+)?ib(stat|status)\\b"));
    IbStatReadResult result;
    DiagnosticSink sink(fileName);
    const TextLines input = TextLines::split(text);
    if (input.binary) {
        sink.addFile(QCoreApplication::translate("cq::IbStatReader", "binary data, not ibstat output"));
        result.diagnostics = sink.list();
        return result;
    }
    QString ca, caType;
    bool inCa = false;
    IbPortStatus *port = nullptr;
    for (int i = 0; i < input.lines.size(); ++i) {
        const QString line = input.lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        if (const auto m = caLine.match(line); m.hasMatch()) {
            ca = m.captured(1).trimmed();
            caType.clear();
            inCa = true;
            port = nullptr;
        } else if (const auto s = statusLine.match(line); s.hasMatch()) {
            inCa = false;
            result.ports.append({s.captured(1).trimmed(), {}, s.captured(2).toInt(), {}, {}, 0, {}, i + 1});
            port = &result.ports.last();
        } else if (const auto p = portLine.match(line); p.hasMatch() && inCa) {
            result.ports.append({ca, caType, p.captured(1).toInt(), {}, {}, 0, {}, i + 1});
            port = &result.ports.last();
        } else if (const auto f = field.match(line); f.hasMatch() && (inCa || port)) {
            if (port) {
                if (!applyField(f.captured(1), f.captured(2).trimmed(), port))
                    sink.add(i, QCoreApplication::translate("cq::IbStatReader", "cannot read %1 \"%2\"").arg(f.captured(1), f.captured(2).left(40)));
            } else if (f.captured(1) == QLatin1String("CA type")) {
                caType = f.captured(2).trimmed();
            }
        } else if (!prompt.match(line).hasMatch()) {
            sink.add(i, QCoreApplication::translate("cq::IbStatReader", "not ibstat or ibstatus output: \"%1\"").arg(line.left(60)));
        }
    }
    if (result.ports.isEmpty() && sink.list().isEmpty())
        sink.addFile(QCoreApplication::translate("cq::IbStatReader", "no adapter found (no \"CA '...'\" or \"Infiniband device '...'\" line)"));
    result.diagnostics = sink.list();
    return result;
}

} // namespace cq
