#pragma once

#include <QStyledItemDelegate>

namespace cq {

/**
 * Paints a palette entry as its icon, the name in bold and the key spec below it in a
 * smaller grey font ("312 TFLOPS BF16 · NVLink 240 GB/s"); group rows are painted as usual.
 */
class PaletteItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    /** Item data role holding the spec line (a QString). */
    static constexpr int SpecRole = Qt::UserRole + 2;

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    static QFont specFont(const QFont &base);
};

} // namespace cq
