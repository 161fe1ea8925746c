#pragma once

#include <QString>

namespace cq {

class DatabaseConnection;

/**
 * A write transaction that cannot be left open: begin() starts it (DatabaseConnection::
 * beginWrite, BEGIN IMMEDIATE on SQLite), commit() ends it, and the destructor rolls it back
 * when it was begun but not committed, whether the scope ends by an early return or an
 * exception. A failed commit rolls back at once.
 */
class TransactionGuard
{
public:
    explicit TransactionGuard(DatabaseConnection &connection);
    ~TransactionGuard();
    TransactionGuard(const TransactionGuard &) = delete;
    TransactionGuard &operator=(const TransactionGuard &) = delete;

    /** Starts the transaction; false with the driver's text in error() (busy: isBusy()). */
    bool begin();
    /** Commits; false (and rolled back) with the driver's text in error(). */
    bool commit();
    /** Rolls back now (nothing when no transaction is open). */
    void rollback();
    /** True between a successful begin() and commit() or rollback(). */
    bool isActive() const { return m_active; }
    /** True when the last failure was the database being locked by another writer past the busy timeout. */
    bool isBusy() const { return m_busy; }
    /** The driver's one-line text of the last failure. */
    QString error() const { return m_error; }

private:
    DatabaseConnection &m_connection;
    bool m_active = false;
    bool m_busy = false;
    QString m_error;
};

} // namespace cq
