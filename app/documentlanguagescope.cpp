#include "documentlanguagescope.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace cq {

namespace {

/** The document's catalogue, and the English source text for whatever it does not translate. */
class DocumentTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        const QString translated = QTranslator::translate(context, sourceText, disambiguation, n);
        return translated.isNull() && sourceText ? QString::fromUtf8(sourceText) : translated;
    }
    // Never empty: even without a catalogue it answers (in English), so it must be searched.
    bool isEmpty() const override { return false; }
};

} // namespace

DocumentLanguageScope::DocumentLanguageScope(const QString &language, const QString &catalogueDir)
    : m_translator(std::make_unique<DocumentTranslator>())
{
    // No catalogue (an English one is only built with the application) leaves the source texts.
    (void)m_translator->load(QLocale(language), QStringLiteral("clusterquote"), QStringLiteral("_"), catalogueDir);
    QCoreApplication::installTranslator(m_translator.get());
}

DocumentLanguageScope::~DocumentLanguageScope()
{
    QCoreApplication::removeTranslator(m_translator.get());
}

} // namespace cq
