#include "cli/commandline.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

// The hand-written man page (installer/linux/clusterquote.1.in) keeps up with the CLI: every
// command and every option that `clusterquote --help` prints is in its SYNOPSIS or text.
// Helpers keep adding commands and options; this fails until the page names them too.
class TestManPage : public QObject
{
    Q_OBJECT

    static QString manPageText()
    {
        QFile file(QStringLiteral(CQ_SOURCE_DIR "/installer/linux/clusterquote.1.in"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        // troff writes a literal minus as "\-": "\-\-pdf" is "--pdf" on the page.
        return QString::fromUtf8(file.readAll()).replace(QStringLiteral("\\-"), QStringLiteral("-"));
    }

    static QString usageText()
    {
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        cq::CommandLine::run({QStringLiteral("--help")}, outStream, errStream);
        outStream.flush();
        return out;
    }

private slots:
    void everyCommandAndOptionDocumented()
    {
        const QString page = manPageText();
        QVERIFY2(page.contains(QStringLiteral(".TH CLUSTERQUOTE 1")), "man page missing or without a .TH line");
        const QString usage = usageText();

        QSet<QString> commands;
        static const QRegularExpression command(QStringLiteral("^\\s*clusterquote ([a-z]+)"), QRegularExpression::MultilineOption);
        for (auto it = command.globalMatch(usage); it.hasNext();)
            commands.insert(it.next().captured(1));
        // Guard the parsing: the usage has named these since the first release.
        for (const char *known : {"validate", "analyze", "quote", "generate", "catalog"})
            QVERIFY2(commands.contains(QLatin1String(known)), known);

        QSet<QString> options;
        static const QRegularExpression option(QStringLiteral("(--[a-z][a-z-]*|\\s-o\\b)"));
        for (auto it = option.globalMatch(usage); it.hasNext();)
            options.insert(it.next().captured(1).trimmed());
        QVERIFY(options.contains(QStringLiteral("--json")));

        QStringList missing;
        for (const QString &c : commands) {
            if (!page.contains(QStringLiteral(".B clusterquote ") + c))
                missing << QStringLiteral("command ") + c;
        }
        for (const QString &o : options) {
            // "--pdf" must not be found inside "--pdf-page": the next character ends the word.
            const QRegularExpression exact(QRegularExpression::escape(o) + QStringLiteral("(?![a-z-])"));
            if (!exact.match(page).hasMatch())
                missing << QStringLiteral("option ") + o;
        }
        missing.sort();
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in installer/linux/clusterquote.1.in: ") + missing.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
