#include "printable.h"

namespace cq {

QString printable(const QString &text, int maxLength)
{
    QString out;
    for (const QChar c : text) {
        if (out.size() >= maxLength) {
            out += QChar(0x2026);
            break;
        }
        if (c == u'\n')
            out += QStringLiteral("\\n");
        else if (c == u'\r')
            out += QStringLiteral("\\r");
        else if (c == u'\t')
            out += QStringLiteral("\\t");
        else if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

} // namespace cq
