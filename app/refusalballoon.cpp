#include "refusalballoon.h"

#include <QCursor>
#include <QRect>
#include <QString>
#include <QToolTip>
#include <QWidget>

namespace cq {

void RefusalBalloon::show(QWidget *canvas, const QString &message)
{
    if (!canvas || message.isEmpty())
        return;
    const QPoint cursor = canvas->mapFromGlobal(QCursor::pos());
    const QPoint where = canvas->rect().contains(cursor) ? cursor : canvas->rect().center();
    // Hide first: a second refusal at the same spot must show its own text, not keep the old one.
    QToolTip::hideText();
    QToolTip::showText(canvas->mapToGlobal(where), message, canvas, QRect(), kShowMs);
}

} // namespace cq
