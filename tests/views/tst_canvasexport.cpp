#include "viewsfixture.h"

#include "canvas/designscene.h"
#include "document/clusterdocument.h"
#include "editor/canvasexport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

/** SVG and PNG of the canvas: vector lines for the cables, the content with its margin. */
class TestCanvasExport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void svgIsVector()
    {
        ClusterDocument doc;
        doc.reset(cqtest::smallDesign());
        DesignScene scene(&doc, nullptr);
        scene.selectIds({doc.design().servers[0].id});
        const QString path = m_dir.filePath(QStringLiteral("canvas.svg"));
        QCOMPARE(CanvasExport::toSvg(&scene, path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("<svg"));
        QVERIFY(!svg.contains("<image")); // no cached pixmaps: every item painted as vectors
        QVERIFY(svg.contains("node1"));
        QVERIFY(svg.contains("Hall A"));
        // The content (Hall A 1000 x 600 from (0, 0) plus the badge margins) and 40 units around it.
        QVERIFY(svg.contains("viewBox=\"0 0 10"));
        // The selection is restored after the export.
        QCOMPARE(scene.selectedIds(), QList<QUuid>{doc.design().servers[0].id});
    }

    void pngHasContentSizeAndIsCapped()
    {
        ClusterDocument doc;
        doc.reset(cqtest::smallDesign());
        DesignScene scene(&doc, nullptr);
        // Hall A is 1000 x 600 at (0, 0) and nothing reaches out of it: 1080 x 680 at 1 px per unit.
        const QImage image = CanvasExport::render(&scene, 1.0);
        QCOMPARE(image.size(), QSize(1084, 684)); // its bounding rect has a 2-unit pen margin each side
        // At 2 px per unit the long side would be 2 x 1084 = 2168 px: capped at 500 (height 684 x
        // 500 / 1084 = 315.5, rounded up to 316).
        QCOMPARE(CanvasExport::render(&scene, 2.0, 500).size(), QSize(500, 316));
        const QString path = m_dir.filePath(QStringLiteral("canvas.png"));
        QCOMPARE(CanvasExport::toPng(&scene, path), QString());
        QCOMPARE(QImage(path).size(), QSize(1084, 684));
        QCOMPARE(CanvasExport::toPng(&scene, QStringLiteral("/nonexistent/dir/x.png")),
                 QStringLiteral("x.png: cannot write the PNG file"));
    }
};

QTEST_MAIN(TestCanvasExport)
#include "tst_canvasexport.moc"
