#pragma once

#include "domain/server.h"
#include "domain/switchdevice.h"

#include <QWidget>

#include <optional>

class QLabel;
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
 * A group's name in English or Chinese finds all of it ("交换机" or "switch": the switches,
 * "服务器" the servers), whatever the UI language. Cables are drawn, not dropped: a search for
 * them ("线缆", "cable") shows a hint saying how, as does a search that finds nothing.
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
    /** The hint under the search field ("" when hidden): how to draw cables, or that nothing matched. */
    QString hintText() const;

private:
    /** @p terms: further words that find the whole group, English and Chinese (searched, not shown). */
    QTreeWidgetItem *addGroup(const QString &title, const QStringList &terms);
    /** Item data role of a group's search terms. */
    static constexpr int GroupTermsRole = Qt::UserRole + 4;
    /** Item data role with the canvas spec of the entry (searched, not shown). */
    static constexpr int CanvasSpecRole = Qt::UserRole + 3;

    /** The spec a placed device from the catalog shows on the canvas (specformat.h); empty if none. */
    static QString canvasSpec(const std::optional<Server> &server);
    static QString canvasSpec(const std::optional<Switch> &sw);
    void addEntry(QTreeWidgetItem *group, const QString &payload, const QString &name, const QString &spec,
                  const QString &canvasText = {});
    void applyFilter();

    QLineEdit *m_search;
    QLabel *m_hint;
    PaletteTree *m_tree;
};

} // namespace cq
