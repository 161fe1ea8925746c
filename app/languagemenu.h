#pragma once

#include <QMenu>

#include <functional>

class QActionGroup;

namespace cq {

/**
 * View > Language: the system's language, English or Simplified Chinese. The choice is kept
 * in QSettings (ui/language, read by setUpApplication() at the next start) and the user is
 * offered a restart, which reopens @p currentFile's result once the window has closed (so an
 * unsaved design is asked about first). Language names are written in their own language.
 */
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    /**
     * @p window is closed for a restart; @p currentFile returns the open design's path
     * (empty for an unsaved one) to reopen after the restart.
     */
    LanguageMenu(QWidget *window, std::function<QString()> currentFile, QWidget *parent = nullptr);

    /** The language codes offered, in menu order: "" (system), "en", "zh_CN". */
    static QStringList languages();

signals:
    /** The user picked @p language (already stored); emitted before the restart question. */
    void languageChosen(const QString &language);

private:
    void choose(const QString &language);
    void offerRestart();

    QWidget *m_window;
    std::function<QString()> m_currentFile;
    QActionGroup *m_group;
};

} // namespace cq
