// Screenshots of the designer's canvas (issue 23): the 131,072-GPU design (cluster131k.h) fitted to
// a 1600 x 1000 view and zoomed in on its first leaf switch and servers, and a bundled sample at
// its fitted zoom, rendered offscreen as the designer's DesignView draws them.
//
//   QT_QPA_PLATFORM=offscreen tests/benchmarks/canvas_shots OUTDIR [SAMPLE.cqd]
//
// writes OUTDIR/cq131k-fit.png, cq131k-zoom.png, cq131k-zoom-selected.png and, given a sample,
// cq-sample.png; it prints the zoom of each shot and the number of cable lines the still layer
// drew for it. Exit status 1 when a design does not open or a picture is not written.

#include "cluster131k.h"

#include "canvas/cablelayer.h"
#include "canvas/cablelayers.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "canvas/deviceitem.h"
#include "document/clusterdocument.h"
#include "format/designformat.h"

#include <QApplication>
#include <QDir>

#include <cstdio>

using namespace cq;

namespace {

/** Shows @p design in a 1600 x 1000 view, runs @p place, saves the viewport to @p file; false on failure. */
template<typename Place>
bool shoot(const Design &design, const QString &file, Place place)
{
    ClusterDocument document;
    document.reset(design);
    DesignScene scene(&document, nullptr);
    DesignView view(&scene);
    view.resize(1600, 1000);
    view.show();
    QCoreApplication::processEvents();
    view.zoomToFit();
    QCoreApplication::processEvents();
    place(scene, view);
    QCoreApplication::processEvents();
    const QPixmap picture = view.viewport()->grab();
    std::printf("%s: zoom %.4f, %d cable lines drawn\n", qPrintable(file), view.zoom(),
                scene.cableLayers()->stillLayer()->lastPaintedLines());
    return picture.save(file);
}

/** Centres @p view at @p zoom on the first server, with its rack neighbours and the cables up to its leaves. */
void onFirstServer(DesignScene &scene, DesignView &view, double zoom)
{
    const DeviceItem *server = scene.deviceItem(scene.document()->design().servers.first().id);
    view.resetTransform();
    view.scale(zoom, zoom);
    view.centerOn(server->scenePos() + QPointF(600, -300));
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: canvas_shots OUTDIR [SAMPLE.cqd]\n");
        return 1;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    const Design &big = cqbench::cluster131k();
    bool ok = shoot(big, out.filePath(QStringLiteral("cq131k-fit.png")), [](DesignScene &, DesignView &) {});
    ok = shoot(big, out.filePath(QStringLiteral("cq131k-zoom.png")),
               [](DesignScene &scene, DesignView &view) { onFirstServer(scene, view, 0.5); })
        && ok;
    ok = shoot(big, out.filePath(QStringLiteral("cq131k-zoom-selected.png")),
               [](DesignScene &scene, DesignView &view) {
                   onFirstServer(scene, view, 0.5);
                   scene.selectAll();
               })
        && ok;
    if (argc > 2) {
        const DesignReadResult sample = DesignFormat::load(QString::fromLocal8Bit(argv[2]));
        if (!sample.error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(sample.error));
            return 1;
        }
        ok = shoot(sample.design, out.filePath(QStringLiteral("cq-sample.png")), [](DesignScene &, DesignView &) {}) && ok;
    }
    return ok ? 0 : 1;
}
