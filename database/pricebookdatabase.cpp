#include "pricebookdatabase.h"

#include "pricebookreader.h"
#include "databaselocation.h"
#include "quote/ppm.h"
#include "pricebookrecovery.h"
#include "pricebookroles.h"
#include "pricebookschema.h"
#include "pricebookseed.h"
#include "pricebooksettings.h"
#include "pricebookwriter.h"
#include "format/pricebookcsv.h"
#include "quoterevisionstore.h"
#include "sqlerrortext.h"
#include "transactionguard.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace cq {

PriceBookDatabase::PriceBookDatabase() = default;

PriceBookDatabase::~PriceBookDatabase()
{
    close();
}

QString PriceBookDatabase::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    // A failure here shows up as a clear open() error naming the path.
    QDir().mkpath(dir);
    return dir + QStringLiteral("/pricebook.sqlite");
}

bool PriceBookDatabase::open(const QString &path, SchemaChange change)
{
    close();
    m_error.clear();
    m_damaged = false;
    m_path = path;
    m_schemaChange = change;
    m_versionFound = -1;
    m_unreachable = false;
    m_serverSilent = false;
    if (openConnection() && prepareFile() && readCapabilities() && reload())
        return true;
    close(); // keeps m_error
    return false;
}

bool PriceBookDatabase::openWithRecovery(const QString &path)
{
    m_recoveryNotice.clear();
    if (DatabaseLocation::isServerUri(path)) // no file to recover; an offline copy instead
        return openServerOrOfflineCopy(path);
    if (open(path))
        return true;
    if (!m_damaged)
        return false;
    const QString damage = m_error;
    QString why;
    const QString aside = PriceBookRecovery::moveAside(path, &why);
    if (aside.isEmpty())
        return fail(tr("%1 It could not be moved aside: %2.").arg(damage, why));
    const QString asideName = QDir::toNativeSeparators(aside);
    for (const QString &backup : PriceBookRecovery::backups(path)) {
        if (QFile::copy(backup, path) && open(path)) {
            m_recoveryNotice = tr("%1 It was moved to %2 and the last backup, %3, was restored; price changes made "
                                  "after that backup are lost.")
                                   .arg(damage, asideName, QDir::toNativeSeparators(backup));
            return true;
        }
        PriceBookRecovery::removeWithJournal(path); // a damaged backup: try the next older one
    }
    if (!open(path))
        return false;
    m_recoveryNotice = tr("%1 It was moved to %2. No usable backup was found, so a new price book with the default "
                          "prices was created; your own prices are in the moved file.")
                           .arg(damage, asideName);
    return true;
}

bool PriceBookDatabase::openConnection()
{
    if (m_path.trimmed().isEmpty()) // " " would become a file named by a space
        return fail(tr("No price-book file name was given."));
    const DatabaseLocation location = DatabaseLocation::parse(m_path);
    if (!location.error().isEmpty())
        return fail(location.error());
    if (!location.isPostgres() && QFileInfo(m_path).isDir())
        return fail(tr("Cannot open price book %1: it is a folder, not a file.").arg(fileName()));
    if (!location.isPostgres() && m_path != QLatin1String(":memory:") && !QFileInfo(m_path).absoluteDir().exists())
        return fail(tr("Cannot open price book %1: the folder %2 does not exist.")
                        .arg(fileName(), QDir::toNativeSeparators(QFileInfo(m_path).absolutePath())));
    // The connection also sets SQLite's busy timeout, so the checks below wait for another
    // writer instead of failing.
    if (!m_db.open(location)) {
        // openWithRecovery() may open the offline copy instead, but not when the server only wants
        // a password libpq did not find: the window asks for it (PriceBookPasswordPrompt).
        const QSqlError refusal = m_db.lastError();
        m_unreachable = location.isPostgres()
            && !(refusal.databaseText() + refusal.driverText()).contains(QLatin1String("no password supplied"));
        m_serverSilent = location.isPostgres() && DatabaseConnection::isNoAnswer(refusal);
        return fail(tr("Cannot open price book %1: %2.").arg(fileName(), m_db.reason()));
    }
    return true;
}

bool PriceBookDatabase::prepareFile()
{
    if (m_db.isPostgres())
        return prepareServer();
    QString driverError;
    int userVersion = 0;
    // SQLite reads the file header only now: a file that is not a database fails here
    // (native code 26 SQLITE_NOTADB, 11 SQLITE_CORRUPT).
    QSqlQuery probe(m_db.database());
    if (!probe.exec(QStringLiteral("PRAGMA user_version")) || !probe.next()) {
        const QString code = probe.lastError().nativeErrorCode();
        m_damaged = code == QLatin1String("26") || code == QLatin1String("11");
        return fail(tr("%1 is not an SQLite price-book database (%2).").arg(fileName(), sqlErrorText(probe.lastError())));
    }
    userVersion = probe.value(0).toInt();
    probe.finish();
    // Foreign keys and WAL only now: refuse another program's database before they touch it.
    if (!checkExisting(userVersion) || !(m_db.enableWriteSettings() || fail(m_db.error())) || !ensureSchema())
        return false;
    return checkTables();
}

bool PriceBookDatabase::readCapabilities()
{
    QString driverError;
    if (!PriceBookCapabilities::query(m_db, &m_capabilities, &driverError))
        return fail(tr("Cannot read what your role may do in %1: %2.").arg(fileName(), driverError));
    return true;
}

bool PriceBookDatabase::allowed(PriceBookCapabilities::Action action)
{
    if (!isOpen())
        return fail(tr("No price book is open."));
    if (m_capabilities.allows(action))
        return true;
    return fail(tr("Cannot change %1: %2.").arg(fileName(), m_capabilities.refusal(action)));
}

void PriceBookDatabase::explainRefusal(PriceBookCapabilities::Action action)
{
    if (!m_db.isPostgres() || !m_db.isOpen())
        return;
    PriceBookCapabilities now;
    QString ignored;
    if (PriceBookCapabilities::query(m_db, &now, &ignored) && !now.allows(action)) {
        m_capabilities = now;
        m_error = tr("Cannot change %1: %2.").arg(fileName(), now.refusal(action));
    }
}

bool PriceBookDatabase::checkTables()
{
    QString driverError;
    if (!PriceBookSchema::readVersion(m_db.database(), &m_schemaVersion, &driverError))
        return fail(tr("Cannot read the schema version of %1: %2.").arg(fileName(), driverError));
    const QStringList missing = PriceBookSchema::missingTables(m_db.database(), m_schemaVersion);
    if (!missing.isEmpty())
        return fail(tr("%1 lacks the price-book table(s) %2.").arg(fileName(), missing.join(QStringLiteral(", "))));
    return true;
}

bool PriceBookDatabase::prepareServer()
{
    // A shared server: no file to check or recover (the server keeps its own integrity), and
    // the schema is created or upgraded only when asked (clusterquote pricebook init|migrate),
    // never as a side effect of one engineer's quote.
    QString driverError;
    int version = 0;
    if (!PriceBookSchema::readVersion(m_db.database(), &version, &driverError)) {
        // Most often a login the administrator has not put in any of the roles: say that.
        QString login, ignored;
        bool member = true;
        if (PriceBookRoles::loginStatus(m_db.database(), &login, &member, &ignored) && !member)
            return fail(tr("Cannot open %1: the login %2 is not a member of cq_viewer, cq_sales or cq_pricing on this "
                           "server; ask its administrator to grant one (GRANT cq_sales TO %2).")
                            .arg(fileName(), login));
        return fail(tr("Cannot read the schema version of %1: %2.").arg(fileName(), driverError));
    }
    if (version > PriceBookSchema::kCurrentVersion)
        return checkExisting(version);
    if (version == 0 && !m_db.database().tables(QSql::Tables).isEmpty())
        return fail(tr("%1 holds tables but no price-book schema version: it is not a ClusterQuote price book.")
                        .arg(fileName()));
    return ensureSchema() && checkTables();
}

bool PriceBookDatabase::ensureSchema()
{
    // Two processes opening a new file at once both read user_version 0: BEGIN IMMEDIATE
    // takes the write lock (waiting out busy_timeout), and the version is read again under
    // it, so the second one finds the schema the first one committed instead of racing it
    // on CREATE TABLE.
    TransactionGuard transaction(m_db);
    if (!transaction.begin())
        return fail(tr("Cannot prepare price book %1: %2.").arg(fileName(), beginError(transaction)));
    QString driverError;
    int userVersion = 0;
    bool ok = PriceBookSchema::readVersion(m_db.database(), &userVersion, &driverError);
    m_versionFound = userVersion;
    if (ok && !schemaChangeAllowed(userVersion))
        return false; // the guard rolls back
    if (ok && userVersion == 0 && !m_db.database().tables(QSql::Tables).isEmpty()) // the guard rolls back
        return fail(tr("%1 holds tables but no price-book schema version: it is not a ClusterQuote price book.")
                        .arg(fileName()));
    const bool creating = ok && userVersion == 0;
    // The schema and the GRANTs belong to the tables' owner: another login would get one raw
    // refusal (and the server's warnings for every REVOKE) instead of a sentence.
    bool owner = true;
    if (ok && !creating && m_db.isPostgres()
        && (m_schemaChange == SchemaChange::Create || m_schemaChange == SchemaChange::Migrate)) {
        QString ownerRole;
        ok = PriceBookRoles::mayChangeSchema(m_db.database(), &owner, &ownerRole, &driverError);
        if (ok && !owner && userVersion < PriceBookSchema::kCurrentVersion) // the guard rolls back
            return fail(tr("Cannot upgrade %1 from schema version %2 to %3: only its owner %4 (or a superuser) may.")
                            .arg(fileName()).arg(userVersion).arg(PriceBookSchema::kCurrentVersion).arg(ownerRole));
    }
    if (creating)
        ok = createAndSeed(&driverError);
    else if (ok && userVersion < PriceBookSchema::kCurrentVersion)
        ok = PriceBookSchema::migrate(m_db.database(), userVersion, &driverError);
    // pricebook init and migrate (re)grant the roles on a server, also on a current book: the
    // GRANTs are idempotent, and a migration may have added a column the viewer may read.
    // A current book opened by a login that does not own it: nothing to change, nothing to grant.
    const bool grant = m_db.isPostgres() && owner
        && (m_schemaChange == SchemaChange::Create || m_schemaChange == SchemaChange::Migrate);
    if (ok && grant && !PriceBookRoles::apply(m_db.database(), &driverError))
        return fail(tr("Cannot grant the roles cq_viewer, cq_sales and cq_pricing on %1 (run pricebook init as the "
                       "database owner with the CREATEROLE attribute, or a superuser): %2.")
                        .arg(fileName(), driverError)); // the guard rolls back
    if (ok && transaction.commit())
        return true;
    if (ok)
        driverError = transaction.error(); // the commit failed (and was rolled back)
    transaction.rollback();
    if (creating)
        return fail(tr("Cannot create price book %1: %2.").arg(fileName(), driverError));
    return fail(tr("Cannot upgrade price book %1 from schema version %2 to %3: %4.")
                    .arg(fileName()).arg(userVersion).arg(PriceBookSchema::kCurrentVersion).arg(driverError));
}

bool PriceBookDatabase::schemaChangeAllowed(int version)
{
    const bool automatic = m_schemaChange == SchemaChange::Automatic && !m_db.isPostgres();
    if (version == 0 && !automatic && m_schemaChange != SchemaChange::Create)
        return fail(tr("%1 holds no price book yet: run \"clusterquote pricebook init --pricebook %1\" first.")
                        .arg(fileName()));
    if (version > 0 && version < PriceBookSchema::kCurrentVersion && !automatic
        && m_schemaChange != SchemaChange::Migrate)
        return fail(tr("%1 has price-book schema version %2 and this ClusterQuote needs %3: run \"clusterquote "
                       "pricebook migrate --pricebook %1\".")
                        .arg(fileName()).arg(version).arg(PriceBookSchema::kCurrentVersion));
    return true;
}

bool PriceBookDatabase::rowCounts(QList<QPair<QString, qint64>> *counts)
{
    if (!isOpen())
        return fail(tr("No price book is open."));
    counts->clear();
    for (const QString &table : PriceBookSchema::tableNames(m_schemaVersion)) {
        // A table the role may not read (a viewer's discount_rules, quote_revisions): -1.
        if ((table == QLatin1String("discount_rules") && !m_capabilities.canReadDiscountRules)
            || (table == QLatin1String("quote_revisions") && !m_capabilities.canReadRevisions)) {
            counts->append({table, -1});
            continue;
        }
        // Table names from this build's own list, never from input.
        QSqlQuery query(m_db.database());
        if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)) || !query.next())
            return fail(tr("Cannot count the rows of %1 in %2: %3.")
                            .arg(table, fileName(), sqlErrorText(query.lastError())));
        counts->append({table, query.value(0).toLongLong()});
    }
    return true;
}

bool PriceBookDatabase::isServer() const
{
    return m_db.isPostgres();
}

QString PriceBookDatabase::beginError(const TransactionGuard &transaction) const
{
    if (transaction.isBusy())
        return tr("the price book is busy (another ClusterQuote is writing to it); try again");
    return transaction.error();
}

void PriceBookDatabase::close()
{
    m_db.close(); // its cached statements first, then the database, then the connection
    m_path.clear();
    m_schemaVersion = 0;
    m_catalog = {};
    m_priceBook = {};
    m_problems.clear();
    m_capabilities = PriceBookCapabilities::everything();
    m_serverLost = false;
    m_keepOfflineCopy = false;
    m_offlineAsOf = {};
    m_unreachableSince = {};
    m_offlineCopyPath.clear();
}

bool PriceBookDatabase::checkExisting(int userVersion)
{
    if (userVersion > PriceBookSchema::kCurrentVersion)
        return fail(tr("%1 was written by a newer ClusterQuote (price-book schema version %2; this version reads "
                       "up to %3). Update ClusterQuote to open it.")
                        .arg(fileName()).arg(userVersion).arg(PriceBookSchema::kCurrentVersion));
    if (userVersion < 0)
        return fail(tr("%1 has an invalid price-book schema version %2.").arg(fileName()).arg(userVersion));

    if (!checkIntegrity())
        return false;
    // Refuse another program's database before any pragma touches it. The version is read
    // again: another ClusterQuote may have just created this file's schema.
    QString driverError;
    if (userVersion == 0 && !m_db.database().tables(QSql::Tables).isEmpty()
        && PriceBookSchema::readVersion(m_db.database(), &userVersion, &driverError) && userVersion == 0)
        return fail(tr("%1 holds tables but no price-book schema version: it is not a ClusterQuote price book.")
                        .arg(fileName()));
    return true;
}

bool PriceBookDatabase::checkIntegrity()
{
    QSqlQuery query(m_db.database());
    // quick_check: the page and b-tree checks of integrity_check without comparing every
    // index with its table, so opening stays fast on a large file.
    if (!query.exec(QStringLiteral("PRAGMA quick_check"))) {
        m_damaged = true;
        return fail(tr("%1 is damaged: the integrity check could not run (%2).")
                        .arg(fileName(), sqlErrorText(query.lastError())));
    }
    // Since SQLite 3.33 the check also lists rows that break a CHECK or NOT NULL
    // constraint (a hand edit with ignore_check_constraints). Such rows are content, not
    // corruption: PriceBookReader re-checks each row and skips it with a problem line.
    // Every other line (b-tree, page or index damage) refuses the file.
    QStringList damage;
    while (query.next()) {
        // One result row may hold several lines under a "*** in database main ***" header.
        const QStringList lines = query.value(0).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString &line : lines) {
            if (line != QLatin1String("ok") && !line.startsWith(QLatin1String("***"))
                && !line.startsWith(QLatin1String("CHECK constraint failed"))
                && !line.startsWith(QLatin1String("NOT NULL constraint failed")))
                damage << line.trimmed();
        }
    }
    if (damage.isEmpty())
        return true;
    // Keep error() one line: the first three findings are enough to name the damage.
    m_damaged = true;
    return fail(tr("%1 is damaged: the integrity check reports \"%2\".")
                    .arg(fileName(), damage.mid(0, 3).join(QStringLiteral("; "))));
}

bool PriceBookDatabase::createAndSeed(QString *driverError)
{
    PriceBookWriter writer(m_db);
    if (!PriceBookSchema::create(m_db.database(), driverError))
        return false;
    if (!writer.writeAll(PriceBookSeed::catalog(), PriceBookSeed::priceBook())) {
        *driverError = writer.error();
        return false;
    }
    return true;
}

bool PriceBookDatabase::reload()
{
    if (!isOpen())
        return fail(tr("No price book is open."));
    Catalog catalog;
    PriceBook book;
    QStringList problems;
    QString why;
    const auto once = [&] {
        PriceBookReader reader(m_db);
        reader.setReadable(m_capabilities.canReadInternalCost, m_capabilities.canReadDiscountRules);
        const bool read = reader.read(&catalog, &book);
        problems = reader.problems();
        why = reader.error();
        return read;
    };
    // A server restart: read again on a new connection (pricebookserverlink.cpp, issue #21).
    bool ok = reopenIfLost() && once();
    if (!ok && !m_serverLost && reconnectAfterFailure())
        ok = once();
    if (!ok) { // the snapshot read before stays
        m_error = tr("Cannot read price book %1: %2.").arg(fileName(), m_serverLost ? unreachableText() : why);
        return false;
    }
    m_catalog = catalog;
    m_priceBook = book;
    m_problems = problems;
    if (isOffline())
        m_priceBook.pricesAsOf = m_offlineAsOf;
    else if (m_keepOfflineCopy)
        keepOfflineCopy();
    return true;
}

QString PriceBookDatabase::itemProblem(const PriceItem &item) const
{
    if (item.sku.trimmed().isEmpty())
        return tr("the SKU is empty");
    if (item.name.trimmed().isEmpty())
        return tr("the name is empty");
    if (item.price.min.fen() < 0)
        return tr("the price %1 is negative").arg(item.price.min.toDecimalString());
    if (item.price.min > item.price.max)
        return tr("the minimum %1 is above the maximum %2")
            .arg(item.price.min.toDecimalString(), item.price.max.toDecimalString());
    return {};
}

bool PriceBookDatabase::setVat(int basisPoints, bool pricesIncludeVat)
{
    if (basisPoints < 0 || basisPoints > 10000) {
        m_error = tr("Cannot set VAT in %1: %2 basis points is outside 0..10000.").arg(fileName()).arg(basisPoints);
        return false;
    }
    return edit([&](PriceBookWriter &w) {
        return w.setSetting(QString::fromLatin1(SettingKey::VatBasisPoints), QString::number(basisPoints))
            && w.setSetting(QString::fromLatin1(SettingKey::PricesIncludeVat),
                            pricesIncludeVat ? QStringLiteral("1") : QStringLiteral("0"));
    });
}

bool PriceBookDatabase::setAnnualDiscount(const QString &family, int sharePpm)
{
    if (family.trimmed().isEmpty() || sharePpm <= 0 || sharePpm > Ppm::kWhole) {
        m_error = tr("Cannot set the annual discount of '%1' in %2: the family must be named and the share must be "
                     "above 0 % and at most 100 %, not %3.").arg(family, fileName(), Ppm::toPercentText(sharePpm));
        return false;
    }
    return edit([&](PriceBookWriter &w) { return w.setAnnualDiscount(family, sharePpm); });
}

bool PriceBookDatabase::edit(const std::function<bool(PriceBookWriter &)> &change,
                             PriceBookCapabilities::Action action)
{
    if (!allowed(action))
        return false;
    if (!reopenIfLost())
        return fail(unsavedText());
    bool committing = false;
    const auto once = [&] {
        m_error.clear();
        PriceBookWriter writer(m_db);
        TransactionGuard transaction(m_db);
        if (!transaction.begin()) {
            m_error = tr("Cannot save to %1: %2.").arg(fileName(), beginError(transaction));
            return false;
        }
        if (!change(writer) || !writer.bumpVersion()) {
            m_error = tr("Cannot save to %1: %2.").arg(fileName(), m_error.isEmpty() ? writer.error() : m_error);
            transaction.rollback();
            return false;
        }
        committing = true;
        if (!transaction.commit()) {
            m_error = tr("Cannot save to %1: %2.").arg(fileName(), transaction.error());
            return false;
        }
        return true;
    };
    // A connection lost before the COMMIT (a server restart) was rolled back by the server:
    // reconnect once and run the whole edit again (pricebookserverlink.cpp, issue #21).
    bool ok = once();
    if (!ok && !committing && reconnectAfterFailure())
        ok = once();
    if (!ok) {
        if (m_serverLost)
            m_error = unsavedText();
        else if (!committing)
            explainRefusal(action);
        return false;
    }
    m_error.clear();
    return reload();
}

bool PriceBookDatabase::backup(const QString &targetPath)
{
    if (!isOpen())
        return fail(tr("No price book is open."));
    if (m_db.isPostgres())
        return fail(tr("Cannot back up %1 to a file: a price book on a PostgreSQL server is backed up on the server "
                       "(pg_dump).").arg(fileName()));
    QSqlQuery query(m_db.database());
    // VACUUM INTO takes a bound file name (SQLite >= 3.27) and writes a consistent copy.
    query.prepare(QStringLiteral("VACUUM INTO ?"));
    query.addBindValue(targetPath);
    if (!query.exec())
        return fail(tr("Cannot back up %1 to %2: %3.")
                        .arg(fileName(), QDir::toNativeSeparators(targetPath), sqlErrorText(query.lastError())));
    return true;
}

bool PriceBookDatabase::backupBeside(QString *path)
{
    // No file beside a server, nor beside its offline copy (whose import is refused next); the
    // import that follows is one transaction.
    if (m_db.isPostgres() || isOffline()) {
        if (path)
            path->clear();
        return true;
    }
    const QString target = QFileInfo(m_path).absoluteDir().filePath(
        QStringLiteral("pricebook-backup-%1.sqlite")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"))));
    if (!backup(target))
        return false;
    if (path)
        *path = target;
    return true;
}

QString PriceBookDatabase::nextQuoteNumber(const QDate &date)
{
    if (!allowed(PriceBookCapabilities::Action::Issue))
        return {};
    if (m_db.isPostgres()) {
        // nextval() is atomic and never rolled back: no transaction and no write lock, so
        // clients issue in parallel, and a number is never handed out twice.
        if (!isOpen()) {
            fail(tr("No price book is open."));
            return {};
        }
        QuoteRevisionStore store(m_db);
        QString number = reopenIfLost() ? store.nextQuoteNumber(date) : QString();
        // On a connection lost meanwhile: once more on a new one (a number nextval() took just
        // before the loss is skipped, never handed out twice).
        if (number.isEmpty() && !m_serverLost && reconnectAfterFailure())
            number = store.nextQuoteNumber(date);
        if (number.isEmpty() && m_serverLost) {
            fail(tr("Cannot issue a quote number from %1: %2.").arg(fileName(), unreachableText()));
        } else if (number.isEmpty()) {
            fail(tr("Cannot issue a quote number from %1: %2.").arg(fileName(), store.error()));
            explainRefusal(PriceBookCapabilities::Action::Issue);
        }
        else
            m_error.clear();
        return number;
    }
    QString number;
    transact([&](QString *driverError) {
        QuoteRevisionStore store(m_db);
        number = store.nextQuoteNumber(date);
        *driverError = store.error();
        return !number.isEmpty();
    });
    return number;
}

bool PriceBookDatabase::saveRevision(const QString &quoteNumber, QuoteRevision *revision)
{
    if (!allowed(PriceBookCapabilities::Action::Issue))
        return false;
    const bool ok = transact([&](QString *driverError) {
        QuoteRevisionStore store(m_db);
        const bool stored = store.insert(quoteNumber, revision);
        *driverError = store.error();
        return stored;
    });
    if (!ok)
        explainRefusal(PriceBookCapabilities::Action::Issue);
    return ok;
}

bool PriceBookDatabase::revisions(const QString &quoteNumber, QList<QuoteRevision> *out)
{
    if (!allowed(PriceBookCapabilities::Action::ReadRevisions))
        return false;
    QuoteRevisionStore store(m_db);
    bool ok = reopenIfLost() && store.revisions(quoteNumber, out);
    if (!ok && !m_serverLost && reconnectAfterFailure()) // a server restart: read again on a new connection
        ok = store.revisions(quoteNumber, out);
    if (!ok)
        return fail(tr("Cannot read the revisions of %1 from %2: %3.")
                        .arg(quoteNumber, fileName(), m_serverLost ? unreachableText() : store.error()));
    return true;
}

bool PriceBookDatabase::transact(const std::function<bool(QString *)> &change)
{
    if (!isOpen())
        return fail(tr("No price book is open."));
    if (!reopenIfLost())
        return fail(unsavedText());
    bool committing = false;
    const auto once = [&] {
        TransactionGuard transaction(m_db);
        if (!transaction.begin())
            return fail(tr("Cannot save to %1: %2.").arg(fileName(), beginError(transaction)));
        QString driverError;
        if (!change(&driverError))
            return fail(tr("Cannot save to %1: %2.").arg(fileName(), driverError)); // the guard rolls back
        committing = true;
        if (!transaction.commit())
            return fail(tr("Cannot save to %1: %2.").arg(fileName(), transaction.error()));
        return true;
    };
    // As edit(): a transaction lost before its COMMIT is run again once on a new connection.
    bool ok = once();
    if (!ok && !committing && reconnectAfterFailure())
        ok = once();
    if (!ok && m_serverLost)
        m_error = unsavedText();
    if (ok)
        m_error.clear();
    return ok;
}

bool PriceBookDatabase::fail(const QString &message)
{
    m_error = message;
    return false;
}

QString PriceBookDatabase::fileName() const
{
    return QDir::toNativeSeparators(m_path);
}

} // namespace cq
