#include "palettewidget.h"

#include "paletteicons.h"
#include "paletteitemdelegate.h"
#include "palettetree.h"
#include "canvas/specformat.h"
#include "catalog/catalog.h"
#include "domain/fittedname.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace cq {

namespace {
// Words a sales engineer types for each group, in both languages the program speaks, so that a
// Chinese search finds the hardware in an English UI and the other way round (the groups' own
// titles, tr() in the UI language, are searched too).
const QStringList kRoomTerms{QStringLiteral("room"), QStringLiteral("rack"), QStringLiteral("data center"),
                             QStringLiteral("机房"), QStringLiteral("机柜"), QStringLiteral("机架"),
                             QStringLiteral("数据中心")};
const QStringList kServerTerms{QStringLiteral("server"), QStringLiteral("node"), QStringLiteral("服务器"),
                               QStringLiteral("节点"), QStringLiteral("主机")};
const QStringList kGpuTerms{QStringLiteral("gpu"), QStringLiteral("accelerator"), QStringLiteral("显卡"),
                            QStringLiteral("加速卡"), QStringLiteral("图形处理器")};
const QStringList kSwitchTerms{QStringLiteral("switch"), QStringLiteral("交换机"), QStringLiteral("网络"),
                               QStringLiteral("以太网"), QStringLiteral("network")};
// Cables have no palette entry: they are drawn from port to port.
const QStringList kCableTerms{QStringLiteral("cable"), QStringLiteral("fiber"), QStringLiteral("fibre"),
                              QStringLiteral("dac"), QStringLiteral("aoc"), QStringLiteral("transceiver"),
                              QStringLiteral("线缆"), QStringLiteral("电缆"), QStringLiteral("光纤"),
                              QStringLiteral("光缆"), QStringLiteral("连线"), QStringLiteral("光模块")};

/** True when one of @p terms begins with @p needle (two characters at least: "交换", "sw"). */
bool anyStartsWith(const QStringList &terms, const QString &needle)
{
    if (needle.size() < 2)
        return false;
    for (const QString &term : terms) {
        if (term.startsWith(needle, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

/** A search about cables: it begins one of their words or names one ("cat6 cable", "光纤跳线"). */
bool asksForCables(const QString &needle)
{
    if (anyStartsWith(kCableTerms, needle))
        return true;
    for (const QString &term : kCableTerms) {
        if (needle.contains(term, Qt::CaseInsensitive))
            return true;
    }
    return false;
}
} // namespace

PaletteWidget::PaletteWidget(QWidget *parent)
    : QWidget(parent)
    , m_search(new QLineEdit(this))
    , m_hint(new QLabel(this))
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
    m_hint->setObjectName(QStringLiteral("paletteHint"));
    m_hint->setWordWrap(true);
    m_hint->setContentsMargins(4, 2, 4, 2);
    m_hint->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_hint);
    layout->addWidget(m_tree, 1);
}

void PaletteWidget::setCatalog(const Catalog &all)
{
    const Catalog catalog = all.offered(); // retired models stay for old designs, new ones are not offered them
    m_tree->clear();
    QTreeWidgetItem *rooms = addGroup(tr("Rooms"), kRoomTerms);
    addEntry(rooms, CatalogPayload{CatalogPayload::Kind::Room, {}}.toText(), tr("Machine room"),
             tr("Keep a training job in one room"));
    addEntry(rooms, CatalogPayload{CatalogPayload::Kind::Rack, {}}.toText(), tr("Rack"),
             tr("20 kW power budget (editable)"));
    QTreeWidgetItem *servers = addGroup(tr("Servers"), kServerTerms);
    for (const ServerModel &model : catalog.servers)
        addEntry(servers, CatalogPayload{CatalogPayload::Kind::Server, model.sku}.toText(),
                 fittedServerName(model.name, model.gpuSlots, model.gpuCount),
                 serverModelSpec(model, catalog), canvasSpec(catalog.makeServer(model.sku)));
    QTreeWidgetItem *gpus = addGroup(tr("GPUs"), kGpuTerms);
    for (const GpuModel &gpu : catalog.gpus)
        addEntry(gpus, CatalogPayload{CatalogPayload::Kind::Gpu, gpu.id}.toText(), gpu.name, gpuModelSpec(gpu));
    QTreeWidgetItem *switches = addGroup(tr("Switches"), kSwitchTerms);
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

QString PaletteWidget::hintText() const
{
    return m_hint->isHidden() ? QString() : m_hint->text();
}

QTreeWidgetItem *PaletteWidget::addGroup(const QString &title, const QStringList &terms)
{
    auto *group = new QTreeWidgetItem(m_tree, {title});
    group->setData(0, GroupTermsRole, QStringList(terms) << title);
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
    bool anyEntryShown = false;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        const bool groupMatch = anyStartsWith(group->data(0, GroupTermsRole).toStringList(), needle);
        bool anyShown = false;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const QString key = CatalogPayload::fromText(item->data(0, PaletteTree::PayloadRole).toString())->key;
            const bool match = needle.isEmpty() || groupMatch || item->text(0).contains(needle, Qt::CaseInsensitive)
                || item->data(0, PaletteItemDelegate::SpecRole).toString().contains(needle, Qt::CaseInsensitive)
                || item->data(0, CanvasSpecRole).toString().contains(needle, Qt::CaseInsensitive)
                || key.contains(needle, Qt::CaseInsensitive);
            item->setHidden(!match);
            anyShown = anyShown || match;
        }
        group->setHidden(!anyShown);
        anyEntryShown = anyEntryShown || anyShown;
    }
    const bool cables = asksForCables(needle);
    if (cables)
        m_hint->setText(tr("Cables are drawn, not dropped: drag from a port of one device to a port of another on "
                           "the canvas (Arrange > Connect NICs cables many at once)."));
    else if (!anyEntryShown)
        m_hint->setText(tr("No hardware matches “%1”.").arg(needle));
    m_hint->setVisible(!needle.isEmpty() && (!anyEntryShown || cables));
}

} // namespace cq
