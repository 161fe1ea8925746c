#pragma once

#include <QByteArray>
#include <QRawFont>
#include <QString>

namespace cq {

/**
 * Repairs the text (ToUnicode) maps of a PDF written by Qt 6.4 so that copying or
 * extracting Chinese text gives the characters that were drawn.
 *
 * Qt maps each embedded glyph back to the *lowest* code point that uses it
 * (QFontSubset::getReverseMap). Noto Sans CJK shares glyphs between ideographs and the
 * radical blocks, so 页 extracts as ⻚ (U+2EDA), 目 as ⽬ (U+2F6C) and 户 as ⼾ (U+2F3E).
 * NFKC fixes only the last two, and turns ⼾ into the traditional 戶. The repair replaces
 * every mapped code point that was not drawn by the drawn character that has the same
 * glyph in @p cjkFont.
 * Each entry keeps its length (four hex digits), so the PDF's byte offsets stay valid.
 * Maps Qt does not write as plain "<XXXX>" entries (e.g. compressed) are left alone.
 */
class PdfUnicodeRepair
{
public:
    /**
     * @p pdf is rewritten in place; @p drawnText holds (at least) every character painted;
     * returns the number of map entries changed.
     */
    static int repair(QByteArray *pdf, const QString &drawnText, const QRawFont &cjkFont);
};

} // namespace cq
