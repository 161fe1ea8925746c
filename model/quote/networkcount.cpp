#include "networkcount.h"

#include <QHash>

#include <algorithm>
#include <numeric>
#include <vector>

namespace cq {

namespace {

/** Devices by id as indices 0..n-1: servers first, then switches. */
struct DeviceIndex {
    QHash<QUuid, int> index;
    int servers = 0;

    explicit DeviceIndex(const Design &design) : servers(int(design.servers.size()))
    {
        index.reserve(design.servers.size() + design.switches.size());
        for (const Server &s : design.servers)
            index.insert(s.id, int(index.size()));
        for (const Switch &sw : design.switches)
            index.insert(sw.id, int(index.size()));
    }
    int of(const QUuid &id) const { return index.value(id, -1); }
};

/** Union-find over device indices: the fabrics of the design. */
class Fabrics
{
public:
    explicit Fabrics(int n) : m_parent(std::size_t(n)) { std::iota(m_parent.begin(), m_parent.end(), 0); }
    int root(int i)
    {
        while (m_parent[std::size_t(i)] != i)
            i = m_parent[std::size_t(i)] = m_parent[std::size_t(m_parent[std::size_t(i)])];
        return i;
    }
    void join(int a, int b) { m_parent[std::size_t(root(a))] = root(b); }

private:
    std::vector<int> m_parent;
};

/** Distinct (server index, port) pairs of server NIC ends cabled to an InfiniBand switch. */
std::vector<std::pair<int, int>> ibNicEnds(const Design &design, const DeviceIndex &devices)
{
    std::vector<std::pair<int, int>> ends;
    const auto isIbSwitch = [&](int device) {
        return device >= devices.servers && design.switches.at(device - devices.servers).kind == LinkKind::InfiniBand;
    };
    for (const Cable &cable : design.cables) {
        const int a = devices.of(cable.a.device);
        const int b = devices.of(cable.b.device);
        if (a < 0 || b < 0)
            continue;
        if (a < devices.servers && isIbSwitch(b))
            ends.emplace_back(a, cable.a.port);
        else if (b < devices.servers && isIbSwitch(a))
            ends.emplace_back(b, cable.b.port);
    }
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    return ends;
}

/** Whether @p server's NICs are those @p published lists: same kind, same rate, no more ports. */
bool nicsMatch(const Server &server, const PublishedNics &published)
{
    return server.nicKind == published.kind && qFuzzyCompare(server.nicRateGbps + 1, published.rateGbps + 1)
        && server.nicCount <= published.ports;
}

/** Counts @p server among @p mismatches (grouped by SKU and NIC fit). */
void addMismatch(QList<NetworkCount::NicMismatch> *mismatches, const Server &server, const PublishedNics &published)
{
    for (NetworkCount::NicMismatch &m : *mismatches) {
        if (m.sku == server.sku && m.nicPorts == server.nicCount && m.rateGbps == server.nicRateGbps
            && m.kind == server.nicKind) {
            ++m.servers;
            return;
        }
    }
    mismatches->append({server.sku, 1, server.nicCount, server.nicRateGbps, server.nicKind, published});
}

} // namespace

int cabledInfiniBandNicCount(const Design &design)
{
    return int(ibNicEnds(design, DeviceIndex(design)).size());
}

NetworkCount NetworkCount::of(const Design &design, const PriceBook &book, const QString &region)
{
    NetworkCount count;
    const DeviceIndex devices(design);
    // Whether each server's price includes the NIC ports and the fabric, looked up once per SKU.
    QHash<QString, std::pair<bool, bool>> bySku;
    std::vector<std::pair<bool, bool>> serverIncludes;
    serverIncludes.reserve(design.servers.size());
    for (const Server &s : design.servers) {
        auto it = bySku.constFind(s.sku);
        if (it == bySku.cend())
            it = bySku.insert(s.sku, {book.includes(s.sku, Inclusion::NicPorts, region),
                                      book.includes(s.sku, Inclusion::FabricSwitches, region)});
        std::pair<bool, bool> includes = *it;
        // A networked price covers only the NICs it was published for.
        const auto published = book.publishedNics.constFind(s.sku);
        if ((includes.first || includes.second) && published != book.publishedNics.cend() && published->hasNics
            && !nicsMatch(s, *published)) {
            includes = {false, false};
            addMismatch(&count.nicMismatches, s, *published);
        }
        serverIncludes.push_back(includes);
    }

    const std::vector<std::pair<int, int>> ends = ibNicEnds(design, devices);
    int lastServer = -1;
    for (const auto &[server, port] : ends) {
        const bool included = serverIncludes[std::size_t(server)].first;
        (included ? count.includedNicPorts : count.chargedNicPorts) += 1;
        if (server != lastServer)
            (included ? count.includedServers : count.chargedServers) += 1;
        lastServer = server;
    }

    Fabrics fabrics(int(devices.index.size()));
    for (const Cable &cable : design.cables) {
        const int a = devices.of(cable.a.device);
        const int b = devices.of(cable.b.device);
        if (a >= 0 && b >= 0)
            fabrics.join(a, b);
    }
    // Per fabric: has a server, and every server's price includes the fabric's switches.
    QHash<int, bool> fabricIncluded;
    for (int s = 0; s < devices.servers; ++s) {
        const int root = fabrics.root(s);
        const bool includes = serverIncludes[std::size_t(s)].second;
        const auto it = fabricIncluded.find(root);
        if (it == fabricIncluded.end())
            fabricIncluded.insert(root, includes);
        else
            *it = *it && includes;
    }
    for (int w = 0; w < int(design.switches.size()); ++w) {
        if (fabricIncluded.value(fabrics.root(devices.servers + w), false))
            count.includedSwitches.insert(design.switches.at(w).id);
    }
    for (int i = 0; i < int(design.cables.size()); ++i) {
        const int a = devices.of(design.cables.at(i).a.device);
        if (a >= 0 && devices.of(design.cables.at(i).b.device) >= 0 && fabricIncluded.value(fabrics.root(a), false))
            count.includedCables.insert(i);
    }
    return count;
}

} // namespace cq
