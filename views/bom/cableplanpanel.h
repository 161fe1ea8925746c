#pragma once

#include "cableplantablemodel.h"
#include "switchporttablemodel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace cq {

/**
 * The Cable Plan dock: one row per cable (CablePlanTableModel), or a chosen switch's
 * port-to-port table (SwitchPortTableModel), and Export NetBox CSV (CablePlan::netboxCsv).
 * Recomputed when the design changes, only while shown.
 */
class CablePlanPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CablePlanPanel(QWidget *parent = nullptr);

    void setDesign(const Design &design, const Catalog &catalog);
    const CablePlanTableModel *model() const { return m_model; }
    const SwitchPortTableModel *portModel() const { return m_ports; }
    /** Shows every cable (-1) or the port table of design switch @p index. */
    void showSwitch(int index);
    /** Writes the NetBox cable import CSV to @p path; empty on success, else why not. */
    QString exportCsv(const QString &path) const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void recompute();

    Design m_design;
    Catalog m_catalog;
    bool m_stale = true;
    void fillSwitchChoice();

    QLabel *m_summary = nullptr;
    QComboBox *m_show = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_export = nullptr;
    CablePlanTableModel *m_model = nullptr;
    SwitchPortTableModel *m_ports = nullptr;
};

} // namespace cq
