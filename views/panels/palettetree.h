#pragma once

#include <QTreeWidget>

namespace cq {

/**
 * The palette's tree: entries carry their CatalogPayload text in PayloadRole and drag it
 * as "application/x-clusterquote-catalog" with the copy action only (a move would let
 * QAbstractItemView delete the entry from the palette after the drop).
 */
class PaletteTree : public QTreeWidget
{
    Q_OBJECT
public:
    /** Item data role holding the payload text, e.g. "server:SRV-A100-SXM-8-IB". */
    static constexpr int PayloadRole = Qt::UserRole + 1;

    explicit PaletteTree(QWidget *parent = nullptr);

    QStringList mimeTypes() const override;
    /** The payload of the first entry in @p items that has one; nullptr when none has. */
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override;

protected:
    void startDrag(Qt::DropActions supportedActions) override;
};

} // namespace cq
