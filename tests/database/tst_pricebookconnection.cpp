#include "clirun.h"
#include "databaseconnection.h"
#include "databaselocation.h"
#include "mainwindow.h"
#include "panels/pricechangebanner.h"
#include "pricebook/pricebookconnectiondialog.h"
#include "pgserver.h"
#include "pricebookchangewatch.h"
#include "pricebookconnectionactions.h"
#include "pricebookdatabase.h"
#include "pricebooklocationsettings.h"
#include "pricebookrolesummary.h"
#include "pricechangenotice.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using cq::PriceBookCapabilities;
using cq::PriceBookConnection;
using cq::PriceBookLocationSettings;
using cq::PriceBookRoleSummary;
using cqtest::runCli;

// Issue #21, what the window shows of the team price book: the Connection dialog's fields and
// the remembered location (never a password), the role's sentence and status label, actions a
// role may not use disabled with the reason (a real cq_viewer login on the test server), and
// the quote dock's notice when another client changed the prices underneath an open quote.
class TestPriceBookConnection : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    cqtest::PgTestServer m_server;

    QString urlAs(const char *user) const
    {
        return QStringLiteral("postgresql://%1@/team?host=%2").arg(QLatin1String(user), m_server.socketDir());
    }
    static QString sample() { return QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"); }

    /** Saves @p widget's picture to look at (CQ_TEST_ARTIFACTS, default the temp folder). */
    static void saveScreenshot(QWidget *widget, const char *name)
    {
        const QString file = QDir(qEnvironmentVariable("CQ_TEST_ARTIFACTS", QDir::tempPath())).filePath(QLatin1String(name));
        if (widget->grab().save(file))
            qInfo("screenshot: %s", qPrintable(file));
    }

    static QAction *actionNamed(QWidget *window, const char *name)
    {
        return window->findChild<QAction *>(QLatin1String(name));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Offline copies and the remembered location go to a test folder, not the user's.
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom)); // 24-hour short times
    }

    void serverFieldsRoundTrip()
    {
        QString other;
        const QString url = QStringLiteral(
            "postgresql://sales@db.example.com:6543/pricebook?sslmode=require&sslrootcert=/etc/cq/ca.pem");
        const PriceBookConnection c = PriceBookLocationSettings::toConnection(url, &other);
        QVERIFY(c.server);
        QCOMPARE(c.host, QStringLiteral("db.example.com"));
        QCOMPARE(c.port, 6543);
        QCOMPARE(c.database, QStringLiteral("pricebook"));
        QCOMPARE(c.user, QStringLiteral("sales"));
        QCOMPARE(c.sslMode, QStringLiteral("require"));
        QCOMPARE(other, QStringLiteral("sslrootcert=/etc/cq/ca.pem"));
        QCOMPARE(PriceBookLocationSettings::toLocation(c, other), url);

        // A socket folder and libpq's defaults (port 5432, sslmode prefer) when absent.
        const PriceBookConnection socket
            = PriceBookLocationSettings::toConnection(QStringLiteral("postgresql://viewer@/team?host=/var/run/postgresql"));
        QVERIFY(socket.server);
        QCOMPARE(socket.host, QStringLiteral("/var/run/postgresql"));
        QCOMPARE(socket.port, 5432);
        QCOMPARE(socket.sslMode, QStringLiteral("prefer"));
        QCOMPARE(PriceBookLocationSettings::toConnection(PriceBookLocationSettings::toLocation(socket)), socket);

        // No user and a socket folder: libpq's postgresql:///DB, not a one-slash file name.
        PriceBookConnection noUser = socket;
        noUser.user.clear();
        const QString noUserUrl = PriceBookLocationSettings::toLocation(noUser);
        QVERIFY2(noUserUrl.startsWith(QStringLiteral("postgresql:///team?")), qPrintable(noUserUrl));
        const cq::DatabaseLocation parsed = cq::DatabaseLocation::parse(noUserUrl);
        QVERIFY2(parsed.error().isEmpty(), qPrintable(parsed.error()));
        QVERIFY(parsed.isPostgres());
        QCOMPARE(parsed.host(), QStringLiteral("/var/run/postgresql"));
        QCOMPARE(parsed.userName(), QString());
        QCOMPARE(PriceBookLocationSettings::toConnection(noUserUrl), noUser);

        // A file typed as a relative path is remembered absolute: the next start may run elsewhere.
        PriceBookConnection relative;
        relative.filePath = QStringLiteral("books/team.sqlite");
        QCOMPARE(PriceBookLocationSettings::toLocation(relative), QDir::current().absoluteFilePath(relative.filePath));

        const PriceBookConnection file = PriceBookLocationSettings::toConnection(m_dir.filePath(QStringLiteral("a.sqlite")));
        QVERIFY(!file.server);
        QCOMPARE(file.filePath, m_dir.filePath(QStringLiteral("a.sqlite")));
    }

    void badAddressesAreNamedWithoutTheirPassword()
    {
        const cq::DatabaseLocation option
            = cq::DatabaseLocation::parse(QStringLiteral("postgresql://viewer@/team?host=/tmp/s&password=secret"));
        QVERIFY(option.error().contains(QStringLiteral("it holds a password")));
        QVERIFY2(!option.error().contains(QStringLiteral("secret")), qPrintable(option.error()));
        const cq::DatabaseLocation ssl
            = cq::DatabaseLocation::parse(QStringLiteral("postgresql://viewer@db.example.com/team?sslmode=nonsense"));
        QCOMPARE(ssl.error(), QStringLiteral("The price-book address postgresql://viewer@db.example.com/team?sslmode=nonsense "
                                             "cannot be used: the sslmode \"nonsense\" is not one of disable, allow, "
                                             "prefer, require, verify-ca, verify-full."));
        // libpq's percent-encoded socket folder: the form ClusterQuote takes, not QUrl's parse.
        const cq::DatabaseLocation encoded
            = cq::DatabaseLocation::parse(QStringLiteral("postgresql://viewer@%2Ftmp%2Fpg:5499/team"));
        QVERIFY2(encoded.error().endsWith(QStringLiteral("cannot be used: write a socket folder as ?host=/path/to/folder, "
                                                         "not percent-encoded in the host.")),
                 qPrintable(encoded.error()));
        QVERIFY(cq::DatabaseLocation::parse(QStringLiteral("postgresql://viewer@db.example.com/team?sslmode=verify-full"))
                    .error()
                    .isEmpty());
    }

    void aPasswordIsNeverRemembered()
    {
        const QString before = PriceBookLocationSettings::location();
        QString error;
        QVERIFY(!PriceBookLocationSettings::setLocation(QStringLiteral("postgresql://sales:secret@db.example.com/pricebook"),
                                                        &error));
        QVERIFY(!error.isEmpty());
        QVERIFY2(!error.contains(QStringLiteral("secret")), qPrintable(error));
        QCOMPARE(PriceBookLocationSettings::location(), before);
        QVERIFY(!QSettings().value(PriceBookLocationSettings::key()).toString().contains(QStringLiteral("secret")));

        const QString url = QStringLiteral("postgresql://sales@db.example.com/pricebook");
        QVERIFY2(PriceBookLocationSettings::setLocation(url, &error), qPrintable(error));
        QCOMPARE(PriceBookLocationSettings::location(), url);
        QSettings().remove(PriceBookLocationSettings::key());
    }

    void roleSentences()
    {
        PriceBookCapabilities viewer;
        viewer.role = QStringLiteral("cq_viewer");
        viewer.canReadInternalCost = viewer.canReadDiscountRules = viewer.canReadRevisions = false;
        viewer.canIssue = viewer.canEditPrices = viewer.canEditCatalog = false;
        QCOMPARE(PriceBookRoleSummary::sentence(viewer, true),
                 QStringLiteral("Connected as cq_viewer: you may read list prices and the hardware catalog, but not "
                                "issue revisions, edit prices or edit the hardware catalog."));
        QCOMPARE(PriceBookRoleSummary::label(viewer, true), QStringLiteral("Price book: team server (cq_viewer)"));

        PriceBookCapabilities sales = viewer;
        sales.role = QStringLiteral("cq_sales");
        sales.canReadInternalCost = sales.canReadDiscountRules = sales.canReadRevisions = sales.canIssue = true;
        QCOMPARE(PriceBookRoleSummary::sentence(sales, true),
                 QStringLiteral("Connected as cq_sales: you may read list prices, the hardware catalog, internal costs, "
                                "discount rules and issued revisions, and you may issue revisions but not edit prices "
                                "or edit the hardware catalog."));

        const PriceBookCapabilities offline
            = PriceBookCapabilities::offline(QStringLiteral("the team server"), QStringLiteral("cq_sales"));
        QCOMPARE(PriceBookRoleSummary::label(offline, false), QStringLiteral("Price book: offline copy (read-only)"));
        QVERIFY(PriceBookRoleSummary::sentence(offline, false).endsWith(QStringLiteral("wait for the team server.")));
    }

    void priceChangeSentence()
    {
        QCOMPARE(cq::PriceChangeNotice::sentence(true, QTime(14, 32), 12, 13, {}),
                 QStringLiteral("Prices changed on the team server at 14:32 (version 12 → 13); the quote was recomputed."));
        cq::PriceChangeNotice::Issued issued;
        issued.revision = 3;
        issued.pricesDiffer = true;
        QCOMPARE(cq::PriceChangeNotice::sentence(false, QTime(9, 5), 4, 6, issued),
                 QStringLiteral("Prices changed in the price book file at 09:05 (version 4 → 6); the quote was "
                                "recomputed, and issued revision 3 keeps the prices it was issued with, which now "
                                "differ from the price book."));
    }

    // Another process edits the SQLite file under an open quote: the next quote computation
    // re-reads the book, prices with the new figure and says so in the quote dock.
    void anotherClientsEditReachesTheOpenQuote()
    {
        const QString path = m_dir.filePath(QStringLiteral("shared.sqlite"));
        cq::MainWindow window(path);
        QVERIFY(window.openFile(sample()));
        auto *actions = window.findChild<cq::PriceBookConnectionActions *>();
        QVERIFY(actions);
        QCOMPARE(actions->statusLabel()->text(), QStringLiteral("Price book: this computer"));
        QVERIFY(actionNamed(&window, "priceBookConnection"));
        auto *banner = window.findChild<cq::PriceChangeBanner *>();
        QVERIFY(banner);
        QVERIFY(banner->isHidden());

        // The sample's four A100 servers at 35,888.00 a month each; another client sets 40,000.00.
        cq::PriceBookDatabase other;
        QVERIFY2(other.open(path), qPrintable(other.error()));
        const int before = other.priceBook().version;
        QString serverSku;
        for (const cq::QuoteLine &line : window.currentQuote().lines) {
            if (line.sku.startsWith(QLatin1String("SRV-")))
                serverSku = line.sku;
        }
        QVERIFY(!serverSku.isEmpty());
        QString region;
        for (const cq::PriceItem &item : other.priceBook().items) {
            if (item.sku == serverSku && item.price.max == cq::Money(3588800))
                region = item.region;
        }
        QVERIFY(other.updatePriceItem(serverSku, region, [](cq::PriceItem &item) {
            item.price.min = cq::Money(4000000);
            item.price.max = cq::Money(4000000);
        }));

        // Any edit recomputes the quote: 3 servers left x 40,000.00 = 120,000.00.
        window.document()->removeObjects({window.document()->design().servers.first().id});
        QString rent;
        for (const cq::QuoteLine &line : window.currentQuote().lines) {
            if (line.sku == serverSku)
                rent = line.amount.toDecimalString();
        }
        QCOMPARE(rent, QStringLiteral("120000.00"));
        QVERIFY(!banner->isHidden());
        const QString versions = QStringLiteral("(version %1 → %2)").arg(before).arg(before + 1);
        QVERIFY2(banner->text().startsWith(QStringLiteral("Prices changed in the price book file at ")), qPrintable(banner->text()));
        QVERIFY2(banner->text().contains(versions), qPrintable(banner->text()));
        window.resize(1280, 800);
        saveScreenshot(&window, "cq-pricechange.png");
    }

    // A cq_viewer login: the server decides, the window shows it and says why.
    void viewerSeesWhatItMayNotDo()
    {
        CQ_START_PG_SERVER(m_server);
        QVERIFY2(m_server.createDatabase(QStringLiteral("team")), qPrintable(m_server.error()));
        const cqtest::CliRun init = runCli({QStringLiteral("pricebook"), QStringLiteral("init"),
                                            QStringLiteral("--pricebook"), urlAs("postgres")});
        QVERIFY2(init.code == 0, qPrintable(init.err));
        {
            cq::DatabaseConnection admin;
            QVERIFY2(admin.open(cq::DatabaseLocation::parse(urlAs("postgres"))), qPrintable(admin.error()));
            QSqlQuery create(admin.database());
            QVERIFY(create.exec(QStringLiteral("CREATE ROLE t_viewer LOGIN IN ROLE cq_viewer")));
        }
        cq::MainWindow window(urlAs("t_viewer"));
        auto *actions = window.findChild<cq::PriceBookConnectionActions *>();
        QVERIFY(actions);
        QCOMPARE(actions->statusLabel()->text(), QStringLiteral("Price book: team server (cq_viewer)"));
        QAction *issue = actionNamed(&window, "issueRevision");
        QVERIFY(issue);
        QVERIFY(!issue->isEnabled());
        QCOMPARE(issue->toolTip(),
                 QStringLiteral("Not available: your role cq_viewer may not issue quote revisions; ask a cq_sales user."));
        QAction *revisions = actionNamed(&window, "quoteRevisions");
        QVERIFY(revisions);
        QVERIFY(!revisions->isEnabled());
        QVERIFY(actionNamed(&window, "priceBook")->isEnabled()); // reading the prices is allowed
        QVERIFY(actions->watch()->isListening());
        window.resize(1280, 800);
        saveScreenshot(&window, "cq-viewer.png");

        // The Connection dialog on this server, with the role's sentence from Test Connection.
        cq::PriceBookConnectionDialog dialog(PriceBookLocationSettings::toConnection(urlAs("t_viewer")));
        dialog.setTester([&](const PriceBookConnection &c, bool *ok) {
            return actions->test(PriceBookLocationSettings::toLocation(c), ok);
        });
        const QString result = dialog.testConnection();
        QVERIFY2(result.contains(QStringLiteral("Connected as cq_viewer: you may read list prices and the hardware "
                                                "catalog, but not issue revisions")),
                 qPrintable(result));
        dialog.show();
        saveScreenshot(&dialog, "cq-connection.png");
    }
};

QTEST_MAIN(TestPriceBookConnection)
#include "tst_pricebookconnection.moc"
