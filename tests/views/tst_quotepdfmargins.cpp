// Long free text and the topology drawing stay inside the page margins of the quote PDF
// (issue #17): every word pdftotext -bbox finds lies between the 16 mm side margins of A4,
// a 300-character string without a space wraps (all of it still in the text), and the
// 16-node H100 drawing carries every cable count of its design.

#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"
#include "generator/catalogchoice.h"
#include "generator/fabricgenerator.h"
#include "../model/generatorfixtures.h"
#include "../model/testpricebook.h"
#include "../common/pdftext.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cq;

namespace {

// A4 is 595.28 x 841.89 pt; the writer's side margins are 16 mm = 45.35 pt.
constexpr qreal kPageWidthPt = 595.28;
constexpr qreal kSideMarginPt = 16 / 25.4 * 72;
constexpr qreal kTolerancePt = 0.5;

struct Word {
    QRectF box;
    QString text;
    int page = 0;
};

QList<Word> words(const QString &pdf)
{
    const QString html = test::runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    static const QRegularExpression word(QStringLiteral(
        "<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">([^<]*)</word>"));
    QList<Word> result;
    const QStringList pages = html.split(QStringLiteral("<page "));
    for (int p = 1; p < pages.size(); ++p) {
        for (auto it = word.globalMatch(pages.at(p)); it.hasNext();) {
            const auto m = it.next();
            result.append({QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                                  QPointF(m.captured(3).toDouble(), m.captured(4).toDouble())),
                           m.captured(5), p});
        }
    }
    return result;
}

/** Words that reach past a side margin, as "word (page n, x a-b)". */
QStringList outsideMargins(const QList<Word> &all)
{
    QStringList result;
    for (const Word &w : all) {
        if (w.box.left() < kSideMarginPt - kTolerancePt || w.box.right() > kPageWidthPt - kSideMarginPt + kTolerancePt)
            result << QStringLiteral("%1 (page %2, x %3-%4)").arg(w.text.left(30)).arg(w.page).arg(w.box.left())
                          .arg(w.box.right());
    }
    return result;
}

Design sixteenH100Nodes()
{
    FabricSpec spec = cqtest::superPodSpec(16);
    spec.railOptimized = false; // as `clusterquote generate --servers 16 ... --switch-ports 64`
    QString why;
    const auto t = CatalogChoice::choose(cqtest::generatorCatalog(), QStringLiteral("h100-sxm-80g"), &spec, &why);
    const auto c = t ? FabricGenerator::generate(spec, t->server, t->sw, &why) : std::nullopt;
    if (!c)
        qFatal("generate: %s", qPrintable(why));
    return c->design;
}

} // namespace

class TestQuotePdfMargins : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void longTextWrapsInsideTheMargins()
    {
        Design d = sixteenH100Nodes();
        QString token;
        while (token.size() < 300)
            token += QStringLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123");
        token.truncate(300); // one word, no break opportunity
        d.quote.quoteNumber = QStringLiteral("CQ-2026-0417");
        d.quote.date = QDate(2026, 4, 17);
        d.quote.notes = QStringLiteral("Delivery note: ") + token + QStringLiteral(" end of note.\n")
            + QStringLiteral("Second paragraph with ordinary words that wrap at spaces as usual. ").repeated(12);
        HiddenFeeCheck check;
        check.fee = HiddenFee::Bandwidth95th;
        check.state = HiddenFeeCheck::State::Unchecked;
        check.note = QStringLiteral("Ask the carrier: ") + token.toLower();
        d.quote.extras.checklist.append(check);
        QuotePdfOptions options;
        options.topology = d;
        options.assumptions << QStringLiteral("Rack reference ") + token.left(200);
        const QString pdf = m_dir.filePath(QStringLiteral("margins.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(d, test::seedPriceBook(), Term::Monthly), pdf, QStringLiteral("en"),
                                       options), QString());
        test::keepArtifact(pdf, 60);
        const QList<Word> all = words(pdf);
        QVERIFY(all.size() > 100);
        const QStringList outside = outsideMargins(all);
        QVERIFY2(outside.isEmpty(), qPrintable(outside.mid(0, 10).join(QStringLiteral("; "))));
        // Nothing clipped: the broken word is all there, in the notes, the checklist and the assumption.
        QString flat = test::pdfText(pdf, false);
        flat.remove(QRegularExpression(QStringLiteral("\\s")));
        QVERIFY(flat.contains(QStringLiteral("Deliverynote:") + token + QStringLiteral("endofnote.")));
        QVERIFY(flat.contains(QStringLiteral("Askthecarrier:") + token.toLower()));
        QVERIFY(flat.contains(QStringLiteral("Rackreference") + token.left(200)));
    }

    void sixteenNodeDrawingShowsEveryLink()
    {
        const Design d = sixteenH100Nodes();
        QuotePdfOptions options;
        options.topology = d;
        const QString pdf = m_dir.filePath(QStringLiteral("topology-16.pdf"));
        QCOMPARE(QuotePdfWriter::write(buildQuote(d, test::seedPriceBook(), Term::Monthly), pdf, QStringLiteral("en"),
                                       options), QString());
        test::keepArtifact(pdf, 70);
        const QList<Word> all = words(pdf);
        QStringList labels;
        for (const Word &w : all) {
            if (QRegularExpression(QStringLiteral("^x\\d+$")).match(w.text).hasMatch())
                labels << w.text;
        }
        // 16 server-leaf bundles of 8 NICs and 4 leaves x 2 spines of 16 uplinks: 128 + 128 cables.
        QCOMPARE(labels.count(QStringLiteral("x8")), 16);
        QCOMPARE(labels.count(QStringLiteral("x16")), 8);
        QCOMPARE(labels.size(), 24);
        QStringList names;
        for (const Word &w : all)
            names << w.text;
        for (const QString &name : {QStringLiteral("spine1"), QStringLiteral("spine2"), QStringLiteral("leaf4"),
                                    QStringLiteral("node1"), QStringLiteral("node16")})
            QVERIFY2(names.contains(name), qPrintable(name));
        QVERIFY(outsideMargins(all).isEmpty());
        QVERIFY(test::pdfText(pdf, false).simplified().contains(
            QStringLiteral("Each line stands for the cables between two boxes; the x number on it is how many.")));
        QVERIFY(!test::pdfText(pdf, false).contains(QStringLiteral("Drawn by tier"))); // nothing summarised
        // The spines' row is above the leaves', the leaves' above the servers'.
        const auto top = [&](const QString &name) {
            for (const Word &w : all) {
                if (w.text == name)
                    return w.box.top();
            }
            return -1.0;
        };
        QVERIFY(top(QStringLiteral("spine1")) < top(QStringLiteral("leaf1")));
        QVERIFY(top(QStringLiteral("leaf1")) < top(QStringLiteral("node1")));
        QCOMPARE(top(QStringLiteral("spine1")), top(QStringLiteral("spine2")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestQuotePdfMargins)
#include "tst_quotepdfmargins.moc"
