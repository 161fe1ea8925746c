#include "bomdocks.h"

#include "bom/bompanel.h"
#include "bom/cableplanpanel.h"
#include "document/clusterdocument.h"

#include <QDockWidget>
#include <QMainWindow>

namespace cq {

BomDocks::BomDocks(QMainWindow *window, const ClusterDocument *document, const Catalog *catalog)
    : QObject(window)
    , m_document(document)
    , m_catalog(catalog)
    , m_bom(new BomPanel(window))
    , m_cables(new CablePlanPanel(window))
{
    auto *quoteDock = window->findChild<QDockWidget *>(QStringLiteral("quoteDock"));
    const auto add = [&](QWidget *panel, const QString &title, const QString &name) {
        auto *dock = new QDockWidget(title, window);
        dock->setObjectName(name);
        dock->setWidget(panel);
        window->addDockWidget(Qt::BottomDockWidgetArea, dock);
        if (quoteDock)
            window->tabifyDockWidget(quoteDock, dock);
        dock->hide(); // View > Bill of Materials shows it; the quote stays what opens first
    };
    add(m_bom, tr("Bill of Materials"), QStringLiteral("bomDock"));
    add(m_cables, tr("Cable Plan"), QStringLiteral("cablePlanDock"));
    connect(document, &ClusterDocument::changed, this, &BomDocks::refresh);
    refresh();
}

void BomDocks::refresh()
{
    m_bom->setDesign(m_document->design(), *m_catalog);
    m_cables->setDesign(m_document->design(), *m_catalog);
}

} // namespace cq
