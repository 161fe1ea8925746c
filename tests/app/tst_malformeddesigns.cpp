#include "cli/commandline.h"
#include "format/designformat.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

// The hostile-design corpus (tests/malformed/*.cqd, expected.tsv beside it), file by file:
// the loader refuses it with one line naming the file, the place and the problem, the CLI
// `validate` exits with the manifest's code, and the main window keeps its open document.
// Two files too large to commit (a million servers, 5,000 nested arrays) are made here.
class TestMalformedDesigns : public QObject
{
    Q_OBJECT

    struct Case {
        QString file;
        int exitCode = 0;
        QString fragment;
    };

    QTemporaryDir m_dir;
    QList<Case> m_cases;

    static QString corpusDir() { return QStringLiteral(CQ_SOURCE_DIR "/tests/malformed"); }

    QString pathOf(const Case &c) const
    {
        return QFile::exists(QDir(corpusDir()).filePath(c.file)) ? QDir(corpusDir()).filePath(c.file)
                                                                 : m_dir.filePath(c.file);
    }

    static QList<Case> readManifest(QString *error)
    {
        QFile f(QDir(corpusDir()).filePath(QStringLiteral("expected.tsv")));
        if (!f.open(QIODevice::ReadOnly)) {
            *error = f.errorString();
            return {};
        }
        QList<Case> cases;
        for (const QByteArray &line : f.readAll().split('\n')) {
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QList<QByteArray> cols = line.split('\t');
            if (cols.size() < 3) {
                *error = QStringLiteral("bad manifest line: ") + QString::fromUtf8(line);
                return {};
            }
            cases.append({QString::fromUtf8(cols[0]), cols[1].toInt(), QString::fromUtf8(cols[2])});
        }
        return cases;
    }

    void writeGenerated(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        m_cases = readManifest(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(m_cases.size() >= 30, "the corpus holds at least 30 files");
        // A million servers: "{}" each is enough, the memory budget must refuse the file before
        // reading any entry (1,000,000 x 4,096 B = 3.81 GB > DesignFormat::MemoryBudgetBytes = 2 GB).
        QByteArray million = "{\"format\":\"clusterquote-design\",\"version\":2,\"servers\":[";
        million.reserve(million.size() + 3 * 1000000 + 8);
        for (int i = 0; i < 1000000; ++i)
            million += i ? ",{}" : "{}";
        million += "]}";
        writeGenerated(QStringLiteral("million-servers.cqd"), million);
        m_cases.append({QStringLiteral("million-servers.cqd"), 2,
                        QStringLiteral("1,000,000 devices and 0 cables need about 3.81 GB of memory, more than the 2 GB "
                                                "memory budget of a design")});
        // 5,000 nested arrays in "notes": Qt's parser stops at depth 1024, without recursing
        // into a stack overflow.
        const QByteArray nested = "{\"format\":\"clusterquote-design\",\"version\":2,\"notes\":"
            + QByteArray(5000, '[') + QByteArray(5000, ']') + "}";
        writeGenerated(QStringLiteral("deeply-nested.cqd"), nested);
        m_cases.append({QStringLiteral("deeply-nested.cqd"), 2, QStringLiteral("not valid JSON")});
    }

    void loader_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("fragment");
        for (const Case &c : std::as_const(m_cases))
            QTest::newRow(qPrintable(c.file)) << pathOf(c) << c.exitCode << c.fragment;
    }

    // DesignFormat::load: refused files give "<file>: <place>: <problem>" with the manifest's
    // words; the others load (the rules or the quote report what is wrong with them).
    void loader()
    {
        QFETCH(QString, path);
        QFETCH(int, exitCode);
        QFETCH(QString, fragment);
        const QString name = QFileInfo(path).fileName();
        const cq::DesignReadResult result = cq::DesignFormat::load(path);
        if (exitCode != 2) {
            QVERIFY2(result.ok(), qPrintable(result.error));
            return;
        }
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith(name + QStringLiteral(": ")), qPrintable(result.error));
        QVERIFY2(result.error.contains(fragment), qPrintable(result.error));
        QVERIFY2(!result.error.contains(u'\n'), "one line");
        QVERIFY(result.design == cq::Design());
        qInfo("%s", qPrintable(result.error)); // the messages, for the report
    }

    void validateCli_data() { loader_data(); }

    // `clusterquote validate FILE`: exit 2 with the one line on stderr for refused files,
    // else exit 0/1 with the rules' findings on stdout.
    void validateCli()
    {
        QFETCH(QString, path);
        QFETCH(int, exitCode);
        QFETCH(QString, fragment);
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        const int code = cq::CommandLine::run({QStringLiteral("validate"), path}, outStream, errStream);
        outStream.flush();
        errStream.flush();
        QCOMPARE(code, exitCode);
        if (exitCode == 2) {
            QVERIFY2(err.contains(QFileInfo(path).fileName()) && err.contains(fragment), qPrintable(err));
            QCOMPARE(err.trimmed().count(u'\n'), 0);
            QVERIFY(out.isEmpty());
        } else {
            QVERIFY2(out.contains(fragment), qPrintable(out));
        }
    }

    // Opening each refused file in the designer shows the error and leaves the open design,
    // its file path and its undo history exactly as they were: nothing half imported.
    void mainWindowKeepsDocument()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd")));
        cq::ClusterDocument *doc = window.document();
        doc->removeObjects({doc->design().servers.first().id}); // an unsaved edit to keep
        const cq::Design before = doc->design();
        const QString pathBefore = doc->filePath();
        const int undoSteps = doc->undoStack()->count();
        QCOMPARE(before.servers.size(), 1);

        int refused = 0;
        for (const Case &c : std::as_const(m_cases)) {
            if (c.exitCode != 2)
                continue;
            QString shown;
            // The error box is modal: read its text and close it as soon as it shows.
            QTimer::singleShot(0, &window, [&shown] {
                if (QWidget *box = QApplication::activeModalWidget()) {
                    shown = box->property("text").toString();
                    if (shown.startsWith(QLatin1String("cable-to-missing-device.cqd"))) { // one to look at
                        const QString dir = qEnvironmentVariable("CQ_TEST_ARTIFACTS", QDir::tempPath());
                        box->grab().save(QDir(dir).filePath(QStringLiteral("malformed-design-error.png")));
                    }
                    box->close();
                }
            });
            QVERIFY2(!window.openFile(pathOf(c)), qPrintable(c.file));
            QVERIFY2(shown.contains(c.fragment), qPrintable(c.file + QStringLiteral(": ") + shown));
            QVERIFY2(doc->design() == before, qPrintable(c.file));
            QCOMPARE(doc->filePath(), pathBefore);
            QCOMPARE(doc->undoStack()->count(), undoSteps);
            QVERIFY(window.isWindowModified());
            ++refused;
        }
        QVERIFY(refused >= 30);
        doc->undoStack()->undo(); // the document still works
        QCOMPARE(doc->design().servers.size(), 2);
    }

    // The files the app could have saved itself (a port index beyond the device's ports, two
    // cables on a port, a cable between rooms, an unknown SKU) open in the designer, which
    // draws them and lists the problems instead of crashing.
    void mainWindowOpensReportedDesigns()
    {
        cq::MainWindow window(m_dir.filePath(QStringLiteral("pricebook.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        int opened = 0;
        for (const Case &c : std::as_const(m_cases)) {
            if (c.exitCode == 2)
                continue;
            QVERIFY2(window.openFile(pathOf(c)), qPrintable(c.file));
            QVERIFY(window.document()->design() == cq::DesignFormat::load(pathOf(c)).design);
            QTest::qWait(50); // let the scene and the worker's analysis run on it
            ++opened;
        }
        QVERIFY(opened >= 4);
    }
};

QTEST_MAIN(TestMalformedDesigns)
#include "tst_malformeddesigns.moc"
