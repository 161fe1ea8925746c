#include "languagemenu.h"

#include "applicationsetup.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMessageBox>
#include <QProcess>

namespace cq {

LanguageMenu::LanguageMenu(QWidget *window, std::function<QString()> currentFile, QWidget *parent)
    : QMenu(tr("&Language"), parent)
    , m_window(window)
    , m_currentFile(std::move(currentFile))
    , m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    const QString current = chosenLanguage();
    for (const QString &language : languages()) {
        // A language is listed in its own words, so a user who cannot read the current UI
        // language still finds theirs; only "System language" follows the UI.
        QString label = tr("&System Language");
        if (language == QLatin1String("en"))
            label = QStringLiteral("English");
        else if (language == QLatin1String("zh_CN"))
            label = QStringLiteral("简体中文");
        QAction *action = addAction(label);
        action->setObjectName(QStringLiteral("language_") + (language.isEmpty() ? QStringLiteral("system") : language));
        action->setCheckable(true);
        action->setChecked(language == current);
        action->setData(language);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { choose(language); });
    }
}

QStringList LanguageMenu::languages()
{
    return {QString(), QStringLiteral("en"), QStringLiteral("zh_CN")};
}

void LanguageMenu::choose(const QString &language)
{
    if (language == chosenLanguage())
        return;
    setChosenLanguage(language);
    emit languageChosen(language);
    offerRestart();
}

void LanguageMenu::offerRestart()
{
    // Every window, dock and delegate would have to retranslate itself for a live switch;
    // a restart gives the same result with the design reopened.
    const auto answer = QMessageBox::question(
        m_window, tr("Language Changed"),
        tr("The new language is used the next time ClusterQuote starts. Restart now?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    const QString file = m_currentFile ? m_currentFile() : QString();
    if (!m_window->close()) // the user cancelled the save question
        return;
    QStringList arguments;
    if (!file.isEmpty())
        arguments << file;
    QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments);
}

} // namespace cq
