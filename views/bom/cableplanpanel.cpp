#include "cableplanpanel.h"

#include "csvexport.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cq {

CablePlanPanel::CablePlanPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_show(new QComboBox(this))
    , m_table(new QTableView(this))
    , m_export(new QPushButton(tr("Export NetBox CSV..."), this))
    , m_model(new CablePlanTableModel(this))
    , m_ports(new SwitchPortTableModel(this))
{
    m_show->setObjectName(QStringLiteral("cablePlanShow"));
    m_show->setToolTip(tr("Every cable, or one switch's ports from first to last"));
    setObjectName(QStringLiteral("cablePlanPanel"));
    m_summary->setObjectName(QStringLiteral("cablePlanSummary"));
    m_table->setObjectName(QStringLiteral("cablePlanTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(CablePlanTableModel::Part, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_export->setObjectName(QStringLiteral("cablePlanExportCsv"));
    m_export->setToolTip(tr("NetBox cable bulk import: Devices > Cables > Import, status planned, lengths in metres."));

    auto *top = new QHBoxLayout;
    top->addWidget(m_show);
    top->addWidget(m_summary, 1);
    top->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_table);

    connect(m_show, &QComboBox::activated, this, [this](int item) { showSwitch(item - 1); });
    connect(m_export, &QPushButton::clicked, this, [this] {
        CsvExport::askAndWrite(this, tr("Export Cable Plan"), tr("cable-plan.csv"), m_model->plan().netboxCsv());
    });
}

void CablePlanPanel::setDesign(const Design &design, const Catalog &catalog)
{
    m_design = design;
    m_catalog = catalog;
    m_stale = true;
    if (isVisible())
        recompute();
}

void CablePlanPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        recompute();
}

void CablePlanPanel::recompute()
{
    m_stale = false;
    m_model->setPlan(CablePlan::of(m_design, m_catalog));
    m_summary->setText(tr("%n cable(s)", nullptr, int(m_model->plan().rows.size())));
    fillSwitchChoice(); // sets the table's model and sizes its columns
}

void CablePlanPanel::fillSwitchChoice()
{
    const QString current = m_show->currentIndex() > 0 ? m_show->currentText() : QString();
    m_show->clear();
    m_show->addItem(tr("All cables"));
    for (const SwitchPortTable &t : m_model->plan().switchTables())
        m_show->addItem(tr("Ports of %1").arg(t.switchName));
    // Keep a switch's table in view across edits while the switch is still there.
    const int again = current.isEmpty() ? 0 : std::max(0, m_show->findText(current));
    m_show->setCurrentIndex(again);
    showSwitch(again - 1);
}

void CablePlanPanel::showSwitch(int index)
{
    const auto &tables = m_model->plan().switchTables();
    if (index < 0 || index >= tables.size()) {
        m_table->setModel(m_model);
        m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        m_table->resizeColumnsToContents();
        m_table->horizontalHeader()->setSectionResizeMode(CablePlanTableModel::Part, QHeaderView::Stretch);
        return;
    }
    m_ports->setTable(tables.at(index));
    m_table->setModel(m_ports);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(SwitchPortTableModel::PeerPort, QHeaderView::Stretch);
    if (m_show->currentIndex() != index + 1)
        m_show->setCurrentIndex(index + 1);
}

QString CablePlanPanel::exportCsv(const QString &path) const
{
    return CsvExport::write(path, m_model->plan().netboxCsv());
}

} // namespace cq
