#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cq {

namespace {

/** "&Open…" -> "Open", "Save &As…" -> "Save As"; a literal "&&" stays one "&". */
QString plainText(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    else if (text.endsWith(QStringLiteral("...")))
        text.chop(3);
    return text.trimmed();
}

void collect(QMenu *menu, const QString &path, QSet<QAction *> *seen, QList<ShortcutsDialog::Row> *rows)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || seen->contains(action))
            continue;
        seen->insert(action);
        if (QMenu *sub = action->menu()) {
            collect(sub, path + QStringLiteral(" > ") + plainText(sub->title()), seen, rows);
            continue;
        }
        if (!action->shortcuts().isEmpty())
            rows->append({path, plainText(action->text()), action->shortcuts()});
    }
}

} // namespace

QList<ShortcutsDialog::Row> ShortcutsDialog::rows(QMainWindow *window)
{
    QList<Row> rows;
    QSet<QAction *> seen;
    for (QAction *top : window->menuBar()->actions()) {
        if (QMenu *menu = top->menu())
            collect(menu, plainText(menu->title()), &seen, &rows);
    }
    // Keys that act on the canvas or a dock without a menu entry.
    for (QAction *action : window->findChildren<QAction *>()) {
        if (seen.contains(action) || action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        seen.insert(action);
        rows.append({tr("Other"), plainText(action->text()), action->shortcuts()});
    }
    return rows;
}

QString ShortcutsDialog::keysText(const QList<QKeySequence> &keys)
{
    QStringList texts;
    for (const QKeySequence &key : keys)
        texts.append(key.toString(QKeySequence::NativeText));
    return texts.join(QStringLiteral(", "));
}

ShortcutsDialog::ShortcutsDialog(QMainWindow *window)
    : QDialog(window)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<Row> list = rows(window);
    auto *table = new QTableWidget(int(list.size()), 3, this);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int r = 0; r < list.size(); ++r) {
        table->setItem(r, 0, new QTableWidgetItem(list[r].menu));
        table->setItem(r, 1, new QTableWidgetItem(list[r].action));
        table->setItem(r, 2, new QTableWidgetItem(keysText(list[r].keys)));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(620, 560);
}

} // namespace cq
