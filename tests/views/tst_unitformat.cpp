#include "panels/unitformat.h"

#include <QTest>

#include <limits>

using namespace cq;

/** Units on the analysis panel: binary sizes, µs/ms/s, GB/s, oversubscription ratios. */
class TestUnitFormat : public QObject
{
    Q_OBJECT
private slots:
    void bytes_data()
    {
        QTest::addColumn<double>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("1 MiB") << 1048576.0 << QStringLiteral("1 MiB");
        QTest::newRow("1 GiB") << 1073741824.0 << QStringLiteral("1 GiB");
        QTest::newRow("16 GiB") << 17179869184.0 << QStringLiteral("16 GiB");
        QTest::newRow("1.5 KiB") << 1536.0 << QStringLiteral("1.5 KiB");
        QTest::newRow("100 B") << 100.0 << QStringLiteral("100 B");
        QTest::newRow("decimal megabyte") << 1e6 << QStringLiteral("976.56 KiB"); // 1e6 / 1024 = 976.5625
    }
    void bytes()
    {
        QFETCH(double, bytes);
        QFETCH(QString, text);
        QCOMPARE(formatBytes(bytes), text);
    }

    void duration_data()
    {
        QTest::addColumn<double>("us");
        QTest::addColumn<QString>("text");
        QTest::newRow("latency") << 25.0 << QStringLiteral("25.0 \u00b5s");
        QTest::newRow("just below 1 ms") << 999.94 << QStringLiteral("999.9 \u00b5s");
        QTest::newRow("ms") << 43210.0 << QStringLiteral("43.21 ms");
        QTest::newRow("s") << 1250000.0 << QStringLiteral("1.25 s");
    }
    void duration()
    {
        QFETCH(double, us);
        QFETCH(QString, text);
        QCOMPARE(formatDurationUs(us), text);
    }

    void ratio_data()
    {
        QTest::addColumn<double>("ratio");
        QTest::addColumn<QString>("text");
        QTest::newRow("2:1") << 2.0 << QStringLiteral("2:1");
        QTest::newRow("non-blocking") << 1.0 << QStringLiteral("1:1");
        QTest::newRow("1.5:1") << 1.5 << QStringLiteral("1.5:1");
        QTest::newRow("8/3") << 8.0 / 3.0 << QStringLiteral("2.67:1");
        QTest::newRow("no uplinks") << 0.0 << QStringLiteral("\u2014 (single tier)");
    }
    void ratio()
    {
        QFETCH(double, ratio);
        QFETCH(QString, text);
        QCOMPARE(formatOversubscription(ratio), text);
    }

    void bandwidthAndOddValues()
    {
        QCOMPARE(formatGBps(21.7), QStringLiteral("21.7 GB/s"));
        QCOMPARE(formatGBps(240), QStringLiteral("240 GB/s"));
        QCOMPARE(formatGBps(70.0 / 3.0), QStringLiteral("23.3 GB/s"));
        QCOMPARE(formatGbps(1600), QStringLiteral("1600 Gb/s"));
        QCOMPARE(trimmedNumber(std::numeric_limits<double>::quiet_NaN(), 2), QStringLiteral("\u2014"));
        QCOMPARE(trimmedNumber(-0.001, 2), QStringLiteral("0"));
    }
};

QTEST_GUILESS_MAIN(TestUnitFormat)
#include "tst_unitformat.moc"
