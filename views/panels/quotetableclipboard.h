#pragma once

#include <QList>
#include <QString>

class QAbstractItemModel;
class QMimeData;

namespace cq {

/**
 * Rows of a table model as the clipboard carries a table: text/html (one <table> with the
 * column heads, UTF-8, the cells as displayed, e.g. money "71,776.00", numbers right-aligned,
 * bold and italic kept) and tab-separated text/plain, so that a paste into Excel, WeCom or
 * an e-mail gives a table. Used by the quote table (QuoteTableWidget).
 */
class QuoteTableClipboard
{
public:
    /** The html and the plain text of @p rows (model rows, in this order), with the heads first. */
    static QMimeData *mimeData(const QAbstractItemModel &model, const QList<int> &rows);
    /** The <table> of @p rows; the whole html document mimeData() carries. */
    static QString html(const QAbstractItemModel &model, const QList<int> &rows);
    /** One line per row, cells separated by tabs (a tab or line break inside a cell becomes a space). */
    static QString tabSeparated(const QAbstractItemModel &model, const QList<int> &rows);
};

} // namespace cq
