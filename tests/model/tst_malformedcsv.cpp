#include "format/pricebookcsv.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

// The hostile price-list corpus (tests/malformed/csv/*.csv, expected.tsv beside it): each
// file is refused whole with "line N: reason" (the manifest's words) and the items passed in
// stay exactly as they were, so an import is never half applied.
class TestMalformedCsv : public QObject
{
    Q_OBJECT

    static QString corpusDir() { return QStringLiteral(CQ_SOURCE_DIR "/tests/malformed/csv"); }

private slots:
    void refusedWhole_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("fragment");
        QFile manifest(QDir(corpusDir()).filePath(QStringLiteral("expected.tsv")));
        QVERIFY(manifest.open(QIODevice::ReadOnly));
        int rows = 0;
        for (const QByteArray &line : manifest.readAll().split('\n')) {
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QList<QByteArray> cols = line.split('\t');
            QVERIFY(cols.size() >= 2);
            QTest::newRow(cols[0].constData()) << QString::fromUtf8(cols[0]) << QString::fromUtf8(cols[1]);
            ++rows;
        }
        QVERIFY2(rows >= 10, "the corpus holds at least 10 files");
    }

    void refusedWhole()
    {
        QFETCH(QString, file);
        QFETCH(QString, fragment);
        QFile f(QDir(corpusDir()).filePath(file));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
        cq::PriceItem kept;
        kept.sku = QStringLiteral("KEPT");
        kept.name = QStringLiteral("kept");
        QList<cq::PriceItem> items{kept};
        QString error;
        QVERIFY(!cq::PriceBookCsv::read(f.readAll(), &items, &error));
        QVERIFY2(QRegularExpression(QStringLiteral("^line \\d+: ")).match(error).hasMatch(), qPrintable(error));
        QVERIFY2(error.contains(fragment), qPrintable(error));
        QCOMPARE(items, QList<cq::PriceItem>{kept});
        qInfo("%s: %s", qPrintable(file), qPrintable(error)); // the messages, for the report
    }

    // The seed file the fuzzer starts from is good: the corpus tests the refusals, not a
    // reader that refuses everything.
    void goodFileImports()
    {
        QFile f(QStringLiteral(CQ_SOURCE_DIR "/tests/fuzz/corpus/pricebook_csv/three-items.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QList<cq::PriceItem> items;
        QString error;
        QVERIFY2(cq::PriceBookCsv::read(f.readAll(), &items, &error), qPrintable(error));
        QCOMPARE(items.size(), 3);
        QCOMPARE(items.at(1).name, QStringLiteral("IB port, HDR"));
        QCOMPARE(items.at(1).price.min.fen(), 20000); // "200.00" = 20,000 fen
        QCOMPARE(items.at(1).source, QStringLiteral("estimate, \"sales\""));
    }
};

QTEST_MAIN(TestMalformedCsv)
#include "tst_malformedcsv.moc"
