#include "format/designformat.h"
#include "largedesign.h"

#include <QTest>

using namespace cq;

/** The design file's memory budget (issue #23): no count of objects is capped, an estimate is. */
class TstDesignBudget : public QObject
{
    Q_OBJECT

private slots:
    void estimate()
    {
        // 16,384 servers + 10,240 switches + 1 room = 26,625 devices x 4,096 B = 109,056,000 B;
        // 393,216 cables x 2,048 B = 805,306,368 B; together 914,362,368 B (0.852 GB).
        QCOMPARE(DesignFormat::estimatedBytes(26625, 393216), 914362368LL);
        QVERIFY(DesignFormat::budgetProblem(26625, 393216).isEmpty());
    }

    void overBudgetIsRefusedNamingIt()
    {
        // 1,000,000 devices x 4,096 B = 4,096,000,000 B = 3.81 GiB > 2 GiB.
        QCOMPARE(DesignFormat::budgetProblem(1000000, 0),
                 QStringLiteral("1,000,000 devices and 0 cables need about 3.81 GB of memory, more than the 2 GB "
                                "memory budget of a design"));
        // At the budget fits: 256 devices x 4,096 B = 1 MiB; one cable more does not.
        QVERIFY(DesignFormat::budgetProblem(256, 0, 1024 * 1024).isEmpty());
        QVERIFY(!DesignFormat::budgetProblem(256, 1, 1024 * 1024).isEmpty());
        // 100,000 cables x 2,048 B = 204,800,000 B = 195.3 MiB over a 100 MiB budget.
        QCOMPARE(DesignFormat::budgetProblem(0, 100000, 100 * 1024 * 1024),
                 QStringLiteral("0 devices and 100,000 cables need about 195 MB of memory, more than the 100 MB "
                                "memory budget of a design"));
    }

    void moreThanTheOldCountLoads()
    {
        // 12,501 servers x 8 NICs = 100,008 cables, above the 100,000 per array refused before.
        const Design design = cqtest::largeDesign(QStringLiteral("big"), 12501, 0);
        QCOMPARE(design.cables.size(), 100008);
        const DesignReadResult read = DesignFormat::read(DesignFormat::write(design), QStringLiteral("big.cqd"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.design.cables.size(), 100008);
        QCOMPARE(read.design.servers.size(), 12501);
        QCOMPARE(read.design.cables.last().b.port, design.cables.last().b.port);
    }
};

QTEST_GUILESS_MAIN(TstDesignBudget)
#include "tst_designbudget.moc"
