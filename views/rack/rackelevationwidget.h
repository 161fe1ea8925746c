#pragma once

#include "domain/rackelevation.h"

#include <QList>
#include <QUuid>
#include <QWidget>

namespace cq {

class ClusterDocument;

/**
 * The front elevation of racks as NetBox draws it, several side by side: U numbers 1..N up
 * the side (U1 at the bottom), each server or switch a box over its U span with its name and
 * model, empty U as empty rows, devices above the top (or sharing a U) in the error colour; a
 * header with the rack's name, U used / height and power "draw / budget kW" (RackLoad, the
 * rack label's figures). Everything comes from RackElevation::of. Dragging a box up or down
 * moves the device's U position (Server/Switch::rackU) as one undoable edit.
 */
class RackElevationWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RackElevationWidget(ClusterDocument *document, QWidget *parent = nullptr);

    /** Shows these racks, in design order; an empty list shows every rack of the design. */
    void setRacks(const QList<QUuid> &rackIds);
    /** Re-reads the design (the document calls it on every change). */
    void refresh();

    /** Pixels per rack unit. */
    static constexpr int UnitPx = 14;
    /** The rectangle of @p device's box in widget coordinates (empty when not shown). */
    QRect deviceRect(const QUuid &device) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    int rows() const;
    int columnX(int column) const;
    int unitTopY(int u) const;
    const RackSlot *slotAt(const QPoint &pos, int *column) const;
    void drawRack(QPainter &p, const RackElevation &e, int column) const;
    void moveDevice(const RackSlot &slot, int lowU);

    ClusterDocument *m_document;
    QList<QUuid> m_rackIds;
    QList<RackElevation> m_elevations;
    QUuid m_dragged;
    int m_dragColumn = -1;
    int m_pressY = 0;
    int m_dragDy = 0;
};

} // namespace cq
