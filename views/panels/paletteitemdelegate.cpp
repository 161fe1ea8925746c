#include "paletteitemdelegate.h"

#include <QApplication>
#include <QPainter>

namespace cq {

namespace {
constexpr int IconSize = 32;
constexpr int Padding = 4;
}

QFont PaletteItemDelegate::specFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() > 0 ? base.pointSizeF() * 0.85 : 8);
    return font;
}

void PaletteItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString spec = index.data(SpecRole).toString();
    if (spec.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString name = opt.text;
    opt.text.clear();
    opt.icon = QIcon();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget); // background, selection

    const QRect iconRect(opt.rect.left() + Padding, opt.rect.top() + (opt.rect.height() - IconSize) / 2, IconSize, IconSize);
    index.data(Qt::DecorationRole).value<QIcon>().paint(painter, iconRect);
    const QRect text = opt.rect.adjusted(IconSize + 2 * Padding, Padding, -Padding, -Padding);
    const bool selected = opt.state & QStyle::State_Selected;
    QFont nameFont = opt.font;
    nameFont.setBold(true);
    const QFont small = specFont(opt.font);
    const int nameHeight = QFontMetrics(nameFont).height();

    painter->save();
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(nameFont);
    painter->drawText(QRect(text.left(), text.top(), text.width(), nameHeight), Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(nameFont).elidedText(name, Qt::ElideRight, text.width()));
    painter->setPen(selected ? opt.palette.color(QPalette::HighlightedText) : QColor(0x60, 0x66, 0x6e));
    painter->setFont(small);
    painter->drawText(QRect(text.left(), text.top() + nameHeight, text.width(), text.height() - nameHeight),
                      Qt::AlignLeft | Qt::AlignTop, QFontMetrics(small).elidedText(spec, Qt::ElideRight, text.width()));
    painter->restore();
}

QSize PaletteItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString spec = index.data(SpecRole).toString();
    if (spec.isEmpty())
        return QStyledItemDelegate::sizeHint(option, index);
    QFont nameFont = option.font;
    nameFont.setBold(true);
    const int textHeight = QFontMetrics(nameFont).height() + QFontMetrics(specFont(option.font)).height();
    const int width = IconSize + 3 * Padding
        + qMax(QFontMetrics(nameFont).horizontalAdvance(index.data().toString()),
               QFontMetrics(specFont(option.font)).horizontalAdvance(spec));
    return QSize(width, qMax(IconSize, textHeight) + 2 * Padding);
}

} // namespace cq
