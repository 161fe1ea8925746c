#pragma once

#include <QObject>

class QMainWindow;

namespace cq {

class ClusterDocument;
class DesignScene;
class RackElevationWidget;

/**
 * View > Rack Elevation: a dock (tabbed with the Quote dock, hidden until asked for) showing
 * the front elevation of the racks the canvas selection touches (a selected rack, or the rack
 * of a selected server or switch), or of every rack when the selection touches none.
 */
class RackDock : public QObject
{
    Q_OBJECT
public:
    RackDock(QMainWindow *window, ClusterDocument *document, DesignScene *scene);

    RackElevationWidget *widget() const { return m_widget; }

private:
    void followSelection();

    ClusterDocument *m_document;
    DesignScene *m_scene;
    RackElevationWidget *m_widget;
};

} // namespace cq
