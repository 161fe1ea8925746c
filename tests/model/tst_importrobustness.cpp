#include "../common/fixtureguard.h"
#include "acceptance/acceptance.h"
#include "realoutputs.h"

#include <QDir>
#include <QRandomGenerator>
#include <QtTest>

using namespace cq;

/**
 * Every reader on damaged copies of every real output: each line-prefix (a paste cut short),
 * seeded random byte flips, and random bytes. None may crash or hang, and every diagnostic
 * must name the file ("file:" prefix) and, when it has one, a line inside the text. A quick
 * in-tree stand-in for the libFuzzer targets (tests/fuzz), which call the same functions.
 */
class TstImportRobustness : public QObject
{
    Q_OBJECT

    static void readAll(const QByteArray &text, int *diagnostics)
    {
        const qsizetype lines = text.count('\n') + 1;
        for (ImportKind kind : {ImportKind::Topo, ImportKind::IbStat, ImportKind::IbNetDiscover, ImportKind::Nccl,
                                ImportKind::Ethtool, ImportKind::GpuUtil}) {
            const ImportedFile f = importFile(text, QStringLiteral("f.txt"), kind);
            for (const ImportDiagnostic &d : f.diagnostics()) {
                QVERIFY2(d.toString().startsWith(QLatin1String("f.txt:")), qPrintable(d.toString()));
                QVERIFY2(d.line >= 0 && d.line <= lines, qPrintable(d.toString()));
                ++*diagnostics;
            }
        }
        detectImportKind(text);
    }

private slots:
    void damagedRealOutputs()
    {
        const QDir dir(realOutputPath(QString()));
        const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        CQ_REQUIRE_FIXTURE(!files.isEmpty(), "needs ../shared beside the clone");
        QRandomGenerator random(20261201);
        int diagnostics = 0;
        QStringList paths;
        for (const QString &name : files)
            paths << dir.filePath(name);
        // The hand-written ethtool and nvidia-smi utilisation logs too.
        const QDir data(QStringLiteral(CQ_SOURCE_DIR "/tests/data/acceptance"));
        for (const QString &name : data.entryList(QDir::Files, QDir::Name))
            paths << data.filePath(name);
        for (const QString &path : paths) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            for (qsizetype cut = text.indexOf('\n'); cut >= 0; cut = text.indexOf('\n', cut + 1))
                readAll(text.left(cut + 1 + random.bounded(20)), &diagnostics);
            for (int round = 0; round < 40; ++round) {
                QByteArray damaged = text;
                for (int flips = 0; flips < 8; ++flips)
                    damaged[random.bounded(int(damaged.size()))] = char(random.bounded(256));
                readAll(damaged, &diagnostics);
            }
        }
        for (int round = 0; round < 200; ++round) {
            QByteArray noise(random.bounded(2000), '\0');
            for (char &c : noise)
                c = char(random.bounded(256));
            readAll(noise, &diagnostics);
        }
        QVERIFY(diagnostics > 0); // the damage was noticed somewhere
    }
};

QTEST_GUILESS_MAIN(TstImportRobustness)
#include "tst_importrobustness.moc"
