#include "deviceruleresults.h"

#include "hardwarerules.h"
#include "namerules.h"
#include "rackrules.h"
#include "topology/fabricgraph.h"

namespace cq {

bool DeviceRuleResults::update(const FabricGraph &graph)
{
    const Design &d = graph.design();
    if (m_valid && d.rooms.isSharedWith(m_rooms) && d.racks.isSharedWith(m_racks) && d.servers.isSharedWith(m_servers)
        && d.switches.isSharedWith(m_switches))
        return true;
    m_hardware.clear();
    m_rackSpace.clear();
    m_names.clear();
    checkHardwareRules(graph, &m_hardware);
    checkRackSpace(d, &m_rackSpace);
    checkDeviceNames(d, &m_names);
    m_rooms = d.rooms;
    m_racks = d.racks;
    m_servers = d.servers;
    m_switches = d.switches;
    m_valid = true;
    return false;
}

} // namespace cq
