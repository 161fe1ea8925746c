#include "gpuutilreader.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace cq {

namespace {

QStringList words(const QString &line)
{
    static const QRegularExpression ws(QStringLiteral("\\s+"));
    return line.split(ws, Qt::SkipEmptyParts);
}

GpuUtilSeries *seriesFor(GpuUtilLog *log, const QString &gpu)
{
    for (GpuUtilSeries &s : log->gpus) {
        if (s.gpu == gpu)
            return &s;
    }
    log->gpus.append({gpu, {}});
    return &log->gpus.last();
}

// "95 %", "95", "95.5 %"; false for "[N/A]", "[Not Supported]" and anything else.
bool percentValue(const QString &cell, double *value)
{
    static const QRegularExpression number(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*%?$"));
    const QRegularExpressionMatch m = number.match(cell.trimmed());
    if (!m.hasMatch())
        return false;
    *value = m.captured(1).toDouble();
    return *value <= 100;
}

struct CsvColumns {
    int count = 0;
    int util = -1, index = -1, id = -1, timestamp = -1;
};

CsvColumns csvColumns(const QStringList &cells)
{
    CsvColumns c;
    c.count = int(cells.size());
    for (int i = 0; i < cells.size(); ++i) {
        const QString name = cells.at(i).trimmed().section(u' ', 0, 0);
        if (name == QLatin1String("utilization.gpu"))
            c.util = i;
        else if (name == QLatin1String("index"))
            c.index = i;
        else if (name == QLatin1String("uuid") || name == QLatin1String("pci.bus_id") || name == QLatin1String("gpu_uuid")
                 || name == QLatin1String("gpu_bus_id"))
            c.id = i;
        else if (name == QLatin1String("timestamp"))
            c.timestamp = i;
    }
    return c;
}

} // namespace

int GpuUtilLog::samples() const
{
    int n = 0;
    for (const GpuUtilSeries &s : gpus)
        n += int(s.percent.size());
    return n;
}

double steadyUtilisation(const QList<double> &percent)
{
    QList<double> steady = percent.mid(qsizetype(percent.size() * kUtilRampUpShare));
    if (steady.isEmpty())
        return 0;
    std::sort(steady.begin(), steady.end());
    const qsizetype n = steady.size();
    return n % 2 ? steady.at(n / 2) : (steady.at(n / 2 - 1) + steady.at(n / 2)) / 2;
}

GpuUtilReadResult readGpuUtil(const QByteArray &text, const QString &fileName)
{
    static const QRegularExpression prompt(QStringLiteral("(^|[$#>]\\s*)(sudo\\s+)?nvidia-smi(\\s|$)"));
    static const QRegularExpression integer(QStringLiteral("^\\d+$"));
    GpuUtilReadResult result;
    DiagnosticSink sink(fileName);
    const TextLines input = TextLines::split(text);
    if (input.binary) {
        sink.addFile(QCoreApplication::translate("cq::GpuUtilReader", "binary data, not an nvidia-smi utilisation log"));
        result.diagnostics = sink.list();
        return result;
    }
    GpuUtilLog &log = result.log;
    QStringList dmonColumns;  // names of dmon's columns, from its "# gpu ..." header
    CsvColumns csv;           // the CSV header's columns
    QString lastTimestamp;
    int rowInInterval = 0;
    for (int i = 0; i < input.lines.size(); ++i) {
        const QString line = input.lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(u'#')) {
            const QStringList names = words(line.mid(1));
            if (names.contains(QLatin1String("gpu")) && names.contains(QLatin1String("sm"))) {
                dmonColumns = names;
                csv = {};
                log.format = QStringLiteral("dmon");
            }
            continue; // the units line ("# Idx W C ..."), a root prompt, a comment
        }
        if (prompt.match(line).hasMatch())
            continue; // the command line, which names utilization.gpu too
        if (line.contains(QLatin1String("utilization.gpu"))) {
            csv = csvColumns(line.split(u','));
            dmonColumns.clear();
            log.format = QStringLiteral("csv");
            log.gpusKnown = csv.index >= 0 || csv.id >= 0 || csv.timestamp >= 0;
            continue;
        }
        if (!dmonColumns.isEmpty()) {
            const QStringList cells = words(line);
            const qsizetype gpuAt = dmonColumns.indexOf(QLatin1String("gpu"));
            const qsizetype smAt = dmonColumns.indexOf(QLatin1String("sm"));
            double value = 0;
            if (cells.size() != dmonColumns.size() || !integer.match(cells.at(gpuAt)).hasMatch()) {
                sink.add(i, QCoreApplication::translate("cq::GpuUtilReader", "not an nvidia-smi dmon row of %1 columns: \"%2\"")
                                .arg(dmonColumns.size()).arg(line.left(60)));
            } else if (cells.at(smAt) == QLatin1String("-")) {
                sink.add(i, QCoreApplication::translate("cq::GpuUtilReader", "GPU %1 reports no sm utilisation (\"-\")").arg(cells.at(gpuAt)));
            } else if (!percentValue(cells.at(smAt), &value)) {
                sink.add(i, QCoreApplication::translate("cq::GpuUtilReader", "cannot read sm utilisation \"%1\"").arg(cells.at(smAt).left(20)));
            } else {
                seriesFor(&log, QStringLiteral("GPU") + cells.at(gpuAt))->percent.append(value);
            }
        } else if (csv.util >= 0) {
            const QStringList cells = line.split(u',');
            double value = 0;
            if (cells.size() != csv.count) {
                sink.add(i, QCoreApplication::translate("cq::GpuUtilReader", "not a row of the %1 CSV columns: \"%2\"")
                                .arg(csv.count).arg(line.left(60)));
                continue;
            }
            if (!percentValue(cells.at(csv.util), &value)) {
                sink.add(i, QCoreApplication::translate("cq::GpuUtilReader", "cannot read utilization.gpu \"%1\"")
                                .arg(cells.at(csv.util).trimmed().left(20)));
                continue;
            }
            QString gpu = QStringLiteral("GPUs");
            if (csv.index >= 0) {
                gpu = QStringLiteral("GPU") + cells.at(csv.index).trimmed();
            } else if (csv.id >= 0) {
                gpu = cells.at(csv.id).trimmed();
            } else if (csv.timestamp >= 0) {
                // Each interval prints every GPU in index order under one timestamp.
                const QString stamp = cells.at(csv.timestamp).trimmed();
                rowInInterval = stamp == lastTimestamp ? rowInInterval + 1 : 0;
                lastTimestamp = stamp;
                gpu = QStringLiteral("GPU%1").arg(rowInInterval);
            }
            seriesFor(&log, gpu)->percent.append(value);
        } else {
            sink.add(i, QCoreApplication::translate("cq::GpuUtilReader", "not nvidia-smi dmon or --query-gpu output: \"%1\"").arg(line.left(60)));
        }
    }
    if (log.samples() == 0 && sink.list().isEmpty())
        sink.addFile(QCoreApplication::translate("cq::GpuUtilReader",
                                                 "no utilisation sample (no \"# gpu ... sm\" or \"utilization.gpu [%]\" header)"));
    result.diagnostics = sink.list();
    return result;
}

QString unnamedGpuRowsNote()
{
    return QCoreApplication::translate("cq::GpuUtilReader",
                                       "the log names no GPU: its rows are the GPUs of one server in turn, GPU0 first in each interval");
}

QList<GpuUtilSeries> gpuSeries(const GpuUtilLog &log, int gpuCount)
{
    if (log.gpusKnown || log.gpus.size() != 1 || gpuCount < 2)
        return log.gpus;
    QList<GpuUtilSeries> parts;
    for (int g = 0; g < gpuCount; ++g)
        parts.append({QStringLiteral("GPU%1").arg(g), {}});
    const QList<double> &all = log.gpus.first().percent;
    for (qsizetype i = 0; i < all.size(); ++i)
        parts[i % gpuCount].percent.append(all.at(i));
    return parts;
}

} // namespace cq
