#include "propertyinspector.h"

#include "cableinspector.h"
#include "containerinspector.h"
#include "serverinspector.h"
#include "switchinspector.h"
#include "canvas/designscene.h"
#include "document/clusterdocument.h"

#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace cq {

PropertyInspector::PropertyInspector(DesignScene *scene, QWidget *parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_pages(new QStackedWidget(this))
    , m_message(new QLabel(this))
    , m_servers(new ServerInspector(scene->document(), this))
    , m_switches(new SwitchInspector(scene->document(), this))
    , m_containers(new ContainerInspector(scene->document(), this))
    , m_cables(new CableInspector(scene->document(), this))
{
    setObjectName(QStringLiteral("propertyInspector"));
    setAccessibleName(tr("Property inspector"));
    m_message->setObjectName(QStringLiteral("inspectorMessage"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_message->setMargin(8);
    for (QWidget *page : {static_cast<QWidget *>(m_message), static_cast<QWidget *>(m_servers),
                          static_cast<QWidget *>(m_switches), static_cast<QWidget *>(m_containers),
                          static_cast<QWidget *>(m_cables)})
        m_pages->addWidget(page);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_pages);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    connect(scene, &QGraphicsScene::selectionChanged, this, &PropertyInspector::refresh);
    connect(scene->document(), &ClusterDocument::changed, this, &PropertyInspector::refresh);
    refresh();
}

void PropertyInspector::setCatalog(const Catalog *catalog)
{
    for (InspectorPage *page : {static_cast<InspectorPage *>(m_servers), static_cast<InspectorPage *>(m_switches),
                                static_cast<InspectorPage *>(m_containers), static_cast<InspectorPage *>(m_cables)})
        page->setCatalog(catalog);
    refresh();
}

QString PropertyInspector::currentPageName() const
{
    QWidget *page = m_pages->currentWidget();
    if (page == m_servers) return QStringLiteral("server");
    if (page == m_switches) return QStringLiteral("switch");
    if (page == m_containers) return QStringLiteral("container");
    if (page == m_cables) return QStringLiteral("cable");
    return m_scene->selectedIds().isEmpty() ? QStringLiteral("none") : QStringLiteral("mixed");
}

void PropertyInspector::refresh()
{
    const DesignIndex &index = m_scene->document()->index();
    QHash<DesignIndex::Kind, QList<QUuid>> byKind;
    const QList<QUuid> selected = m_scene->selectedIds(); // once: 26,000 ids after select all
    for (const QUuid &id : selected)
        byKind[index.kindOf(id)].append(id);
    byKind.remove(DesignIndex::Kind::None); // an object removed a moment ago
    if (byKind.size() == 1) {
        const DesignIndex::Kind kind = byKind.cbegin().key();
        const QList<QUuid> &ids = byKind.cbegin().value();
        InspectorPage *page = nullptr;
        if (kind == DesignIndex::Kind::Server)
            page = m_servers;
        else if (kind == DesignIndex::Kind::Switch)
            page = m_switches;
        else if (kind == DesignIndex::Kind::Cable)
            page = m_cables;
        else if (ids.size() == 1) // one room or rack at a time
            page = m_containers;
        if (page) {
            page->show(ids);
            m_pages->setCurrentWidget(page);
            return;
        }
    }
    m_message->setText(byKind.isEmpty()
                           ? tr("Select a server, switch, rack, room or cable to see and edit its properties.")
                           : tr("%n objects of different kinds are selected. Select objects of one kind to edit them "
                                "together.", nullptr, int(selected.size())));
    m_pages->setCurrentWidget(m_message);
}

} // namespace cq
