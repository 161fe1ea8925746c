#include "connectnics.h"

#include "canvas/designscene.h"
#include "document/clusterdocument.h"
#include "generator/nicconnectplan.h"

namespace cq {

ConnectNics::Outcome ConnectNics::run()
{
    ClusterDocument *document = m_scene->document();
    const DesignIndex &index = document->index();
    QList<QUuid> servers;
    QList<QUuid> switches;
    for (const QUuid &id : m_scene->selectedIds()) {
        if (index.server(id))
            servers.append(id);
        else if (index.switchById(id))
            switches.append(id);
    }
    Outcome outcome;
    if (servers.isEmpty() || switches.isEmpty()) {
        outcome.summary = tr("Select the servers and the switches to connect their NICs to.");
        return outcome;
    }
    const NicConnectPlan plan = NicConnectPlan::make(document->design(), servers, switches);
    outcome.unconnected = plan.unconnected();
    QStringList why;
    if (plan.noFreePort > 0)
        why << tr("%n NIC port(s) left unconnected: the selected switches have no free port for them.", nullptr,
                  plan.noFreePort);
    if (plan.incompatible > 0)
        why << tr("%n NIC port(s) left unconnected: no selected switch in their machine room has their link layer "
                  "(InfiniBand or Ethernet).", nullptr, plan.incompatible);
    outcome.shortfall = why.join(QLatin1Char('\n'));
    if (plan.links.isEmpty()) {
        outcome.summary = outcome.unconnected > 0 ? tr("No NIC was connected.")
                                                  : tr("Every NIC of the selected servers already holds a cable.");
        return outcome;
    }
    DesignFragment fragment;
    int position = int(document->design().cables.size());
    for (const Cable &cable : plan.cables())
        fragment.cables.append({position++, cable});
    document->addObjects(fragment, stepName());
    outcome.cables = int(plan.links.size());
    outcome.summary = plan.railOptimized
        ? tr("Connected %n NIC port(s) rail by rail.", nullptr, outcome.cables)
        : tr("Connected %n NIC port(s) round-robin over the selected switches.", nullptr, outcome.cables);
    return outcome;
}

} // namespace cq
