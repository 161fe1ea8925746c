#include "quotetableclipboard.h"

#include <QAbstractItemModel>
#include <QFont>
#include <QMimeData>

namespace cq {

namespace {

QString cellText(const QAbstractItemModel &model, int row, int column)
{
    return model.data(model.index(row, column), Qt::DisplayRole).toString();
}

QString plainCell(QString text)
{
    return text.replace(u'\t', u' ').replace(u'\n', u' ').replace(u'\r', u' ');
}

} // namespace

QString QuoteTableClipboard::tabSeparated(const QAbstractItemModel &model, const QList<int> &rows)
{
    QStringList lines;
    QStringList heads;
    for (int c = 0; c < model.columnCount(); ++c)
        heads << plainCell(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    lines << heads.join(u'\t');
    for (int row : rows) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(); ++c)
            cells << plainCell(cellText(model, row, c));
        lines << cells.join(u'\t');
    }
    return lines.join(u'\n') + u'\n';
}

QString QuoteTableClipboard::html(const QAbstractItemModel &model, const QList<int> &rows)
{
    QString out = QStringLiteral("<html><head><meta charset=\"utf-8\"></head><body>\n"
                                 "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                                 "style=\"border-collapse:collapse\">\n<thead><tr>");
    for (int c = 0; c < model.columnCount(); ++c)
        out += QStringLiteral("<th>%1</th>").arg(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString().toHtmlEscaped());
    out += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (int row : rows) {
        out += QStringLiteral("<tr>");
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(row, c);
            QString text = cellText(model, row, c).toHtmlEscaped();
            const QVariant font = model.data(index, Qt::FontRole);
            if (font.isValid() && font.value<QFont>().italic())
                text = QStringLiteral("<i>%1</i>").arg(text);
            if (font.isValid() && font.value<QFont>().bold())
                text = QStringLiteral("<b>%1</b>").arg(text);
            const QVariant alignment = model.data(index, Qt::TextAlignmentRole);
            const Qt::Alignment align = alignment.metaType() == QMetaType::fromType<Qt::Alignment>()
                ? alignment.value<Qt::Alignment>()
                : Qt::Alignment(alignment.toInt());
            out += align & Qt::AlignRight ? QStringLiteral("<td align=\"right\">%1</td>").arg(text)
                                          : QStringLiteral("<td>%1</td>").arg(text);
        }
        out += QStringLiteral("</tr>\n");
    }
    out += QStringLiteral("</tbody>\n</table>\n</body></html>\n");
    return out;
}

QMimeData *QuoteTableClipboard::mimeData(const QAbstractItemModel &model, const QList<int> &rows)
{
    auto *data = new QMimeData;
    data->setHtml(html(model, rows));
    data->setText(tabSeparated(model, rows));
    return data;
}

} // namespace cq
