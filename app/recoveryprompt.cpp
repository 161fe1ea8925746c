#include "recoveryprompt.h"

#include "autosavesession.h"
#include "document/clusterdocument.h"
#include "sessionrecovery.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace cq {

void RecoveryPrompt::offer(QWidget *parent, ClusterDocument *document, AutosaveSession *session,
                           SessionRecovery *recovery)
{
    if (!document->undoStack()->isClean())
        return;
    const QList<RecoverableSession> sessions = recovery->find();
    if (sessions.isEmpty())
        return;
    const RecoverableSession &newest = sessions.first();
    const QString name = newest.originalPath.isEmpty() ? tr("an untitled design")
                                                       : QDir::toNativeSeparators(newest.originalPath);
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Work"),
                    tr("ClusterQuote did not close normally. Unsaved changes to %1 were autosaved at %2.\n\n"
                       "Recover them? Your own file is unchanged until you save.")
                        .arg(name, QLocale().toString(newest.savedAt.toLocalTime(), QLocale::ShortFormat)),
                    QMessageBox::NoButton, parent);
    QPushButton *recoverButton = box.addButton(tr("&Recover"), QMessageBox::AcceptRole);
    QPushButton *discardButton = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recoverButton);
    box.exec();
    if (box.clickedButton() == recoverButton) {
        if (const QString error = recover(newest, document, session, recovery); !error.isEmpty())
            QMessageBox::warning(parent, tr("Cannot Recover"), error);
    } else if (box.clickedButton() == discardButton) {
        recovery->discard(newest);
    }
}

QString RecoveryPrompt::recover(const RecoverableSession &found, ClusterDocument *document, AutosaveSession *session,
                                SessionRecovery *recovery)
{
    const DesignReadResult result = SessionRecovery::load(found);
    if (!result.ok())
        return tr("The autosave cannot be read: %1").arg(result.error);
    document->reset(result.design, found.originalPath);
    // Unsaved: the stack has no clean state, so the title shows [*] and closing asks.
    document->undoStack()->resetClean();
    // Keep the recovered work safe before the old autosave goes.
    if (session) {
        if (const QString error = session->autosaveNow(); !error.isEmpty())
            return error;
    }
    recovery->discard(found);
    return {};
}

} // namespace cq
