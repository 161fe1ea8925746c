#include "xlsx/xlsxworkbook.h"
#include "xlsxreader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstdlib>

using namespace cq;
using namespace cqtest;

/** XlsxWorkbook / XlsxSheet: what is written is what a spreadsheet reads back (via unzip). */
class TestXlsxWorkbook : public QObject
{
    Q_OBJECT
private slots:
    void columnNames_data();
    void columnNames();
    void cellsReadBack();
    void exactDecimals_data();
    void exactDecimals();
    void failedCloseNamesTheFileAndKeepsTheOld();
    void unwritableTargetIsNamed();
};

void TestXlsxWorkbook::columnNames_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("name");
    // Bijective base 26: A..Z, then AA (26), AZ (51), ZZ (26 + 26 x 26 - 1 = 701), AAA (702).
    QTest::newRow("first") << 0 << "A";
    QTest::newRow("26th") << 25 << "Z";
    QTest::newRow("27th") << 26 << "AA";
    QTest::newRow("AZ") << 51 << "AZ";
    QTest::newRow("ZZ") << 701 << "ZZ";
    QTest::newRow("AAA") << 702 << "AAA";
}

void TestXlsxWorkbook::columnNames()
{
    QFETCH(int, column);
    QFETCH(QString, name);
    QCOMPARE(XlsxSheet::columnName(column), name);
    QCOMPARE(XlsxSheet::cellReference(5, column), name + QStringLiteral("6"));
}

void TestXlsxWorkbook::cellsReadBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.xlsx"));
    {
        XlsxWorkbook book(path);
        XlsxSheet sheet = book.addSheet(QStringLiteral("报价单"));
        QVERIFY(sheet.isValid());
        sheet.writeText(0, 0, QStringLiteral("项目"), XlsxStyle::Header);
        sheet.writeText(0, 1, QStringLiteral("Amount (CNY)"), XlsxStyle::Header);
        sheet.writeText(1, 0, QStringLiteral("8卡 A100 SXM 服务器（包内）"));
        sheet.writeMoney(1, 1, Money(7177600)); // 2 x 35,888.00 = 71,776.00 = 7,177,600 fen
        sheet.writeText(2, 0, QStringLiteral("Fen"));
        sheet.writeMoney(2, 1, Money(5)); // 5 fen = 0.05
        sheet.writeNumber(3, 0, 26.75);
        // 71,776.00 + 0.05 = 71,776.05, stored beside the formula for viewers that do not recalculate.
        sheet.writeMoneyFormula(4, 1, QStringLiteral("=SUM(B2:B3)"), Money(7177605), XlsxStyle::MoneyBold);
        sheet.setColumnWidth(0, 0, 40);
        sheet.freezeRows(1);
        QCOMPARE(book.close(), QString());
    }
    QVERIFY(QFile::exists(path));
    const QHash<QString, XlsxCell> cells = xlsxCells(path);
    QCOMPARE(cells.value(QStringLiteral("A1")).text, QStringLiteral("项目"));
    QCOMPARE(cells.value(QStringLiteral("A2")).text, QStringLiteral("8卡 A100 SXM 服务器（包内）"));
    // Numbers are numbers (no t="s"), in currency units, shown with grouping and 2 decimals.
    const XlsxCell money = cells.value(QStringLiteral("B2"));
    QVERIFY(!money.isString);
    QCOMPARE(money.value.toDouble(), 71776.0);
    QCOMPARE(xlsxNumberFormat(path, money.style), QStringLiteral("#,##0.00"));
    QCOMPARE(cells.value(QStringLiteral("B3")).value.toDouble(), 0.05);
    QCOMPARE(cells.value(QStringLiteral("A4")).value.toDouble(), 26.75);
    const XlsxCell sum = cells.value(QStringLiteral("B5"));
    QCOMPARE(sum.formula, QStringLiteral("SUM(B2:B3)"));
    QCOMPARE(sum.value.toDouble(), 71776.05);
    QCOMPARE(xlsxNumberFormat(path, sum.style), QStringLiteral("#,##0.00"));
    QVERIFY(cells.value(QStringLiteral("B1")).style != 0); // the header is styled (bold)

    const QString sheetXml = QString::fromUtf8(xlsxPart(path, QStringLiteral("xl/worksheets/sheet1.xml")));
    QVERIFY2(sheetXml.contains(QStringLiteral("ySplit=\"1\"")), qPrintable(sheetXml.left(800))); // frozen heading
    QVERIFY(sheetXml.contains(QStringLiteral("<col min=\"1\" max=\"1\" width=\"40.")));
    const QString workbookXml = QString::fromUtf8(xlsxPart(path, QStringLiteral("xl/workbook.xml")));
    QVERIFY(workbookXml.contains(QStringLiteral("name=\"报价单\"")));
    const QString stylesXml = QString::fromUtf8(xlsxPart(path, QStringLiteral("xl/styles.xml")));
    QVERIFY(stylesXml.contains(QStringLiteral("<b/>")));
}

void TestXlsxWorkbook::exactDecimals_data()
{
    QTest::addColumn<qint64>("units");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("typed");
    // The nearest double to 0.07 is 0.070000000000000007, which "%.16G" prints 0.07000000000000001;
    // whatever the spelling, a share of 70,000 ppm (7 %) must read back as the 0.07 a person types.
    QTest::newRow("7 % share") << qint64(70000) << 6 << QStringLiteral("0.07");
    QTest::newRow("7 fen") << qint64(7) << 2 << QStringLiteral("0.07");
    QTest::newRow("-7 fen") << qint64(-7) << 2 << QStringLiteral("-0.07");
    // 0.1 + 0.2 is 0.30000000000000004 in doubles; 0.3 itself, 30 % and 0.3 as tenths are "0.3".
    QTest::newRow("30 % share") << qint64(300000) << 6 << QStringLiteral("0.3");
    QTest::newRow("0.3 tenths") << qint64(3) << 1 << QStringLiteral("0.3");
    QTest::newRow("0.1 fen") << qint64(10) << 2 << QStringLiteral("0.1");
    QTest::newRow("0.2 fen") << qint64(20) << 2 << QStringLiteral("0.2");
    // 1.1 is 1.100000000000000088..., 0.57 is 0.56999999999999995...: both exact as written.
    QTest::newRow("1.1") << qint64(110) << 2 << QStringLiteral("1.1");
    QTest::newRow("0.57") << qint64(57) << 2 << QStringLiteral("0.57");
    QTest::newRow("4.35 %") << qint64(43500) << 6 << QStringLiteral("0.0435");
    // A quantity in milli-units: 2.5 servers, 26.75 kW.
    QTest::newRow("quantity 2.5") << qint64(2500) << 3 << QStringLiteral("2.5");
    QTest::newRow("26.75 kW") << qint64(26750) << 3 << QStringLiteral("26.75");
    QTest::newRow("whole") << qint64(3588800) << 2 << QStringLiteral("35888");
    QTest::newRow("zero") << qint64(0) << 2 << QStringLiteral("0");
    QTest::newRow("money") << qint64(35319200) << 2 << QStringLiteral("353192");
    QTest::newRow("fen of a large sum") << qint64(123456789012) << 2 << QStringLiteral("1234567890.12");
}

void TestXlsxWorkbook::exactDecimals()
{
    QFETCH(qint64, units);
    QFETCH(int, decimals);
    QFETCH(QString, typed);
    const double decimal = typed.toDouble(); // what a person typing the decimal gets
    QCOMPARE(XlsxSheet::exactNumber(units, decimals), decimal);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("exact.xlsx"));
    {
        XlsxWorkbook book(path);
        XlsxSheet sheet = book.addSheet(QStringLiteral("Exact"));
        sheet.writeDecimal(0, 0, units, decimals, XlsxStyle::Percent);
        sheet.writeMoney(0, 1, Money(units)); // as fen
        sheet.writeMoneyFormula(0, 2, QStringLiteral("=B1"), Money(units));
        QCOMPARE(book.close(), QString());
    }
    // Read back from the file's text, as a spreadsheet reads it: the typed decimal, exactly.
    const QHash<QString, XlsxCell> cells = xlsxCells(path);
    QCOMPARE(cells.value(QStringLiteral("A1")).value.toDouble(), decimal);
    QCOMPARE(cells.value(QStringLiteral("B1")).value.toDouble(), double(units) / 100.0); // the fen as currency units
    QCOMPARE(cells.value(QStringLiteral("C1")).formula, QStringLiteral("B1"));
    QCOMPARE(cells.value(QStringLiteral("C1")).value, cells.value(QStringLiteral("B1")).value);
}

void TestXlsxWorkbook::failedCloseNamesTheFileAndKeepsTheOld()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.xlsx"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the user's earlier export");
    }
    XlsxWorkbook book(path);
    XlsxSheet bad = book.addSheet(QStringLiteral("Q[1]")); // '[' and ']' are not allowed in a sheet name
    QVERIFY(!bad.isValid());
    bad.writeText(0, 0, QStringLiteral("ignored")); // a write to the refused sheet does nothing
    const QString error = book.close();
    QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("Q[1]")), qPrintable(error));
    QFile old(path);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the user's earlier export"));
}

void TestXlsxWorkbook::unwritableTargetIsNamed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/quote.xlsx"));
    XlsxWorkbook book(path);
    book.addSheet(QStringLiteral("Quote")).writeText(0, 0, QStringLiteral("x"));
    const QString error = book.close();
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write the workbook: ")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

QTEST_MAIN(TestXlsxWorkbook)
#include "tst_xlsxworkbook.moc"
