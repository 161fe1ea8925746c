// A ClusterQuote main window in its own process, for tst_autosave: opens DESIGN with the
// price book PRICEBOOK, makes applyAutosaveEdit(), prints "AUTOSAVED <path>" when the
// autosave timer (CQ_AUTOSAVE_INTERVAL_MS) has written it, then by MODE:
//   crash  waits to be killed (SIGKILL from the test);
//   exit   returns from main at once (a clean exit, window and session destroyed);
//   save   saves the design (File > Save), prints "SAVED", waits to be killed.
#include "applicationsetup.h"
#include "autosaveedit.h"
#include "autosavesession.h"
#include "fileactions.h"
#include "mainwindow.h"

#include <QApplication>
#include <QTextStream>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    cq::setUpApplication(&app);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        QTextStream(stderr) << "usage: autosavehelper DESIGN PRICEBOOK crash|exit|save" << Qt::endl;
        return 2;
    }
    const QString mode = args.at(3);
    cq::MainWindow window(args.at(2));
    if (!window.openFile(args.at(1)))
        return 3;
    QTextStream out(stdout);
    QObject::connect(window.autosave(), &cq::AutosaveSession::autosaved, &app, [&](const QString &path) {
        out << "AUTOSAVED " << path << Qt::endl;
        if (mode == QLatin1String("exit")) {
            app.quit();
        } else if (mode == QLatin1String("save")) {
            out << (window.fileActions()->save() ? "SAVED" : "SAVE FAILED") << Qt::endl;
        }
    });
    applyAutosaveEdit(window.document());
    return app.exec();
}
