#include "fittedname.h"

namespace cq {

QString fittedServerName(const QString &name, int gpuSlots, int gpuCount, bool chinese)
{
    if (gpuCount >= gpuSlots || gpuCount < 0)
        return name;
    QString result = name;
    // The slot count at the head of the name is the one a customer reads as "what I get".
    for (const QString &mark : {QStringLiteral("x "), QStringLiteral("卡")}) {
        const QString head = QString::number(gpuSlots) + mark;
        if (result.startsWith(head)) {
            result = QString::number(gpuCount) + mark + result.mid(head.size());
            break;
        }
    }
    if (chinese)
        return result + QStringLiteral("（%1 卡位，已装 %2 卡）").arg(gpuSlots).arg(gpuCount);
    return result + QStringLiteral(" (%1 of %2 GPU slots fitted)").arg(gpuCount).arg(gpuSlots);
}

} // namespace cq
