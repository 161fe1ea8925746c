#include "ethtoolreader.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cq {

namespace {

/** Stores a Speed / Duplex / Link detected / Port value; false when the value cannot be read. */
bool applyField(const QString &key, const QString &value, EthtoolPort *port)
{
    static const QRegularExpression speed(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*Mb/s$"));
    if (key == QLatin1String("Speed")) {
        if (value.startsWith(QLatin1String("Unknown"))) {
            port->speedMbps = 0;
            return true;
        }
        const QRegularExpressionMatch m = speed.match(value);
        if (!m.hasMatch())
            return false;
        port->speedMbps = m.captured(1).toDouble();
    } else if (key == QLatin1String("Duplex")) {
        if (value.startsWith(QLatin1String("Unknown")))
            port->duplex = QStringLiteral("Unknown");
        else if (value == QLatin1String("Full") || value == QLatin1String("Half"))
            port->duplex = value;
        else
            return false;
    } else if (key == QLatin1String("Link detected")) {
        if (value != QLatin1String("yes") && value != QLatin1String("no"))
            return false;
        port->linkDetected = value == QLatin1String("yes") ? 1 : 0;
    } else if (key == QLatin1String("Port")) {
        port->portType = value;
    }
    return true;
}

} // namespace

EthtoolReadResult readEthtool(const QByteArray &text, const QString &fileName)
{
    static const QRegularExpression settings(QStringLiteral("^Settings for\\s+(\\S+?)\\s*:\\s*$"));
    static const QRegularExpression field(QStringLiteral("^([A-Za-z][A-Za-z0-9 _/()-]*?)\\s*:\\s*(.*)$"));
    static const QRegularExpression prompt(QStringLiteral("(^|[$#>]\\s*)(sudo\\s+)?ethtool(\\s|$)"));
    EthtoolReadResult result;
    DiagnosticSink sink(fileName);
    const TextLines input = TextLines::split(text);
    if (input.binary) {
        sink.addFile(QCoreApplication::translate("cq::EthtoolReader", "binary data, not ethtool output"));
        result.diagnostics = sink.list();
        return result;
    }
    EthtoolPort *port = nullptr;
    for (int i = 0; i < input.lines.size(); ++i) {
        const QString &raw = input.lines.at(i);
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        const bool indented = raw.at(0).isSpace();
        if (const auto s = settings.match(line); s.hasMatch()) {
            EthtoolPort p;
            p.interface = s.captured(1);
            p.line = i + 1;
            result.ports.append(p);
            port = &result.ports.last();
        } else if (prompt.match(line).hasMatch() && !indented) {
            port = nullptr; // the next command: its output is not this port's
        } else if (const QRegularExpressionMatch f = field.match(line); port && (indented || f.hasMatch())) {
            if (f.hasMatch() && !applyField(f.captured(1), f.captured(2).trimmed(), port))
                sink.add(i, QCoreApplication::translate("cq::EthtoolReader", "cannot read %1 \"%2\"").arg(f.captured(1), f.captured(2).trimmed().left(40)));
            // else a field no check needs, or an indented continuation line (the link mode lists)
        } else {
            sink.add(i, QCoreApplication::translate("cq::EthtoolReader", "not ethtool output: \"%1\"").arg(line.left(60)));
        }
    }
    if (result.ports.isEmpty() && sink.list().isEmpty())
        sink.addFile(QCoreApplication::translate("cq::EthtoolReader", "no interface found (no \"Settings for IFACE:\" line)"));
    result.diagnostics = sink.list();
    return result;
}

} // namespace cq
