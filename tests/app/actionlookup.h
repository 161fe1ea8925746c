#pragma once

// Finding a window's menu action by its visible text (the tests of app/ share this).

#include <QAction>
#include <QWidget>

namespace cqtest {

/** The action of @p window whose text, without its & mnemonic marker, is @p text; nullptr if none. */
inline QAction *findAction(QWidget *window, const QString &text)
{
    for (QAction *a : window->findChildren<QAction *>()) {
        if (a->text().remove(u'&') == text)
            return a;
    }
    return nullptr;
}

} // namespace cqtest
