#pragma once

#include <QWidget>

class QLineEdit;
class QTreeWidgetItem;

namespace cq {

class PaletteTree;
struct Catalog;

/**
 * The palette: a search field over a tree of Rooms / Servers / GPUs / Switches built from
 * the hardware catalog. Each entry shows an icon, its name and a key spec, and drags a
 * CatalogPayload onto the canvas. The search keeps entries whose name, spec or SKU
 * contains the text (case-insensitive) and hides groups left empty.
 */
class PaletteWidget : public QWidget
{
    Q_OBJECT
public:
    explicit PaletteWidget(QWidget *parent = nullptr);

    /** Rebuilds the entries from @p catalog (copied into the items; no reference is kept). */
    void setCatalog(const Catalog &catalog);
    QString filterText() const;
    /** Sets the search text (as if typed) and filters. */
    void setFilterText(const QString &text);
    /** Payload texts of the entries currently shown, in tree order, e.g. "gpu:H100-80G-SXM". */
    QStringList visiblePayloads() const;

private:
    QTreeWidgetItem *addGroup(const QString &title);
    void addEntry(QTreeWidgetItem *group, const QString &payload, const QString &name, const QString &spec);
    void applyFilter();

    QLineEdit *m_search;
    PaletteTree *m_tree;
};

} // namespace cq
