#pragma once

#include <QString>

#include <memory>

class QTranslator;

namespace cq {

/**
 * The wording of one customer document (quote, comparison, acceptance report) in the
 * document's own language, whatever the UI language: loads clusterquote_<language>.qm
 * (from @p catalogueDir; by default the catalogues built into cqviews under :/i18n) into a
 * translator of its own that is never installed on the application, so no other text and
 * no other thread sees it. Source texts are English, marked with QT_TRANSLATE_NOOP so that
 * lupdate finds them; a text the catalogue does not translate comes back as its English
 * source, so an English document stays English in a Chinese UI. Copies share the catalogue.
 */
class DocumentWording
{
public:
    /** @p language "en" (also "en_*") or "zh_CN" (also "zh", "zh-CN", "zh_*"); see isSupported(). */
    explicit DocumentWording(const QString &language, const QString &catalogueDir = QStringLiteral(":/i18n"));

    /** True for a language the customer documents are written in (English, Simplified Chinese). */
    static bool isSupported(const QString &language);
    bool isChinese() const { return m_chinese; }

    /** @p sourceText (UTF-8, English) of @p context translated, or the source text itself. */
    QString text(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                 int n = -1) const;

private:
    std::shared_ptr<const QTranslator> m_translator;
    bool m_chinese = false;
};

} // namespace cq
