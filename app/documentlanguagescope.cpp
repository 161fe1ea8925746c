#include "documentlanguagescope.h"

#include <QCoreApplication>
#include <QLocale>
#include <QThread>
#include <QTranslator>

namespace cq {

namespace {

/**
 * The document's catalogue, and the English source text for whatever it does not translate;
 * only on the thread that opened the scope. A worker thread (an analysis running meanwhile)
 * gets a null answer, so QCoreApplication::translate goes on to the UI's translator and the
 * worker's texts stay in the UI's language.
 */
class DocumentTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        if (QThread::currentThread() != m_owner)
            return {};
        const QString translated = QTranslator::translate(context, sourceText, disambiguation, n);
        return translated.isNull() && sourceText ? QString::fromUtf8(sourceText) : translated;
    }
    // Never empty: even without a catalogue it answers (in English), so it must be searched.
    bool isEmpty() const override { return false; }

private:
    const QThread *m_owner = QThread::currentThread();
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
