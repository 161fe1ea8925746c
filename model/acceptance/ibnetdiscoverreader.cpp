#include "ibnetdiscoverreader.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace cq {

namespace {


IbNodeType typeOf(const QString &word)
{
    const QString w = word.toUpper();
    if (w.startsWith(QLatin1String("S")))
        return IbNodeType::Switch;
    if (w.startsWith(QLatin1String("R")))
        return IbNodeType::Router;
    return IbNodeType::Ca;
}

QString normalGuid(QString guid)
{
    guid = guid.toLower();
    if (!guid.startsWith(QLatin1String("0x")))
        guid.prepend(QLatin1String("0x"));
    return guid;
}

/** Collects nodes and de-duplicated links as the lines come. */
class FabricBuilder
{
public:
    int node(const QString &guid, IbNodeType type, const QString &name, int lid)
    {
        const QString key = normalGuid(guid);
        int index = m_index.value(key, -1); // a hash: fabrics have thousands of nodes
        if (index < 0) {
            index = int(m_fabric.nodes.size());
            m_fabric.nodes.append({key, type, name.trimmed(), lid, 0});
            m_index.insert(key, index);
        }
        IbNode &n = m_fabric.nodes[index];
        if (n.name.isEmpty())
            n.name = name.trimmed();
        if (n.lid < 0)
            n.lid = lid;
        return index;
    }
    void seePort(int node, int port) { m_fabric.nodes[node].ports = std::max(m_fabric.nodes[node].ports, port); }
    void link(IbLink l)
    {
        seePort(l.nodeA, l.portA);
        seePort(l.nodeB, l.portB);
        const QString a = QStringLiteral("%1/%2").arg(l.nodeA).arg(l.portA);
        const QString b = QStringLiteral("%1/%2").arg(l.nodeB).arg(l.portB);
        const QString key = a < b ? a + u'-' + b : b + u'-' + a;
        if (m_links.contains(key))
            return;
        m_links.insert(key);
        l.rateGbps = l.width * ibLaneRateGbps(l.speed);
        m_fabric.links.append(l);
    }
    void open(const IbOpenPort &p)
    {
        seePort(p.node, p.port);
        m_fabric.openPorts.append(p);
    }
    IbFabric &fabric() { return m_fabric; }

private:
    IbFabric m_fabric;
    QHash<QString, int> m_index;
    QSet<QString> m_links;
};

// -p: "SW  1719 10 0x.. 4x EDR - CA   134  1 0x.. ( 'leaf01' - 'node01 HCA-1' )" or "... 4x ???  'leaf02'".
bool readPortsLine(const QString &line, int lineNo, FabricBuilder *b)
{
    static const QRegularExpression re(QStringLiteral(
        "^(CA|SW|RT)\\s+(\\d+)\\s+(\\d+)\\s+(0x[0-9a-fA-F]+)\\s+(\\d+)x\\s+(\\S+)\\s*"
        "(?:-\\s+(CA|SW|RT)\\s+(\\d+)\\s+(\\d+)\\s+(0x[0-9a-fA-F]+)\\s+\\(\\s*'([^']*)'\\s+-\\s+'([^']*)'\\s*\\)"
        "|'([^']*)')\\s*$"));
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return false;
    const bool peered = !m.captured(7).isEmpty();
    const int self = b->node(m.captured(4), typeOf(m.captured(1)), peered ? m.captured(11) : m.captured(13),
                             m.captured(2).toInt());
    const int width = m.captured(5).toInt();
    if (!peered) {
        b->open({self, m.captured(3).toInt(), width, m.captured(6), lineNo});
        return true;
    }
    const int peer = b->node(m.captured(10), typeOf(m.captured(7)), m.captured(12), m.captured(8).toInt());
    b->link({self, m.captured(3).toInt(), peer, m.captured(9).toInt(), width, m.captured(6), 0, lineNo});
    return true;
}

struct DefaultState {
    int node = -1;
};

// Default format: node header lines and "[port]" lines; true when understood.
bool readDefaultLine(const QString &line, int lineNo, DefaultState *state, FabricBuilder *b)
{
    static const QRegularExpression nodeRe(QStringLiteral(
        "^(Switch|Ca|Rt)\\s+(\\d+)\\s+\"([SHR])-([0-9a-fA-F]+)\"\\s*(?:#\\s*\"([^\"]*)\"(.*))?$"));
    static const QRegularExpression portRe(QStringLiteral(
        "^\\[(\\d+)\\](?:\\([0-9a-fA-F]+\\))?\\s*\"([SHR])-([0-9a-fA-F]+)\"\\[(\\d+)\\](?:\\([0-9a-fA-F]+\\))?\\s*"
        "(?:#\\s*(.*))?$"));
    static const QRegularExpression lidRe(QStringLiteral("\\blid\\s+(\\d+)"));
    static const QRegularExpression descRe(QStringLiteral("\"([^\"]*)\""));
    static const QRegularExpression rateRe(QStringLiteral("\\b(\\d+)x([A-Z0-9?]+)\\s*$"));
    if (const QRegularExpressionMatch m = nodeRe.match(line); m.hasMatch()) {
        const QRegularExpressionMatch lid = lidRe.match(m.captured(6));
        state->node = b->node(m.captured(4), typeOf(m.captured(1)), m.captured(5),
                              lid.hasMatch() ? lid.captured(1).toInt() : -1);
        b->fabric().nodes[state->node].ports = std::max(b->fabric().nodes[state->node].ports, m.captured(2).toInt());
        return true;
    }
    const QRegularExpressionMatch p = portRe.match(line);
    if (!p.hasMatch() || state->node < 0)
        return false;
    const QString comment = p.captured(5);
    // The comment names the peer: "node01 HCA-1" lid 2 4xFDR (a CA's port line starts with its own lid).
    QString peerName;
    int peerLid = -1;
    const QRegularExpressionMatch desc = descRe.match(comment);
    if (desc.hasMatch()) {
        peerName = desc.captured(1);
        const QRegularExpressionMatch lid = lidRe.match(comment, desc.capturedEnd());
        peerLid = lid.hasMatch() ? lid.captured(1).toInt() : -1;
    }
    const int peer = b->node(p.captured(3), typeOf(p.captured(2)), peerName, peerLid);
    const QRegularExpressionMatch rate = rateRe.match(comment);
    b->link({state->node, p.captured(1).toInt(), peer, p.captured(4).toInt(), rate.hasMatch() ? rate.captured(1).toInt() : 0,
             rate.hasMatch() ? rate.captured(2) : QStringLiteral("???"), 0, lineNo});
    return true;
}

} // namespace

double ibLaneRateGbps(const QString &speed)
{
    static const QHash<QString, double> lanes{{QStringLiteral("SDR"), 2.5},   {QStringLiteral("DDR"), 5},
                                              {QStringLiteral("QDR"), 10},    {QStringLiteral("FDR10"), 10},
                                              {QStringLiteral("FDR"), 14.0625}, {QStringLiteral("EDR"), 25},
                                              {QStringLiteral("HDR"), 50},    {QStringLiteral("NDR"), 100},
                                              {QStringLiteral("XDR"), 200}};
    return lanes.value(speed.toUpper(), 0);
}

int IbFabric::count(IbNodeType type) const
{
    return int(std::count_if(nodes.cbegin(), nodes.cend(), [type](const IbNode &n) { return n.type == type; }));
}

int IbFabric::nodeIndex(const QString &guid) const
{
    for (int i = 0; i < nodes.size(); ++i) {
        if (nodes.at(i).guid == guid)
            return i;
    }
    return -1;
}

IbNetDiscoverReadResult readIbNetDiscover(const QByteArray &text, const QString &fileName)
{
    static const QRegularExpression keyValue(QStringLiteral("^(vendid|devid|sysimgguid|switchguid|caguid|rtguid)="));
    static const QRegularExpression prompt(QStringLiteral("[$#>]\\s*(sudo\\s+)?ibnetdiscover\\b"));
    IbNetDiscoverReadResult result;
    DiagnosticSink sink(fileName);
    const TextLines input = TextLines::split(text);
    if (input.binary) {
        sink.addFile(QCoreApplication::translate("cq::IbNetDiscoverReader", "binary data, not ibnetdiscover output"));
        result.diagnostics = sink.list();
        return result;
    }
    FabricBuilder builder;
    DefaultState state;
    for (int i = 0; i < input.lines.size(); ++i) {
        const QString line = input.lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(u'#') || keyValue.match(line).hasMatch()) {
            if (line.isEmpty())
                state.node = -1; // a blank line ends a node block
            continue;
        }
        if (prompt.match(line).hasMatch())
            continue;
        if (readPortsLine(line, i + 1, &builder) || readDefaultLine(line, i + 1, &state, &builder))
            continue;
        sink.add(i, QCoreApplication::translate("cq::IbNetDiscoverReader", "not an ibnetdiscover line: \"%1\"").arg(line.left(60)));
    }
    result.fabric = builder.fabric();
    if (result.fabric.nodes.isEmpty() && sink.list().isEmpty())
        sink.addFile(QCoreApplication::translate("cq::IbNetDiscoverReader", "no InfiniBand node found"));
    result.diagnostics = sink.list();
    return result;
}

} // namespace cq
