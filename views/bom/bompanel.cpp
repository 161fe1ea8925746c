#include "bompanel.h"

#include "csvexport.h"
#include "bomxlsxwriter.h"
#include "bom/bomcsv.h"

#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QMessageBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cq {

BomPanel::BomPanel(QWidget *parent)
    : QWidget(parent)
    , m_spares(new QDoubleSpinBox(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_export(new QPushButton(tr("Export CSV..."), this))
    , m_exportXlsx(new QPushButton(tr("Export XLSX..."), this))
    , m_model(new BomTableModel(this))
{
    setObjectName(QStringLiteral("bomPanel"));
    m_spares->setObjectName(QStringLiteral("bomSpares"));
    m_spares->setRange(0, 100);
    m_spares->setDecimals(1);
    m_spares->setSuffix(QStringLiteral(" %"));
    m_spares->setValue(BillOfMaterials::DefaultSpareRatio * 100);
    m_spares->setToolTip(tr("Spare cables and optics per line, rounded up: 2 % is one spare per 50."));
    m_summary->setObjectName(QStringLiteral("bomSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("bomTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(BomTableModel::Name, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_export->setObjectName(QStringLiteral("bomExportCsv"));
    m_exportXlsx->setObjectName(QStringLiteral("bomExportXlsx"));

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Spares:"), this));
    top->addWidget(m_spares);
    top->addWidget(m_summary, 1);
    top->addWidget(m_export);
    top->addWidget(m_exportXlsx);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_table);

    connect(m_spares, &QDoubleSpinBox::valueChanged, this, [this] { recompute(); });
    connect(m_export, &QPushButton::clicked, this, [this] {
        CsvExport::askAndWrite(this, tr("Export Bill of Materials"), tr("bill-of-materials.csv"),
                               BomCsv::toCsv(m_model->bom()));
    });
    connect(m_exportXlsx, &QPushButton::clicked, this, [this] {
        const QString title = tr("Export Bill of Materials");
        const QString path = QFileDialog::getSaveFileName(this, title, tr("bill-of-materials.xlsx"),
                                                          tr("Excel workbooks (*.xlsx)"));
        if (path.isEmpty())
            return;
        if (const QString error = exportXlsx(path); !error.isEmpty())
            QMessageBox::warning(this, title, error);
    });
}

void BomPanel::setDesign(const Design &design, const Catalog &catalog)
{
    m_design = design;
    m_catalog = catalog;
    m_stale = true;
    if (isVisible())
        recompute();
}

void BomPanel::setSpareRatio(double ratio)
{
    m_spares->setValue(ratio * 100); // recomputes through valueChanged
}

void BomPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        recompute();
}

void BomPanel::recompute()
{
    m_stale = false;
    m_model->setBom(BillOfMaterials::of(m_design, m_catalog, m_spares->value() / 100.0));
    m_summary->setText(summaryText());
    m_table->resizeColumnsToContents();
}

QString BomPanel::summaryText() const
{
    const BillOfMaterials &bom = m_model->bom();
    QStringList rates;
    for (const auto &[rate, count] : bom.cablesByRate)
        rates << tr("%1 Gb/s: %2").arg(rate).arg(count);
    QString text = tr("Servers %1; leaves %2, spines %3, cores %4; cables server\u2013leaf %5, leaf\u2013spine %6, "
                      "spine\u2013" "core %7 (%8); transceivers %9")
                       .arg(bom.serverCount()).arg(bom.switchesInTier(1)).arg(bom.switchesInTier(2))
                       .arg(bom.switchesInTier(3)).arg(bom.cablesIn(CableTier::ServerLeaf))
                       .arg(bom.cablesIn(CableTier::LeafSpine)).arg(bom.cablesIn(CableTier::SpineCore))
                       .arg(rates.isEmpty() ? tr("none") : rates.join(QStringLiteral(", ")))
                       .arg(bom.transceiverCount);
    if (bom.unmatchedCount > 0)
        text += tr("; without a catalog part: %1").arg(bom.unmatchedCount);
    for (const QString &note : bom.notes())
        text += u'\n' + note;
    return text;
}

QString BomPanel::exportXlsx(const QString &path) const
{
    return BomXlsxWriter::write(path, m_model->bom(), CablePlan::of(m_design, m_catalog));
}

QString BomPanel::exportCsv(const QString &path) const
{
    return CsvExport::write(path, BomCsv::toCsv(m_model->bom()));
}

} // namespace cq
