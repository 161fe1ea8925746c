#include "collectives.h"

#include <limits>

namespace cq {

QString collectiveKey(Collective collective)
{
    switch (collective) {
    case Collective::AllReduce: return QStringLiteral("all_reduce");
    case Collective::AllGather: return QStringLiteral("all_gather");
    case Collective::ReduceScatter: return QStringLiteral("reduce_scatter");
    case Collective::AllToAll: return QStringLiteral("alltoall");
    case Collective::Broadcast: return QStringLiteral("broadcast");
    case Collective::Reduce: return QStringLiteral("reduce");
    case Collective::SendRecv: return QStringLiteral("sendrecv");
    }
    return {};
}

double busBandwidthFactor(Collective collective, int ranks)
{
    if (ranks < 1)
        return 0;
    const double n = ranks;
    switch (collective) {
    case Collective::AllReduce: return 2 * (n - 1) / n;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll: return (n - 1) / n;
    case Collective::Broadcast:
    case Collective::Reduce:
    case Collective::SendRecv: return 1;
    }
    return 0;
}

QList<Collective> allCollectives()
{
    return {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter, Collective::Broadcast,
            Collective::Reduce, Collective::AllToAll, Collective::SendRecv};
}

bool collectiveFromKey(const QString &key, Collective *collective)
{
    for (Collective c : allCollectives()) {
        if (collectiveKey(c) == key) {
            *collective = c;
            return true;
        }
    }
    return false;
}

int ncclSteps(Collective collective, int ranks)
{
    if (ranks < 2)
        return 0;
    switch (collective) {
    case Collective::AllReduce: return 2 * (ranks - 1);
    case Collective::AllGather:
    case Collective::ReduceScatter: return ranks - 1;
    case Collective::Broadcast:
    case Collective::Reduce: return ranks;
    case Collective::AllToAll:
    case Collective::SendRecv: return 0;
    }
    return 0;
}

double algorithmBandwidthGBps(double bytes, double seconds)
{
    if (!(seconds > 0) || seconds == std::numeric_limits<double>::infinity())
        return 0;
    return bytes / seconds / 1e9;
}

} // namespace cq
