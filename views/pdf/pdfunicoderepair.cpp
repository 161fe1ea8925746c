#include "pdfunicoderepair.h"

#include <QHash>
#include <QSet>

namespace cq {

namespace {

/** Replacement code point for each code point (BMP) that shares a glyph with a drawn one. */
class Replacements
{
public:
    Replacements(const QString &drawnText, const QRawFont &font) : m_font(font)
    {
        for (QChar c : drawnText) {
            if (c.isSurrogate() || m_drawn.contains(c.unicode()))
                continue;
            m_drawn.insert(c.unicode());
            if (const quint32 glyph = glyphOf(c.unicode()))
                m_drawnByGlyph.insert(glyph, c.unicode()); // a later duplicate glyph: either is right
        }
    }

    /** The drawn character to map instead of @p codePoint, or 0 to keep it. */
    ushort replacementFor(ushort codePoint) const
    {
        if (m_drawn.contains(codePoint))
            return 0;
        const quint32 glyph = glyphOf(codePoint);
        return glyph ? m_drawnByGlyph.value(glyph, 0) : 0;
    }

private:
    quint32 glyphOf(ushort codePoint) const
    {
        const QList<quint32> glyphs = m_font.glyphIndexesForString(QString(QChar(codePoint)));
        return glyphs.isEmpty() ? 0 : glyphs.first();
    }

    QRawFont m_font;
    QSet<ushort> m_drawn;
    QHash<quint32, ushort> m_drawnByGlyph;
};

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/** Reads "<XXXX>" at @p pos; -1 if there is none. */
int codeAt(const QByteArray &data, qsizetype pos)
{
    if (pos + 6 > data.size() || data.at(pos) != '<' || data.at(pos + 5) != '>')
        return -1;
    int value = 0;
    for (int i = 1; i <= 4; ++i) {
        const int digit = hexValue(data.at(pos + i));
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

/**
 * Rewrites the target code points of one section's lines, "<cid> <cid> [<u> <u> ...]" in a
 * bfrange (only array targets, or a single target of a one-CID range) or "<cid> <u>" in a bfchar.
 */
int repairSection(QByteArray *pdf, qsizetype begin, qsizetype end, bool range, const Replacements &repl)
{
    int changed = 0;
    qsizetype lineStart = begin;
    while (lineStart < end) {
        qsizetype lineEnd = pdf->indexOf('\n', lineStart);
        if (lineEnd < 0 || lineEnd > end)
            lineEnd = end;
        QList<qsizetype> tokens;
        for (qsizetype p = pdf->indexOf('<', lineStart); p >= 0 && p < lineEnd; p = pdf->indexOf('<', p + 1)) {
            if (codeAt(*pdf, p) >= 0)
                tokens.append(p);
        }
        const int keys = range ? 2 : 1;
        const bool fixable = !range || pdf->mid(lineStart, lineEnd - lineStart).contains('[')
                             || (tokens.size() == 3 && codeAt(*pdf, tokens[0]) == codeAt(*pdf, tokens[1]));
        for (qsizetype t = keys; fixable && t < tokens.size(); ++t) {
            const ushort replacement = repl.replacementFor(ushort(codeAt(*pdf, tokens[t])));
            if (replacement) {
                pdf->replace(tokens[t] + 1, 4, QByteArray::number(replacement, 16).toUpper().rightJustified(4, '0'));
                ++changed;
            }
        }
        lineStart = lineEnd + 1;
    }
    return changed;
}

/** Repairs every "begin<kind>" ... "end<kind>" section of the maps. */
int repairSections(QByteArray *pdf, bool range, const Replacements &repl)
{
    const QByteArray beginTag = range ? "beginbfrange" : "beginbfchar";
    const QByteArray endTag = range ? "endbfrange" : "endbfchar";
    int changed = 0;
    for (qsizetype begin = pdf->indexOf(beginTag); begin >= 0; begin = pdf->indexOf(beginTag, begin + 1)) {
        const qsizetype end = pdf->indexOf(endTag, begin);
        if (end < 0)
            break;
        changed += repairSection(pdf, begin + beginTag.size(), end, range, repl);
    }
    return changed;
}

} // namespace

int PdfUnicodeRepair::repair(QByteArray *pdf, const QString &drawnText, const QRawFont &cjkFont)
{
    if (!cjkFont.isValid())
        return 0;
    const Replacements replacements(drawnText, cjkFont);
    return repairSections(pdf, true, replacements) + repairSections(pdf, false, replacements);
}

} // namespace cq
