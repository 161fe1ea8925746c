// The compare PDF's table with two, three, four and six designs, in English and Simplified
// Chinese (a tester's finding: with four designs on the annual term the ranges wrapped and lost
// their maximum). With six the money ranges are wider than their columns and wrap after the dash. Every wrapped row must grow to hold both lines, and
// the table must stay inside the page's text width.
#include "../common/fixtureguard.h"
#include "../common/pdftext.h"
#include "../model/testpricebook.h"
#include "compare/comparepdfwriter.h"
#include "format/designformat.h"

#include <QApplication>
#include <QRectF>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

class TestComparePdfTable : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    struct Word {
        QRectF box; ///< points, origin top left of the page
        QString text;
    };

    /**
     * The designs of the tester's command, in its order, then its first two again as variants
     * "b": the first @p count of them (at most 6) on the annual term.
     */
    static Comparison comparison(int count)
    {
        QList<ComparisonBuilder::Entry> entries;
        const char *names[] = {"a100-4node-ib.cqd", "h100-4node-ib.cqd", "ascend-4node-roce.cqd", "a100-2node-ib.cqd",
                               "a100-4node-ib.cqd", "h100-4node-ib.cqd"};
        for (int i = 0; i < count; ++i) {
            const QString name = QLatin1String(names[i]);
            const DesignReadResult read = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + name);
            entries.append({i < 4 ? name : name.chopped(4) + QStringLiteral("-b.cqd"), read.design});
        }
        CompareInputs inputs;
        inputs.whatIf.term = Term::Annual;
        return ComparisonBuilder::compare(entries, test::seedPriceBook(), inputs);
    }

    /** Page 1's words with their boxes, from `pdftotext -bbox` (poppler-utils); empty without it. */
    static QList<Word> pageOneWords(const QString &pdf)
    {
        const QString bbox = test::runTool(QStringLiteral("pdftotext"),
                                           {QStringLiteral("-bbox"), QStringLiteral("-f"), QStringLiteral("1"),
                                            QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")});
        static const QRegularExpression wordRe(QStringLiteral(
            R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
        QList<Word> words;
        for (auto it = wordRe.globalMatch(bbox); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            words.append({QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                                 QPointF(m.captured(3).toDouble(), m.captured(4).toDouble())),
                          m.captured(5).normalized(QString::NormalizationForm_KC)});
        }
        return words;
    }

    /** "1542193.15" as the PDF shows money: "1,542,193.15" (grouped by three, two decimals). */
    static QString grouped(const QString &plain)
    {
        QString whole = plain.section(u'.', 0, 0);
        for (qsizetype at = whole.size() - 3; at > 0; at -= 3)
            whole.insert(at, u',');
        return whole + u'.' + plain.section(u'.', 1);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void table_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("designs");
        for (const char *language : {"en", "zh_CN"})
            for (int designs : {2, 3, 4, 6})
                QTest::addRow("%s, %d designs", language, designs) << QString::fromLatin1(language) << designs;
    }

    void table()
    {
        QFETCH(QString, language);
        QFETCH(int, designs);
        const Comparison c = comparison(designs);
        QCOMPARE(c.designs.size(), designs);
        const QString pdf = m_dir.filePath(QStringLiteral("compare-%1-%2.pdf").arg(language).arg(designs));
        const QString error = ComparePdfWriter::write(c, {}, pdf, language);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        test::keepArtifact(pdf, 60);
        const QList<Word> words = pageOneWords(pdf);
        CQ_REQUIRE_FIXTURE(!words.isEmpty(), "pdftotext (poppler-utils) is not installed");

        // A4 landscape is 841.89 pt wide; the compare PDF's margins are 14 mm left and right
        // (14 x 72 / 25.4 = 39.69 pt): text from x = 39.69 to 841.89 - 39.69 = 802.20 pt.
        QSet<QString> texts;
        for (const Word &w : words) {
            texts.insert(w.text);
            QVERIFY2(w.box.left() >= 39.69 - 0.5 && w.box.right() <= 802.20 + 0.5,
                     qPrintable(QStringLiteral("%1 spans x = %2-%3 pt").arg(w.text).arg(w.box.left()).arg(w.box.right())));
        }
        // A wrapped cell whose row does not grow paints its second line over the next row.
        for (int i = 0; i < words.size(); ++i)
            for (int j = i + 1; j < words.size(); ++j) {
                const QRectF both = words.at(i).box.intersected(words.at(j).box);
                QVERIFY2(both.width() < 0.5 || both.height() < 0.5,
                         qPrintable(words.at(i).text + QStringLiteral(" overlaps ") + words.at(j).text));
            }
        // Both ends of every money range the comparison holds, each whole (not "83,714."); a figure
        // whose quote misses a price (the test book has no SW-IB-NDR-64 for the H100) reads "price missing".
        int ends = 0;
        for (const DesignFigures &d : c.designs) {
            QList<MoneyRange> ranges;
            if (d.monthlyPriceMissing.isEmpty())
                ranges << d.monthly;
            if (d.annualPriceMissing.isEmpty())
                ranges << d.annual;
            if (d.runCost.max > Money() && !d.runPriceMissing())
                ranges << d.runCost; // a design that cannot train shows "-"
            for (const MoneyRange &range : ranges)
                for (const Money &end : {range.min, range.max}) {
                    QVERIFY2(texts.contains(grouped(end.toDecimalString())),
                             qPrintable(d.name + QStringLiteral(": ") + grouped(end.toDecimalString()) +
                                        QStringLiteral(" is not a word on page 1")));
                    ++ends;
                }
        }
        // The test book (testpricebook.h) prices neither SW-IB-NDR-64 nor SRV-910B-8-ROCE: h100-4node-ib,
        // ascend-4node-roce and h100-4node-ib-b have their 4 cost rows "price missing". Ranges left, 2 ends
        // each: a100-4node-ib monthly, annual, run (3); a100-2node-ib monthly, annual (no run: 2);
        // a100-4node-ib-b 3. 2 designs: 3 ranges, 3: 3, 4: 5, 6: 8.
        const int ranges = designs >= 6 ? 8 : designs >= 4 ? 5 : 3;
        QCOMPARE(ends, 2 * ranges);
        const int unpriced = designs >= 6 ? 3 : designs >= 3 ? 2 : 1;
        const QString missing = language == QLatin1String("en") ? QStringLiteral("missing") : QStringLiteral("价格缺失");
        int cells = 0;
        for (const Word &w : words)
            cells += w.text == missing ? 1 : 0;
        QCOMPARE(cells, 4 * unpriced);
    }
};

QTEST_MAIN(TestComparePdfTable)
#include "tst_comparepdftable.moc"
