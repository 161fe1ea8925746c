#include "viewsfixture.h"

#include "panels/diagnosticspanel.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace cq;

/** DiagnosticsPanel: rows (errors first), the summary line, clicks emitting the ids. */
class TestDiagnosticsPanel : public QObject
{
    Q_OBJECT
private slots:
    void summary_data()
    {
        QTest::addColumn<int>("errors");
        QTest::addColumn<int>("warnings");
        QTest::addColumn<int>("infos");
        QTest::addColumn<QString>("text");
        QTest::newRow("2 errors, 1 warning") << 2 << 1 << 0 << QStringLiteral("2 errors, 1 warning");
        QTest::newRow("one error") << 1 << 0 << 0 << QStringLiteral("1 error");
        QTest::newRow("warnings and a note") << 0 << 2 << 1 << QStringLiteral("2 warnings, 1 note");
        QTest::newRow("clean") << 0 << 0 << 0 << QStringLiteral("No problems found");
    }
    void summary()
    {
        QFETCH(int, errors);
        QFETCH(int, warnings);
        QFETCH(int, infos);
        QFETCH(QString, text);
        QCOMPARE(DiagnosticsPanel::summaryFor(errors, warnings, infos), text);
    }

    void rowsAndClicks()
    {
        const QUuid node1 = QUuid::createUuid();
        const QUuid node2 = QUuid::createUuid();
        const QUuid leaf1 = QUuid::createUuid();
        DiagnosticsPanel panel;
        panel.setDiagnostics({
            {QStringLiteral("CQ-NET-002"), Severity::Warning, QStringLiteral("leaf1 is 2:1 oversubscribed."), {leaf1}},
            {QStringLiteral("CQ-ROOM-001"), Severity::Error, QStringLiteral("node1 and node2 are in different rooms."), {node1, node2}},
            {QStringLiteral("CQ-NET-001"), Severity::Error, QStringLiteral("node2 has no network cable."), {node2}},
        });
        QCOMPARE(panel.summaryText(), QStringLiteral("2 errors, 1 warning"));
        auto *list = panel.findChild<QTreeWidget *>(QStringLiteral("diagnosticsList"));
        QCOMPARE(list->topLevelItemCount(), 3);
        // Errors first, in their given order; the warning last.
        QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("CQ-ROOM-001"));
        QCOMPARE(list->topLevelItem(1)->text(0), QStringLiteral("CQ-NET-001"));
        QCOMPARE(list->topLevelItem(2)->text(0), QStringLiteral("CQ-NET-002"));
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("node1 and node2 are in different rooms."));
        QVERIFY(!list->topLevelItem(0)->icon(0).isNull());

        panel.resize(600, 240);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        cqtest::saveShot(panel.grab().toImage(), QStringLiteral("diagnostics"));
        QSignalSpy spy(&panel, &DiagnosticsPanel::idsActivated);
        const QRect row = list->visualItemRect(list->topLevelItem(0));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<QList<QUuid>>(), (QList<QUuid>{node1, node2}));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->topLevelItem(2)).center());
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).value<QList<QUuid>>(), QList<QUuid>{leaf1});
    }

    void emptyList()
    {
        DiagnosticsPanel panel;
        QCOMPARE(panel.summaryText(), QStringLiteral("No problems found"));
        panel.setDiagnostics({{QStringLiteral("X"), Severity::Error, QStringLiteral("x"), {}}});
        panel.setDiagnostics({});
        QCOMPARE(panel.findChild<QTreeWidget *>(QStringLiteral("diagnosticsList"))->topLevelItemCount(), 0);
        QCOMPARE(panel.summaryText(), QStringLiteral("No problems found"));
    }
};

QTEST_MAIN(TestDiagnosticsPanel)
#include "tst_diagnosticspanel.moc"
