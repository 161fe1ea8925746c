#include "catalogtab.h"

#include "catalogformdialog.h"
#include "catalogtablemodel.h"
#include "format/safesave.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cq {

CatalogTab::CatalogTab(CatalogTableModel *model, const FormFactory &forms, QWidget *parent)
    : QWidget(parent), m_model(model), m_forms(forms), m_view(new QTableView(this))
{
    m_model->setParent(this);
    m_view->setObjectName(QStringLiteral("catalogTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    auto button = [this](const QString &name, const QString &text) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        return b;
    };
    m_add = button(QStringLiteral("add"), tr("Add..."));
    m_edit = button(QStringLiteral("edit"), tr("Edit..."));
    m_duplicate = button(QStringLiteral("duplicate"), tr("Duplicate..."));
    m_remove = button(QStringLiteral("delete"), tr("Delete"));
    m_restore = button(QStringLiteral("restore"), tr("Restore"));
    m_restore->setToolTip(tr("Offer this retired model for new designs again"));
    m_import = button(QStringLiteral("importCsv"), tr("Import CSV..."));
    m_export = button(QStringLiteral("exportCsv"), tr("Export CSV..."));
    connect(m_add, &QPushButton::clicked, this, [this] { openForm(-1, false); });
    connect(m_edit, &QPushButton::clicked, this, [this] { openForm(currentRow(), false); });
    connect(m_duplicate, &QPushButton::clicked, this, [this] { openForm(currentRow(), true); });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) { openForm(index.row(), false); });
    connect(m_remove, &QPushButton::clicked, this, &CatalogTab::confirmRemove);
    connect(m_restore, &QPushButton::clicked, this, [this] { restore(currentRow()); });
    connect(m_import, &QPushButton::clicked, this, &CatalogTab::chooseImportFile);
    connect(m_export, &QPushButton::clicked, this, &CatalogTab::chooseExportFile);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CatalogTab::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CatalogTab::updateButtons);

    m_tools = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_edit, m_duplicate, m_remove, m_restore})
        m_tools->addWidget(b);
    m_tools->addStretch();
    m_tools->addWidget(m_import);
    m_tools->addWidget(m_export);
    auto *hint = new QLabel(tr("Changes to hardware models are saved to the price book as soon as you confirm them; "
                               "Save and Cancel below apply to the prices and settings."), this);
    hint->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_tools);
    layout->addWidget(m_view, 1);
    layout->addWidget(hint);
    updateButtons();
}

void CatalogTab::setStore(CatalogStore *store)
{
    m_store = store;
    updateButtons();
}

void CatalogTab::addTool(QWidget *tool)
{
    m_tools->insertWidget(m_tools->indexOf(m_import), tool);
    m_addedTools.append(tool);
    setReadOnly(m_readOnlyReason); // a tool added to a read-only tab is read-only too, saying why
}

void CatalogTab::setReadOnly(const QString &reason)
{
    m_readOnlyReason = reason;
    const QString why = reason.isEmpty() ? QString() : tr("Read only: %1.").arg(reason);
    for (QWidget *w : std::initializer_list<QWidget *>{m_add, m_edit, m_duplicate, m_remove, m_restore, m_import}) {
        w->setToolTip(why.isEmpty() && w == m_restore ? tr("Offer this retired model for new designs again") : why);
        w->setStatusTip(why);
    }
    for (QWidget *tool : std::as_const(m_addedTools)) {
        tool->setToolTip(why);
        tool->setStatusTip(why);
    }
    updateButtons();
}

int CatalogTab::currentRow() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void CatalogTab::updateButtons()
{
    const int row = currentRow();
    const bool editable = m_store != nullptr && m_readOnlyReason.isEmpty();
    m_add->setEnabled(editable);
    m_edit->setEnabled(editable && row >= 0);
    m_duplicate->setEnabled(editable && row >= 0);
    m_remove->setEnabled(editable && row >= 0);
    m_restore->setEnabled(editable && row >= 0 && m_model->isRetired(row));
    m_import->setEnabled(editable);
    m_export->setEnabled(m_store != nullptr); // reading is allowed to a read-only role
    for (QWidget *tool : std::as_const(m_addedTools))
        tool->setEnabled(editable);
}

void CatalogTab::fitColumns()
{
    m_view->resizeColumnsToContents();
    const int cap = fontMetrics().horizontalAdvance(QLatin1Char('x')) * 56;
    for (int c = 0; c < m_model->columnCount(); ++c)
        m_view->setColumnWidth(c, qMin(m_view->columnWidth(c), cap));
}

bool CatalogTab::openForm(int row, bool duplicate)
{
    if (!m_store || !m_readOnlyReason.isEmpty() || (row < 0 && duplicate))
        return false;
    CatalogFormDialog *form = m_forms(row, duplicate, this);
    const bool saved = form->exec() == QDialog::Accepted;
    delete form;
    if (saved)
        emit catalogChanged(tr("Saved to the price book."));
    return saved;
}

QString CatalogTab::remove(int row)
{
    if (!m_store || row < 0 || row >= m_model->rowCount())
        return {};
    const QString key = m_model->key(row);
    bool retired = false;
    QString error;
    if (!m_store->remove(m_model->kind(), key, &retired, &error)) {
        emit statusMessage(error);
        return error;
    }
    const QString message = retired
        ? tr("%1 is used by an open design or an issued quote, so it was retired instead of deleted: old designs "
             "still open and quote, new ones are no longer offered it.").arg(key)
        : tr("%1 deleted.").arg(key);
    emit catalogChanged(message);
    return message;
}

void CatalogTab::confirmRemove()
{
    const int row = currentRow();
    if (row < 0)
        return;
    if (QMessageBox::question(this, tr("Delete Model"),
                              tr("Delete %1? A model that a design or an issued quote uses is retired instead.")
                                  .arg(m_model->key(row)),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes)
        remove(row);
}

QString CatalogTab::restore(int row)
{
    if (!m_store || row < 0 || row >= m_model->rowCount() || !m_model->isRetired(row))
        return {};
    const QString key = m_model->key(row);
    QString error;
    if (!m_store->restore(m_model->kind(), key, &error)) {
        emit statusMessage(error);
        return error;
    }
    const QString message = tr("%1 restored: offered for new designs again.").arg(key);
    emit catalogChanged(message);
    return message;
}

QString CatalogTab::importCsv(const QByteArray &csv, const QString &fileName)
{
    if (!m_store)
        return {};
    QString message;
    if (!m_store->importCsv(csv, fileName, &message)) {
        emit statusMessage(message); // the store says that nothing changed and names file:line
        return message;
    }
    emit catalogChanged(message);
    return message;
}

QByteArray CatalogTab::exportCsv() const
{
    return m_store ? m_store->exportCsv(m_model->kind()) : QByteArray();
}

QString CatalogTab::kindName() const
{
    switch (m_model->kind()) {
    case CatalogStore::Kind::Gpu: return QStringLiteral("gpus");
    case CatalogStore::Kind::Server: return QStringLiteral("servers");
    case CatalogStore::Kind::Switch: return QStringLiteral("switches");
    case CatalogStore::Kind::Cable: return QStringLiteral("cables");
    }
    return QStringLiteral("catalog");
}

void CatalogTab::chooseImportFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Hardware CSV"), QString(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        emit statusMessage(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    importCsv(file.readAll(), QFileInfo(path).fileName());
}

void CatalogTab::chooseExportFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Hardware CSV"),
                                                      QStringLiteral("catalog-%1.csv").arg(kindName()),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString reason = SafeSave::writeReason(path, exportCsv()); !reason.isEmpty())
        emit statusMessage(tr("Cannot write %1: %2").arg(path, reason));
    else
        emit statusMessage(tr("Exported to %1.").arg(path));
}

} // namespace cq
