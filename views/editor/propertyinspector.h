#pragma once

#include <QWidget>

class QLabel;
class QStackedWidget;

namespace cq {

class CableInspector;
class ContainerInspector;
class DesignScene;
class ServerInspector;
class SwitchInspector;
struct Catalog;

/**
 * The property inspector dock: shows the selection of the canvas as a form (servers,
 * switches, a room or rack, cables; see the pages) and turns field edits into undoable
 * document edits. A selection of several kinds shows what is selected without fields.
 * Follows the canvas selection and every document change (so an undo shows at once).
 */
class PropertyInspector : public QWidget
{
    Q_OBJECT
public:
    explicit PropertyInspector(DesignScene *scene, QWidget *parent = nullptr);

    void setCatalog(const Catalog *catalog);
    /** The page shown: "none", "mixed", "server", "switch", "container" or "cable". */
    QString currentPageName() const;

public slots:
    void refresh();

private:
    DesignScene *m_scene;
    QStackedWidget *m_pages;
    QLabel *m_message;
    ServerInspector *m_servers;
    SwitchInspector *m_switches;
    ContainerInspector *m_containers;
    CableInspector *m_cables;
};

} // namespace cq
