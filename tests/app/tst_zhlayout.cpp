#include "applicationsetup.h"
#include "editor/newclusterwizard.h"
#include "mainwindow.h"
#include "panels/quoteextrasdialog.h"
#include "pricebook/pricebookdialog.h"
#include "pricebook/priceconflictdialog.h"
#include "pricebook/pricebookconnectiondialog.h"
#include "pricebookdatabase.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

// The Chinese texts fit where the English ones did (issue #7): with clusterquote_zh_CN.qm
// installed, no button, check box, label or tab of the main window and of the dialogs is
// narrower than its text needs (sizeHint), and every menu entry is Chinese. Screenshots of each
// go to /tmp/cq-zh-*.png for a look by eye (fonts-noto-cjk must be installed for the glyphs).
class TestZhLayout : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    cq::PriceBook m_book;
    cq::Catalog m_catalog;

    // Names of the widgets under `root` whose text is clipped: shown, and narrower than their
    // size hint (single-line labels and buttons) or than their tab text.
    static QStringList clipped(QWidget *root)
    {
        QStringList out;
        for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
            if (b->isVisibleTo(root) && !b->text().isEmpty() && b->width() < b->sizeHint().width())
                out << QStringLiteral("button \"%1\": %2 < %3 px").arg(b->text()).arg(b->width()).arg(b->sizeHint().width());
        }
        for (QLabel *l : root->findChildren<QLabel *>()) {
            if (l->isVisibleTo(root) && !l->wordWrap() && !l->text().isEmpty() && l->pixmap().isNull()
                && l->width() < l->sizeHint().width())
                out << QStringLiteral("label \"%1\": %2 < %3 px").arg(l->text()).arg(l->width()).arg(l->sizeHint().width());
        }
        for (QTabBar *t : root->findChildren<QTabBar *>()) {
            if (!t->isVisibleTo(root) || t->elideMode() != Qt::ElideNone)
                continue;
            for (int i = 0; i < t->count(); ++i) {
                const int need = t->fontMetrics().horizontalAdvance(t->tabText(i));
                if (t->tabRect(i).width() < need)
                    out << QStringLiteral("tab \"%1\": %2 < %3 px").arg(t->tabText(i)).arg(t->tabRect(i).width()).arg(need);
            }
        }
        return out;
    }

    static void shoot(QWidget *w, const QString &name)
    {
        const QString path = QDir::temp().filePath(QStringLiteral("cq-zh-%1.png").arg(name));
        QVERIFY(w->grab().save(path));
        qInfo("screenshot: %s", qPrintable(path));
    }

    static void checkDialog(QWidget *dialog, const QString &name)
    {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QStringList bad = clipped(dialog);
        QVERIFY2(bad.isEmpty(), qPrintable(name + QStringLiteral(": ") + bad.join(QStringLiteral("; "))));
        shoot(dialog, name);
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        const QLocale zh(QLocale::Chinese, QLocale::China);
        QVERIFY2(cq::installTranslators(qApp, zh, QStringLiteral(CQ_QM_DIR)),
                 "clusterquote_zh_CN.qm not loaded from " CQ_QM_DIR);
        QLocale::setDefault(zh);
        cq::PriceBookDatabase db;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("pricebook.sqlite"))), qPrintable(db.error()));
        m_book = db.priceBook();
        m_catalog = db.catalog();
        QVERIFY(!m_catalog.servers.isEmpty());
    }

    void mainWindowAndMenus()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-4node-ib.cqd")));
        const QStringList bad = clipped(&window);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("; "))));
        shoot(&window, QStringLiteral("mainwindow"));

        // Every menu entry reads in Chinese; Latin letters only as the accelerator "(&F)", in
        // a file type ("SVG", "PDF", "PNG") or a product name (ClusterQuote).
        static const QRegularExpression allowed(
            QStringLiteral("\\(&[A-Za-z0-9]\\)|ClusterQuote|SVG|PNG|PDF|CSV|XLSX|Ctrl|Shift|Del"));
        static const QRegularExpression latin(QStringLiteral("[A-Za-z]{2,}"));
        int index = 0;
        for (QAction *top : window.menuBar()->actions()) {
            QMenu *menu = top->menu();
            if (!menu)
                continue;
            menu->popup(QPoint(20, 20));
            QVERIFY(QTest::qWaitForWindowExposed(menu));
            shoot(menu, QStringLiteral("menu%1").arg(index++));
            for (QAction *a : menu->actions()) {
                QString text = a->text();
                text.remove(allowed);
                QVERIFY2(a->isSeparator() || !latin.match(text).hasMatch(),
                         qPrintable(QStringLiteral("untranslated menu entry: ") + a->text()));
            }
            menu->hide();
        }
    }

    void quoteDetailsDialog()
    {
        cq::QuoteExtrasDialog dialog(cq::QuoteSettings{}, cq::QuoteExtras{}, QStringLiteral("zh_CN"), {});
        checkDialog(&dialog, QStringLiteral("quotedetails"));
    }

    void priceBookDialog()
    {
        cq::PriceBookDialog dialog(m_book);
        checkDialog(&dialog, QStringLiteral("pricebook"));
    }

    void priceConflictDialog()
    {
        // Issue #21: a price alice saved first, and one she removed.
        cq::PriceItem theirs = m_book.items.first(), yours = theirs;
        theirs.price.max += cq::Money(100000);
        theirs.stored = {2, QStringLiteral("alice"), QDateTime(QDate(2026, 12, 6), QTime(8, 15))};
        yours.price.max += cq::Money(200000);
        const cq::PriceItem removed = m_book.items.last();
        cq::PriceConflictDialog dialog({{theirs.sku, theirs.region, theirs, yours},
                                        {removed.sku, removed.region, std::nullopt, removed}}, false);
        checkDialog(&dialog, QStringLiteral("priceconflict"));
    }

    void priceBookConnectionDialog()
    {
        // Issue #21: a team server's fields, and a Test Connection result of three lines.
        cq::PriceBookConnection server;
        server.server = true;
        server.host = QStringLiteral("/var/run/postgresql");
        server.database = QStringLiteral("pricebook");
        server.user = QStringLiteral("alice");
        cq::PriceBookConnectionDialog dialog(server);
        dialog.showResult(QCoreApplication::translate("cq::PriceBookRoleSummary",
                                                      "Connected as %1: you may read %2, but not %3.")
                              .arg(QStringLiteral("cq_viewer"), QStringLiteral("标价和硬件目录"),
                                   QStringLiteral("签发修订版、修改价格或修改硬件目录")),
                          false);
        checkDialog(&dialog, QStringLiteral("connection"));
    }

    void newClusterWizardPages()
    {
        cq::NewClusterWizard wizard(m_catalog);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        int page = 0;
        do {
            const QStringList bad = clipped(wizard.currentPage());
            QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("wizard page %1: ").arg(page) + bad.join(QStringLiteral("; "))));
            shoot(&wizard, QStringLiteral("wizard%1").arg(page++));
            wizard.next();
        } while (page < 8 && wizard.currentPage() && !wizard.currentPage()->isFinalPage());
        shoot(&wizard, QStringLiteral("wizard%1").arg(page));
    }
};

QTEST_MAIN(TestZhLayout)
#include "tst_zhlayout.moc"
