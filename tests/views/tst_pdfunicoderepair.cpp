#include "pdf/pdfunicoderepair.h"

#include <QFont>
#include <QTest>

using cq::PdfUnicodeRepair;

namespace {
QRawFont notoSc()
{
    QFont font(QStringLiteral("Noto Sans CJK SC"));
    font.setPixelSize(20);
    return QRawFont::fromFont(font, QFontDatabase::SimplifiedChinese);
}

// A ToUnicode map as Qt 6.4 writes it: the lowest code point per glyph wins, so 页 (U+9875)
// comes out as the radical ⻚ (U+2EDA), 目 (U+76EE) as ⽬ (U+2F6C), 户 (U+6237) as ⼾ (U+2F3E,
// which NFKC turns into the traditional 戶, not back into 户).
const QByteArray kQtMap = "2 beginbfrange\n"
                          "<0000> <0000> <0000>\n"
                          "<0001> <0005> [<2EDA> <2F6C> <2F3E> <0041> <5BA2>]\n"
                          "endbfrange\n"
                          "1 beginbfchar\n"
                          "<0006> <2EDA>\n"
                          "endbfchar\n";
} // namespace

class TestPdfUnicodeRepair : public QObject
{
    Q_OBJECT
private slots:
    void repairsSharedGlyphs()
    {
        const QRawFont font = notoSc();
        QVERIFY2(font.familyName().contains(QLatin1String("Noto Sans CJK")), qPrintable(font.familyName()));
        // Precondition of the repair: the font really shares these glyphs.
        QCOMPARE(font.glyphIndexesForString(QStringLiteral("页")), font.glyphIndexesForString(QStringLiteral("⻚")));
        QCOMPARE(font.glyphIndexesForString(QStringLiteral("户")), font.glyphIndexesForString(QStringLiteral("⼾")));
        QByteArray pdf = kQtMap;
        const int changed = PdfUnicodeRepair::repair(&pdf, QStringLiteral("客户目录第1页A"), font);
        QCOMPARE(changed, 4); // 页, 目, 户 in the range, 页 in the bfchar; A and 客 were drawn as mapped
        QVERIFY2(pdf.contains("[<9875> <76EE> <6237> <0041> <5BA2>]"), pdf.constData());
        QVERIFY2(pdf.contains("<0006> <9875>"), pdf.constData());
        QVERIFY(pdf.contains("<0000> <0000> <0000>")); // keys untouched
        QCOMPARE(pdf.size(), kQtMap.size());          // byte offsets of the PDF stay valid
    }

    void keepsWhatWasDrawn()
    {
        QByteArray pdf = kQtMap;
        // The radicals themselves were drawn: nothing to change.
        QCOMPARE(PdfUnicodeRepair::repair(&pdf, QStringLiteral("⻚⽬⼾A客"), notoSc()), 0);
        QCOMPARE(pdf, kQtMap);
    }
};

QTEST_MAIN(TestPdfUnicodeRepair)
#include "tst_pdfunicoderepair.moc"
