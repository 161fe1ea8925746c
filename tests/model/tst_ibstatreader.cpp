#include "acceptance/ibstatreader.h"
#include "acceptance/importkind.h"
#include "realoutputs.h"

#include <QtTest>

using namespace cq;

/** ibstat / ibstatus reader against ../shared/reference/real-outputs (README.md conclusions). */
class TstIbStatReader : public QObject
{
    Q_OBJECT

    // "type|state|phys|rate|layer"; "*" in the expectation means "not stated by the README".
    static bool matches(const IbPortStatus &p, const QString &expected)
    {
        const QStringList want = expected.split(u'|');
        const QStringList got{p.caType, p.state, p.physicalState, QString::number(p.rateGbps), p.linkLayer};
        for (int i = 0; i < want.size(); ++i) {
            if (want.at(i) != QLatin1String("*") && want.at(i) != got.value(i))
                return false;
        }
        return true;
    }

private slots:
    void realFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("adapters");
        QTest::addColumn<int>("active");
        QTest::addColumn<QString>("expected"); // "name,name=type|state|phys|rate|layer;..."
        QTest::newRow("ibstat-01 H100 8x NDR IB + bond") << "ibstat-01.txt" << 9 << 9
            << "mlx5_0,mlx5_1,mlx5_4,mlx5_5,mlx5_6,mlx5_7,mlx5_8,mlx5_9=MT4129|Active|LinkUp|400|InfiniBand;"
               "mlx5_bond_0=MT41692|Active|*|200|Ethernet";
        QTest::newRow("ibstat-02 H100 RoCE") << "ibstat-02.txt" << 12 << 12
            << "mlx5_0,mlx5_3,mlx5_4,mlx5_5,mlx5_6,mlx5_9,mlx5_10,mlx5_11=MT4129|Active|*|400|Ethernet;"
               "mlx5_1,mlx5_2,mlx5_7,mlx5_8=MT4125|Active|*|100|Ethernet";
        // 12 - 2 down = 10 active (6 x 400G + 4 x 100G).
        QTest::newRow("ibstat-03 two ports down") << "ibstat-03.txt" << 12 << 10
            << "mlx5_0,mlx5_3,mlx5_4,mlx5_6,mlx5_9,mlx5_10=MT4129|Active|*|400|Ethernet;"
               "mlx5_1,mlx5_2,mlx5_7,mlx5_8=MT4125|Active|*|100|Ethernet;"
               "mlx5_5=MT4129|Down|Disabled|40|Ethernet;mlx5_11=MT4129|Down|Polling|40|Ethernet";
        QTest::newRow("ibstatus-01 A100 8x HDR") << "ibstatus-01.txt" << 9 << 9
            << "mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_4,mlx5_5,mlx5_6,mlx5_7=*|Active|LinkUp|200|InfiniBand;"
               "mlx5_8=*|*|*|40|Ethernet";
    }
    void realFiles()
    {
        QFETCH(QString, file);
        QByteArray bytes;
        CQ_READ_REAL_OUTPUT(file, bytes);
        QCOMPARE(detectImportKind(bytes), ImportKind::IbStat);
        const IbStatReadResult r = readIbStat(bytes, file);
        for (const ImportDiagnostic &d : r.diagnostics)
            qWarning("%s", qPrintable(d.toString()));
        QVERIFY(r.diagnostics.isEmpty());
        QTEST(int(r.adapters().size()), "adapters");
        QTEST(int(r.ports.size()), "adapters"); // one port each
        QTEST(int(std::count_if(r.ports.cbegin(), r.ports.cend(), [](const IbPortStatus &p) { return p.active(); })),
              "active");
        QFETCH(QString, expected);
        int checked = 0;
        for (const QString &group : expected.split(u';')) {
            for (const QString &name : group.section(u'=', 0, 0).split(u',')) {
                const auto it = std::find_if(r.ports.cbegin(), r.ports.cend(), [&](const IbPortStatus &p) { return p.ca == name; });
                QVERIFY2(it != r.ports.cend(), qPrintable(name));
                QVERIFY2(matches(*it, group.section(u'=', 1)), qPrintable(name + u' ' + it->caType + u' ' + it->state + u' '
                                                                          + it->physicalState + u' ' + QString::number(it->rateGbps)));
                ++checked;
            }
        }
        QCOMPARE(checked, int(r.ports.size()));
    }

    void missingFieldsAndKinds()
    {
        // A port with no rate or link layer is allowed; an Ethernet link layer on an RDMA adapter is RoCE.
        const IbStatReadResult r = readIbStat("CA 'mlx5_0'\n\tPort 1:\n\t\tState: Active\n"
                                              "CA 'mlx5_1'\n\tPort 1:\n\t\tRate: 100\n\t\tLink layer: Ethernet\n",
                                              QStringLiteral("p.txt"));
        QVERIFY(r.diagnostics.isEmpty());
        QCOMPARE(r.ports.size(), 2);
        QCOMPARE(r.ports.at(0).rateGbps, 0.0);
        QCOMPARE(r.ports.at(0).linkKind(), LinkKind::InfiniBand);
        QCOMPARE(r.ports.at(1).linkKind(), LinkKind::RoCE);
        QVERIFY(!r.ports.at(1).active());
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        QTest::newRow("garbage") << QByteArray("lorem ipsum\n") << "bad.txt:1: ";
        QTest::newRow("binary") << QByteArray("\x00\x01\x02\x03" "CA 'x'", 10) << "bad.txt: ";
        QTest::newRow("empty") << QByteArray() << "bad.txt: ";
        QTest::newRow("bad rate") << QByteArray("CA 'mlx5_0'\n\tPort 1:\n\t\tRate: fast\n") << "bad.txt:3: ";
        QTest::newRow("truncated") << QByteArray("CA 'mlx5_0'\n\tPort 1:\n\t\tState: Act\x01\x02ive\n\tjunk without colon")
                                   << "bad.txt:4: ";
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        const IbStatReadResult r = readIbStat(text, QStringLiteral("bad.txt"));
        QVERIFY(!r.diagnostics.isEmpty());
        QVERIFY2(r.diagnostics.first().toString().startsWith(where), qPrintable(r.diagnostics.first().toString()));
    }
};

QTEST_GUILESS_MAIN(TstIbStatReader)
#include "tst_ibstatreader.moc"
