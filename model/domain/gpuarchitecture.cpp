#include "gpuarchitecture.h"

namespace cq {

GpuGeneration gpuGeneration(const QString &arch)
{
    // No allocation: called for every node of large clusters.
    const QStringView a = QStringView(arch).trimmed();
    if (a.isEmpty())
        return GpuGeneration::Ampere;
    auto is = [a](const char *prefix) { return a.startsWith(QLatin1String(prefix), Qt::CaseInsensitive); };
    switch (a.front().toLower().unicode()) { // most names need one comparison, not five
    case u'v': case u't': break;
    case u'h': return is("hopper") ? GpuGeneration::Hopper : GpuGeneration::Ampere;
    case u'b': case u'r': break;
    default: return GpuGeneration::Ampere;
    }
    if (is("volta") || is("turing"))
        return GpuGeneration::Volta;
    if (is("hopper"))
        return GpuGeneration::Hopper;
    if (is("blackwell") || is("rubin"))
        return GpuGeneration::Blackwell;
    return GpuGeneration::Ampere; // Ampere, Ada, empty or unknown
}

QString generationName(GpuGeneration generation)
{
    switch (generation) {
    case GpuGeneration::Volta: return QStringLiteral("Volta");
    case GpuGeneration::Ampere: return QStringLiteral("Ampere");
    case GpuGeneration::Hopper: return QStringLiteral("Hopper");
    case GpuGeneration::Blackwell: return QStringLiteral("Blackwell");
    }
    return {};
}

double fp8DenseTflops(const QString &arch, double bf16DenseTflops)
{
    // gpuGeneration() files Ada under Ampere (NCCL's tables do), so Ada is named here.
    const bool fp8 = gpuGeneration(arch) == GpuGeneration::Hopper || gpuGeneration(arch) == GpuGeneration::Blackwell
        || QStringView(arch).trimmed().startsWith(QLatin1String("ada"), Qt::CaseInsensitive);
    return fp8 ? 2 * bf16DenseTflops : 0;
}

} // namespace cq
