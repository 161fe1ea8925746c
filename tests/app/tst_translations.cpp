#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <algorithm>

// The message catalogues are complete: every message of translations/clusterquote_<lang>.ts
// has a finished, non-empty translation, keeps the source's %1..%n placeholders and, for menu
// entries, a keyboard accelerator. Reads the .ts files themselves (not the .qm), so a message
// that `update_translations` added and nobody translated fails here by name.
class TestTranslations : public QObject
{
    Q_OBJECT

    struct Message
    {
        QString context;
        QString source;
        QStringList translations; // one per numerus form, or one
        bool unfinished = false;
    };

    // Messages that are shown: lupdate marks removed ones "vanished"/"obsolete" and Qt
    // ignores them, so they do not count as missing.
    static QList<Message> readTs(const QString &path, QString *problem)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *problem = path + QStringLiteral(": cannot open");
            return {};
        }
        QList<Message> messages;
        QXmlStreamReader xml(&file);
        QString context;
        Message current;
        bool inMessage = false;
        bool shown = true;
        bool numerus = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) {
                if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                    if (shown)
                        messages.append(current);
                    inMessage = false;
                }
                continue;
            }
            const auto name = xml.name();
            if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                current = Message{context, QString(), {}, false};
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                inMessage = true;
                shown = true;
            } else if (inMessage && name == QLatin1String("source")) {
                current.source = xml.readElementText();
            } else if (inMessage && name == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                shown = type != QLatin1String("vanished") && type != QLatin1String("obsolete");
                current.unfinished = type == QLatin1String("unfinished");
                if (!numerus)
                    current.translations.append(xml.readElementText());
                // else: one <numerusform> child per plural form, read below
            } else if (inMessage && name == QLatin1String("numerusform")) {
                current.translations.append(xml.readElementText());
            }
        }
        if (xml.hasError())
            *problem = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return messages;
    }

    static QString tsPath(const QString &language)
    {
        return QStringLiteral(CQ_SOURCE_DIR "/translations/clusterquote_%1.ts").arg(language);
    }

    // Up to 15 offenders by name and the count, so the failure says what to translate.
    static QByteArray report(const QString &what, const QStringList &offenders)
    {
        QString text = QStringLiteral("%1 of the messages %2:").arg(offenders.size()).arg(what);
        for (const QString &o : offenders.mid(0, 15))
            text += QStringLiteral("\n    ") + o;
        if (offenders.size() > 15)
            text += QStringLiteral("\n    ...");
        return text.toUtf8();
    }

    static QString name(const Message &m) { return m.context + QStringLiteral(": \"") + m.source + u'"'; }

    static void languages()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("en") << QStringLiteral("en");
    }

private slots:
    void readerSeesTheCatalogue()
    {
        // Guards the reader itself: a catalogue read as empty would pass every check below.
        QString problem;
        const QList<Message> messages = readTs(tsPath(QStringLiteral("zh_CN")), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(messages.size() > 100);
        const bool hasFile = std::any_of(messages.begin(), messages.end(), [](const Message &m) {
            return m.context == QLatin1String("cq::MainWindow") && m.source == QLatin1String("&File");
        });
        QVERIFY2(hasFile, "cq::MainWindow \"&File\" is not in the zh_CN catalogue");
    }

    void catalogueHasEverySourceString()
    {
        // A tr() string added to the code but not yet extracted is as untranslated as an
        // unfinished one: lupdate (the same sources as `update_translations`) run on a copy
        // of the zh_CN catalogue must find nothing new.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("clusterquote_zh_CN.ts"));
        QVERIFY(QFile::copy(tsPath(QStringLiteral("zh_CN")), copy));
        QStringList args{QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                         QStringLiteral("-extensions"), QStringLiteral("cpp,h")};
        for (const char *sub : {"app", "model", "views", "database"})
            args << QStringLiteral(CQ_SOURCE_DIR "/") + QLatin1String(sub);
        args << QStringLiteral("-ts") << copy;
        QProcess lupdate;
        lupdate.start(QStringLiteral(CQ_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish in 2 minutes");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        QString problem;
        const QList<Message> before = readTs(tsPath(QStringLiteral("zh_CN")), &problem);
        const QList<Message> after = readTs(copy, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QSet<QString> known;
        for (const Message &m : before)
            known.insert(name(m));
        QStringList missing;
        for (const Message &m : after) {
            if (!known.contains(name(m)))
                missing << name(m);
        }
        QVERIFY2(missing.isEmpty(), report(QStringLiteral("in the sources are missing from clusterquote_zh_CN.ts "
                                                          "(cmake --build <dir> --target update_translations)"), missing));
    }

    void everyMessageTranslated_data() { languages(); }
    void everyMessageTranslated()
    {
        QFETCH(QString, language);
        QString problem;
        const QList<Message> messages = readTs(tsPath(language), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QStringList offenders;
        for (const Message &m : messages) {
            const bool empty = m.translations.isEmpty()
                || std::any_of(m.translations.begin(), m.translations.end(),
                               [](const QString &t) { return t.trimmed().isEmpty(); });
            if (m.unfinished || empty)
                offenders << name(m);
        }
        QVERIFY2(offenders.isEmpty(), report(QStringLiteral("in clusterquote_%1.ts are unfinished or empty").arg(language), offenders));
    }

    void placeholdersKept_data() { languages(); }
    void placeholdersKept()
    {
        // "%1 x %2 GB/s" translated without %2 would print a wrong figure, not fail to build.
        QFETCH(QString, language);
        QString problem;
        const QList<Message> messages = readTs(tsPath(language), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        static const QRegularExpression placeholder(QStringLiteral("%L?(\\d+|n)"));
        auto placeholders = [](const QString &text) {
            QSet<QString> found;
            for (auto it = placeholder.globalMatch(text); it.hasNext();)
                found.insert(it.next().captured(1));
            return found;
        };
        QStringList offenders;
        for (const Message &m : messages) {
            if (m.unfinished)
                continue; // counted by everyMessageTranslated
            const QSet<QString> wanted = placeholders(m.source);
            for (const QString &t : m.translations) {
                // A plural form may leave %n out ("one server"), the others may not.
                QSet<QString> got = placeholders(t);
                QSet<QString> need = wanted;
                if (m.translations.size() > 1)
                    need.remove(QStringLiteral("n")), got.remove(QStringLiteral("n"));
                if (got != need) {
                    offenders << name(m) + QStringLiteral(" -> \"") + t + u'"';
                    break;
                }
            }
        }
        QVERIFY2(offenders.isEmpty(), report(QStringLiteral("in clusterquote_%1.ts lose or add a placeholder").arg(language), offenders));
    }

    void acceleratorsKept()
    {
        // "&File" -> "文件(&F)": without an '&' the Chinese menus lose their Alt shortcuts.
        QString problem;
        const QList<Message> messages = readTs(tsPath(QStringLiteral("zh_CN")), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        static const QRegularExpression accelerator(QStringLiteral("(^|[^&])&[^&\\s]"));
        QStringList offenders;
        for (const Message &m : messages) {
            if (m.unfinished || !accelerator.match(m.source).hasMatch())
                continue;
            for (const QString &t : m.translations) {
                if (!accelerator.match(t).hasMatch()) {
                    offenders << name(m) + QStringLiteral(" -> \"") + t + u'"';
                    break;
                }
            }
        }
        QVERIFY2(offenders.isEmpty(), report(QStringLiteral("in clusterquote_zh_CN.ts drop the keyboard accelerator"), offenders));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
