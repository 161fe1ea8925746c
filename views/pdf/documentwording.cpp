#include "documentwording.h"

#include <QLocale>
#include <QTranslator>

namespace cq {

DocumentWording::DocumentWording(const QString &language, const QString &catalogueDir)
    : m_chinese(language.startsWith(QLatin1String("zh")))
{
    auto translator = std::make_shared<QTranslator>();
    // English has no catalogue of its own texts (clusterquote_en.qm holds only plural
    // forms): a failed or partial load leaves the English source texts, as wanted.
    (void)translator->load(QLocale(QString(language).replace(u'-', u'_')), QStringLiteral("clusterquote"),
                           QStringLiteral("_"), catalogueDir);
    m_translator = std::move(translator);
}

bool DocumentWording::isSupported(const QString &language)
{
    return language == QLatin1String("en") || language.startsWith(QLatin1String("en_"))
        || language == QLatin1String("zh") || language.startsWith(QLatin1String("zh_"))
        || language.startsWith(QLatin1String("zh-"));
}

QString DocumentWording::text(const char *context, const char *sourceText, const char *disambiguation, int n) const
{
    QString text = m_translator->translate(context, sourceText, disambiguation, n);
    if (text.isEmpty())
        text = QString::fromUtf8(sourceText);
    // As QCoreApplication::translate does: QTranslator picks the plural form but leaves its %n,
    // translated or not, to the caller.
    if (n >= 0)
        text.replace(QLatin1String("%n"), QString::number(n));
    return text;
}

} // namespace cq
