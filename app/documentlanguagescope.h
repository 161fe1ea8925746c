#pragma once

#include <QString>

#include <memory>

class QTranslator;

namespace cq {

/**
 * While it lives, tr() and QCoreApplication::translate() answer in a customer document's
 * language instead of the UI's: texts made then (a quote's notes and warnings, an acceptance
 * report's findings) come out in the document's language. Installs clusterquote_<language>.qm
 * (from @p catalogueDir, the catalogues built into the executable by default) as the newest
 * translator, so it is searched first; a message it has no translation for answers with its
 * English source text rather than falling through to the UI's translator, so an English
 * document stays English in a Chinese UI (the English catalogue holds only the plural forms).
 * The destructor removes it again; the UI's translators are never touched.
 *
 * Only for texts the model composes with tr() (a quote's notes and warnings, an acceptance
 * report's findings: made in model/ layers that cannot see the views' DocumentWording); the
 * PDF writers word their own texts through DocumentWording and need no scope. It answers only
 * on the thread that opened it, so an analysis on a worker thread meanwhile keeps the UI's
 * language. Keep the scope around the model call alone.
 */
class DocumentLanguageScope
{
public:
    /** @p language "en" or "zh_CN" (any QLocale name; one without a catalogue gives English). */
    explicit DocumentLanguageScope(const QString &language,
                                   const QString &catalogueDir = QStringLiteral(":/i18n"));
    ~DocumentLanguageScope();
    DocumentLanguageScope(const DocumentLanguageScope &) = delete;
    DocumentLanguageScope &operator=(const DocumentLanguageScope &) = delete;

private:
    std::unique_ptr<QTranslator> m_translator;
};

} // namespace cq
