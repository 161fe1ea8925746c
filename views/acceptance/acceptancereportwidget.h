#pragma once

#include "acceptance/acceptance.h"

#include <QWidget>

class QLabel;
class QTableWidget;
class QTabWidget;

namespace cq {

/**
 * The acceptance report on screen: a summary line (checks passed / failed), a table with one
 * row per check (result, area, check, expected, measured, details, source; failed rows
 * tinted) and one AcceptanceChart tab per nccl-tests run, measured over predicted busbw.
 */
class AcceptanceReportWidget : public QWidget
{
    Q_OBJECT
public:
    explicit AcceptanceReportWidget(QWidget *parent = nullptr);

    void setReport(const AcceptanceReport &report);
    const AcceptanceReport &report() const { return m_report; }
    QTableWidget *table() const { return m_table; }
    QTabWidget *charts() const { return m_charts; }
    QString summary() const;

private:
    AcceptanceReport m_report;
    QLabel *m_summary;
    QTableWidget *m_table;
    QTabWidget *m_charts;
};

} // namespace cq
