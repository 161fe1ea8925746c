#include "palettewidget.h"

#include "paletteicons.h"
#include "paletteitemdelegate.h"
#include "palettetree.h"
#include "canvas/specformat.h"
#include "catalog/catalog.h"
#include "domain/fittedname.h"

#include <QLineEdit>
#include <QVBoxLayout>

namespace cq {

PaletteWidget::PaletteWidget(QWidget *parent)
    : QWidget(parent)
    , m_search(new QLineEdit(this))
    , m_tree(new PaletteTree(this))
{
    m_search->setObjectName(QStringLiteral("paletteSearch"));
    m_search->setPlaceholderText(tr("Search hardware\u2026"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search the palette"));
    m_tree->setObjectName(QStringLiteral("paletteTree"));
    m_tree->setAccessibleName(tr("Hardware palette"));
    m_tree->setItemDelegate(new PaletteItemDelegate(m_tree));
    m_tree->setIndentation(12); // a narrow dock needs the width for the names
    connect(m_search, &QLineEdit::textChanged, this, &PaletteWidget::applyFilter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_tree, 1);
}

void PaletteWidget::setCatalog(const Catalog &all)
{
    const Catalog catalog = all.offered(); // retired models stay for old designs, new ones are not offered them
    m_tree->clear();
    QTreeWidgetItem *rooms = addGroup(tr("Rooms"));
    addEntry(rooms, CatalogPayload{CatalogPayload::Kind::Room, {}}.toText(), tr("Machine room"),
             tr("Keep a training job in one room"));
    addEntry(rooms, CatalogPayload{CatalogPayload::Kind::Rack, {}}.toText(), tr("Rack"),
             tr("20 kW power budget (editable)"));
    QTreeWidgetItem *servers = addGroup(tr("Servers"));
    for (const ServerModel &model : catalog.servers)
        addEntry(servers, CatalogPayload{CatalogPayload::Kind::Server, model.sku}.toText(),
                 fittedServerName(model.name, model.gpuSlots, model.gpuCount),
                 serverModelSpec(model, catalog), canvasSpec(catalog.makeServer(model.sku)));
    QTreeWidgetItem *gpus = addGroup(tr("GPUs"));
    for (const GpuModel &gpu : catalog.gpus)
        addEntry(gpus, CatalogPayload{CatalogPayload::Kind::Gpu, gpu.id}.toText(), gpu.name, gpuModelSpec(gpu));
    QTreeWidgetItem *switches = addGroup(tr("Switches"));
    for (const SwitchModel &model : catalog.switches)
        addEntry(switches, CatalogPayload{CatalogPayload::Kind::Switch, model.sku}.toText(), model.name,
                 switchModelSpec(model), canvasSpec(catalog.makeSwitch(model.sku)));
    m_tree->expandAll();
    applyFilter();
}

QString PaletteWidget::canvasSpec(const std::optional<Server> &server)
{
    return server ? serverSpec(*server) : QString();
}

QString PaletteWidget::canvasSpec(const std::optional<Switch> &sw)
{
    return sw ? switchSpec(*sw) : QString();
}

QString PaletteWidget::filterText() const
{
    return m_search->text();
}

void PaletteWidget::setFilterText(const QString &text)
{
    m_search->setText(text); // textChanged runs the filter
}

QStringList PaletteWidget::visiblePayloads() const
{
    QStringList payloads;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            if (!group->isHidden() && !group->child(i)->isHidden())
                payloads.append(group->child(i)->data(0, PaletteTree::PayloadRole).toString());
        }
    }
    return payloads;
}

QTreeWidgetItem *PaletteWidget::addGroup(const QString &title)
{
    auto *group = new QTreeWidgetItem(m_tree, {title});
    group->setFlags(Qt::ItemIsEnabled); // not selectable, not draggable
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    return group;
}

void PaletteWidget::addEntry(QTreeWidgetItem *group, const QString &payload, const QString &name, const QString &spec,
                             const QString &canvasText)
{
    auto *item = new QTreeWidgetItem(group, {name});
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    item->setData(0, PaletteTree::PayloadRole, payload);
    item->setData(0, PaletteItemDelegate::SpecRole, spec);
    item->setData(0, CanvasSpecRole, canvasText);
    item->setIcon(0, paletteIcon(CatalogPayload::fromText(payload)->kind));
    item->setToolTip(0, name + QLatin1Char('\n') + spec);
}

void PaletteWidget::applyFilter()
{
    const QString needle = m_search->text().trimmed();
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        bool anyShown = false;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const QString key = CatalogPayload::fromText(item->data(0, PaletteTree::PayloadRole).toString())->key;
            const bool match = needle.isEmpty() || item->text(0).contains(needle, Qt::CaseInsensitive)
                || item->data(0, PaletteItemDelegate::SpecRole).toString().contains(needle, Qt::CaseInsensitive)
                || item->data(0, CanvasSpecRole).toString().contains(needle, Qt::CaseInsensitive)
                || key.contains(needle, Qt::CaseInsensitive);
            item->setHidden(!match);
            anyShown = anyShown || match;
        }
        group->setHidden(!anyShown);
    }
}

} // namespace cq
