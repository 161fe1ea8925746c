#include "problemmarks.h"

#include <QPainter>

namespace cq {

bool ProblemMarks::set(std::optional<Severity> worst, const QStringList &messages)
{
    if (m_worst == worst && m_messages == messages)
        return false;
    m_worst = worst;
    m_messages = messages;
    return true;
}

QString ProblemMarks::toolTip(const QString &description) const
{
    QString text = description;
    for (const QString &message : m_messages)
        text += QLatin1Char('\n') + QStringLiteral("\u2022 ") + message; // "• message"
    return text;
}

void ProblemMarks::paintBadge(QPainter *painter, const QPointF &centre) const
{
    if (!m_worst)
        return;
    painter->save();
    painter->setPen(QPen(Qt::white, 1.5));
    painter->setBrush(severityColor(*m_worst));
    painter->drawEllipse(centre, BadgeRadius, BadgeRadius);
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(12);
    painter->setFont(font);
    const QRectF box(centre.x() - BadgeRadius, centre.y() - BadgeRadius, 2 * BadgeRadius, 2 * BadgeRadius);
    painter->drawText(box, Qt::AlignCenter, QStringLiteral("!"));
    painter->restore();
}

QColor ProblemMarks::severityColor(Severity severity)
{
    switch (severity) {
    case Severity::Error: return QColor(0xd3, 0x2f, 0x2f);
    case Severity::Warning: return QColor(0xef, 0x8a, 0x00);
    case Severity::Info: return QColor(0x19, 0x76, 0xd2);
    }
    return Qt::black;
}

} // namespace cq
