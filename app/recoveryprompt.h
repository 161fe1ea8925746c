#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace cq {

class AutosaveSession;
class ClusterDocument;
class SessionRecovery;
struct RecoverableSession;

/**
 * The "recover unsaved work?" question at start-up. offer() asks about the newest
 * autosave that SessionRecovery found (Recover / Discard / Later: it is kept for the next
 * start); recover() is the part without a dialog, used by offer() and by tests.
 */
class RecoveryPrompt
{
    Q_DECLARE_TR_FUNCTIONS(cq::RecoveryPrompt)
public:
    /** Asks about the newest recoverable session when @p document has no unsaved changes. */
    static void offer(QWidget *parent, ClusterDocument *document, AutosaveSession *session, SessionRecovery *recovery);
    /**
     * Loads @p found into @p document with its original path, marked unsaved (the user's file
     * is still the old one), writes it at once to @p session's autosave and deletes the old
     * one. Returns an error line (naming the autosave file) or empty.
     */
    static QString recover(const RecoverableSession &found, ClusterDocument *document, AutosaveSession *session,
                           SessionRecovery *recovery);
};

} // namespace cq
