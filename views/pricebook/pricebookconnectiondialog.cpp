#include "pricebookconnectiondialog.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cq {

QStringList PriceBookConnectionDialog::sslModes()
{
    return {QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"),
            QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
}

PriceBookConnectionDialog::PriceBookConnectionDialog(const PriceBookConnection &current, QWidget *parent)
    : QDialog(parent)
    , m_local(new QRadioButton(tr("This computer (embedded SQLite file)"), this))
    , m_server(new QRadioButton(tr("Team server (PostgreSQL)"), this))
    , m_fileRow(new QWidget(this))
    , m_file(new QLineEdit(m_fileRow))
    , m_serverBox(new QWidget(this))
    , m_host(new QLineEdit(m_serverBox))
    , m_port(new QSpinBox(m_serverBox))
    , m_database(new QLineEdit(m_serverBox))
    , m_user(new QLineEdit(m_serverBox))
    , m_sslMode(new QComboBox(m_serverBox))
    , m_test(new QPushButton(tr("Test Connection"), this))
    , m_result(new QLabel(this))
{
    setWindowTitle(tr("Price Book Connection"));
    m_local->setObjectName(QStringLiteral("localPriceBook"));
    m_server->setObjectName(QStringLiteral("serverPriceBook"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_local);
    group->addButton(m_server);

    m_file->setObjectName(QStringLiteral("priceBookFile"));
    auto *browse = new QPushButton(tr("Browse…"), m_fileRow);
    connect(browse, &QPushButton::clicked, this, &PriceBookConnectionDialog::chooseFile);
    auto *fileLayout = new QHBoxLayout(m_fileRow);
    fileLayout->setContentsMargins(24, 0, 0, 0);
    fileLayout->addWidget(new QLabel(tr("File:"), m_fileRow));
    fileLayout->addWidget(m_file, 1);
    fileLayout->addWidget(browse);

    m_host->setObjectName(QStringLiteral("serverHost"));
    m_host->setPlaceholderText(tr("localhost, a host name or a socket folder such as /var/run/postgresql"));
    m_port->setObjectName(QStringLiteral("serverPort"));
    m_port->setRange(1, 65535);
    m_database->setObjectName(QStringLiteral("serverDatabase"));
    m_user->setObjectName(QStringLiteral("serverUser"));
    m_user->setPlaceholderText(tr("your login name on this computer"));
    m_sslMode->setObjectName(QStringLiteral("serverSslMode"));
    const QStringList modeTexts{tr("disable (never encrypt)"), tr("allow (encrypt only if the server insists)"),
                                tr("prefer (encrypt when the server can)"), tr("require (always encrypt)"),
                                tr("verify-ca (encrypt and check the server's certificate)"),
                                tr("verify-full (encrypt and check the certificate and the host name)")};
    for (int i = 0; i < sslModes().size(); ++i)
        m_sslMode->addItem(modeTexts.at(i), sslModes().at(i));
    auto *form = new QFormLayout;
    form->setContentsMargins(24, 0, 0, 0);
    form->addRow(tr("Host or socket folder:"), m_host);
    form->addRow(tr("Port:"), m_port);
    form->addRow(tr("Database:"), m_database);
    form->addRow(tr("User:"), m_user);
    form->addRow(tr("SSL mode:"), m_sslMode);

    // Two fixed lines, not word wrap: a wrapped label's height depends on the width, which the
    // dialog's size hint under-counted, and its last line was cut off.
    auto *passwords = new QLabel(tr("No password is stored: the PostgreSQL client reads it from ~/.pgpass (or "
                                    "PGPASSFILE) or a service file.\nIf the server still asks for one, ClusterQuote "
                                    "asks once per session and keeps it in memory only."),
                                 m_serverBox);
    passwords->setObjectName(QStringLiteral("passwordNote"));
    auto *serverLayout = new QVBoxLayout;
    serverLayout->setContentsMargins(0, 0, 0, 0);
    serverLayout->addLayout(form);
    auto *noteRow = new QHBoxLayout;
    noteRow->setContentsMargins(24, 0, 0, 0);
    noteRow->addWidget(passwords);
    serverLayout->addLayout(noteRow);
    m_serverBox->setLayout(serverLayout);

    m_test->setObjectName(QStringLiteral("testConnection"));
    connect(m_test, &QPushButton::clicked, this, &PriceBookConnectionDialog::testConnection);
    m_result->setObjectName(QStringLiteral("connectionResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test, 0, Qt::AlignTop);
    testRow->addWidget(m_result, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_local);
    layout->addWidget(m_fileRow);
    layout->addSpacing(8);
    layout->addWidget(m_server);
    layout->addWidget(m_serverBox);
    layout->addSpacing(8);
    layout->addLayout(testRow);
    layout->addStretch();
    layout->addWidget(buttons);

    connect(m_local, &QRadioButton::toggled, this, &PriceBookConnectionDialog::updateEnabled);
    setConnection(current);
    resize(620, sizeHint().height());
}

void PriceBookConnectionDialog::setConnection(const PriceBookConnection &connection)
{
    (connection.server ? m_server : m_local)->setChecked(true);
    m_file->setText(QDir::toNativeSeparators(connection.filePath));
    m_host->setText(connection.host);
    m_port->setValue(connection.port > 0 ? connection.port : 5432);
    m_database->setText(connection.database);
    m_user->setText(connection.user);
    const int mode = sslModes().indexOf(connection.sslMode);
    m_sslMode->setCurrentIndex(mode >= 0 ? mode : sslModes().indexOf(QStringLiteral("prefer")));
    updateEnabled();
}

PriceBookConnection PriceBookConnectionDialog::connection() const
{
    PriceBookConnection c;
    c.server = m_server->isChecked();
    c.filePath = QDir::fromNativeSeparators(m_file->text().trimmed());
    c.host = m_host->text().trimmed();
    c.port = m_port->value();
    c.database = m_database->text().trimmed();
    c.user = m_user->text().trimmed();
    c.sslMode = m_sslMode->currentData().toString();
    return c;
}

void PriceBookConnectionDialog::updateEnabled()
{
    m_fileRow->setEnabled(m_local->isChecked());
    m_serverBox->setEnabled(m_server->isChecked());
    m_result->clear();
}

void PriceBookConnectionDialog::chooseFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Price Book File"), m_file->text(),
                                                      tr("Price books (*.sqlite)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        m_file->setText(QDir::toNativeSeparators(path));
}

QString PriceBookConnectionDialog::testConnection()
{
    if (!m_tester)
        return {};
    bool ok = false;
    QApplication::setOverrideCursor(Qt::BusyCursor); // a server that does not answer takes its connect timeout
    m_result->setText(tr("Connecting…"));
    m_result->repaint();
    const QString text = m_tester(connection(), &ok);
    QApplication::restoreOverrideCursor();
    showResult(text, !ok);
    return text;
}

void PriceBookConnectionDialog::showResult(const QString &text, bool problem)
{
    m_result->setText(text);
    m_result->setStyleSheet(problem ? QStringLiteral("color: #b71c1c;") : QString());
}

} // namespace cq
