#pragma once

#include "quote/pricebook.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace cq {

class CompareView;

/**
 * File > Compare Designs...: picks two or more design files, loads them and opens a compare
 * window (CompareView) whose what-if sliders re-run the comparison on a CompareRunner worker,
 * so moving a slider never blocks the window. Prices come from the main window's price book.
 */
class CompareActions : public QObject
{
    Q_OBJECT
public:
    CompareActions(std::function<PriceBook()> priceBook, QWidget *window);

    /** Adds "Compare Designs..." to @p menu. */
    void populate(QMenu *menu);
    QAction *compareAction() const { return m_compare; }
    /**
     * Opens a compare window on @p paths (two or more .cqd files) and starts the first run.
     * Returns the view, or nullptr after telling the user which file could not be read: in
     * @p error when given (tests), else in a message box.
     */
    CompareView *openComparison(const QStringList &paths, QString *error = nullptr);

signals:
    void statusMessage(const QString &message);

private:
    void chooseFiles();

    std::function<PriceBook()> m_priceBook;
    QWidget *m_window;
    QAction *m_compare;
};

} // namespace cq
