#include "transactionguard.h"

#include "databaseconnection.h"

namespace cq {

TransactionGuard::TransactionGuard(DatabaseConnection &connection) : m_connection(connection) {}

TransactionGuard::~TransactionGuard()
{
    rollback();
}

bool TransactionGuard::begin()
{
    if (m_active)
        return true;
    m_active = m_connection.beginWrite();
    m_busy = !m_active && m_connection.isBusy(m_connection.lastError());
    m_error = m_active ? QString() : m_connection.reason();
    return m_active;
}

bool TransactionGuard::commit()
{
    if (!m_active)
        return false;
    if (m_connection.commit()) {
        m_active = false;
        return true;
    }
    m_busy = m_connection.isBusy(m_connection.lastError());
    m_error = m_connection.reason();
    rollback();
    return false;
}

void TransactionGuard::rollback()
{
    if (!m_active)
        return;
    m_active = false;
    m_connection.rollback();
}

} // namespace cq
