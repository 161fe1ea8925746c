#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace cq {

/**
 * Names the application (organisation, name, version: they decide the QSettings and data
 * paths), makes the UI locale the default QLocale (numbers and dates follow it) and installs
 * the translators for it: ClusterQuote's own catalogue and Qt's qtbase translations.
 */
void setUpApplication(QCoreApplication *app);

/** The UI language chosen in View > Language ("en", "zh_CN"), or empty: follow the system. */
QString chosenLanguage();
/** Remembers @p language ("en", "zh_CN", or empty for the system's) for the next start. */
void setChosenLanguage(const QString &language);
/** The locale the UI runs in: the chosen language, else the system locale. */
QLocale uiLocale();

/**
 * Installs the translators for @p locale: clusterquote_<lang>.qm from @p catalogueDir (the
 * catalogues built into the executable by default) and Qt's qtbase_<lang>.qm from Qt's
 * translations path (/usr/share/qt6/translations, package qt6-translations-l10n), which
 * translates Qt's own dialogs and buttons. A locale without a catalogue of its own (C, POSIX,
 * a language ClusterQuote is not translated into) gets the English one, which holds the English
 * plural forms. Returns whether a ClusterQuote catalogue loaded.
 */
bool installTranslators(QCoreApplication *app, const QLocale &locale,
                        const QString &catalogueDir = QStringLiteral(":/i18n"));

} // namespace cq
