#pragma once

#include "problemmarks.h"

#include <QGraphicsItem>
#include <QStringList>
#include <QUuid>

#include <optional>

namespace cq {

/**
 * Base of the canvas items that mirror one design object (room, rack, device): the object's
 * id and the diagnostics shown on it. The item holds no design data of its own beyond what
 * it draws; the design in ClusterDocument stays the only truth.
 */
class DesignItem : public QGraphicsItem
{
public:
    explicit DesignItem(const QUuid &id, QGraphicsItem *parent = nullptr);

    QUuid id() const { return m_id; }

    /** The scene's select-all flag (SceneSelection::allFlag), read while painting; null: none. */
    void setSelectAllFlag(const bool *flag) { m_allSelected = flag; }
    /** Selected through Qt's flag or under the scene's select-all flag (see SceneSelection). */
    bool inSelection() const { return isSelected() || (m_allSelected && *m_allSelected); }

    /** Marks the item with the worst severity among @p messages' diagnostics (none: clears). */
    void setProblems(std::optional<Severity> worst, const QStringList &messages);
    std::optional<Severity> problemSeverity() const { return m_marks.worst(); }
    QStringList problemMessages() const { return m_marks.messages(); }

    /** Outline colour for a severity: red error, orange warning, blue info. */
    static QColor severityColor(Severity severity) { return ProblemMarks::severityColor(severity); }

    /** The DesignItem behind a room, rack or device item; nullptr for anything else. */
    static DesignItem *fromItem(QGraphicsItem *item);

protected:
    /** True when a paint with @p option shows the item selected: Qt's state or the select-all flag. */
    bool paintsSelected(const QStyleOptionGraphicsItem *option) const;
    /** Called after setProblems() changed the marks (the item has been updated). */
    virtual void problemsChanged() {}
    /** Sets the tooltip to @p description followed by the problem messages, one per line. */
    void setDescription(const QString &description);
    /** Draws the round "!" badge centred on @p centre when the item has a problem. */
    void paintBadge(QPainter *painter, const QPointF &centre) const { m_marks.paintBadge(painter, centre); }
    /** Area the badge covers around its centre, for boundingRect(). */
    static constexpr double BadgeRadius = ProblemMarks::BadgeRadius;

private:
    QUuid m_id;
    const bool *m_allSelected = nullptr;
    QString m_description;
    ProblemMarks m_marks;
};

} // namespace cq
