#pragma once

#include "domain/server.h"
#include "domain/switchdevice.h"

#include <QWidget>

#include <optional>

class QLineEdit;
class QTreeWidgetItem;

namespace cq {

class PaletteTree;
struct Catalog;

/**
 * The palette: a search field over a tree of Rooms / Servers / GPUs / Switches built from
 * the hardware catalog. Each entry shows an icon, its name and a key spec, and drags a
 * CatalogPayload onto the canvas. The search keeps entries whose name, spec, SKU or canvas
 * spec (the short form the placed device shows, e.g. "64x400G IB" beside the palette's
 * "64 x 400 Gb/s InfiniBand") contains the text (case-insensitive) and hides groups left empty.
 */
class PaletteWidget : public QWidget
{
    Q_OBJECT
public:
    explicit PaletteWidget(QWidget *parent = nullptr);

    /** Rebuilds the entries from @p catalog.offered() (retired models are not offered; copied
     *  into the items, no reference is kept). */
    void setCatalog(const Catalog &catalog);
    QString filterText() const;
    /** Sets the search text (as if typed) and filters. */
    void setFilterText(const QString &text);
    /** Payload texts of the entries currently shown, in tree order, e.g. "gpu:H100-80G-SXM". */
    QStringList visiblePayloads() const;

private:
    QTreeWidgetItem *addGroup(const QString &title);
    /** Item data role with the canvas spec of the entry (searched, not shown). */
    static constexpr int CanvasSpecRole = Qt::UserRole + 3;

    /** The spec a placed device from the catalog shows on the canvas (specformat.h); empty if none. */
    static QString canvasSpec(const std::optional<Server> &server);
    static QString canvasSpec(const std::optional<Switch> &sw);
    void addEntry(QTreeWidgetItem *group, const QString &payload, const QString &name, const QString &spec,
                  const QString &canvasText = {});
    void applyFilter();

    QLineEdit *m_search;
    PaletteTree *m_tree;
};

} // namespace cq
