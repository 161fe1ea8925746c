#pragma once

#include "catalog/catalog.h"
#include "databaseconnection.h"
#include "pricebookcapabilities.h"
#include "pricebookofflinecopy.h"
#include "quote/pricebook.h"
#include "quote/priceconflict.h"
#include "quote/quoterevision.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>
#include <functional>

namespace cq {

class PriceBookWriter;
class TransactionGuard;

/**
 * The price book and hardware catalog: one SQLite file (QSQLITE driver), or a team's database
 * on a PostgreSQL server (QPSQL, issue #21; the location is a postgresql:// URI, see
 * DatabaseLocation), holding GPU, server and switch models, priced items in fen, VAT and
 * annual-discount settings. The schema version lives in `PRAGMA user_version` or the server's
 * schema_migrations table (see PriceBookSchema); a new book is created, versioned and seeded
 * (PriceBookSeed) in one transaction. A new or older SQLite file is created or upgraded on
 * open; a server's schema only when asked (SchemaChange::Create, SchemaChange::Migrate).
 *
 * Each instance owns one DatabaseConnection (a named QSqlDatabase connection with its
 * cache of prepared statements), so use it from the thread that opened it; a QCoreApplication must exist (the driver is a plugin). catalog(),
 * priceBook() and problems() are a snapshot read at open() and after every successful
 * edit. Failures return false and leave a one-line message naming the file in error().
 */
class PriceBookDatabase
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookDatabase)
public:
    PriceBookDatabase();
    ~PriceBookDatabase();
    Q_DISABLE_COPY_MOVE(PriceBookDatabase)

    /** What open() may do to the schema it finds. */
    enum class SchemaChange {
        Automatic, ///< SQLite: create a new file, upgrade an older one; a server: as None
        Create,    ///< create the schema in an empty book (pricebook init); an older one is refused
        Migrate,   ///< upgrade an older schema (pricebook migrate); an empty book is refused
        None,      ///< neither: an empty or older book is refused, naming the command that fixes it
    };

    /** <AppDataLocation>/pricebook.sqlite; creates the folder if it is missing. */
    static QString defaultPath();

    /**
     * Opens the SQLite file at @p path, creating and seeding it if it is absent or empty.
     * Refuses (false, error()) a file that is not an SQLite database, a schema newer than
     * PriceBookSchema::kCurrentVersion, a failed `PRAGMA integrity_check`, an unversioned
     * file that already holds other tables, and a versioned file missing tables.
     * Closes any file opened before. @p path may be a postgresql:// URI (DatabaseLocation):
     * then there is no file to check, and @p change says whether the schema may be created
     * or upgraded.
     */
    bool open(const QString &path, SchemaChange change = SchemaChange::Automatic);
    /**
     * open(), and when the file turns out damaged (not a database, SQLite error 26 or 11, or
     * a failed `PRAGMA quick_check`): moves it aside as "<name>.corrupt-<yyyyMMdd-HHmmss>"
     * (with its -wal and -shm), restores the newest "pricebook-backup-*.sqlite" beside it
     * that opens cleanly, else creates a new file from the seed. recoveryNotice() then
     * says what happened, for the app to show and the CLI to print on stderr. A file that
     * is refused for any other reason (newer schema, another program's database) is left alone.
     */
    bool openWithRecovery(const QString &path);
    /*
     * The team server's side of openWithRecovery() (issue #21): on a postgresql:// location it
     * opens the server and from then on keeps its offline copy (PriceBookOfflineCopy) after every
     * read of the server. When the server cannot be reached (down, network, login refused) and
     * a copy was kept before, it opens that copy instead, read-only: isOffline(), capabilities()
     * refusing every change with "... waits for the team server (<address>): not reachable since
     * <time>; prices as of <time>", priceBook().pricesAsOf set (the quote's "Prices as of" note),
     * and recoveryNotice() saying so and how old the copy is. Without a copy it fails as open() does.
     * A server connection lost later (a restart) is reopened once by the next statement that
     * fails on it: a read runs again, a write too when the server rolled it back; a write that
     * cannot reach the server fails with "... the team server was not reachable: <why>. Your change
     * was not saved and is kept; try again." and nothing of it is written.
     */
    /** True when the book open is the offline copy of a team server that was not reachable. */
    bool isOffline() const { return m_offlineAsOf.isValid(); }
    /** On an offline copy: when its prices were last read from the server (UTC); invalid otherwise. */
    QDateTime offlineAsOf() const { return m_offlineAsOf; }
    /** On an offline copy: when the server was found not reachable (UTC); invalid otherwise. */
    QDateTime unreachableSince() const { return m_unreachableSince; }
    /** On an offline copy: its file; empty otherwise. */
    QString offlineCopyPath() const { return m_offlineCopyPath; }
    /** On an offline copy, one line for the window's status bar: "Offline: the team server is not
     *  reachable; prices as of <time> (<age> old), read-only."; empty otherwise. */
    QString offlineStatus(const QDateTime &now) const;
    /** Why the last offline copy of a server could not be written (a sentence naming the file); empty when it was. */
    QString offlineCopyProblem() const { return m_offlineCopy.error(); }

    /** What openWithRecovery() did to a damaged file (one paragraph); empty when nothing was done. */
    QString recoveryNotice() const { return m_recoveryNotice; }
    /** True when the last open() failed because the file is damaged (see openWithRecovery()). */
    bool isDamaged() const { return m_damaged; }
    /** Closes the connection (also done by the destructor); error() is kept. */
    void close();
    bool isOpen() const { return m_db.isOpen(); }
    /** The path given to open(), empty when closed. */
    QString path() const { return m_path; }

    /** The one-line message of the last failure, naming the file; empty after success. */
    QString error() const { return m_error; }
    /** Rows skipped and settings replaced while reading the file (see PriceBookReader). */
    QStringList problems() const { return m_problems; }
    /** The schema version of the open book (0 when closed). */
    int schemaVersion() const { return m_schemaVersion; }
    /** The schema version open() found before creating or upgrading it: 0 when it created the
     *  book, below schemaVersion() when it upgraded it; -1 when open() did not get that far. */
    int schemaVersionFound() const { return m_versionFound; }
    /** True when the open book is on a PostgreSQL server. */
    bool isServer() const;
    /**
     * What the connected role may do (issue #21): asked of the server at open() (its GRANTs to
     * cq_viewer, cq_sales, cq_pricing, see PriceBookRoles); everything on an SQLite file. A
     * role that may not read the internal cost or the discount rules gets a price book without
     * them (costs 0, no rules) instead of a failed load; an edit or issue it may not make is
     * refused before it reaches the server, error() then being capabilities().refusal().
     */
    PriceBookCapabilities capabilities() const { return m_capabilities; }
    /** Rows in each table of the schema, in PriceBookSchema::tableNames() order (pricebook check);
     *  a table the role may not read counts -1. */
    bool rowCounts(QList<QPair<QString, qint64>> *counts);

    /** GPU, server and switch models of the open file. */
    Catalog catalog() const { return m_catalog; }
    /** Price items and commercial settings of the open file. */
    PriceBook priceBook() const { return m_priceBook; }

    /** Re-reads catalog, price book and problems from the file. */
    bool reload();

    /**
     * Saves @p item optimistically (issue #21) and bumps the price-book version: an item read
     * from the book (PriceItem::stored.version > 0) is written only while its row still has
     * that version, a new one (version 0) only when no row has its SKU and region. Otherwise
     * nothing is written, false, error() says who changed it when, and conflicts() holds theirs
     * and yours. Refuses an empty SKU or name, a negative price and min > max.
     */
    bool savePriceItem(const PriceItem &item);
    /**
     * Reads the item (@p sku, @p region) from the file inside a write transaction, lets
     * @p change edit it and writes it back, bumping the version and the row version: a
     * read-modify-write that loses no update when several processes change prices at once
     * (the write lock is taken first, waiting up to the 5 s busy timeout). Refuses an unknown
     * item and the same values savePriceItem() refuses.
     */
    bool updatePriceItem(const QString &sku, const QString &region, const std::function<void(PriceItem &)> &change);
    /** Sets the VAT rate (basis points 0..10000, 600 = 6 %) and whether prices include it; bumps the version. */
    bool setVat(int basisPoints, bool pricesIncludeVat);
    /** Sets a family's annual price as a share of 12 x monthly (ppm 1..1,000,000,
     *  800,000 = 80 % 八折); bumps the version. */
    bool setAnnualDiscount(const QString &family, int sharePpm);

    /**
     * Saves what an editor changed in the book it read as @p loaded (the Price Book window's
     * whole-book save, issue #21), in one transaction, bumping the version: the price items
     * added, changed or removed since @p loaded (PriceItemChanges), each optimistically as
     * savePriceItem() does, and the discount rules, commercial settings (currency, VAT,
     * effective date, rounding policy, USD rate, hours, bandwidth) and annual shares where they
     * differ from @p loaded. Rows nobody else changed are saved and committed; the rows someone
     * else changed first are not written and come back in conflicts() (false, error() names
     * them). Refuses, writing nothing, a book with an empty SKU or name, a negative price or
     * cost, min > max, or a (SKU, region) twice.
     */
    bool savePriceBook(const PriceBook &book, const PriceBook &loaded);
    /** savePriceBook(@p book, priceBook()): the changes since this object last read the book. */
    bool savePriceBook(const PriceBook &book);
    /**
     * The rows the last savePriceItem() or savePriceBook() did not write because someone else
     * changed, added or removed them after they were read: theirs (as stored now, with who and
     * when) and yours. Empty after a save without conflict.
     */
    QList<PriceConflict> conflicts() const { return m_conflicts; }
    /** Reads the one price item (@p sku, @p region) as stored now (empty @p out: no such row),
     *  without reloading the book: an optimistic editor's fresh read. */
    bool readPriceItem(const QString &sku, const QString &region, std::optional<PriceItem> *out);
    /** A consistent copy of the open file at @p targetPath (`VACUUM INTO`); the target must not exist. */
    bool backup(const QString &targetPath);
    /**
     * Replaces the price items with the rows of @p csv (PriceBookCsv), in one transaction: rows
     * the file names are overwritten whatever their row version (bumping it, so an editor
     * holding an older copy gets a conflict), rows it lacks are deleted, new ones inserted.
     * A malformed file is rejected whole (error() names the line and the reason) and nothing changes. Before
     * writing, the file is backed up next to itself as
     * "pricebook-backup-<yyyyMMdd-HHmmss-zzz>.sqlite"; its path goes to @p backupPath.
     */
    bool importPriceItemsCsv(const QByteArray &csv, QString *backupPath = nullptr);

    /**
     * Hardware catalog edits (issue #18). Each save inserts the model or updates the one with
     * the same key (GPU id or SKU), after CatalogValidation: the refusal names the model and
     * the field, e.g. "Cannot save to F: Server SRV-X: GPU slots must be at least the GPU
     * count (8 > 4)." Saving with retired = false restores a retired model. Each write bumps
     * the price-book version and reloads catalog(); price items are left alone.
     */
    bool saveGpuModel(const GpuModel &gpu);
    bool saveServerModel(const ServerModel &server);
    bool saveSwitchModel(const SwitchModel &sw);
    bool saveCableModel(const CableModel &cable);
    /**
     * Deletes a catalog model, or marks it retired (still in catalog(), not in
     * catalog().offered()) when an issued quote revision uses it or its key is in
     * @p keysInOpenDesigns (the SKUs and GPU ids of the designs open in the app);
     * @p retiredInstead (may be null) says which happened. A GPU is in use when a server
     * model of that GPU is; a GPU that unused server models still name is refused, naming
     * them. The server's or switch's price item stays. See CatalogWriter.
     */
    bool removeGpuModel(const QString &id, const QSet<QString> &keysInOpenDesigns, bool *retiredInstead);
    bool removeServerModel(const QString &sku, const QSet<QString> &keysInOpenDesigns, bool *retiredInstead);
    bool removeSwitchModel(const QString &sku, const QSet<QString> &keysInOpenDesigns, bool *retiredInstead);
    bool removeCableModel(const QString &sku, const QSet<QString> &keysInOpenDesigns, bool *retiredInstead);
    /** catalog() as CatalogCsv (every model, retired ones too). */
    QByteArray exportCatalogCsv() const;
    /**
     * Replaces the models of each kind present in @p csv (CatalogCsv; "gpu", "server",
     * "switch", "cable" rows) after validating every row: a bad row refuses the whole file
     * ("<csvName>:<line>: problem", nothing changed). Before writing, the SQLite file is
     * backed up as importPriceItemsCsv() does (path in @p backupPath). Models missing from
     * the file that an issued revision or an open design uses are kept, retired; their keys
     * go to @p keptRetired.
     */
    bool importCatalogCsv(const QByteArray &csv, const QString &csvName, const QSet<QString> &keysInOpenDesigns = {},
                          QString *backupPath = nullptr, QStringList *keptRetired = nullptr);

    /** The next quote number ("CQ-2026-0001"); empty on failure. From the file's counter on
     *  SQLite, from the server's SEQUENCE on PostgreSQL: unique across clients, never reused
     *  even when the issue that took it fails. */
    QString nextQuoteNumber(const QDate &date);
    /** Stores @p revision as the next revision of @p quoteNumber (number set on success). */
    bool saveRevision(const QString &quoteNumber, QuoteRevision *revision);
    /** Every stored revision of @p quoteNumber, oldest first. */
    bool revisions(const QString &quoteNumber, QList<QuoteRevision> *out);

    /** How many statements the open connection has prepared (a test hook: each SQL text once). */
    int preparedStatementCount() const { return m_db.preparedCount(); }

private:
    friend class PriceBookCopy; // copies the rows of one open book's connection into another's
    friend class PriceBookChangeWatch; // reads the version and LISTENs on this connection

    // ---- The team server's connection (pricebookserverlink.cpp, issue #21) ----
    /** openWithRecovery() of a postgresql:// location: the server, else its offline copy. */
    bool openServerOrOfflineCopy(const QString &address);
    /** Opens the offline copy of @p address after the server refused with @p reason; false (error() = @p reason) without one. */
    bool openOfflineCopy(const QString &address, const QString &reason);
    /** After a successful read of the server: keeps its offline copy equal (see PriceBookOfflineCopy). */
    void keepOfflineCopy();
    /**
     * After a failed statement on a server: when the connection is gone (a restart, the network),
     * reconnects once. True when it is open again, so the caller may run its statement again;
     * false otherwise, m_serverLost then saying the server could not be reached.
     */
    bool reconnectAfterFailure();
    /** Before a statement: after a reconnect that failed, tries again; false while the server is still lost. */
    bool reopenIfLost();
    /** "the team server is not reachable: <why>": the reason of a lost connection. */
    QString unreachableText() const;
    /** The sentence of a write that could not reach the server: not saved, kept, try again. */
    QString unsavedText() const;

    /** Runs @p change in one transaction without a version bump (revisions, sequence). */
    bool transact(const std::function<bool(QString *driverError)> &change);
    /** Sets error() to @p message and returns false. */
    bool fail(const QString &message);
    bool openConnection();
    /** The schema version and tables of the open book, after any create or upgrade. */
    bool checkTables();
    /** Asks the server what the connected role may do (m_capabilities); everything on SQLite. */
    bool readCapabilities();
    /** prepareFile() for a PostgreSQL server. */
    bool prepareServer();
    /** False with a message naming the pricebook command when m_schemaChange forbids
     *  creating (@p version 0) or upgrading the book found. */
    bool schemaChangeAllowed(int version);
    /** Version and integrity checks, pragmas, create + seed of a new file. */
    bool prepareFile();
    /** `PRAGMA quick_check`; tolerates constraint lines only (see the .cpp). */
    bool checkIntegrity();
    bool checkExisting(int userVersion);
    /** Creates + seeds a new file or upgrades an older schema under BEGIN IMMEDIATE. */
    bool ensureSchema();
    /** Schema and seed rows; the caller holds the transaction. */
    bool createAndSeed(QString *driverError);
    /** The driver's text of a failed TransactionGuard::begin(); a busy file gives a "try again" message. */
    QString beginError(const TransactionGuard &transaction) const;
    /** Checks an item as savePriceItem() does; empty when it may be saved. */
    QString itemProblem(const PriceItem &item) const;
    /** Checks every item of @p book as savePriceBook() does; empty when it may be saved. */
    QString bookProblem(const PriceBook &book) const;
    /** Who a write records in changed_by: the server's login, or this computer's user name. */
    QString changeAuthor() const;
    /** One sentence naming the rows of m_conflicts and who changed them when. */
    QString conflictSentence() const;
    /** Runs @p change and a version bump in one transaction; reloads the snapshot on success.
     *  Refused with a sentence first when the role may not do @p action. */
    bool edit(const std::function<bool(PriceBookWriter &)> &change,
              PriceBookCapabilities::Action action = PriceBookCapabilities::Action::EditPrices);
    /** False with "Cannot ... : your role ... may not ..." in error() when the role may not do @p action. */
    bool allowed(PriceBookCapabilities::Action action);
    /** After a failed statement on a server: when the role has lost @p action meanwhile (a
     *  REVOKE since open()), error() becomes the refusal sentence instead of the driver's text. */
    void explainRefusal(PriceBookCapabilities::Action action);
    QString fileName() const;
    /** Backs the file up beside itself as "pricebook-backup-<yyyyMMdd-HHmmss-zzz>.sqlite" (path in @p path). */
    bool backupBeside(QString *path);

    DatabaseConnection m_db;
    QString m_path;
    QString m_error;
    QString m_recoveryNotice;
    bool m_damaged = false;
    SchemaChange m_schemaChange = SchemaChange::Automatic;
    int m_versionFound = -1;
    QStringList m_problems;
    int m_schemaVersion = 0;
    Catalog m_catalog;
    PriceBook m_priceBook;
    PriceBookCapabilities m_capabilities;
    // The team server's connection (issue #21), see pricebookserverlink.cpp.
    bool m_unreachable = false;     ///< the last open() could not connect to its server
    bool m_serverSilent = false;    ///< ... because no server answered at all (not a refusal)
    bool m_serverLost = false;      ///< the last statement lost the connection and reconnecting failed
    bool m_keepOfflineCopy = false; ///< opened by openWithRecovery() on a server: keep its offline copy
    PriceBookOfflineCopy m_offlineCopy;
    QDateTime m_offlineAsOf;
    QDateTime m_unreachableSince;
    QString m_offlineCopyPath;
    QList<PriceConflict> m_conflicts; ///< of the last optimistic save (issue #21)
};

} // namespace cq
