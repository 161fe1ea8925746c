// PriceBookDialog's Save (issue #21, optimistic saves): the window closes only when everything
// is saved; prices someone else saved first are shown, theirs and yours, and saved as the user
// chooses; nothing the user typed is lost on the way.
#include "pricebookdialog.h"

#include "priceconflictdialog.h"
#include "pricebooktablemodel.h"
#include "quote/pricechanges.h"

#include <QLabel>

namespace cq {

namespace {
using Keys = QList<std::pair<QString, QString>>;

/** The (SKU, region) of each conflict whose @p pick is true (all when @p pick is empty). */
Keys keysOf(const QList<PriceConflict> &conflicts, const QList<bool> &pick = {})
{
    Keys keys;
    for (int i = 0; i < conflicts.size(); ++i) {
        if (pick.isEmpty() || pick.value(i))
            keys.append({conflicts.at(i).sku, conflicts.at(i).region});
    }
    return keys;
}

/** A conflict where both sides hold the same (both removed, or the same fields): nothing to ask. */
bool sameOnBothSides(const PriceConflict &c)
{
    return c.theirs.has_value() == c.yours.has_value() && (!c.theirs || *c.theirs == *c.yours);
}
} // namespace

void PriceBookDialog::save()
{
    if (!m_saveHandler) {
        accept();
        return;
    }
    // Each round saves what is left; another conflict means someone saved again meanwhile.
    for (int round = 0; round < 5; ++round) {
        if (saveRound())
            return;
    }
    m_status->setText(tr("The prices you chose keep being changed by someone else; your values are still in the "
                         "table. Save again in a moment."));
}

bool PriceBookDialog::saveRound()
{
    const PriceBook edited = priceBook();
    PriceBook current;
    QList<PriceConflict> conflicts;
    QString message;
    if (m_saveHandler(edited, m_book, &current, &conflicts, &message)) {
        m_book = current;
        accept();
        return true;
    }
    if (conflicts.isEmpty()) { // nothing saved: the window stays, with everything typed
        m_status->setText(tr("Not saved: %1").arg(message));
        return true;
    }
    // The rest is saved: from here the editor works on the book as stored now.
    QList<PriceConflict> asked;
    for (const PriceConflict &conflict : std::as_const(conflicts)) {
        if (!sameOnBothSides(conflict))
            asked << conflict;
    }
    const std::optional<QList<bool>> choices = asked.isEmpty() ? QList<bool>() : askAboutConflicts(asked);
    m_version->setText(QString::number(current.version));
    if (!choices) {
        // Back to the editor: the table keeps the user's values of those prices; the next Save
        // compares them with the versions first read, so it asks again instead of overwriting.
        const Keys keys = keysOf(asked);
        m_model->setItems(withRowsFrom(current.items, keys, edited.items));
        PriceBook loaded = current;
        loaded.items = withRowsFrom(current.items, keys, m_book.items);
        m_book = loaded;
        m_status->setText(tr("%n price(s) changed by someone else were not saved; your values are still in the table. "
                             "Save again to choose theirs or yours.", nullptr, int(asked.size())));
        return true;
    }
    const Keys yours = keysOf(asked, *choices);
    m_model->setItems(withRowsFrom(current.items, yours, edited.items));
    m_book = current;
    if (yours.isEmpty()) { // theirs everywhere: everything else is saved
        accept();
        return true;
    }
    return false; // save the overwrites against the versions just read
}

std::optional<QList<bool>> PriceBookDialog::askAboutConflicts(const QList<PriceConflict> &conflicts)
{
    if (m_chooseConflicts)
        return m_chooseConflicts(conflicts);
    PriceConflictDialog dialog(conflicts, m_model->isInternalMode(), this);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.overwriteWithYours();
}

} // namespace cq
