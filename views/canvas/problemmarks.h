#pragma once

#include "rules/diagnostic.h"

#include <QColor>
#include <QStringList>

#include <optional>

class QPainter;
class QPointF;

namespace cq {

/**
 * The diagnostics shown on one canvas object: the worst severity among the errors and
 * warnings naming it, and their messages for the tooltip. Shared by the scene items and
 * the cables (which are drawn by a CableLayer, not as items of their own).
 */
class ProblemMarks
{
public:
    /** Radius of the round "!" badge, scene units. */
    static constexpr double BadgeRadius = 8;

    /** Replaces the marks; returns true when they changed (the owner repaints). */
    bool set(std::optional<Severity> worst, const QStringList &messages);
    std::optional<Severity> worst() const { return m_worst; }
    QStringList messages() const { return m_messages; }

    /** @p description followed by one "• message" line per problem. */
    QString toolTip(const QString &description) const;
    /** Draws the badge (white-rimmed disc in the severity colour with "!") when marked. */
    void paintBadge(QPainter *painter, const QPointF &centre) const;

    /** Outline colour for a severity: red error, orange warning, blue info. */
    static QColor severityColor(Severity severity);

private:
    std::optional<Severity> m_worst;
    QStringList m_messages;
};

} // namespace cq
