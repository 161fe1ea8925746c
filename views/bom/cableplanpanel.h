#pragma once

#include "cableplantablemodel.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace cq {

/**
 * The Cable Plan dock: one row per cable (CablePlanTableModel) and Export NetBox CSV
 * (CablePlan::netboxCsv). Recomputed when the design changes, only while shown.
 */
class CablePlanPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CablePlanPanel(QWidget *parent = nullptr);

    void setDesign(const Design &design, const Catalog &catalog);
    const CablePlanTableModel *model() const { return m_model; }
    /** Writes the NetBox cable import CSV to @p path; empty on success, else why not. */
    QString exportCsv(const QString &path) const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void recompute();

    Design m_design;
    Catalog m_catalog;
    bool m_stale = true;
    QLabel *m_summary = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_export = nullptr;
    CablePlanTableModel *m_model = nullptr;
};

} // namespace cq
