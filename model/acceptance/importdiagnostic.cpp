#include "importdiagnostic.h"

namespace cq {

QString ImportDiagnostic::toString() const
{
    if (line <= 0)
        return QStringLiteral("%1: %2").arg(file, message);
    return QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message);
}

TextLines TextLines::split(const QByteArray &text)
{
    TextLines result;
    // Binary: any NUL, or more than 10 % control bytes other than tab/CR/LF/ESC in the first 4 KiB.
    const QByteArray head = text.left(4096);
    int control = 0;
    for (const char c : head) {
        const auto u = static_cast<unsigned char>(c);
        if (u == 0) {
            result.binary = true;
            break;
        }
        if (u < 32 && u != '\t' && u != '\n' && u != '\r' && u != 0x1b)
            ++control;
    }
    if (!head.isEmpty() && control * 10 > head.size())
        result.binary = true;
    result.lines = QString::fromUtf8(text).split(u'\n');
    for (QString &l : result.lines) {
        if (l.endsWith(u'\r'))
            l.chop(1);
    }
    if (!result.lines.isEmpty() && result.lines.last().isEmpty())
        result.lines.removeLast();
    return result;
}

} // namespace cq
