#pragma once

// Hand-built designs and catalogs shared by the views tests (no database, no sample files).

#include "catalog/catalog.h"
#include "domain/design.h"

#include "canvas/catalogpayload.h"
#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "document/clusterdocument.h"

#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QGraphicsView>
#include <QImage>
#include <QMimeData>
#include <QTest>

#include <memory>

namespace cqtest {

/** A100 80G SXM (312 TFLOPS BF16, NVLink 240 GB/s per GPU) and H100 80G SXM. */
inline cq::Catalog smallCatalog()
{
    using namespace cq;
    Catalog c;
    c.gpus.append(GpuModel{QStringLiteral("A100-80G-SXM"), QStringLiteral("A100 80G SXM"), QStringLiteral("Ampere"),
                           80, 312, 400, IntraFabric::NVSwitch, 240, QStringLiteral("datasheet")});
    c.gpus.append(GpuModel{QStringLiteral("H100-80G-SXM"), QStringLiteral("H100 80G SXM"), QStringLiteral("Hopper"),
                           80, 989, 700, IntraFabric::NVSwitch, 370.8, QStringLiteral("datasheet")});
    c.servers.append(ServerModel{QStringLiteral("SRV-A100-SXM-8-IB"), QStringLiteral("8x A100 80G SXM, 8x HDR 200G IB"),
                                 QStringLiteral("A100-80G-SXM"), 8, 8, 8, 200, LinkKind::InfiniBand, 6500, {}});
    c.servers.append(ServerModel{QStringLiteral("SRV-A100-SXM-4-IB"), QStringLiteral("4x A100 80G SXM (8 slots), 4x HDR 200G IB"),
                                 QStringLiteral("A100-80G-SXM"), 8, 4, 4, 200, LinkKind::InfiniBand, 3500, {}});
    c.switches.append(SwitchModel{QStringLiteral("SW-IB-HDR-40"), QStringLiteral("InfiniBand HDR 40-port"),
                                  40, 200, LinkKind::InfiniBand, 750, {}});
    c.switches.append(SwitchModel{QStringLiteral("SW-ETH-25-48"), QStringLiteral("Ethernet 25G 48-port"),
                                  48, 25, LinkKind::Ethernet, 300, {}});
    return c;
}

inline cq::Server a100Server(const QString &name, QPointF centre)
{
    cq::Server s;
    s.id = QUuid::createUuid();
    s.name = name;
    s.sku = QStringLiteral("SRV-A100-SXM-8-IB");
    s.pos = centre;
    s.gpuModel = QStringLiteral("A100 80G SXM");
    s.gpuArch = QStringLiteral("Ampere");
    s.gpuSlots = 8;
    s.gpuCount = 8;
    s.gpuTflopsBf16 = 312;
    s.intraBandwidthGBps = 240;
    s.nicCount = 8;
    s.nicRateGbps = 200;
    s.powerW = 6500;
    return s;
}

/**
 * Room "Hall A" (Shenzhen) at (0, 0) 1000 x 600; node1 centred at (200, 160), node2 at
 * (500, 160), leaf1 (40 x 200 Gb/s IB) at (360, 420), all on the 20-unit grid; cables node1:0 - leaf1:0 and
 * node2:0 - leaf1:1. Ports are 0-based here, "port 1" for people.
 */
inline cq::Design smallDesign()
{
    using namespace cq;
    Design d;
    d.name = QStringLiteral("small");
    d.rooms.append(Room{QUuid::createUuid(), QStringLiteral("Hall A"), QStringLiteral("Shenzhen"), QRectF(0, 0, 1000, 600)});
    Server a = a100Server(QStringLiteral("node1"), {200, 160});
    Server b = a100Server(QStringLiteral("node2"), {500, 160});
    Switch sw;
    sw.id = QUuid::createUuid();
    sw.name = QStringLiteral("leaf1");
    sw.sku = QStringLiteral("SW-IB-HDR-40");
    sw.pos = {360, 420};
    sw.portCount = 40;
    sw.portRateGbps = 200;
    sw.powerW = 750;
    a.roomId = b.roomId = sw.roomId = d.rooms[0].id;
    d.servers = {a, b};
    d.switches = {sw};
    d.cables.append(Cable{QUuid::createUuid(), {a.id, 0}, {sw.id, 0}, 3.0});
    d.cables.append(Cable{QUuid::createUuid(), {b.id, 0}, {sw.id, 1}, 3.0});
    return d;
}

/** smallDesign() in a document with its scene, shown in a 1200 x 800 DesignView. */
struct ShownCanvas {
    cq::Catalog catalog = smallCatalog();
    cq::Design design = smallDesign();
    cq::ClusterDocument doc;
    cq::DesignScene scene{(doc.reset(design), &doc), &catalog}; // the scene mirrors the design from the start
    cq::DesignView view{&scene};

    ShownCanvas()
    {
        view.resize(1200, 800);
        view.show();
    }
    /** Waits until the view is on screen and centres it on (500, 300), the middle of Hall A. */
    bool expose()
    {
        const bool exposed = QTest::qWaitForWindowExposed(&view);
        view.centerOn(500, 300);
        return exposed;
    }
};

/**
 * A palette drop on @p view (QT-NOTES §6): drag enter, move and drop events carrying
 * @p payloadText at @p scenePos, sent to the viewport. True if the view accepted the drop.
 */
inline bool dropOn(QGraphicsView *view, const QString &payloadText, const QPointF &scenePos)
{
    auto mime = std::make_unique<QMimeData>();
    mime->setData(cq::CatalogPayload::mimeType(), payloadText.toUtf8());
    const QPoint pos = view->mapFromScene(scenePos);
    QDragEnterEvent enter(pos, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &enter);
    QDragMoveEvent move(pos, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    QDropEvent drop(QPointF(pos), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &drop);
    return enter.isAccepted() && drop.isAccepted();
}

/**
 * Base of the tests that drive a shown canvas with real input: a fresh ShownCanvas per test
 * (setUpCanvas() from init(), m_canvas.reset() from cleanup()) and shortcuts to its parts.
 */
class CanvasTest : public QObject
{
protected:
    std::unique_ptr<ShownCanvas> m_canvas;
    cq::ClusterDocument *m_doc = nullptr;
    cq::DesignScene *m_scene = nullptr;
    cq::DesignView *m_view = nullptr;
    cq::Design m_design;

    bool setUpCanvas()
    {
        m_canvas = std::make_unique<ShownCanvas>();
        m_doc = &m_canvas->doc;
        m_scene = &m_canvas->scene;
        m_view = &m_canvas->view;
        m_design = m_canvas->design;
        return m_canvas->expose();
    }
    QPoint at(const QPointF &scenePos) const { return m_view->mapFromScene(scenePos); }
    bool drop(const QString &payloadText, const QPointF &scenePos) { return dropOn(m_view, payloadText, scenePos); }
};

/** Saves a screenshot for people to look at (QDir::tempPath()/cq-views/<name>.png). */
inline QString saveShot(const QImage &image, const QString &name)
{
    QDir dir(QDir::temp().filePath(QStringLiteral("cq-views")));
    dir.mkpath(QStringLiteral("."));
    const QString path = dir.filePath(name + QStringLiteral(".png"));
    image.save(path);
    return path;
}

} // namespace cqtest
