#include "importkind.h"

#include <QRegularExpression>

namespace cq {

QString importKindKey(ImportKind kind)
{
    switch (kind) {
    case ImportKind::Topo: return QStringLiteral("topo");
    case ImportKind::IbStat: return QStringLiteral("ibstat");
    case ImportKind::IbNetDiscover: return QStringLiteral("ibnetdiscover");
    case ImportKind::Nccl: return QStringLiteral("nccl");
    case ImportKind::Ethtool: return QStringLiteral("ethtool");
    case ImportKind::GpuUtil: return QStringLiteral("gpu-util");
    case ImportKind::Unknown: break;
    }
    return QStringLiteral("unknown");
}

bool importKindFromKey(const QString &key, ImportKind *kind)
{
    for (ImportKind k : {ImportKind::Topo, ImportKind::IbStat, ImportKind::IbNetDiscover, ImportKind::Nccl,
                         ImportKind::Ethtool, ImportKind::GpuUtil}) {
        if (key == importKindKey(k) || (k == ImportKind::IbStat && key == QLatin1String("ibstatus"))
            || (k == ImportKind::GpuUtil && key == QLatin1String("dmon"))) {
            *kind = k;
            return true;
        }
    }
    return false;
}

ImportKind detectImportKind(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes.left(1 << 20));
    static const QRegularExpression nccl(QStringLiteral("^\\s*#\\s*nThread\\s+\\d+\\s+nGpus\\s+\\d+"),
                                         QRegularExpression::MultilineOption);
    static const QRegularExpression ibstat(QStringLiteral("^\\s*(CA\\s+'[^']*'|Infiniband device\\s+'[^']*'\\s+port)"),
                                           QRegularExpression::MultilineOption);
    static const QRegularExpression ibnet(QStringLiteral(
        "^\\s*((SW|CA|RT)\\s+\\d+\\s+\\d+\\s+0x[0-9a-fA-F]+\\s+\\d+x|(Switch|Ca|Rt)\\s+\\d+\\s+\"[SHR]-)"),
                                          QRegularExpression::MultilineOption);
    static const QRegularExpression topo(QStringLiteral("^\\s*GPU0(\\s+(?!X\\b)\\S+.*)?$"),
                                         QRegularExpression::MultilineOption);
    static const QRegularExpression ethtool(QStringLiteral("^\\s*Settings for\\s+\\S+\\s*:\\s*$"),
                                            QRegularExpression::MultilineOption);
    static const QRegularExpression dmon(QStringLiteral("^\\s*#.*\\bgpu\\b.*\\bsm\\b"), QRegularExpression::MultilineOption);
    static const QRegularExpression utilCsv(QStringLiteral("^[ \\t]*([^,\\n]+,[ \\t]*)*utilization\\.gpu\\b"),
                                            QRegularExpression::MultilineOption);
    if (nccl.match(text).hasMatch())
        return ImportKind::Nccl;
    if (ibnet.match(text).hasMatch())
        return ImportKind::IbNetDiscover;
    if (ibstat.match(text).hasMatch())
        return ImportKind::IbStat;
    if (topo.match(text).hasMatch())
        return ImportKind::Topo;
    if (ethtool.match(text).hasMatch())
        return ImportKind::Ethtool;
    if (dmon.match(text).hasMatch() || utilCsv.match(text).hasMatch())
        return ImportKind::GpuUtil;
    return ImportKind::Unknown;
}

} // namespace cq
