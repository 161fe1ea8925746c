#pragma once

#include <QKeySequence>
#include <QList>

namespace cq {

/**
 * Shortcut lists for actions: every key binding the platform has for a standard key
 * (QKeySequence::keyBindings, not just the first one that setShortcut(StandardKey) keeps),
 * followed by the explicit alternatives users expect everywhere, each sequence once.
 */
class StandardShortcuts
{
public:
    /** keyBindings(@p key), then each of @p alternatives that is not already in that list. */
    static QList<QKeySequence> withAlternatives(QKeySequence::StandardKey key, const QList<QKeySequence> &alternatives);
    /** Redo: the platform's keys plus Ctrl+Y and Ctrl+Shift+Z (both conventions are common on Linux). */
    static QList<QKeySequence> redo();
    /** Zoom In: the platform's keys plus Ctrl+= (Ctrl++ needs Shift on US layouts). */
    static QList<QKeySequence> zoomIn();
};

} // namespace cq
