#pragma once

#include <QCoreApplication>
#include <QPointF>

class QMimeData;

namespace cq {

class Design;
class DesignScene;

/**
 * Cut, copy, paste and duplicate on the canvas. Copy puts the selection (with what stands in
 * selected rooms and racks, and the cables between copied devices: copyOfSelection) on the
 * system clipboard as .cqd JSON under MimeType, so it pastes into another window too; paste
 * reads it back through DesignFormat (a broken or foreign clipboard is refused with a
 * message) and adds fresh copies as one undo step, offset by one more PasteStep each time the
 * same clip is pasted again, and selects them. Duplicate does both without the clipboard.
 */
class CanvasClipboard
{
    Q_DECLARE_TR_FUNCTIONS(cq::CanvasClipboard)
public:
    /** "application/x-clusterquote-design". */
    static QString mimeType();
    /** Offset of a paste from the copied objects, scene units (two grid steps each way). */
    static constexpr double PasteStep = 40;

    explicit CanvasClipboard(DesignScene *scene) : m_scene(scene) {}

    /** Copies the selection; false (and @p why) when nothing copyable is selected. */
    bool copy(QString *why);
    /** Copies, then deletes the selection as one undo step named "Cut". */
    bool cut(QString *why);
    /** Pastes the clipboard; false (and @p why) when it holds no design. */
    bool paste(QString *why);
    /** Pastes a copy of the selection beside it (the nearest free spot to its right), leaving the clipboard alone. */
    bool duplicate(QString *why);
    /** True when the clipboard holds something paste() can read. */
    static bool canPaste();

    /** The clipboard format of @p clip (caller owns the result). */
    static QMimeData *toMimeData(const Design &clip);

private:
    bool selectionClip(Design *clip, QString *why) const;
    /** Adds @p clip moved by @p offset as one undo step named @p undoText; selects the copies. */
    bool pasteClip(const Design &clip, QPointF offset, const QString &undoText);
    /** How far a duplicate moves from the selection: beside it, on free ground (FreeSpot). */
    QPointF duplicateOffset() const;

    DesignScene *m_scene;
    QByteArray m_lastClip; ///< what was pasted last, to cascade repeated pastes
    int m_pasteCount = 0;
};

} // namespace cq
