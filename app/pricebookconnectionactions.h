#pragma once

#include "pricebook/pricebookconnection.h"

#include <QObject>
#include <QString>

class QAction;
class QLabel;
class QWidget;

namespace cq {

class PriceBookChangeWatch;
class PriceBookDatabase;

/**
 * Quote > Price Book > Connection... and keeping the open price book current (issue #21).
 *
 * The dialog (PriceBookConnectionDialog) edits where the price book lives; Test Connection
 * opens it aside and reports the role and what it may do (PriceBookRoleSummary); OK switches
 * the window's database to it. A switch first opens the new location on a connection of its
 * own, so a failure keeps the old book open and the dialog says why; a success reopens the
 * window's database there, remembers the location (PriceBookLocationSettings, no password)
 * and emits switched(). A server that asks for a password gets it asked once per session
 * (PriceBookPasswordPrompt).
 *
 * A PriceBookChangeWatch hears other clients' edits: LISTEN/NOTIFY on a server, a version
 * check before each quote on an SQLite file (checkBeforeQuote()), and a check whenever the
 * application becomes active again; priceBookReloaded() says the snapshot changed under the
 * open quote. statusLabel() is a permanent status-bar label naming the book and the role,
 * with what the role may do as its tooltip.
 */
class PriceBookConnectionActions : public QObject
{
    Q_OBJECT
public:
    PriceBookConnectionActions(PriceBookDatabase *database, QWidget *window);

    /** Quote > Price Book > Connection... */
    QAction *connectionAction() const { return m_action; }
    /** "Price book: team server (cq_sales)" with PriceBookRoleSummary::sentence() as tooltip. */
    QLabel *statusLabel() const { return m_label; }
    PriceBookChangeWatch *watch() const { return m_watch; }

    /**
     * Opens @p location aside and answers one sentence: the role and what it may do, or why it
     * cannot be used (@p ok false). Nothing is created: a missing SQLite file is only described.
     */
    QString test(const QString &location, bool *ok);
    /**
     * Switches the window's price book to @p location (see the class comment); false with the
     * reason in @p error, the old book still open.
     */
    bool switchTo(const QString &location, QString *error);
    /**
     * Before a quote is computed: on an SQLite file (or a server whose notifications are off)
     * checks the stored version and reloads when another process changed it. True when it
     * reloaded (priceBookReloaded() has been emitted and handled).
     */
    bool checkBeforeQuote();
signals:
    /** The window's database now reads another price book: catalog, prices and role changed. */
    void switched();
    /** Another client changed the book: the snapshot was reloaded from @p fromVersion to @p toVersion. */
    void priceBookReloaded(int fromVersion, int toVersion);
    void statusMessage(const QString &message);

private:
    void editConnection();
    /** Shows the role of the open book in statusLabel(); also after a switch. */
    void updateStatus();

    PriceBookDatabase *m_database;
    QWidget *m_window;
    QAction *m_action;
    QLabel *m_label;
    PriceBookChangeWatch *m_watch;
};

} // namespace cq
