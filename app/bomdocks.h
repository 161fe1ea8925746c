#pragma once

#include <QObject>

class QMainWindow;

namespace cq {

class BomPanel;
class CablePlanPanel;
class ClusterDocument;
struct Catalog;

/**
 * View > Bill of Materials and View > Cable Plan: creates the two docks (tabbed with the
 * Quote dock, hidden until asked for) and keeps them on the document's design. The panels
 * recompute only while shown.
 */
class BomDocks : public QObject
{
    Q_OBJECT
public:
    /** Adds the docks to @p window; @p catalog must outlive this object (the window's). */
    BomDocks(QMainWindow *window, const ClusterDocument *document, const Catalog *catalog);

    BomPanel *bomPanel() const { return m_bom; }
    CablePlanPanel *cablePlanPanel() const { return m_cables; }
    /** Hands the current design and catalog to both panels (after a catalog edit too). */
    void refresh();

private:
    const ClusterDocument *m_document;
    const Catalog *m_catalog;
    BomPanel *m_bom = nullptr;
    CablePlanPanel *m_cables = nullptr;
};

} // namespace cq
