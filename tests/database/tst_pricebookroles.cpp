#include "clirun.h"
#include "databaseconnection.h"
#include "pgserver.h"
#include "pricebookdatabase.h"
#include "pricebookroles.h"

#include <QDate>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

using cqtest::runCli;

// Issue #21: the roles of a team price book are enforced by PostgreSQL. One login role per
// group (t_viewer IN ROLE cq_viewer, t_sales, t_pricing) connects on its own over the test
// server's socket (trust authentication, PgTestServer) and is refused by the server itself.
class TestPriceBookRoles : public QObject
{
    Q_OBJECT

    cqtest::PgTestServer m_server;
    static constexpr qint64 kCostFen = 1234500;

    QString sample() const { return QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd"); }
    /** The "roles" database as login @p user. */
    QString urlAs(const char *user) const
    {
        return QStringLiteral("postgresql://%1@/roles?host=%2").arg(QLatin1String(user), m_server.socketDir());
    }

    /**
     * Runs the statements of @p sql (separated by "; ", one exec each) as @p user on a raw
     * connection, as psql would, in a transaction rolled back unless @p commit; the SQLSTATE
     * of the first failure, "" when all ran.
     */
    QString sqlStateAs(const char *user, const QString &sql, bool commit = false)
    {
        cq::DatabaseConnection connection;
        if (!connection.open(cq::DatabaseLocation::parse(urlAs(user))))
            return QStringLiteral("no connection: ") + connection.error();
        QSqlDatabase db = connection.database();
        db.transaction();
        QString state;
        {
            QSqlQuery query(db);
            for (const QString &statement : sql.split(QStringLiteral("; "))) {
                if (!query.exec(statement)) {
                    state = query.lastError().nativeErrorCode();
                    break;
                }
            }
        }
        if (commit && state.isEmpty())
            db.commit();
        else
            db.rollback();
        return state;
    }

    /** A price book opened as @p user; fails the test when it does not open. */
    static bool openAs(cq::PriceBookDatabase *database, const QString &url)
    {
        if (database->open(url))
            return true;
        qWarning("%s", qPrintable(database->error()));
        return false;
    }

private slots:
    void initTestCase()
    {
        // The offline copies its in-process CLI runs keep go to a test folder, not the user's.
        QStandardPaths::setTestModeEnabled(true);
        CQ_START_PG_SERVER(m_server);
        QVERIFY2(m_server.createDatabase(QStringLiteral("roles")), qPrintable(m_server.error()));
        const cqtest::CliRun init = runCli({QStringLiteral("pricebook"), QStringLiteral("init"),
                                            QStringLiteral("--pricebook"), urlAs("postgres")});
        QVERIFY2(init.code == 0, qPrintable(init.err));
        // init again: the roles exist now and the GRANTs run once more without complaint.
        QCOMPARE(runCli({QStringLiteral("pricebook"), QStringLiteral("init"), QStringLiteral("--pricebook"),
                         urlAs("postgres")}).code, 0);
        cq::PriceBookDatabase owner;
        QVERIFY(openAs(&owner, urlAs("postgres")));
        QCOMPARE(owner.capabilities().role, QStringLiteral("postgres"));
        // An internal cost on one item the sample quotes, and one discount rule that matches nothing of it.
        cq::PriceBook book = owner.priceBook();
        book.items.first().cost = cq::Money(kCostFen);
        cq::DiscountRule rule;
        rule.name = QStringLiteral("Partner discount");
        rule.sku = QStringLiteral("NO-SUCH-SKU");
        rule.discountPpm = 100000;
        book.discountRules = {rule};
        QVERIFY2(owner.savePriceBook(book), qPrintable(owner.error()));
        QCOMPARE(sqlStateAs("postgres", QStringLiteral("CREATE ROLE t_viewer LOGIN IN ROLE cq_viewer;"
                                                       " CREATE ROLE t_sales LOGIN IN ROLE cq_sales;"
                                                       " CREATE ROLE t_pricing LOGIN IN ROLE cq_pricing;"
                                                       " CREATE ROLE t_nobody LOGIN"), true),
                 QString());
    }

    void theServerRefusesTheViewer_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<bool>("viewerMay");
        QTest::addColumn<bool>("salesMay");
        QTest::newRow("list prices") << "SELECT sku, region, min_fen, max_fen FROM price_items" << true << true;
        QTest::newRow("catalog") << "SELECT * FROM server_models" << true << true;
        QTest::newRow("internal cost") << "SELECT cost_fen FROM price_items" << false << true;
        QTest::newRow("every price column") << "SELECT * FROM price_items" << false << true;
        QTest::newRow("margin") << "SELECT SUM(min_fen - cost_fen) FROM price_items" << false << true;
        QTest::newRow("discount rules") << "SELECT * FROM discount_rules" << false << true;
        QTest::newRow("issued revisions") << "SELECT * FROM quote_revisions" << false << true;
        QTest::newRow("a quote number") << "SELECT nextval('quote_numbers')" << false << true;
        QTest::newRow("issue a revision")
            << "INSERT INTO quote_revisions VALUES ('CQ-X', 1, '2026-01-01', 'monthly', '{}', '{}', '{}')" << false << true;
        QTest::newRow("edit a price") << "UPDATE price_items SET max_fen = max_fen + 1" << false << false;
        QTest::newRow("edit the catalog") << "DELETE FROM cable_models" << false << false;
        QTest::newRow("edit a rule") << "DELETE FROM discount_rules" << false << false;
    }

    void theServerRefusesTheViewer()
    {
        QFETCH(QString, sql);
        QFETCH(bool, viewerMay);
        QFETCH(bool, salesMay);
        // 42501 insufficient_privilege: the server's refusal, not the client's. Each statement runs
        // in a transaction rolled back, so the rows stay for the next row of this table.
        const QString refused = QStringLiteral("42501");
        QCOMPARE(sqlStateAs("t_viewer", sql), viewerMay ? QString() : refused);
        QCOMPARE(sqlStateAs("t_sales", sql), salesMay ? QString() : refused);
        QCOMPARE(sqlStateAs("t_pricing", sql), QString());
        QCOMPARE(sqlStateAs("t_nobody", sql), refused); // a login in no cq_ role sees nothing
    }

    void viewerLoadsListPricesAndQuotes()
    {
        cq::PriceBookDatabase viewer;
        QVERIFY(openAs(&viewer, urlAs("t_viewer")));
        const cq::PriceBookCapabilities can = viewer.capabilities();
        QCOMPARE(can.role, QStringLiteral("cq_viewer"));
        QVERIFY(!can.canReadInternalCost && !can.canReadDiscountRules && !can.canReadRevisions);
        QVERIFY(!can.canIssue && !can.canEditPrices && !can.canEditCatalog);
        QCOMPARE(viewer.priceBook().items.size(), 47);
        QVERIFY(!viewer.priceBook().hasInternalCosts());
        QVERIFY(viewer.priceBook().discountRules.isEmpty());
        QVERIFY(viewer.problems().isEmpty());
        QVERIFY(!viewer.catalog().servers.isEmpty());

        // The viewer's quote equals the owner's (the one rule matches nothing of the sample).
        const cqtest::CliRun asViewer = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--json"),
                                                QStringLiteral("--pricebook"), urlAs("t_viewer")});
        const cqtest::CliRun asOwner = runCli({QStringLiteral("quote"), sample(), QStringLiteral("--json"),
                                               QStringLiteral("--pricebook"), urlAs("postgres")});
        QVERIFY2(asViewer.code == 0, qPrintable(asViewer.err));
        QCOMPARE(asViewer.out, asOwner.out);

        // pricebook check names what the role may not count instead of failing.
        const cqtest::CliRun check = runCli({QStringLiteral("pricebook"), QStringLiteral("check"),
                                             QStringLiteral("--pricebook"), urlAs("t_viewer")});
        QVERIFY2(check.code == 0, qPrintable(check.err));
        QVERIFY2(check.out.contains(QStringLiteral("quote_revisions   not readable by your role cq_viewer")),
                 qPrintable(check.out));
    }

    void viewerRefusalsAreSentences()
    {
        cq::PriceBookDatabase viewer;
        QVERIFY(openAs(&viewer, urlAs("t_viewer")));
        const QString book = urlAs("t_viewer");
        const cq::PriceItem first = viewer.priceBook().items.first();
        QVERIFY(!viewer.updatePriceItem(first.sku, first.region, [](cq::PriceItem &item) { item.price.max += cq::Money(1); }));
        QCOMPARE(viewer.error(), QStringLiteral("Cannot change %1: your role cq_viewer may not edit prices; ask a "
                                                "cq_pricing user.").arg(book));
        QVERIFY(!viewer.setVat(900, false));
        QCOMPARE(viewer.error(), QStringLiteral("Cannot change %1: your role cq_viewer may not edit prices; ask a "
                                                "cq_pricing user.").arg(book));
        QVERIFY(!viewer.saveCableModel(viewer.catalog().cables.first()));
        QCOMPARE(viewer.error(), QStringLiteral("Cannot change %1: your role cq_viewer may not edit the hardware "
                                                "catalog; ask a cq_pricing user.").arg(book));
        QVERIFY(viewer.nextQuoteNumber(QDate(2026, 12, 6)).isEmpty());
        QCOMPARE(viewer.error(), QStringLiteral("Cannot change %1: your role cq_viewer may not issue quote revisions; "
                                                "ask a cq_sales user.").arg(book));
        QList<cq::QuoteRevision> revisions;
        QVERIFY(!viewer.revisions(QStringLiteral("CQ-2026-0001"), &revisions));
        QVERIFY2(viewer.error().endsWith(QStringLiteral("your role cq_viewer may not read issued quote revisions; "
                                                        "ask a cq_sales user.")), qPrintable(viewer.error()));
        QVERIFY(!viewer.error().contains(QStringLiteral("permission denied")));
    }

    void salesSeesCostAndIssues()
    {
        cq::PriceBookDatabase sales;
        QVERIFY(openAs(&sales, urlAs("t_sales")));
        const cq::PriceBookCapabilities can = sales.capabilities();
        QCOMPARE(can.role, QStringLiteral("cq_sales"));
        QVERIFY(can.canReadInternalCost && can.canReadDiscountRules && can.canIssue);
        QVERIFY(!can.canEditPrices && !can.canEditCatalog);
        QCOMPARE(sales.priceBook().items.first().cost, cq::Money(kCostFen));
        QCOMPARE(sales.priceBook().discountRules.size(), 1);

        const QString number = sales.nextQuoteNumber(QDate(2026, 12, 6));
        QVERIFY2(number.startsWith(QStringLiteral("CQ-2026-")), qPrintable(sales.error()));
        cq::QuoteRevision revision;
        revision.issuedAt = QDateTime(QDate(2026, 12, 6), QTime(9, 30), Qt::UTC);
        QVERIFY2(sales.saveRevision(number, &revision), qPrintable(sales.error()));
        QList<cq::QuoteRevision> stored;
        QVERIFY2(sales.revisions(number, &stored), qPrintable(sales.error()));
        QCOMPARE(stored.size(), 1);

        const cq::PriceItem first = sales.priceBook().items.first();
        QVERIFY(!sales.updatePriceItem(first.sku, first.region, [](cq::PriceItem &item) { item.price.max += cq::Money(1); }));
        QCOMPARE(sales.error(), QStringLiteral("Cannot change %1: your role cq_sales may not edit prices; ask a "
                                               "cq_pricing user.").arg(urlAs("t_sales")));
    }

    void pricingEditsPricesCatalogAndRules()
    {
        cq::PriceBookDatabase pricing;
        QVERIFY(openAs(&pricing, urlAs("t_pricing")));
        const cq::PriceBookCapabilities can = pricing.capabilities();
        QCOMPARE(can.role, QStringLiteral("cq_pricing"));
        QVERIFY(can.canReadInternalCost && can.canIssue && can.canEditPrices && can.canEditCatalog);
        const cq::PriceItem first = pricing.priceBook().items.first();
        QVERIFY2(pricing.updatePriceItem(first.sku, first.region, [](cq::PriceItem &item) {
                     item.price.max += cq::Money(100);
                     item.cost += cq::Money(1);
                 }), qPrintable(pricing.error()));
        cq::CableModel cable = pricing.catalog().cables.first();
        cable.name += QStringLiteral(" (team)");
        QVERIFY2(pricing.saveCableModel(cable), qPrintable(pricing.error()));
        cq::PriceBook book = pricing.priceBook();
        book.discountRules.first().discountPpm = 150000;
        QVERIFY2(pricing.savePriceBook(book), qPrintable(pricing.error())); // DELETE + INSERT of every row

        cq::PriceBookDatabase viewer;
        QVERIFY(openAs(&viewer, urlAs("t_viewer")));
        QCOMPARE(viewer.priceBook().items.first().price.max, first.price.max + cq::Money(100));
        QCOMPARE(viewer.catalog().cables.first().name, cable.name);
        QCOMPARE(viewer.priceBook().items.first().cost, cq::Money(0));
    }

    void aRevokeAfterOpenIsStillASentence()
    {
        // The capabilities were read at open; the server refuses on its own afterwards, and the
        // refusal is explained from the privileges asked again.
        QCOMPARE(sqlStateAs("postgres", QStringLiteral("CREATE ROLE t_late LOGIN IN ROLE cq_pricing"), true), QString());
        cq::PriceBookDatabase late;
        QVERIFY(openAs(&late, urlAs("t_late")));
        QVERIFY(late.capabilities().canEditPrices);
        QCOMPARE(sqlStateAs("postgres", QStringLiteral("REVOKE cq_pricing FROM t_late; GRANT cq_viewer TO t_late"), true), QString());
        QVERIFY(!late.setVat(700, true));
        QCOMPARE(late.error(), QStringLiteral("Cannot change %1: your role cq_viewer may not edit prices; ask a "
                                              "cq_pricing user.").arg(urlAs("t_late")));
        QVERIFY(!late.capabilities().canEditPrices);
    }

    // A login in none of the roles gets a sentence naming it and the remedy, not SQLSTATE 42501.
    void aLoginWithoutARoleIsToldSo()
    {
        cq::PriceBookDatabase nobody;
        QVERIFY(!nobody.open(urlAs("t_nobody")));
        QCOMPARE(nobody.error(), QStringLiteral("Cannot open %1: the login t_nobody is not a member of cq_viewer, "
                                                "cq_sales or cq_pricing on this server; ask its administrator to grant "
                                                "one (GRANT cq_sales TO t_nobody).")
                                     .arg(urlAs("t_nobody")));
    }

    // init and migrate by a login that does not own the tables: a current book is left as it is
    // (exit 0, no REVOKE warnings from the server); the GRANTs stay the owner's.
    void migrateByAnotherLoginChangesNothing()
    {
        for (const char *user : {"t_pricing", "t_viewer"}) {
            for (const char *verb : {"migrate", "init"}) {
                const cqtest::CliRun run = runCli({QStringLiteral("pricebook"), QLatin1String(verb),
                                                   QStringLiteral("--pricebook"), urlAs(user)});
                QVERIFY2(run.code == 0, qPrintable(QStringLiteral("%1 %2: %3").arg(QLatin1String(user), QLatin1String(verb), run.err)));
                QVERIFY2(!run.err.contains(QStringLiteral("WARNING")) && !run.err.contains(QStringLiteral("42501")),
                         qPrintable(run.err));
            }
        }
        // The viewer is still refused the internal cost: nothing was re-granted.
        QCOMPARE(sqlStateAs("t_viewer", QStringLiteral("SELECT cost_fen FROM price_items")), QStringLiteral("42501"));
    }

    void grantsNameEveryColumnButTheCost()
    {
        const QStringList statements = cq::PriceBookRoles::grantStatements(
            {QStringLiteral("sku"), QStringLiteral("min_fen"), QStringLiteral("cost_fen"), QStringLiteral("rowid")});
        QVERIFY(statements.contains(QStringLiteral("GRANT SELECT (sku, min_fen, rowid) ON price_items TO cq_viewer")));
    }
};

QTEST_MAIN(TestPriceBookRoles)
#include "tst_pricebookroles.moc"
