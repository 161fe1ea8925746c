#pragma once

// The canvas tests' common set-up: a document, its scene and a real view, shown offscreen.

#include "canvas/designscene.h"
#include "canvas/designview.h"
#include "document/clusterdocument.h"

#include <QSize>
#include <QTest>

namespace test {

/** @p design in a document, its scene and a view of @p size, shown; exposed tells whether the window came up. */
struct ShownCanvas {
    cq::ClusterDocument doc;
    cq::DesignScene scene{&doc, nullptr};
    cq::DesignView view{&scene};
    bool exposed = false;

    ShownCanvas(const cq::Design &design, QSize size)
    {
        doc.reset(design);
        view.resize(size);
        view.show();
        exposed = QTest::qWaitForWindowExposed(&view);
    }
};

} // namespace test
