#include "toporeader.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace cq {

namespace {


QStringList tokens(const QString &line)
{
    static const QRegularExpression ws(QStringLiteral("\\s+"));
    return line.split(ws, Qt::SkipEmptyParts);
}

bool parseCell(const QString &token, TopoCell *cell)
{
    static const QHash<QString, TopoLink> names{
        {QStringLiteral("X"), TopoLink::Self},   {QStringLiteral("PIX"), TopoLink::PIX},
        {QStringLiteral("PXB"), TopoLink::PXB},  {QStringLiteral("PHB"), TopoLink::PHB},
        {QStringLiteral("NODE"), TopoLink::NODE}, {QStringLiteral("SYS"), TopoLink::SYS},
        {QStringLiteral("SOC"), TopoLink::SYS}}; // SOC: the name of SYS in drivers before 384
    if (const auto it = names.constFind(token); it != names.constEnd()) {
        cell->link = *it;
        return true;
    }
    if (token.startsWith(QLatin1String("NV"))) {
        bool ok = false;
        const int n = token.mid(2).toInt(&ok);
        if (ok && n > 0 && n <= 64) {
            *cell = {TopoLink::NVLink, n};
            return true;
        }
    }
    return false;
}

// The header: first token GPU0 and not a row (a row's second token is "X").
bool isHeader(const QStringList &t)
{
    return !t.isEmpty() && t.first() == QLatin1String("GPU0") && (t.size() == 1 || t.at(1) != QLatin1String("X"));
}

// Device labels of the header: everything before "CPU Affinity" / "NUMA Affinity" / "GPU NUMA ID".
QStringList headerLabels(const QStringList &t)
{
    QStringList labels;
    for (int i = 0; i < t.size(); ++i) {
        const QString &s = t.at(i);
        const QString next = t.value(i + 1);
        if ((s == QLatin1String("CPU") || s == QLatin1String("NUMA")) && next == QLatin1String("Affinity"))
            break;
        if (s == QLatin1String("GPU") && next == QLatin1String("NUMA"))
            break;
        labels.append(s);
    }
    return labels;
}

void readGpuExtras(const QStringList &t, int first, TopoDevice *device)
{
    device->cpuAffinity = t.value(first);
    bool ok = false;
    const int numa = t.value(first + 1).toInt(&ok);
    device->numaNode = ok ? numa : -1;
}

} // namespace

QString topoLinkKey(TopoLink link)
{
    switch (link) {
    case TopoLink::Self: return QStringLiteral("X");
    case TopoLink::NVLink: return QStringLiteral("NV");
    case TopoLink::PIX: return QStringLiteral("PIX");
    case TopoLink::PXB: return QStringLiteral("PXB");
    case TopoLink::PHB: return QStringLiteral("PHB");
    case TopoLink::NODE: return QStringLiteral("NODE");
    case TopoLink::SYS: return QStringLiteral("SYS");
    case TopoLink::Unknown: break;
    }
    return QStringLiteral("?");
}

TopoReadResult readTopo(const QByteArray &text, const QString &fileName)
{
    TopoReadResult result;
    DiagnosticSink sink(fileName);
    const TextLines input = TextLines::split(text);
    if (input.binary) {
        sink.addFile(QCoreApplication::translate("cq::TopoReader", "binary data, not nvidia-smi topo output"));
        result.diagnostics = sink.list();
        return result;
    }
    int header = -1;
    for (int i = 0; i < input.lines.size() && header < 0; ++i) {
        if (isHeader(tokens(input.lines.at(i))))
            header = i;
    }
    if (header < 0) {
        sink.addFile(QCoreApplication::translate("cq::TopoReader", "no nvidia-smi topo matrix found (no header line starting with GPU0)"));
        result.diagnostics = sink.list();
        return result;
    }
    TopoMatrix &m = result.topo;
    QStringList labels = headerLabels(tokens(input.lines.at(header)));
    // nvidia-smi prints a few dozen devices; a longer header is damage, and n x n cells would explode.
    constexpr int kMaxDevices = 512;
    if (labels.size() > kMaxDevices) {
        sink.add(header, QCoreApplication::translate("cq::TopoReader", "%1 columns: more than %2 devices, not nvidia-smi output").arg(labels.size()).arg(kMaxDevices));
        result.diagnostics = sink.list();
        return result;
    }
    QHash<QString, int> indexOf;
    for (const QString &label : labels) {
        if (indexOf.contains(label)) {
            sink.add(header, QCoreApplication::translate("cq::TopoReader", "column \"%1\" appears twice").arg(label));
            continue;
        }
        indexOf.insert(label, int(m.devices.size()));
        TopoDevice d;
        d.label = label;
        d.gpu = label.startsWith(QLatin1String("GPU"));
        if (!d.gpu && !QRegularExpression(QStringLiteral("^NIC\\d+$")).match(label).hasMatch())
            d.name = label; // a NIC named in the header itself (mlx5_0)
        m.devices.append(d);
    }
    const int n = int(m.devices.size());
    m.cells = QList<QList<TopoCell>>(n, QList<TopoCell>(n));
    QList<bool> seen(n, false);
    int i = header + 1;
    for (; i < input.lines.size(); ++i) {
        const QStringList t = tokens(input.lines.at(i));
        if (t.isEmpty() || t.first().startsWith(QLatin1String("Legend")))
            break;
        const int row = indexOf.value(t.first(), -1);
        if (row < 0) {
            sink.add(i, QCoreApplication::translate("cq::TopoReader", "row \"%1\" is not a column of the header").arg(t.first().left(40)));
            continue;
        }
        if (t.size() < n + 1) {
            sink.add(i, QCoreApplication::translate("cq::TopoReader", "row %1 has %2 cells, the header has %3 devices").arg(t.first()).arg(t.size() - 1).arg(n));
            continue;
        }
        seen[row] = true;
        for (int c = 0; c < n; ++c) {
            if (!parseCell(t.at(c + 1), &m.cells[row][c]))
                sink.add(i, QCoreApplication::translate("cq::TopoReader", "unknown relation \"%1\" between %2 and %3")
                                .arg(t.at(c + 1).left(20), t.first(), m.devices.at(c).label));
        }
        if (m.devices.at(row).gpu)
            readGpuExtras(t, n + 1, &m.devices[row]);
    }
    for (int r = 0; r < n; ++r) {
        if (!seen.at(r))
            sink.add(header, QCoreApplication::translate("cq::TopoReader", "no row for %1").arg(m.devices.at(r).label));
    }
    // NIC legend ("  NIC0: mlx5_0") anywhere after the matrix.
    static const QRegularExpression legend(QStringLiteral("^\\s*(NIC\\d+)\\s*:\\s*(\\S+)\\s*$"));
    for (; i < input.lines.size(); ++i) {
        const QRegularExpressionMatch match = legend.match(input.lines.at(i));
        if (match.hasMatch() && indexOf.contains(match.captured(1)))
            m.devices[indexOf.value(match.captured(1))].name = match.captured(2);
    }
    result.diagnostics = sink.list();
    return result;
}

int TopoMatrix::gpuCount() const { return int(gpus().size()); }
int TopoMatrix::nicCount() const { return int(nics().size()); }

QList<int> TopoMatrix::gpus() const
{
    QList<int> list;
    for (int i = 0; i < devices.size(); ++i) {
        if (devices.at(i).gpu)
            list.append(i);
    }
    return list;
}

QList<int> TopoMatrix::nics() const
{
    QList<int> list;
    for (int i = 0; i < devices.size(); ++i) {
        if (!devices.at(i).gpu)
            list.append(i);
    }
    return list;
}

TopoCell TopoMatrix::cell(int row, int column) const
{
    if (row < 0 || row >= cells.size() || column < 0 || column >= cells.at(row).size())
        return {};
    return cells.at(row).at(column);
}

int TopoMatrix::minNvLinksBetweenGpus() const
{
    const QList<int> g = gpus();
    if (g.size() < 2)
        return 0;
    int fewest = 1 << 30;
    for (int a : g) {
        for (int b : g) {
            if (a == b)
                continue;
            const TopoCell c = cell(a, b);
            fewest = std::min(fewest, c.link == TopoLink::NVLink ? c.nvlinks : 0);
        }
    }
    return fewest;
}

QList<int> TopoMatrix::nearestGpus(int nic) const
{
    QList<int> best;
    TopoLink bestLink = TopoLink::Unknown;
    for (int g : gpus()) {
        const TopoLink l = cell(nic, g).link;
        if (l == TopoLink::Unknown || l == TopoLink::Self)
            continue;
        if (l < bestLink) {
            bestLink = l;
            best.clear();
        }
        if (l == bestLink)
            best.append(g);
    }
    return best;
}

} // namespace cq
