#pragma once

#include "editor/canvasarrange.h"
#include "editor/canvasclipboard.h"
#include "editor/connectnics.h"
#include "editor/layoutcablelengths.h"

#include "quote/pricebook.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace cq {

class DesignScene;
class DesignView;
class FileActions;
class FitAfterOpen;
struct Catalog;

/**
 * The canvas's menu actions: Edit (cut, copy, paste, duplicate, delete, select all), Arrange
 * (align, distribute, Connect NICs, auto-layout, cable lengths from the layout), the canvas's right-click menu, View (zoom in / out / to fit / 100 %, export SVG / PNG)
 * and File > New Cluster (the wizard). Shortcuts are the platform's standard keys
 * (QKeySequence::Cut, ZoomIn, ...) where the platform has one. Outcomes and refusals go to
 * statusMessage().
 */
class EditActions : public QObject
{
    Q_OBJECT
public:
    /** @p catalog (and @p priceBook, whose priced SKUs the wizard prefers) are read when the wizard
     *  opens; @p files asks before replacing a changed design. */
    EditActions(DesignScene *scene, DesignView *view, const Catalog *catalog, FileActions *files, QWidget *window,
                const PriceBook *priceBook = nullptr);

    void populateEdit(QMenu *menu);
    void populateArrange(QMenu *menu);
    void populateView(QMenu *menu);
    QAction *newClusterAction() const { return m_newCluster; }
    QAction *zoomToFitAction() const { return m_zoomToFit; }
    QAction *autoLayoutAction() const { return m_autoLayout; }
    QAction *cableLengthsAction() const { return m_cableLengthsAction; }
    /**
     * Zoom to fit for a design just opened or generated, repeated while the window settles
     * (a dock or scroll bar shrinks the viewport) until the user zooms, scrolls or clicks.
     */
    void fitAfterOpen();

    /** Writes the canvas as SVG / PNG to @p path; false (with a message box) on failure. */
    bool exportSvg(const QString &path);
    bool exportPng(const QString &path);
    /**
     * Replaces the design with @p design (a generated cluster) and fits it into view. The
     * result is an unsaved, modified "Untitled" (title [*], close asks, autosave covers it).
     */
    void openGenerated(const Design &design);

signals:
    void statusMessage(const QString &message);

private:
    QAction *action(const QString &text, const QKeySequence &keys, void (EditActions::*slot)());
    void report(bool ok, const QString &done, const QString &why);
    /** Runs a clipboard operation and reports @p done or why it did nothing. */
    void clipboardOp(bool (CanvasClipboard::*op)(QString *), const QString &done);
    void autoLayout();
    /** Connect NICs; a refusal or NIC ports left unconnected are told in a message box, not only the status bar. */
    void connectNics();
    /** Set Cable Lengths from Layout; cables it could not measure are told in a message box too. */
    void setCableLengths();
    void showCanvasMenu(const QPoint &viewportPos);
    void runNewClusterWizard();
    void exportInteractive(bool svg);

    DesignScene *m_scene;
    DesignView *m_view;
    const Catalog *m_catalog;
    const PriceBook *m_priceBook;
    FileActions *m_files;
    QWidget *m_window;
    CanvasClipboard m_clipboard;
    CanvasArrange m_arrange;
    ConnectNics m_connectNics;
    LayoutCableLengths m_cableLengths;
    FitAfterOpen *m_fit;
    QList<QAction *> m_editActions;
    QAction *m_newCluster;
    QAction *m_zoomToFit;
    QAction *m_autoLayout;
    QAction *m_connectNicsAction;
    QAction *m_cableLengthsAction;
    QAction *m_deleteAction = nullptr;
};

} // namespace cq
