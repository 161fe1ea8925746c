#include "ruletext.h"

#include <QCoreApplication>

namespace cq {

QString nameList(const QStringList &names, int shown)
{
    if (names.size() <= shown)
        return names.join(QStringLiteral(", "));
    const QString head = names.mid(0, shown).join(QStringLiteral(", "));
    return QCoreApplication::translate("cq::Validator", "%1 and %n more", nullptr, int(names.size() - shown))
        .arg(head);
}

QString rateText(double rateGbps)
{
    return QCoreApplication::translate("cq::Validator", "%1 Gb/s").arg(QString::number(rateGbps, 'g', 5));
}

} // namespace cq
