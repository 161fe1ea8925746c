#include "ncclreader.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace cq {

namespace {


QStringList tokens(const QString &line)
{
    static const QRegularExpression ws(QStringLiteral("\\s+"));
    return line.split(ws, Qt::SkipEmptyParts);
}

double typeBytes(const QString &type)
{
    if (type.contains(QLatin1String("64")) || type == QLatin1String("double"))
        return 8;
    if (type.contains(QLatin1String("8")) || type == QLatin1String("char"))
        return 1;
    if (type == QLatin1String("half") || type.contains(QLatin1String("16")))
        return 2;
    return 4; // float, int, int32, uint32
}

/** Column positions from the "#  size  count  type  redop ... time algbw busbw ..." line. */
struct Columns {
    int count = 0;          ///< columns of a data row
    int type = -1, redop = -1, time = -1, inPlaceTime = -1;
    bool valid() const { return time >= 0 && count > 0; }
};

Columns columnsOf(const QStringList &t)
{
    Columns c;
    c.count = int(t.size());
    c.type = int(t.indexOf(QStringLiteral("type")));
    c.redop = int(t.indexOf(QStringLiteral("redop")));
    c.time = int(t.indexOf(QStringLiteral("time")));
    c.inPlaceTime = c.time >= 0 ? int(t.indexOf(QStringLiteral("time"), c.time + 1)) : -1;
    if (c.time < 0 || c.time + 2 >= c.count)
        c.time = -1;
    if (c.inPlaceTime + 2 >= c.count)
        c.inPlaceTime = -1;
    return c;
}

/** A data row; false (with *problem set) when a cell cannot be read. */
bool readRow(const QStringList &t, const Columns &c, NcclRow *row, QString *problem)
{
    if (t.size() != c.count) {
        *problem = QCoreApplication::translate("cq::NcclReader", "a size row has %1 cells, the column header %2").arg(t.size()).arg(c.count);
        return false;
    }
    bool ok[8] = {};
    row->bytes = t.at(0).toDouble(&ok[0]);
    row->count = t.at(1).toDouble(&ok[1]);
    row->type = c.type >= 0 ? t.at(c.type) : QString();
    row->redop = c.redop >= 0 ? t.at(c.redop) : QString();
    row->timeUs = t.at(c.time).toDouble(&ok[2]);
    row->algbwGBps = t.at(c.time + 1).toDouble(&ok[3]);
    row->busbwGBps = t.at(c.time + 2).toDouble(&ok[4]);
    ok[5] = ok[6] = ok[7] = true;
    if (c.inPlaceTime >= 0) {
        row->inPlaceTimeUs = t.at(c.inPlaceTime).toDouble(&ok[5]);
        row->inPlaceAlgbwGBps = t.at(c.inPlaceTime + 1).toDouble(&ok[6]);
        row->inPlaceBusbwGBps = t.at(c.inPlaceTime + 2).toDouble(&ok[7]);
    }
    for (bool b : ok) {
        if (!b) {
            *problem = QCoreApplication::translate("cq::NcclReader", "a size row with a cell that is not a number");
            return false;
        }
    }
    if (!std::isfinite(row->bytes) || row->bytes < 0 || !std::isfinite(row->busbwGBps)) {
        *problem = QCoreApplication::translate("cq::NcclReader", "a size row with an impossible size or bandwidth");
        return false;
    }
    return true;
}

/** all_reduce / reduce_scatter / all_gather from the first non-empty row (see readNcclTests). */
QString inferCollective(const NcclRun &run)
{
    for (const NcclRow &r : run.rows) {
        if (r.bytes <= 0 || r.count <= 0)
            continue;
        const double perCount = r.bytes / (r.count * typeBytes(r.type));
        const bool reduces = !r.redop.isEmpty() && r.redop != QLatin1String("none");
        if (std::abs(perCount - 1) < 1e-9)
            return reduces ? QStringLiteral("all_reduce") : QStringLiteral("broadcast");
        if (run.ranks > 1 && std::abs(perCount - run.ranks) < 1e-9)
            return reduces ? QStringLiteral("reduce_scatter") : QStringLiteral("all_gather");
        return {};
    }
    return {};
}

/** The nccl-tests collective a command line names, or empty. */
QString commandCollective(const QString &line)
{
    static const QRegularExpression perf(QStringLiteral(
        "\\b(all_reduce|all_gather|reduce_scatter|alltoall|broadcast|reduce|sendrecv)_perf\\b"));
    static const QRegularExpression dashT(QStringLiteral(
        "\\s-t\\s+(all_reduce|all_gather|reduce_scatter|alltoall|broadcast|reduce|sendrecv)\\b"));
    if (const auto m = perf.match(line); m.hasMatch())
        return m.captured(1);
    if (const auto m = dashT.match(line); m.hasMatch())
        return m.captured(1);
    return {};
}

} // namespace

const NcclRow *NcclRun::rowAt(double bytes) const
{
    for (qsizetype i = rows.size() - 1; i >= 0; --i) {
        if (rows.at(i).bytes == bytes)
            return &rows.at(i);
    }
    return nullptr;
}

const NcclRow *NcclRun::largest() const
{
    const NcclRow *best = nullptr;
    for (const NcclRow &r : rows) {
        if (!best || r.bytes >= best->bytes)
            best = &r;
    }
    return best;
}

NcclReadResult readNcclTests(const QByteArray &text, const QString &fileName)
{
    static const QRegularExpression header(QStringLiteral("^#\\s*nThread\\s+(\\d+)\\s+nGpus\\s+(\\d+)"));
    static const QRegularExpression rank(QStringLiteral(
        "^#\\s*Rank\\s+(\\d+)\\s+(Group\\s+\\d+\\s+)?Pid\\s+\\d+\\s+on\\s+(\\S+)\\s+device\\s+\\d+\\s+\\[[^\\]]*\\]\\s*(.*)$"));
    static const QRegularExpression version(QStringLiteral("^NCCL version\\s+(\\S+)"));
    static const QRegularExpression reducing(QStringLiteral("^#\\s*Reducing maxBytes to\\s+(\\d+)"));
    static const QRegularExpression avg(QStringLiteral("^#\\s*Avg bus bandwidth\\s*:\\s*(\\S+)"));
    static const QRegularExpression dataRow(QStringLiteral("^\\d+\\s+\\d+\\s"));
    NcclReadResult result;
    DiagnosticSink sink(fileName);
    const TextLines input = TextLines::split(text);
    if (input.binary) {
        sink.addFile(QCoreApplication::translate("cq::NcclReader", "binary data, not nccl-tests output"));
        result.diagnostics = sink.list();
        return result;
    }
    QString lastCommand;
    NcclRun *run = nullptr;
    Columns columns;
    bool inTable = false;
    for (int i = 0; i < input.lines.size(); ++i) {
        const QString line = input.lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        if (const auto m = header.match(line); m.hasMatch()) {
            result.runs.append(NcclRun());
            run = &result.runs.last();
            run->line = i + 1;
            run->gpusPerProcess = m.captured(2).toInt();
            run->collective = lastCommand;
            columns = {};
            inTable = false;
            continue;
        }
        if (!run || !inTable) {
            // A command line (mpirun ... all_gather_perf, run_nccl_tests.sh -t all_gather) or newer
            // nccl-tests' own "# Collective test starting: all_gather_perf".
            if (const QString c = commandCollective(line); !c.isEmpty())
                lastCommand = c;
        }
        if (!run)
            continue; // chatter before the first run
        if (const auto m = rank.match(line); m.hasMatch()) {
            ++run->ranks;
            run->oldFormat = m.captured(2).isEmpty();
            if (!run->hosts.contains(m.captured(3)))
                run->hosts.append(m.captured(3));
            if (run->device.isEmpty())
                run->device = m.captured(4).trimmed();
        } else if (const auto v = version.match(line); v.hasMatch()) {
            run->ncclVersion = v.captured(1);
        } else if (const auto r = reducing.match(line); r.hasMatch()) {
            run->memoryLimitBytes = r.captured(1).toDouble();
        } else if (const auto a = avg.match(line); a.hasMatch()) {
            bool ok = false;
            run->avgBusbwGBps = a.captured(1).toDouble(&ok);
            if (!ok) {
                run->avgBusbwGBps = -1;
                sink.add(i, QCoreApplication::translate("cq::NcclReader", "cannot read the average bus bandwidth \"%1\"").arg(a.captured(1).left(20)));
            }
            inTable = false;
        } else if (line.startsWith(u'#')) {
            const QStringList t = tokens(line.mid(1));
            if (t.value(0) == QLatin1String("size") && t.value(1) == QLatin1String("count")) {
                columns = columnsOf(t);
                inTable = columns.valid();
                if (!inTable)
                    sink.add(i, QCoreApplication::translate("cq::NcclReader", "column header without time, algbw and busbw"));
                if (t.contains(QStringLiteral("error")))
                    run->oldFormat = true;
            } else if (t.value(0) == QLatin1String("Out")) {
                inTable = false;
            }
        } else if (inTable && dataRow.match(line).hasMatch()) {
            NcclRow row;
            QString problem;
            if (readRow(tokens(line), columns, &row, &problem)) {
                row.line = i + 1;
                run->rows.append(row);
            } else {
                sink.add(i, problem);
            }
        } else if (inTable && !line.contains(QLatin1String("NCCL INFO")) && !line.contains(QLatin1String("NCCL WARN"))) {
            sink.add(i, QCoreApplication::translate("cq::NcclReader", "not a nccl-tests size row: \"%1\"").arg(line.left(60)));
        }
    }
    for (NcclRun &r : result.runs) {
        if (r.collective.isEmpty()) {
            r.collective = inferCollective(r);
            r.collectiveInferred = !r.collective.isEmpty();
        }
        if (r.rows.isEmpty())
            sink.add(r.line - 1, QCoreApplication::translate("cq::NcclReader", "a nccl-tests run without size rows"));
    }
    if (result.runs.isEmpty())
        sink.addFile(QCoreApplication::translate("cq::NcclReader", "no nccl-tests output found (no \"# nThread ... nGpus ...\" header)"));
    result.diagnostics = sink.list();
    return result;
}

} // namespace cq
