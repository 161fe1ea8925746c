#include "acceptance/importkind.h"
#include "acceptance/toporeader.h"
#include "realoutputs.h"

#include <QtTest>

using namespace cq;

/** nvidia-smi topo -m reader against ../shared/reference/real-outputs (README.md conclusions). */
class TstTopoReader : public QObject
{
    Q_OBJECT

    static int indexOf(const TopoMatrix &m, const QString &label)
    {
        for (int i = 0; i < m.devices.size(); ++i) {
            if (m.devices.at(i).label == label)
                return i;
        }
        return -1;
    }

private slots:
    void realFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("nics");
        QTest::addColumn<int>("minNvLinks");   // 0: some GPU pair has no NVLink
        QTest::addColumn<QString>("nicNames"); // NIC legend names in order ("" when no legend)
        QTest::addColumn<QString>("nearest");  // per NIC, its nearest GPUs ("0,1"), ";"-joined
        QTest::addColumn<QString>("numa");     // NUMA Affinity per GPU
        QTest::addColumn<QString>("cpuFirstLast"); // CPU Affinity of the first and last GPU
        QTest::addColumn<QString>("cells");    // spot checks "ROW-COL=REL"
        QTest::newRow("topo-02 H100 NV18, 13 NICs") << "topo-02.txt" << 8 << 13 << 18
            << "mlx5_ib0,mlx5_ib1,mlx5_ib2,mlx5_ib3,mlx5_ib4,mlx5_ib5,mlx5_ib6,mlx5_ib7,mlx5_eth0,mlx5_eth1,mlx5_eth2,mlx5_eth3,mlx5_eth4"
            << "0;1;2;3;4;5;6;7;4,5,6,7;4,5,6,7;4,5,6,7;4,5,6,7;4,5,6,7" << "0,0,0,0,1,1,1,1"
            << "0-55,112-167|56-111,168-223"
            << "NIC0-GPU0=PIX;NIC0-GPU1=PXB;NIC6-GPU7=PXB;NIC8-GPU4=NODE;NIC12-GPU3=SYS;NIC8-NIC9=PIX;GPU3-GPU4=NV";
        QTest::newRow("topo-03 B200 two NICs per pair") << "topo-03.txt" << 8 << 8 << 18
            << "mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_4,mlx5_5,mlx5_6,mlx5_7"
            << "0,1;0,1;2,3;2,3;4,5;4,5;6,7;6,7" << "0,0,0,0,1,1,1,1" << "0-55,112-167|56-111,168-223"
            << "NIC0-GPU1=PIX;NIC2-GPU3=PIX;NIC6-GPU7=PIX";
        QTest::newRow("topo-05 H20, no NIC legend") << "topo-05.txt" << 8 << 2 << 18 << ","
            << "6;6" << "0,0,0,0,1,1,1,1" << "0-95,192-287|96-191,288-383"
            << "NIC0-GPU6=PHB;NIC0-GPU4=NODE;NIC1-GPU7=NODE;NIC0-GPU0=SYS;NIC0-NIC1=PIX";
        QTest::newRow("topo-06 A800 NV8, --matrix") << "topo-06.txt" << 8 << 4 << 8
            << "mlx5_0,mlx5_1,mlx5_2,mlx5_3" << "1;3;7;7" << "0,0,0,0,1,1,1,1" << "0-31,64-95|32-63,96-127"
            << "NIC2-NIC3=PIX;NIC3-GPU7=PIX";
        QTest::newRow("topo-08 RTX 4090 tab-separated") << "topo-08.txt" << 8 << 2 << 0 << ","
            << "6;6" << "0,0,0,0,1,1,1,1" << "0-55,112-167|56-111,168-223"
            << "GPU0-GPU1=SYS;GPU3-GPU4=SYS;NIC0-GPU6=PHB;NIC1-GPU5=SYS;NIC0-NIC1=PIX";
        QTest::newRow("topo-10 NV4, NICs named in header") << "topo-10.txt" << 4 << 4 << 4
            << "mlx5_0,mlx5_1,mlx5_2,mlx5_3" << "0;1;2;3" << "0,0,0,0" << "0-15|0-15"
            << "mlx5_2-GPU2=PXB;mlx5_2-GPU0=NODE;mlx5_0-mlx5_1=NODE";
        QTest::newRow("topo-12 2080 Ti PIX") << "topo-12.txt" << 2 << 0 << 0 << "" << "" << "1,1"
            << "24-47,72-95|24-47,72-95" << "GPU0-GPU1=PIX";
    }
    void realFiles()
    {
        QFETCH(QString, file);
        QByteArray bytes;
        CQ_READ_REAL_OUTPUT(file, bytes);
        QCOMPARE(detectImportKind(bytes), ImportKind::Topo);
        const TopoReadResult r = readTopo(bytes, file);
        QVERIFY(r.ok());
        for (const ImportDiagnostic &d : r.diagnostics)
            qWarning("%s", qPrintable(d.toString()));
        QVERIFY(r.diagnostics.isEmpty());
        const TopoMatrix &m = r.topo;
        QTEST(m.gpuCount(), "gpus");
        QTEST(m.nicCount(), "nics");
        QTEST(m.minNvLinksBetweenGpus(), "minNvLinks");
        QStringList names, nearest, numa;
        for (int nic : m.nics()) {
            names.append(m.devices.at(nic).name.startsWith(QLatin1String("NIC")) ? QString() : m.devices.at(nic).name);
            QStringList g;
            for (int gpu : m.nearestGpus(nic))
                g.append(m.devices.at(gpu).label.mid(3));
            nearest.append(g.join(u','));
        }
        for (int gpu : m.gpus())
            numa.append(QString::number(m.devices.at(gpu).numaNode));
        QTEST(names.join(u','), "nicNames");
        QTEST(nearest.join(u';'), "nearest");
        QTEST(numa.join(u','), "numa");
        QTEST(m.devices.first().cpuAffinity + u'|' + m.devices.at(m.gpus().last()).cpuAffinity, "cpuFirstLast");
        QFETCH(QString, cells);
        for (const QString &check : cells.split(u';')) {
            const QString pair = check.section(u'=', 0, 0);
            const int row = indexOf(m, pair.section(u'-', 0, 0)), col = indexOf(m, pair.section(u'-', 1));
            QVERIFY2(row >= 0 && col >= 0, qPrintable(check));
            QCOMPARE(topoLinkKey(m.cell(row, col).link), check.section(u'=', 1));
            QCOMPARE(m.cell(row, col).link, m.cell(col, row).link); // the matrix is symmetric
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where"); // expected "file:line" prefix of the first diagnostic
        QTest::addColumn<bool>("ok");
        const QByteArray header = "        GPU0    GPU1    NIC0    CPU Affinity    NUMA Affinity\n";
        QTest::newRow("garbage") << QByteArray("hello world\nno matrix here\n") << "bad.txt: " << false;
        QTest::newRow("binary") << QByteArray("\x7f" "ELF\x02\x01\x00\x00GPU0", 13) << "bad.txt: " << false;
        QTest::newRow("empty") << QByteArray() << "bad.txt: " << false;
        QTest::newRow("truncated row") << header + "GPU0     X      NV12    PIX     0-15    0\nGPU1    NV12\n"
                                       << "bad.txt:3: " << true;
        QTest::newRow("unknown relation") << header + "GPU0     X      NV12    PIX     0-15    0\n"
                                                      "GPU1    NV12     X      FOO     0-15    0\nNIC0    PIX     PXB      X\n"
                                          << "bad.txt:3: " << true;
        QTest::newRow("unknown row") << header + "GPU0     X      NV12    PIX     0-15    0\nGPUX  a b c\n"
                                     << "bad.txt:3: " << true;
        QTest::newRow("header only") << header << "bad.txt:1: " << true;
        QByteArray wide = "GPU0";
        for (int i = 1; i < 600; ++i)
            wide += " GPU" + QByteArray::number(i);
        QTest::newRow("600 columns") << wide + "\nGPU0 X\n" << "bad.txt:1: " << false;
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        const TopoReadResult r = readTopo(text, QStringLiteral("bad.txt"));
        QVERIFY(!r.diagnostics.isEmpty());
        QFETCH(QString, where);
        QVERIFY2(r.diagnostics.first().toString().startsWith(where), qPrintable(r.diagnostics.first().toString()));
        QTEST(r.ok(), "ok");
    }
};

QTEST_GUILESS_MAIN(TstTopoReader)
#include "tst_toporeader.moc"
