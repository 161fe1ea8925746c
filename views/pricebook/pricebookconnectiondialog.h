#pragma once

#include "pricebookconnection.h"

#include <QDialog>
#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QWidget;

namespace cq {

/**
 * Quote > Price Book > Connection... (issue #21): where the price book lives. "This computer
 * (embedded SQLite file)" with the file, or "Team server (PostgreSQL)" with host or socket
 * folder, port, database, user and SSL mode. A note says that no password is stored: libpq
 * uses ~/.pgpass or a service file, and a password the server asks for is asked once per
 * session and kept in memory only.
 *
 * Test Connection runs the tester the app sets (views never open a database): it opens the
 * location and answers one sentence (the role and what it may do, or why it failed), shown
 * under the fields with a busy cursor meanwhile. OK accepts the fields; the app then switches
 * the open price book and keeps the old one when the switch fails.
 */
class PriceBookConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    /** Opens @p connection and returns the sentence shown; @p ok says whether it connected. */
    using Tester = std::function<QString(const PriceBookConnection &connection, bool *ok)>;

    explicit PriceBookConnectionDialog(const PriceBookConnection &current, QWidget *parent = nullptr);

    /** The fields as edited (the file path when "This computer" is chosen, else the server's). */
    PriceBookConnection connection() const;
    /** Fills the fields from @p connection. */
    void setConnection(const PriceBookConnection &connection);
    void setTester(const Tester &tester) { m_tester = tester; }
    /** Runs the tester on connection() as the Test Connection button does; returns its sentence. */
    QString testConnection();
    /** Shows @p text under the fields, in red when @p problem. */
    void showResult(const QString &text, bool problem);

    /** The libpq SSL modes offered, in the combo box's order. */
    static QStringList sslModes();

private:
    void updateEnabled();
    void chooseFile();

    QRadioButton *m_local;
    QRadioButton *m_server;
    QWidget *m_fileRow;
    QLineEdit *m_file;
    QWidget *m_serverBox;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_sslMode;
    QPushButton *m_test;
    QLabel *m_result;
    Tester m_tester;
};

} // namespace cq
