#pragma once

#include "designitem.h"

namespace cq {

/**
 * A container on the canvas (room, rack): a rounded rectangle with a label in a header band.
 * Item position = the container's top-left corner, local rect (0, 0, width, height). Only the
 * header band and the border react to the mouse, so a rubber band can start inside it and
 * the devices inside take their own clicks.
 */
class ContainerItem : public DesignItem
{
public:
    /** Colours of one kind of container. */
    struct Style {
        QColor fill;
        QColor header;
        QColor outline;
        double headerHeight;  ///< scene units
        double cornerRadius;
    };
    static constexpr double BorderGrip = 6; ///< width of the grabbable border, scene units

    ContainerItem(const QUuid &id, const Style &style);

    QString label() const { return m_label; }
    QSizeF size() const { return m_size; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    /** Sets geometry and label (and the tooltip to @p description). */
    void setContent(const QRectF &rect, const QString &label, const QString &description);
    /** Colour of the label text (a rack over budget shows it in the error colour). */
    void setLabelColor(const QColor &color) { m_labelColor = color; }

private:
    Style m_style;
    QSizeF m_size;
    QString m_label;
    QColor m_labelColor = QColor(0x37, 0x47, 0x4f);
};

} // namespace cq
