#include "acceptance/ethtoolreader.h"
#include "acceptance/importkind.h"

#include <QFile>
#include <QtTest>

using namespace cq;

/**
 * readEthtool() on hand-written `ethtool IFACE` outputs (tests/data/acceptance): 8 ports of a
 * 200G RoCE node pasted one after another, and 4 ports with faults (a speed typed over, a
 * link down, a 100G port, half duplex).
 */
class TstEthtoolReader : public QObject
{
    Q_OBJECT

    static QByteArray data(const QString &name)
    {
        QFile file(QStringLiteral(CQ_SOURCE_DIR "/tests/data/acceptance/") + name);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    void eightPortsOneAfterAnother()
    {
        const QByteArray text = data(QStringLiteral("ethtool-node01-8x200g.txt"));
        QCOMPARE(detectImportKind(text), ImportKind::Ethtool);
        const EthtoolReadResult r = readEthtool(text, QStringLiteral("node01.txt"));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(r.diagnostics.value(0).toString()));
        QCOMPARE(r.ports.size(), 8);
        for (int i = 0; i < 8; ++i) {
            const EthtoolPort &p = r.ports.at(i);
            QCOMPARE(p.interface, QStringLiteral("ens%1f0np0").arg(i));
            QCOMPARE(p.speedMbps, 200000.0); // "Speed: 200000Mb/s"
            QCOMPARE(p.speedGbps(), 200.0);
            QVERIFY(p.fullDuplex());
            QVERIFY(p.linkUp());
            QCOMPARE(p.portType, QStringLiteral("Direct Attach Copper"));
            QCOMPARE(p.line, 2 + 27 * i); // a prompt, then 26 lines of output per port
        }
    }

    void faultsAndUnreadableValues()
    {
        const EthtoolReadResult r = readEthtool(data(QStringLiteral("ethtool-node02-faults.txt")), QStringLiteral("node02.txt"));
        QCOMPARE(r.ports.size(), 4);
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics.first().toString(), QStringLiteral("node02.txt:17: cannot read Speed \"200 Gb per second\""));
        QCOMPARE(r.ports.at(0).speedMbps, 0.0); // unreadable: unknown
        const EthtoolPort &down = r.ports.at(1);
        QCOMPARE(down.speedMbps, 0.0);        // "Speed: Unknown!"
        QCOMPARE(down.duplex, QStringLiteral("Unknown")); // "Duplex: Unknown! (255)"
        QCOMPARE(down.linkDetected, 0);
        QCOMPARE(r.ports.at(2).speedGbps(), 100.0);
        QCOMPARE(r.ports.at(3).duplex, QStringLiteral("Half"));
    }

    void strayLinesAndNothingFound()
    {
        const QByteArray text = "Settings for eth0:\n\tSpeed: 25000Mb/s\n\tLink detected: maybe\nrandom words here\n";
        const EthtoolReadResult r = readEthtool(text, QStringLiteral("e.txt"));
        QCOMPARE(r.ports.size(), 1);
        QCOMPARE(r.ports.first().speedGbps(), 25.0);
        QCOMPARE(r.ports.first().linkDetected, -1);
        QCOMPARE(r.diagnostics.size(), 2);
        QCOMPARE(r.diagnostics.at(0).toString(), QStringLiteral("e.txt:3: cannot read Link detected \"maybe\""));
        QCOMPARE(r.diagnostics.at(1).toString(), QStringLiteral("e.txt:4: not ethtool output: \"random words here\""));
        const EthtoolReadResult none = readEthtool("hello\n", QStringLiteral("n.txt"));
        QVERIFY(!none.ok());
        QCOMPARE(none.diagnostics.first().toString(), QStringLiteral("n.txt:1: not ethtool output: \"hello\""));
        QVERIFY(!readEthtool(QByteArray("\0\1\2\3", 4), QStringLiteral("b.bin")).ok());
    }
};

QTEST_GUILESS_MAIN(TstEthtoolReader)
#include "tst_ethtoolreader.moc"
