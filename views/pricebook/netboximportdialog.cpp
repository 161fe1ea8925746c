#include "netboximportdialog.h"

#include "catalogtab.h"
#include "pricebookdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cq {

NetboxImportDialog::NetboxImportDialog(CatalogStore *store, QWidget *parent)
    : QDialog(parent), m_store(store)
{
    setWindowTitle(tr("Import NetBox Device Type"));
    auto *choose = new QPushButton(tr("Choose Files…"), this);
    connect(choose, &QPushButton::clicked, this, &NetboxImportDialog::chooseFiles);
    m_read = new QPlainTextEdit(this);
    m_read->setReadOnly(true);
    m_read->setMinimumSize(640, 260);

    // What NetBox does not carry.
    m_kind = new QComboBox(this);
    m_kind->addItem(tr("As suggested for each file"), -1);
    for (LinkKind kind : {LinkKind::InfiniBand, LinkKind::RoCE, LinkKind::Ethernet})
        m_kind->addItem(linkKindName(kind), int(kind));
    m_gpu = new QComboBox(this);
    for (const GpuModel &g : store->catalog().offered().gpus)
        m_gpu->addItem(g.name, g.id);
    m_gpuCount = new QSpinBox(this);
    m_gpuCount->setRange(1, 64);
    m_gpuCount->setValue(8);
    m_nics = new QSpinBox(this);
    m_nics->setRange(-1, 64);
    m_nics->setSpecialValueText(tr("as NetBox lists"));
    m_nics->setValue(-1);
    m_nicRate = new QSpinBox(this);
    m_nicRate->setRange(0, 1600);
    m_nicRate->setSuffix(QStringLiteral(" Gb/s"));
    m_nicRate->setSpecialValueText(tr("as NetBox lists"));
    auto *form = new QFormLayout;
    form->addRow(tr("Fabric kind:"), m_kind);
    form->addRow(tr("Servers' GPU model:"), m_gpu);
    form->addRow(tr("GPUs per server:"), m_gpuCount);
    form->addRow(tr("Servers' fabric NICs:"), m_nics);
    form->addRow(tr("NIC rate:"), m_nicRate);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *import = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    import->setObjectName(QStringLiteral("netboxImport"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(import, &QPushButton::clicked, this, [this] {
        if (importFiles())
            accept();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(choose, 0, Qt::AlignLeft);
    layout->addWidget(m_read, 1);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
}

void NetboxImportDialog::attachTo(PriceBookDialog *dialog, CatalogStore *store)
{
    for (CatalogStore::Kind kind : {CatalogStore::Kind::Switch, CatalogStore::Kind::Server}) {
        CatalogTab *tab = dialog->catalogTab(kind);
        if (!tab || !store)
            continue;
        auto *button = new QPushButton(tr("Import NetBox Device Type…"), tab);
        button->setObjectName(QStringLiteral("netboxImportButton"));
        connect(button, &QPushButton::clicked, dialog, [dialog, store] {
            NetboxImportDialog importer(store, dialog);
            if (importer.exec() != QDialog::Accepted)
                return;
            dialog->reloadCatalog(importer.message());
            emit dialog->catalogChanged();
        });
        tab->addTool(button);
    }
}

void NetboxImportDialog::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("NetBox Device Types"), QString(),
                                                            tr("NetBox device types (*.yaml *.yml)"));
    if (!files.isEmpty())
        setFiles(files);
}

bool NetboxImportDialog::setFiles(const QStringList &files)
{
    m_types.clear();
    m_problems.clear();
    for (const QString &file : files) {
        NetboxDeviceType type;
        QString error;
        if (NetboxDeviceType::readFile(file, &type, &error))
            m_types << type;
        else
            m_problems << error;
    }
    showRead();
    return m_problems.isEmpty();
}

void NetboxImportDialog::showRead()
{
    QStringList lines = m_problems;
    for (const NetboxDeviceType &type : std::as_const(m_types)) {
        const bool server = type.role == NetboxDeviceType::Role::Server;
        lines << tr("%1: %2 %3, %4, %5 x %6 Gb/s, %7 W, %8 U")
                     .arg(type.sourceName, type.manufacturer, type.model, server ? tr("server") : tr("switch"))
                     .arg(type.fabricPorts).arg(type.fabricRateGbps).arg(type.powerW).arg(type.heightU);
        for (NetboxImport::Question q : NetboxImport::questions(type))
            lines << QStringLiteral("  ? ") + NetboxImport::questionText(type, q);
        for (const QString &note : type.notes)
            lines << QStringLiteral("  - ") + note;
    }
    m_read->setPlainText(lines.join(u'\n'));
    m_status->setText(m_problems.isEmpty() ? QString() : tr("Files that cannot be read are refused: nothing is imported."));
}

NetboxAnswers NetboxImportDialog::answers() const
{
    NetboxAnswers a;
    if (const int kind = m_kind->currentData().toInt(); kind >= 0)
        a.kind = LinkKind(kind);
    a.gpuId = m_gpu->currentData().toString();
    a.gpuCount = m_gpuCount->value();
    a.nicCount = m_nics->value();
    a.nicRateGbps = m_nicRate->value();
    return a;
}

bool NetboxImportDialog::importFiles()
{
    QStringList problems = m_problems;
    if (m_types.isEmpty() && problems.isEmpty())
        problems << tr("Choose one or more NetBox device-type files first.");
    const Catalog catalog = m_store->catalog();
    QList<NetboxImported> models;
    for (const NetboxDeviceType &type : std::as_const(m_types)) {
        NetboxImported model;
        QString error;
        if (NetboxImport::build(type, answers(), catalog.gpus, &model, &error))
            models << model;
        else
            problems << error;
    }
    if (problems.isEmpty()) {
        QStringList saved;
        for (const NetboxImported &m : std::as_const(models)) {
            QString error;
            const bool ok = m.role == NetboxDeviceType::Role::Switch ? m_store->saveSwitch(m.switchModel, &error)
                                                                      : m_store->saveServer(m.serverModel, &error);
            if (!ok) {
                problems << error;
                undoSaves(catalog, models.mid(0, saved.size()));
                break;
            }
            saved << NetboxImport::summary(m);
        }
        if (problems.isEmpty()) {
            m_status->setText(tr("Imported: %1").arg(saved.join(QStringLiteral("; "))));
            return true;
        }
    }
    m_status->setText(tr("Nothing imported: %1").arg(problems.join(u'\n')));
    return false;
}

void NetboxImportDialog::undoSaves(const Catalog &before, const QList<NetboxImported> &saved)
{
    // Nothing half imported: what a save replaced is put back, a new model removed.
    for (const NetboxImported &m : saved) {
        QString error;
        bool retired = false;
        if (m.role == NetboxDeviceType::Role::Switch) {
            if (const SwitchModel *old = before.switchModel(m.sku()))
                m_store->saveSwitch(*old, &error);
            else
                m_store->remove(CatalogStore::Kind::Switch, m.sku(), &retired, &error);
        } else if (const ServerModel *old = before.server(m.sku())) {
            m_store->saveServer(*old, &error);
        } else {
            m_store->remove(CatalogStore::Kind::Server, m.sku(), &retired, &error);
        }
    }
}

QString NetboxImportDialog::message() const
{
    return m_status->text();
}

} // namespace cq
