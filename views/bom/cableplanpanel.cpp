#include "cableplanpanel.h"

#include "csvexport.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cq {

CablePlanPanel::CablePlanPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_export(new QPushButton(tr("Export NetBox CSV..."), this))
    , m_model(new CablePlanTableModel(this))
{
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
    top->addWidget(m_summary, 1);
    top->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_table);

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
    m_table->resizeColumnsToContents();
}

QString CablePlanPanel::exportCsv(const QString &path) const
{
    return CsvExport::write(path, m_model->plan().netboxCsv());
}

} // namespace cq
