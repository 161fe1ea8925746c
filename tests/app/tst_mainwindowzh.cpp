#include "applicationsetup.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "panels/quotetablemodel.h"
#include "panels/quotetablewidget.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

// The designer in Simplified Chinese: the catalogue built from translations/
// clusterquote_zh_CN.ts and Qt's qtbase_zh_CN.qm are installed as setUpApplication() does,
// then the menus, docks and quote table must read in Chinese, with the standard terms agreed
// for the catalogue (文件 File, 编辑 Edit, 视图 View, 帮助 Help, 报价 Quote, 月付 / 年付,
// 数量 Qty, 单价 Unit price, 金额 Amount). Fails until the zh_CN translation is done.
class TestMainWindowZh : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // "文件(&F)" -> "文件": the accelerator is Latin by necessity, the rest must not be.
    static QString withoutAccelerator(QString text)
    {
        static const QRegularExpression accelerator(QStringLiteral("\\(&[A-Za-z0-9]\\)|&"));
        return text.remove(accelerator).trimmed();
    }
    static bool hasLatinLetters(const QString &text)
    {
        static const QRegularExpression latin(QStringLiteral("[A-Za-z]"));
        return latin.match(text).hasMatch();
    }

private slots:
    void initTestCase()
    {
        // Keep the language choice of languageMenu() away from the user's settings.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        const QLocale zh(QLocale::Chinese, QLocale::China);
        QVERIFY2(cq::installTranslators(qApp, zh, QStringLiteral(CQ_QM_DIR)),
                 "clusterquote_zh_CN.qm not loaded from " CQ_QM_DIR);
        QLocale::setDefault(zh);
    }

    void qtDialogsInChinese()
    {
        // Qt's own buttons come from qtbase_zh_CN.qm (qt6-translations-l10n).
        QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QCOMPARE(withoutAccelerator(box.button(QDialogButtonBox::Cancel)->text()), QStringLiteral("取消"));
        QCOMPARE(withoutAccelerator(box.button(QDialogButtonBox::Ok)->text()), QStringLiteral("确定"));
    }

    void menusDocksAndQuoteInChinese()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd")));

        QStringList menus;
        for (QAction *action : window.menuBar()->actions())
            menus << withoutAccelerator(action->text());
        for (const QString &term : {QStringLiteral("文件"), QStringLiteral("编辑"), QStringLiteral("视图"),
                                    QStringLiteral("帮助"), QStringLiteral("报价")}) {
            const bool found = std::any_of(menus.begin(), menus.end(), [&](const QString &m) { return m.contains(term); });
            QVERIFY2(found, qPrintable(term + QStringLiteral(" not in the menu bar: ") + menus.join(u'|')));
        }
        for (const QString &menu : menus)
            QVERIFY2(!hasLatinLetters(menu), qPrintable(QStringLiteral("untranslated menu: ") + menu));

        auto *quoteDock = window.findChild<QDockWidget *>(QStringLiteral("quoteDock"));
        QVERIFY(quoteDock);
        QCOMPARE(quoteDock->windowTitle(), QStringLiteral("报价"));

        auto *table = window.findChild<cq::QuoteTableWidget *>();
        QVERIFY(table);
        auto *term = table->findChild<QComboBox *>(QStringLiteral("termSelector"));
        QVERIFY(term);
        QCOMPARE(term->itemText(0), QStringLiteral("月付"));
        QCOMPARE(term->itemText(1), QStringLiteral("年付"));

        const QAbstractItemModel *model = table->model();
        auto header = [model](int column) { return model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(); };
        QVERIFY2(header(cq::QuoteTableModel::QuantityColumn).contains(QStringLiteral("数量")), qPrintable(header(cq::QuoteTableModel::QuantityColumn)));
        QVERIFY2(header(cq::QuoteTableModel::UnitPriceColumn).contains(QStringLiteral("单价")), qPrintable(header(cq::QuoteTableModel::UnitPriceColumn)));
        QVERIFY2(header(cq::QuoteTableModel::AmountColumn).contains(QStringLiteral("金额")), qPrintable(header(cq::QuoteTableModel::AmountColumn)));
        for (int column = 0; column < model->columnCount(); ++column) {
            QString text = header(column);
            text.remove(QStringLiteral("CNY")); // the currency code stays an ISO code
            QVERIFY2(!hasLatinLetters(text), qPrintable(QStringLiteral("untranslated column header: ") + header(column)));
        }

        // Money reads the same in Chinese: 4 servers x 35,888.00 = 143,552.00 a month; on the
        // annual term x 12 months x 80 % = 1,378,099.20.
        const bool annual = window.currentQuote().settings.term == cq::Term::Annual;
        const QString rent = annual ? QStringLiteral("1,378,099.20") : QStringLiteral("143,552.00");
        bool shown = false;
        for (int row = 0; row < model->rowCount(); ++row)
            shown = shown || model->index(row, cq::QuoteTableModel::AmountColumn).data().toString() == rent;
        QVERIFY2(shown, qPrintable(rent + QStringLiteral(" not in the quote table")));

        // The IB port fees and the switch are estimates in the default price book: 预估价格.
        bool estimate = false;
        for (int row = 0; row < model->rowCount(); ++row)
            estimate = estimate || model->index(row, cq::QuoteTableModel::KindColumn).data().toString().contains(QStringLiteral("预估"));
        QVERIFY2(estimate, "no line of the quote is marked 预估 (estimate)");

        const QString shot = QDir::temp().filePath(QStringLiteral("cq-mainwindow-zh.png"));
        QVERIFY(window.grab().save(shot));
        qInfo("screenshot: %s", qPrintable(shot));
    }

    void languageMenuRemembersTheChoice()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        auto *menu = window.findChild<cq::LanguageMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        auto *system = menu->findChild<QAction *>(QStringLiteral("language_system"));
        auto *chinese = menu->findChild<QAction *>(QStringLiteral("language_zh_CN"));
        QVERIFY(system && chinese);
        QVERIFY(system->isChecked()); // nothing chosen yet: the system's language
        QCOMPARE(chinese->text(), QStringLiteral("简体中文"));

        // Choosing asks whether to restart now; answer "No" (Qt's button, in Chinese: 否).
        QString buttonText;
        QTimer::singleShot(0, this, [&buttonText] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            QAbstractButton *no = box->button(QMessageBox::No);
            buttonText = no->text();
            no->click();
        });
        chinese->trigger();
        QCOMPARE(withoutAccelerator(buttonText), QStringLiteral("否"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));
        QCOMPARE(cq::uiLocale().name(), QStringLiteral("zh_CN"));
        QVERIFY(chinese->isChecked());

        cq::setChosenLanguage({});
        QVERIFY(!QSettings().contains(QStringLiteral("ui/language")));
    }
};

QTEST_MAIN(TestMainWindowZh)
#include "tst_mainwindowzh.moc"
