#include "standardshortcuts.h"

namespace cq {

QList<QKeySequence> StandardShortcuts::withAlternatives(QKeySequence::StandardKey key,
                                                        const QList<QKeySequence> &alternatives)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    for (const QKeySequence &alternative : alternatives) {
        if (!alternative.isEmpty() && !keys.contains(alternative))
            keys.append(alternative);
    }
    return keys;
}

QList<QKeySequence> StandardShortcuts::redo()
{
    return withAlternatives(QKeySequence::Redo, {QKeySequence(Qt::CTRL | Qt::Key_Y),
                                                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
}

QList<QKeySequence> StandardShortcuts::zoomIn()
{
    return withAlternatives(QKeySequence::ZoomIn, {QKeySequence(Qt::CTRL | Qt::Key_Equal)});
}

} // namespace cq
