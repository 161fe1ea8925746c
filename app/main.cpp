#include "applicationsetup.h"
#include "cli/commandline.h"
#include "mainwindow.h"

#include <QApplication>
#include <QTextStream>

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
        QGuiApplication app(argc, argv);
        cq::setUpApplication(&app);
        QTextStream out(stdout);
        QTextStream err(stderr);
        return cq::CommandLine::run(arguments, out, err);
    }

    QApplication app(argc, argv);
    cq::setUpApplication(&app);
    cq::MainWindow window;
    window.show();
    if (!arguments.isEmpty())
        window.openFile(arguments.first());
    return app.exec();
}
