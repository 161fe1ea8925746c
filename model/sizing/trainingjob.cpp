#include "trainingjob.h"

#include <cmath>

namespace cq {

namespace {

struct Shape {
    const char *name;
    double parameters;
    int layers, hidden, heads, sequence;
    const char *source;
};

constexpr Shape kPresets[] = {
    {"7B", 7e9, 32, 4096, 32, 2048, "LLaMA 7B (Touvron et al. 2023, arXiv:2302.13971, Table 2)"},
    {"13B", 13e9, 40, 5120, 40, 2048, "LLaMA 13B (Touvron et al. 2023, arXiv:2302.13971, Table 2)"},
    {"65B", 65e9, 80, 8192, 64, 2048, "LLaMA 65B (Touvron et al. 2023, arXiv:2302.13971, Table 2)"},
    {"70B", 70e9, 80, 8192, 64, 4096, "Llama 2 70B (Touvron et al. 2023, arXiv:2307.09288)"},
    {"175B", 175e9, 96, 12288, 96, 2048, "GPT-3 175B (Brown et al. 2020, arXiv:2005.14165, Table 2.1)"},
};

TrainingJob fromShape(const Shape &s)
{
    TrainingJob job;
    job.name = QString::fromLatin1(s.name);
    job.parameters = s.parameters;
    job.layers = s.layers;
    job.hidden = s.hidden;
    job.heads = s.heads;
    job.sequence = s.sequence;
    job.source = QString::fromLatin1(s.source);
    return job;
}

} // namespace

QString recomputeKey(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None: return QStringLiteral("none");
    case Recompute::Selective: return QStringLiteral("selective");
    case Recompute::Full: return QStringLiteral("full");
    }
    return {};
}

bool recomputeFromKey(const QString &key, Recompute *recompute)
{
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        if (key.compare(recomputeKey(r), Qt::CaseInsensitive) == 0) {
            *recompute = r;
            return true;
        }
    }
    return false;
}

std::optional<TrainingJob> TrainingJob::preset(const QString &name)
{
    for (const Shape &s : kPresets) {
        if (name.compare(QLatin1String(s.name), Qt::CaseInsensitive) == 0)
            return fromShape(s);
    }
    return std::nullopt;
}

QStringList TrainingJob::presetNames()
{
    QStringList names;
    for (const Shape &s : kPresets)
        names.append(QString::fromLatin1(s.name));
    return names;
}

TrainingJob TrainingJob::custom(double parameters)
{
    const Shape *nearest = &kPresets[0];
    for (const Shape &s : kPresets) {
        if (std::abs(std::log(s.parameters / parameters)) < std::abs(std::log(nearest->parameters / parameters)))
            nearest = &s;
    }
    TrainingJob job = fromShape(*nearest);
    const double ratio = double(nearest->hidden) / nearest->layers;
    const double layers = std::cbrt(parameters / (12 * ratio * ratio));
    job.layers = std::max(1, int(std::lround(layers)));
    job.hidden = std::max(128, int(std::lround(layers * ratio / 128)) * 128);
    job.heads = job.hidden / 128;
    job.parameters = parameters;
    job.name = QStringLiteral("%1B").arg(parameters / 1e9, 0, 'g', 4);
    job.source = tr("custom size: %1's shape ratio, 12 x layers x hidden^2 = parameters")
                     .arg(QString::fromLatin1(nearest->name));
    return job;
}

QString TrainingJob::problem() const
{
    if (!(parameters >= 1e6) || !std::isfinite(parameters))
        return tr("the model needs at least 1M parameters");
    if (!(tokens > 0) || !std::isfinite(tokens))
        return tr("the token count must be greater than 0");
    if (!(batchTokens > 0) || !std::isfinite(batchTokens))
        return tr("the global batch must be greater than 0 tokens");
    if (layers < 1 || hidden < 1 || heads < 1 || sequence < 1 || microBatch < 1)
        return tr("layers, hidden size, heads, sequence and micro-batch must be at least 1");
    if (zeroStage < 0 || zeroStage > 3)
        return tr("the ZeRO stage must be 0, 1, 2 or 3");
    if (!(mfu > 0 && mfu <= 1))
        return tr("MFU must be above 0 % and at most 100 %");
    if (precision != Precision::Bf16 && precision != Precision::Fp8)
        return tr("the precision must be BF16 or FP8");
    return {};
}

} // namespace cq
