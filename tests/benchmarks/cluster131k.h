#pragma once

// The 131,072-GPU design of issue 23 (十万卡), as `clusterquote generate --gpu h100-sxm-80g
// --servers 16384 --nics-per-server 8 --nic-rate 400 --fabric ib --rail-optimized --planes 8`
// writes it from the bundled price book: 16,384 servers, 8 rail planes of 64-port NDR switches
// (10,240 switches), 393,216 cables. Generated once per benchmark program (about 4 s) and saved
// once to a temporary .cqd file (171 MB) for the benchmarks that open it.

#include "format/designformat.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"
#include "pricebookseed.h"

#include <QTemporaryDir>

namespace cqbench {

/** The generated design (the CLI's: the price book's SKUs win catalog ties). */
inline const cq::Design &cluster131k()
{
    static const cq::Design design = [] {
        using namespace cq;
        FabricSpec spec;
        spec.serverCount = 16384;
        spec.nicsPerServer = 8;
        spec.nicRateGbps = 400;
        spec.fabric = LinkKind::InfiniBand;
        spec.railOptimized = true;
        spec.planes = 8;
        spec.switchPorts = 0; // the largest matching catalog switch, as the CLI without --switch-ports
        QString why;
        const Catalog catalog = PriceBookSeed::catalog();
        const std::optional<GeneratorTemplates> t = CatalogChoice::choose(
            catalog, QStringLiteral("h100-sxm-80g"), &spec, &why, CatalogChoice::skusOf(PriceBookSeed::priceBook().items));
        const std::optional<GeneratedCluster> c
            = t ? FabricGenerator::generate(spec, t->server, t->sw, &why, &catalog) : std::nullopt;
        if (!c)
            qFatal("cannot generate the 131,072-GPU design: %s", qPrintable(why));
        return c->design;
    }();
    return design;
}

/** cluster131k() saved to a temporary .cqd file (the directory lives until the program exits). */
inline QString cluster131kFile()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString file = dir.filePath(QStringLiteral("cluster-131k.cqd"));
        if (const QString error = cq::DesignFormat::save(cluster131k(), file); !error.isEmpty())
            qFatal("cannot save the 131,072-GPU design: %s", qPrintable(error));
        return file;
    }();
    return path;
}

} // namespace cqbench
