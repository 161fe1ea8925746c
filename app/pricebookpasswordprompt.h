#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>

class QWidget;

namespace cq {

/**
 * Asks for a team server's password when libpq found none (issue #21): no ~/.pgpass line, no
 * service file. Asked once per session: the answer is kept in memory by SessionPasswords and
 * used for every later connection to the same server, database and user, never written to
 * QSettings or a file. A refused password is forgotten and asked for again.
 */
class PriceBookPasswordPrompt
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookPasswordPrompt)
public:
    /**
     * After @p open failed for @p location: while the server wants a password it did not get
     * (SessionPasswords::passwordWanted), asks for it under @p parent (QInputDialog, echo mode
     * Password), keeps it and calls @p open again. True when @p open succeeded; false when the
     * failure was about something else or the user cancelled.
     */
    static bool askAndRetry(const QString &location, QWidget *parent, const std::function<bool()> &open);
};

} // namespace cq
