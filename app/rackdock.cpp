#include "rackdock.h"

#include "canvas/designscene.h"
#include "document/clusterdocument.h"
#include "rack/rackelevationwidget.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>

namespace cq {

RackDock::RackDock(QMainWindow *window, ClusterDocument *document, DesignScene *scene)
    : QObject(window), m_document(document), m_scene(scene), m_widget(new RackElevationWidget(document))
{
    auto *scroll = new QScrollArea(window);
    scroll->setWidget(m_widget);
    scroll->setWidgetResizable(false);
    auto *dock = new QDockWidget(tr("Rack Elevation"), window);
    dock->setObjectName(QStringLiteral("rackElevationDock"));
    dock->setWidget(scroll);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (auto *quoteDock = window->findChild<QDockWidget *>(QStringLiteral("quoteDock")))
        window->tabifyDockWidget(quoteDock, dock);
    dock->hide(); // View > Rack Elevation shows it
    connect(scene, &QGraphicsScene::selectionChanged, this, &RackDock::followSelection);
    connect(document, &ClusterDocument::changed, this, [this] { m_widget->adjustSize(); });
    m_widget->adjustSize();
}

void RackDock::followSelection()
{
    const Design &design = m_document->design();
    QList<QUuid> racks;
    const auto add = [&](const QUuid &id) {
        if (!id.isNull() && !racks.contains(id))
            racks.append(id);
    };
    for (const QUuid &id : m_scene->selectedIds()) {
        if (design.rack(id))
            add(id);
        else if (const Server *s = design.server(id))
            add(s->rackId);
        else if (const Switch *sw = design.switchById(id))
            add(sw->rackId);
    }
    m_widget->setRacks(racks);
    m_widget->adjustSize();
}

} // namespace cq
