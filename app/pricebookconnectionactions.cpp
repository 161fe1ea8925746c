#include "pricebookconnectionactions.h"

#include "pricebookchangewatch.h"
#include "pricebookdatabase.h"
#include "pricebooklocationsettings.h"
#include "pricebookpasswordprompt.h"
#include "pricebookrolesummary.h"
#include "databaselocation.h"
#include "pricebook/pricebookconnectiondialog.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>

namespace cq {

PriceBookConnectionActions::PriceBookConnectionActions(PriceBookDatabase *database, QWidget *window)
    : QObject(window)
    , m_database(database)
    , m_window(window)
    , m_action(new QAction(tr("&Connection…"), this))
    , m_label(new QLabel(window))
    , m_watch(new PriceBookChangeWatch(database, this))
{
    m_action->setObjectName(QStringLiteral("priceBookConnection"));
    m_action->setStatusTip(tr("Choose this computer's price book or a team server's"));
    connect(m_action, &QAction::triggered, this, &PriceBookConnectionActions::editConnection);
    m_label->setObjectName(QStringLiteral("priceBookRole"));
    connect(m_watch, &PriceBookChangeWatch::reloaded, this, &PriceBookConnectionActions::priceBookReloaded);
    connect(m_watch, &PriceBookChangeWatch::failed, this, &PriceBookConnectionActions::statusMessage);
    // Back at the window after working elsewhere: a file edited meanwhile, a missed notification.
    connect(qGuiApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive)
            m_watch->checkNow();
    });
    m_watch->listen();
    updateStatus();
}

void PriceBookConnectionActions::updateStatus()
{
    const bool server = m_database->isServer();
    m_label->setText(PriceBookRoleSummary::label(m_database->capabilities(), server));
    m_label->setToolTip(PriceBookRoleSummary::sentence(m_database->capabilities(), server));
}

QString PriceBookConnectionActions::test(const QString &location, bool *ok)
{
    *ok = false;
    const DatabaseLocation where = DatabaseLocation::parse(location);
    if (!where.error().isEmpty())
        return where.error();
    if (!where.isPostgres()) {
        const QFileInfo file(location);
        if (location.trimmed().isEmpty())
            return tr("Enter the price book's file name.");
        if (file.isDir())
            return tr("%1 is a folder, not a price-book file.").arg(QDir::toNativeSeparators(location));
        if (!file.exists()) {
            *ok = QFileInfo(file.absolutePath()).isWritable();
            return *ok ? tr("%1 does not exist yet: a new price book with the default prices will be created there.")
                             .arg(QDir::toNativeSeparators(location))
                       : tr("%1 does not exist and its folder cannot be written to.").arg(QDir::toNativeSeparators(location));
        }
    }
    PriceBookDatabase probe;
    const auto open = [&] { return probe.open(location, PriceBookDatabase::SchemaChange::None); };
    if (!open() && !PriceBookPasswordPrompt::askAndRetry(location, m_window, open))
        return probe.error();
    *ok = true;
    return tr("Price book version %1.").arg(probe.priceBook().version) + u' '
        + PriceBookRoleSummary::sentence(probe.capabilities(), probe.isServer());
}

bool PriceBookConnectionActions::switchTo(const QString &location, QString *error)
{
    // Open it aside first: a refused server or a damaged file leaves the window's book open.
    {
        PriceBookDatabase probe;
        const auto open = [&] { return probe.open(location); };
        if (!open() && !PriceBookPasswordPrompt::askAndRetry(location, m_window, open)) {
            *error = tr("The price book was not switched: %1").arg(probe.error());
            return false;
        }
    }
    const QString previous = m_database->path();
    // openWithRecovery: on a server it also starts keeping the offline copy (PriceBookOfflineCopy),
    // and going back to a server that went away meanwhile opens its offline copy again.
    if (!m_database->openWithRecovery(location)) {
        *error = tr("The price book was not switched: %1").arg(m_database->error());
        if (!m_database->openWithRecovery(previous)) { // the old one, as it was a moment ago
            *error += u' ' + tr("The previous price book could not be opened again either (%1); quoting uses the "
                                "default prices until one is chosen.")
                                 .arg(m_database->error());
            m_database->open(QStringLiteral(":memory:"));
        }
        m_watch->listen();
        updateStatus();
        emit switched(); // the book in use may not be the same object state as before
        return false;
    }
    QString settingsError;
    if (!PriceBookLocationSettings::setLocation(location, &settingsError))
        emit statusMessage(settingsError);
    m_watch->listen();
    updateStatus();
    emit switched();
    return true;
}

bool PriceBookConnectionActions::checkBeforeQuote()
{
    if (!m_database->isOpen() || (m_database->isServer() && m_watch->isListening()))
        return false;
    return m_watch->checkNow();
}

void PriceBookConnectionActions::editConnection()
{
    const QString current = m_database->path();
    QString otherOptions;
    PriceBookConnection fields = PriceBookLocationSettings::toConnection(current, &otherOptions);
    if (!fields.server && current == QLatin1String(":memory:"))
        fields.filePath = PriceBookDatabase::defaultPath();
    // Options the dialog has no field for (sslrootcert=..., service=...) belong to the server they
    // came with: kept for that host and port, dropped for another.
    const auto locationOf = [&fields, &otherOptions](const PriceBookConnection &c) {
        const bool sameServer = c.server && fields.server && c.host == fields.host && c.port == fields.port;
        return PriceBookLocationSettings::toLocation(c, sameServer ? otherOptions : QString());
    };
    PriceBookConnectionDialog dialog(fields, m_window);
    dialog.setTester([this, &locationOf](const PriceBookConnection &c, bool *ok) { return test(locationOf(c), ok); });
    // A failed switch keeps the dialog open with the reason, the old book still in use.
    while (dialog.exec() == QDialog::Accepted) {
        const PriceBookConnection chosen = dialog.connection();
        const QString location = locationOf(chosen);
        // The same book: nothing to do, unless it is the offline copy of a server, which OK tries again.
        if (location == current && m_database->capabilities().waitsFor.isEmpty())
            return;
        QString error;
        QApplication::setOverrideCursor(Qt::BusyCursor);
        const bool ok = switchTo(location, &error);
        QApplication::restoreOverrideCursor();
        if (ok) {
            emit statusMessage(tr("Price book switched to %1.").arg(DatabaseLocation::parse(location).displayName()));
            return;
        }
        dialog.showResult(error, true);
    }
}

} // namespace cq
