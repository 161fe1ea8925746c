#include "applicationsetup.h"
#include "cli/commandline.h"
#include "mainwindow.h"

#include <QApplication>
#include <QTextStream>

namespace {
// The CLI promises one line on stderr for a bad input. Headless runs without a login
// session make Qt warn that XDG_RUNTIME_DIR is unset (it falls back to /tmp); that note
// is about the machine, not the user's file, so the CLI keeps it out of its output.
void cliMessageHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    QTextStream(stderr) << qFormatLogMessage(type, context, message) << Qt::endl;
}
} // namespace

// Without a command: the designer (opening FILE if given). With one: the CLI, which needs
// fonts for PDFs but no display, so it runs on the offscreen platform unless told otherwise.
int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

    if (cq::CommandLine::wantsCli(arguments)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(cliMessageHandler);
        // QApplication, not QGuiApplication: `compare --pdf` renders its QCustomPlot charts,
        // which are widgets (offscreen, never shown).
        QApplication app(argc, argv);
        cq::setUpApplication(&app);
        QTextStream out(stdout);
        QTextStream err(stderr);
        return cq::CommandLine::run(arguments, out, err);
    }

    QApplication app(argc, argv);
    cq::setUpApplication(&app);
    cq::MainWindow window;
    window.show();
    const QStringList files = app.arguments().mid(1); // Qt has taken its own options out
    if (!files.isEmpty())
        window.openFile(files.first());
    window.offerRecovery(); // work autosaved by a session that crashed
    return app.exec();
}
