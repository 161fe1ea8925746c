#pragma once

#include "bomtablemodel.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableView;

namespace cq {

/**
 * The Bill of Materials dock: the spare ratio (percent, default 2), a summary (switches per
 * tier, cables per tier and rate, transceivers), the BOM table and Export CSV (BomCsv). It is
 * recomputed when the design changes, only while shown (a hidden dock marks itself stale).
 */
class BomPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BomPanel(QWidget *parent = nullptr);

    /** The design and catalog to list; recomputed now if shown, else when next shown. */
    void setDesign(const Design &design, const Catalog &catalog);
    /** Spare ratio as a fraction (0.02 = 2 %). */
    void setSpareRatio(double ratio);
    const BomTableModel *model() const { return m_model; }
    QString summaryText() const;
    /** Writes the BOM CSV to @p path; empty on success, else why not. */
    QString exportCsv(const QString &path) const;
    /** Writes the BOM and the cable plan as .xlsx (BomXlsxWriter) to @p path; empty on success. */
    QString exportXlsx(const QString &path) const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void recompute();

    Design m_design;
    Catalog m_catalog;
    bool m_stale = true;
    QDoubleSpinBox *m_spares = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_exportXlsx = nullptr;
    BomTableModel *m_model = nullptr;
};

} // namespace cq
