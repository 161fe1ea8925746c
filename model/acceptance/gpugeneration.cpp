#include "gpugeneration.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cq {

int expectedNvLinks(const Server &server)
{
    if (server.fabric != IntraFabric::NVSwitch)
        return 0;
    if (server.gpuModel.contains(QLatin1String("A800")) || server.gpuModel.contains(QLatin1String("H800")))
        return 8;
    if (server.gpuArch == QLatin1String("Ampere"))
        return 12;
    if (server.gpuArch == QLatin1String("Hopper") || server.gpuArch == QLatin1String("Blackwell"))
        return 18;
    return 0;
}

QString nvLinkClass(int links)
{
    switch (links) {
    case 18: return QCoreApplication::translate("cq::Acceptance", "H100-class");
    case 12: return QCoreApplication::translate("cq::Acceptance", "A100-class");
    case 8: return QCoreApplication::translate("cq::Acceptance", "A800/H800-class");
    default: break;
    }
    return {};
}

QString gpuFamily(const QString &name)
{
    // Longest first where one name starts another (H200 before H20, L40S before L40 before L4).
    static const QRegularExpression family(QStringLiteral(
        "(?<![A-Za-z0-9])(GB200|GB300|B200|B300|B100|H200|H100|H800|H20|A800|A100|A40|A30|A10|A16|A2|L40S|L40|L20|L4|V100|T4|"
        "RTX\\s*[A-Z]?\\d{4}(?:\\s*Ti)?)(?![0-9])"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = family.match(name);
    if (!m.hasMatch())
        return {};
    QString f = m.captured(1).toUpper();
    f.remove(QLatin1Char(' '));
    if (f.startsWith(QLatin1String("RTX")))
        f.insert(3, QLatin1Char(' ')); // "RTX4090" and "RTX 4090" alike
    if (f.endsWith(QLatin1String("TI")))
        f = f.left(f.size() - 2).trimmed() + QStringLiteral(" Ti");
    return f;
}

} // namespace cq
