#include "pricebookpasswordprompt.h"

#include "databaselocation.h"
#include "sessionpasswords.h"

#include <QApplication>
#include <QInputDialog>
#include <QLineEdit>

namespace cq {

bool PriceBookPasswordPrompt::askAndRetry(const QString &location, QWidget *parent, const std::function<bool()> &open)
{
    const DatabaseLocation where = DatabaseLocation::parse(location);
    if (!where.isPostgres() || !where.error().isEmpty())
        return false;
    const QString user = where.loginName();
    while (SessionPasswords::passwordWanted(where)) {
        const bool refused = !SessionPasswords::password(where).isEmpty();
        SessionPasswords::forget(where);
        const QString question = refused
            ? tr("%1 refused the password of user %2. Password (kept in memory until ClusterQuote quits):")
                  .arg(where.serverName(), user)
            : tr("%1 asks for the password of user %2 (kept in memory until ClusterQuote quits, never saved):")
                  .arg(where.serverName(), user);
        // The busy cursor of a connection attempt must not hide the question.
        const bool busy = QApplication::overrideCursor() != nullptr;
        if (busy)
            QApplication::setOverrideCursor(Qt::ArrowCursor);
        bool ok = false;
        const QString password = QInputDialog::getText(parent, tr("Price Book Password"), question,
                                                       QLineEdit::Password, QString(), &ok);
        if (busy)
            QApplication::restoreOverrideCursor();
        if (!ok || password.isEmpty())
            return false;
        SessionPasswords::setPassword(where, password);
        if (open())
            return true;
    }
    return false;
}

} // namespace cq
