#include "acceptancereportwidget.h"

#include "acceptancechart.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cq {

AcceptanceReportWidget::AcceptanceReportWidget(QWidget *parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_table(new QTableWidget(this)), m_charts(new QTabWidget(this))
{
    m_summary->setObjectName(QStringLiteral("acceptanceSummary"));
    m_table->setObjectName(QStringLiteral("acceptanceChecks"));
    m_table->setAccessibleName(tr("Acceptance checks"));
    m_charts->setObjectName(QStringLiteral("acceptanceCharts"));
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels({tr("Result"), tr("Area"), tr("Check"), tr("Expected"), tr("Measured"), tr("Details"),
                                        tr("Source")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_charts);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
}

QString AcceptanceReportWidget::summary() const { return m_summary->text(); }

void AcceptanceReportWidget::setReport(const AcceptanceReport &report)
{
    m_report = report;
    const QHash<CheckArea, QString> areas{{CheckArea::Server, tr("Server")}, {CheckArea::Adapters, tr("Adapters")},
                                          {CheckArea::Fabric, tr("Fabric")}, {CheckArea::Performance, tr("Performance")}};
    m_summary->setText(tr("%1: %2 check(s) passed, %3 failed").arg(report.design)
                           .arg(report.checks.size() - report.failed()).arg(report.failed()));
    m_table->setRowCount(int(report.checks.size()));
    for (int row = 0; row < report.checks.size(); ++row) {
        const AcceptanceCheck &c = report.checks.at(row);
        const QStringList cells{c.pass ? tr("PASS") : tr("FAIL"), areas.value(c.area), c.title, c.expected, c.measured,
                                c.detail, c.source};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            item->setToolTip(cells.at(col));
            item->setBackground(c.pass ? QColor(0xe8, 0xf5, 0xe9) : QColor(0xfd, 0xec, 0xea));
            m_table->setItem(row, col, item);
        }
    }
    m_table->resizeColumnsToContents();
    for (int col = 2; col < 6; ++col)
        m_table->setColumnWidth(col, std::min(m_table->columnWidth(col), 260));
    m_table->resizeRowsToContents();
    while (m_charts->count() > 0) {
        QWidget *w = m_charts->widget(0);
        m_charts->removeTab(0);
        delete w;
    }
    for (const PerformanceComparison &p : report.performance) {
        auto *chart = new AcceptanceChart(m_charts);
        chart->setComparison(p);
        m_charts->addTab(chart, QStringLiteral("%1 (%2)").arg(p.collective, p.check.source));
    }
    m_charts->setVisible(!report.performance.isEmpty());
}

} // namespace cq
