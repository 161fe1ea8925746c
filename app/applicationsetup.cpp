#include "applicationsetup.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace cq {

void setUpApplication(QCoreApplication *app)
{
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterQuote"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("clusterquote.org"));
    QCoreApplication::setApplicationName(QStringLiteral("ClusterQuote"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CQ_VERSION));

    const QString chosen = QSettings().value(QStringLiteral("ui/language")).toString();
    const QLocale locale = chosen.isEmpty() ? QLocale() : QLocale(chosen);
    auto *own = new QTranslator(app);
    if (own->load(locale, QStringLiteral("clusterquote"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace cq
