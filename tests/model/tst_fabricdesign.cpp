#include "../common/fixtureguard.h"
#include "realoutputs.h"

#include "acceptance/acceptance.h"
#include "acceptance/fabricdesign.h"
#include "rules/validator.h"

#include <QTest>

using namespace cq;

namespace {

/**
 * A hand-made `ibnetdiscover -p` report with every link a design refuses:
 *  line 1, 2, 5: leaf01 ports 1, 2, 4 to node01, node02, node03 (kept);
 *  line 3: leaf01 port 3 to its own port 5 (CQ-CABLE-001);
 *  line 4: node01 HCA-2 to node02 HCA-2, no switch between (CQ-CABLE-002);
 *  line 6: leaf01 port 4 again, to node04 (CQ-PORT-002); node04 then has no link left;
 *  line 7: node05 HCA-1 to node05 HCA-2, a host to itself (CQ-CABLE-001); node05 left with none.
 */
const QByteArray kFaulty =
    "SW     1    1 0x0000000000000001 4x HDR - CA     2    1 0x0000000000000011 ( 'leaf01' - 'node01 HCA-1' )\n"
    "SW     1    2 0x0000000000000001 4x HDR - CA     3    1 0x0000000000000012 ( 'leaf01' - 'node02 HCA-1' )\n"
    "SW     1    3 0x0000000000000001 4x HDR - SW     1    5 0x0000000000000001 ( 'leaf01' - 'leaf01' )\n"
    "CA     6    1 0x0000000000000013 4x HDR - CA     7    1 0x0000000000000014 ( 'node01 HCA-2' - 'node02 HCA-2' )\n"
    "SW     1    4 0x0000000000000001 4x HDR - CA     4    1 0x0000000000000015 ( 'leaf01' - 'node03 HCA-1' )\n"
    "SW     1    4 0x0000000000000001 4x HDR - CA     5    1 0x0000000000000016 ( 'leaf01' - 'node04 HCA-1' )\n"
    "CA     8    1 0x0000000000000017 4x HDR - CA     9    1 0x0000000000000018 ( 'node05 HCA-1' - 'node05 HCA-2' )\n";

QStringList names(const QList<Server> &servers)
{
    QStringList result;
    for (const Server &s : servers)
        result.append(s.name);
    return result;
}

} // namespace

/** savableDesignFromFabric(): what `import ibnetdiscover -o` writes, and what it leaves out. */
class TestFabricDesign : public QObject
{
    Q_OBJECT
private slots:
    void refusedLinksAreLeftOutWithTheirLine()
    {
        const ImportedFile f = importFile(kFaulty, QStringLiteral("fabric.txt"), ImportKind::IbNetDiscover);
        QVERIFY(f.diagnostics().isEmpty());
        QCOMPARE(f.fabric.fabric.links.size(), 7);
        const SavableFabricDesign saved = savableDesignFromFabric(f.fabric.fabric, QStringLiteral("found"),
                                                                  QStringLiteral("fabric.txt"));
        QStringList problems;
        for (const ImportDiagnostic &d : saved.problems)
            problems.append(d.toString());
        QCOMPARE(problems, (QStringList{
            QStringLiteral("fabric.txt:3: link from port 3 of switch \"leaf01\" to its own port 5: left out of the design "
                           "(a switch port is cabled to a server or to another switch)"),
            QStringLiteral("fabric.txt:4: link from \"node01 HCA-2\" port 1 to \"node02 HCA-2\" port 1 joins two hosts "
                           "without a switch: left out of the design (servers connect through a switch)"),
            QStringLiteral("fabric.txt:6: port 4 of \"leaf01\" is already linked on line 5: this second link is left out "
                           "of the design (a port takes one cable)"),
            QStringLiteral("fabric.txt:7: link from \"node05 HCA-1\" port 1 to \"node05 HCA-2\" port 1 joins host "
                           "\"node05\" to itself: left out of the design (a server's NICs are cabled to a switch)"),
            QStringLiteral("fabric.txt:6: host \"node04\" has no link to a switch left: it is left out of the design"),
            QStringLiteral("fabric.txt:7: host \"node05\" has no link to a switch left: it is left out of the design"),
        }));
        // Kept: the three host links of lines 1, 2 and 5, on hosts node01..node03.
        QCOMPARE(saved.design.cables.size(), 3);
        QCOMPARE(names(saved.design.servers), (QStringList{QStringLiteral("node01"), QStringLiteral("node02"),
                                                           QStringLiteral("node03")}));
        // validate refuses nothing in it (node01 and node02 keep an uncabled HCA-2: a warning only).
        const QList<Diagnostic> diagnostics = validate(saved.design);
        QCOMPARE(countOf(diagnostics, Severity::Error), 0);
        // The unfiltered design (what acceptance diffs against the sale) still has every link.
        QCOMPARE(designFromFabric(f.fabric.fabric, QString()).cables.size(), 7);
    }

    void realFabricsSaveValid_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("leftOut");
        QTest::addColumn<QStringList>("problems");
        // leaf02 (node03) has no uplink in this partial capture: node03 cannot train with node01/02.
        QTest::newRow("ibnetdiscover-02") << QStringLiteral("ibnetdiscover-02.txt") << 0
            << QStringList{QStringLiteral("ibnetdiscover-02.txt: node03 on a switch fabric not linked to the largest "
                                          "one: training cluster \"training-2\" in the design")};
        // The Aggregation Node's port 1 is printed linked to rack1-leaf-IB01 (line 1) and to
        // rack2-spine-IB03 (line 5): one port, one cable.
        QTest::newRow("ibnetdiscover-03") << QStringLiteral("ibnetdiscover-03.txt") << 1
            << QStringList{QStringLiteral("ibnetdiscover-03.txt:5: port 1 of \"Mellanox Technologies Aggregation Node\" is "
                                          "already linked on line 1: this second link is left out of the design (a port "
                                          "takes one cable)")};
    }

    void realFabricsSaveValid()
    {
        QFETCH(QString, file);
        QFETCH(int, leftOut);
        QFETCH(QStringList, problems);
        CQ_REQUIRE_FIXTURE(QFile::exists(realOutputPath(file)), "needs ../shared beside the clone");
        QFile in(realOutputPath(file));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const ImportedFile f = importFile(in.readAll(), file, ImportKind::IbNetDiscover);
        const SavableFabricDesign saved = savableDesignFromFabric(f.fabric.fabric, QStringLiteral("found"), file);
        QStringList shown;
        for (const ImportDiagnostic &d : saved.problems)
            shown.append(d.toString());
        QCOMPARE(shown, problems);
        QCOMPARE(saved.design.cables.size(), f.fabric.fabric.links.size() - leftOut);
        const QList<Diagnostic> diagnostics = validate(saved.design);
        for (const Diagnostic &d : diagnostics)
            QVERIFY2(d.severity != Severity::Error, qPrintable(d.code + QLatin1Char(' ') + d.message));
    }
};

QTEST_GUILESS_MAIN(TestFabricDesign)
#include "tst_fabricdesign.moc"
