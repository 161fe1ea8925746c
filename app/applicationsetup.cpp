#include "applicationsetup.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace cq {

namespace {
const QString kLanguageKey = QStringLiteral("ui/language");
}

void setUpApplication(QCoreApplication *app)
{
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterQuote"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("clusterquote.org"));
    QCoreApplication::setApplicationName(QStringLiteral("ClusterQuote"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CQ_VERSION));

    // The desktop entry's id ties the window to its launcher (Wayland) and finds the
    // installed icon; both are absent in a build tree, where Qt's default icon shows.
    if (qobject_cast<QGuiApplication *>(app)) {
        QGuiApplication::setDesktopFileName(QStringLiteral("org.clusterquote.ClusterQuote"));
        QGuiApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.clusterquote.ClusterQuote")));
    }

    // A language chosen in the app also decides how numbers and dates are written
    // (QLocale() everywhere); without a choice QLocale() already is the system locale.
    const QLocale locale = uiLocale();
    if (!chosenLanguage().isEmpty())
        QLocale::setDefault(locale);
    installTranslators(app, locale);
}

QString chosenLanguage()
{
    return QSettings().value(kLanguageKey).toString();
}

void setChosenLanguage(const QString &language)
{
    QSettings settings;
    if (language.isEmpty())
        settings.remove(kLanguageKey);
    else
        settings.setValue(kLanguageKey, language);
}

QLocale uiLocale()
{
    const QString chosen = chosenLanguage();
    return chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
}

bool installTranslators(QCoreApplication *app, const QLocale &locale, const QString &catalogueDir)
{
    auto *own = new QTranslator(app);
    bool ownLoaded = own->load(locale, QStringLiteral("clusterquote"), QStringLiteral("_"), catalogueDir);
    // The C/POSIX locale (a shell, CI) or a language without a catalogue reads English: load the
    // English catalogue then, which holds the plural forms ("2,048 cables", not "cable(s)").
    if (!ownLoaded)
        ownLoaded = own->load(QStringLiteral("clusterquote_en"), catalogueDir);
    if (ownLoaded)
        QCoreApplication::installTranslator(own);
    else
        delete own;
    // Qt has no English catalogue (its source strings are English); that is no failure.
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return ownLoaded;
}

} // namespace cq
