#include "acceptance/acceptance.h"
#include "document/clusterdocument.h"
#include "engine/designanalysis.h"
#include "format/designformat.h"
#include "pricebookdatabase.h"
#include "quoteactions.h"
#include "../common/pdftext.h"
#include "../model/ncclfixture.h"
#include "pdf/quotepdfwriter.h"
#include "quote/quotebuilder.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace cq;

/** Issuing revisions through the Quote menu's handler and the customer PDF it writes. */
class TestQuoteActions : public QObject
{
    Q_OBJECT
private slots:
    void revisionsAndCustomerPdf()
    {
        QTemporaryDir dir;
        PriceBookDatabase database;
        QVERIFY2(database.open(dir.filePath(QStringLiteral("pb.sqlite"))), qPrintable(database.error()));
        const DesignReadResult sample = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY2(sample.ok(), qPrintable(sample.error));
        ClusterDocument document;
        Design design = sample.design;
        design.quote.quoteNumber.clear();
        document.reset(design);
        QWidget window;
        QuoteActions actions(&database, &document, &window);

        // The first issue takes a number from the sequence and writes it into the design.
        const QString first = actions.issueRevision();
        const QRegularExpression numbered(QStringLiteral("^CQ-\\d{4}-0001 revision 1 issued\\.$"));
        QVERIFY2(numbered.match(first).hasMatch(), qPrintable(first));
        QVERIFY(document.design().quote.quoteNumber.endsWith(QLatin1String("-0001")));

        // One more A100 server: the second revision reports +1 server and +35,888.00 x 1.06 = +38,041.28 a month.
        Design bigger = document.design();
        Server extra = bigger.servers.first();
        extra.id = QUuid::createUuid();
        bigger.servers.append(extra);
        document.reset(bigger);
        const QString second = actions.issueRevision();
        QVERIFY2(second.contains(QLatin1String("revision 2 issued. Since revision 1: +1 server(s) (SRV-A100-SXM-8-IB)")),
                 qPrintable(second));
        QVERIFY2(second.endsWith(QLatin1String("CNY +38041.28/month")), qPrintable(second));

        const QString pdf = dir.filePath(QStringLiteral("customer.pdf"));
        const QString error = actions.exportCustomerPdf(pdf);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString extracted = test::pdfText(pdf, false);
        QVERIFY2(extracted.contains(QStringLiteral("拓扑图")), qPrintable(extracted)); // zh_CN by default
        QVERIFY(extracted.contains(QStringLiteral("隐形费用核对清单")));
    }

    void acceptanceIsWhatAcceptExpects_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<QString>("topo");
        QTest::addColumn<double>("rate");
        QTest::newRow("a100-2node") << "a100-2node-ib.cqd" << "NV12" << 200.0; // A100 SXM: 12 NVLinks per GPU
        QTest::newRow("a100-4node") << "a100-4node-ib.cqd" << "NV12" << 200.0;
        QTest::newRow("h100-4node") << "h100-4node-ib.cqd" << "NV18" << 400.0; // H100 SXM: 18; NDR 400G NICs
    }
    void acceptanceIsWhatAcceptExpects()
    {
        // The PDF's figures are the prediction `accept` states for the very runs the PDF asks for:
        // all_reduce_perf -g 8 on one node, and on every node, up to 8 GiB.
        QFETCH(QString, sample);
        const DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/") + sample);
        QVERIFY2(r.ok(), qPrintable(r.error));
        const QuoteAcceptance a = QuoteActions::acceptanceFrom(r.design);
        QCOMPARE(a.nodes, sample.startsWith(QLatin1String("a100-2")) ? 2 : 4);
        QCOMPARE(a.gpusPerNode, 8);
        QTEST(a.topoPattern, "topo");
        QTEST(a.fabricPortRateGbps, "rate");
        QCOMPARE(a.bytes, 8589934592.0);
        QCOMPARE(a.passRatio, kAcceptanceRatio);
        QVERIFY(!a.ethernetPorts);
        QStringList sentences;
        for (const int hosts : {1, a.nodes}) {
            const double quoted = hosts == 1 ? a.intraNodeBusbwGBps : a.interNodeBusbwGBps;
            const AcceptanceReport report = runAcceptance(
                r.design, {importFile(cqtest::allReduceOutput(hosts, 8, quoted, cqtest::sampleDevice(sample)), QStringLiteral("nccl.txt"))});
            QCOMPARE(report.performance.size(), 1);
            QCOMPARE(report.performance.first().predictedBusbwGBps.last(), quoted);
            sentences << QStringLiteral("expected bus bandwidth about %1 GB/s at 8 GiB").arg(quoted, 0, 'f', 2);
        }
        // ... and the PDF prints them so.
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        PriceBookDatabase database;
        QVERIFY2(database.open(dir.filePath(QStringLiteral("pb.sqlite"))), qPrintable(database.error()));
        const Quote quote = buildQuote(r.design, database.priceBook(), r.design.quote.term);
        const QString error = QuotePdfWriter::write(quote, pdf, QStringLiteral("en"),
                                                    QuoteActions::pdfOptionsFor(r.design, database.priceBook(), a));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString text = test::pdfText(pdf, false).simplified();
        for (const QString &sentence : sentences)
            QVERIFY2(text.contains(sentence), qPrintable(sentence + QStringLiteral(" not in:\n") + text));
        QVERIFY(text.contains(QStringLiteral("expect %1 between every GPU pair").arg(a.topoPattern)));
    }

    void acceptanceOfAscendUsesHuaweisTools()
    {
        DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/ascend-4node-roce.cqd"));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        const QuoteAcceptance a = QuoteActions::acceptanceFrom(r.design);
        QVERIFY(a.ascend);
        QCOMPARE(a.nodes, 4);
        QCOMPARE(a.gpusPerNode, 8);
        QuotePdfOptions options;
        options.acceptance = a;
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("ascend.pdf"));
        PriceBookDatabase database;
        QVERIFY2(database.open(dir.filePath(QStringLiteral("pb.sqlite"))), qPrintable(database.error()));
        QVERIFY(QuotePdfWriter::write(buildQuote(r.design, database.priceBook(), Term::Monthly), pdf, QStringLiteral("en"), options)
                    .isEmpty());
        const QString text = test::pdfText(pdf, false).simplified();
        // No NVIDIA tool for an NPU: npu-smi, hccn_tool and HCCL Test instead.
        for (const char *nvidiaOnly : {"nvidia-smi", "all_reduce_perf", "NCCL_", "ethtool", "ibstat"})
            QVERIFY2(!text.contains(QLatin1String(nvidiaOnly)), nvidiaOnly);
        QVERIFY(text.contains(QStringLiteral("npu-smi info -t topo on each node: expect HCCS between every NPU pair.")));
        // 8 x 200GE RoCE on the NPUs: 200 Gb/s = 200000 Mb/s.
        QVERIFY(text.contains(QStringLiteral("link UP, speed 200000 Mb/s")));
        // HCCL Test prints algbw = busbw / (2(n-1)/n): n = 8 in a node (x 8/14), 32 across 4 nodes (x 32/62).
        const auto two = [](double v) { return QString::number(v, 'f', 2); };
        QVERIFY2(text.contains(QStringLiteral("mpirun -n 8 ./bin/all_reduce_test -p 8 -b 8 -e 8G -f 2 ; expected alg_bandwidth "
                                              "about %1 GB/s at 8 GiB (bus bandwidth %2 GB/s)")
                                   .arg(two(a.intraNodeBusbwGBps * 8 / 14), two(a.intraNodeBusbwGBps))),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("mpirun -f hostfile -n 32 ./bin/all_reduce_test -p 8 -b 8 -e 8G -f 2 ; expected "
                                             "alg_bandwidth about %1 GB/s")
                                  .arg(two(a.interNodeBusbwGBps * 32 / 62))));
    }

    void acceptanceOfRoceAndEmptyDesigns()
    {
        QCOMPARE(QuoteActions::acceptanceFrom(Design()).isEmpty(), true); // no GPU server: no section
        DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        for (Server &s : r.design.servers)
            s.nicKind = LinkKind::RoCE;
        const QuoteAcceptance a = QuoteActions::acceptanceFrom(r.design);
        QVERIFY(a.ethernetPorts);
        QuotePdfOptions options;
        options.acceptance = a;
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("roce.pdf"));
        PriceBookDatabase database;
        QVERIFY2(database.open(dir.filePath(QStringLiteral("pb.sqlite"))), qPrintable(database.error()));
        QVERIFY(QuotePdfWriter::write(buildQuote(r.design, database.priceBook(), Term::Monthly), pdf, QStringLiteral("en"), options)
                    .isEmpty());
        // 200 Gb/s = 200000 Mb/s, as ethtool prints it; RoCE keeps RDMA and NCCL_IB_DISABLE=0.
        QString text = test::pdfText(pdf, false).simplified();
        QVERIFY(text.contains(QStringLiteral("Speed: 200000Mb/s, Duplex: Full, Link detected: yes; RDMA enabled.")));
        QVERIFY(text.contains(QStringLiteral("NCCL_IB_DISABLE=0")));
        // Plain Ethernet on PCIe GPUs: no RDMA to check, nccl-tests over sockets (NCCL_IB_DISABLE=1),
        // and the PCIe topo pattern worded in the PDF's language.
        for (Server &s : r.design.servers) {
            s.nicKind = LinkKind::Ethernet;
            s.fabric = IntraFabric::PCIeGen4;
        }
        options.acceptance = QuoteActions::acceptanceFrom(r.design);
        QVERIFY(!options.acceptance.rdma && !options.acceptance.nvlink);
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QVERIFY(QuotePdfWriter::write(buildQuote(r.design, database.priceBook(), Term::Monthly), pdf, lang, options).isEmpty());
            text = test::pdfText(pdf, false).simplified();
            QVERIFY2(!text.contains(QLatin1String("RDMA enabled")) && !text.contains(QStringLiteral("RDMA 已启用"))
                         && !text.contains(QLatin1String("NCCL_IB_DISABLE=0")) && text.contains(QLatin1String("NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=")),
                     qPrintable(text));
            QVERIFY2(text.contains(lang == QLatin1String("en") ? QStringLiteral("PIX/PXB/SYS (no NV#)")
                                                                : QStringLiteral("PIX/PXB/SYS（无 NV#）").normalized(QString::NormalizationForm_KC)),
                     qPrintable(text));
        }
    }

    // AWS EFA hosts have no InfiniBand ports to ibstat and run nccl-tests through aws-ofi-nccl:
    // the steps say fi_info and FI_PROVIDER=efa (a100-2node-ib: 8 x 200 Gb/s NICs a node).
    void acceptanceOfEfaUsesLibfabric()
    {
        DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        for (Server &s : r.design.servers)
            s.nicTransport = NicTransport::Efa;
        QuotePdfOptions options;
        options.acceptance = QuoteActions::acceptanceFrom(r.design);
        QVERIFY(options.acceptance.efa);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("efa.pdf"));
        PriceBookDatabase database;
        QVERIFY2(database.open(dir.filePath(QStringLiteral("pb.sqlite"))), qPrintable(database.error()));
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QVERIFY(QuotePdfWriter::write(buildQuote(r.design, database.priceBook(), Term::Monthly), pdf, lang, options).isEmpty());
            const QString text = test::pdfText(pdf, false).simplified();
            QVERIFY2(text.contains(QLatin1String("fi_info -p efa -t FI_EP_RDM")) && text.contains(QLatin1String("FI_PROVIDER=efa mpirun -np 16"))
                         && !text.contains(QLatin1String("ibstat")) && !text.contains(QLatin1String("NCCL_IB_DISABLE")),
                     qPrintable(text));
        }
    }

    // The sample's fabric is in the server price (seeded book): its switch line and its cable
    // line are both included, each with its own note, as the CLI and JSON word them.
    void includedCablesSayCables()
    {
        const DesignReadResult r = DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QTemporaryDir dir;
        PriceBookDatabase database;
        QVERIFY2(database.open(dir.filePath(QStringLiteral("pb.sqlite"))), qPrintable(database.error()));
        const QString pdf = dir.filePath(QStringLiteral("included.pdf"));
        QVERIFY(QuotePdfWriter::write(buildQuote(r.design, database.priceBook(), Term::Monthly), pdf, QStringLiteral("en"), {})
                    .isEmpty());
        const QString text = test::pdfText(pdf, false).simplified();
        QCOMPARE(text.count(QStringLiteral("the switches of the servers' fabric, included in the server price")), 1);
        QCOMPARE(text.count(QStringLiteral("the cables and optics of the servers' fabric, included in the server price")), 1);
    }
};

QTEST_MAIN(TestQuoteActions)
#include "tst_quoteactions.moc"
