// A second lock owner in its own process, for tst_documentlock: locks DESIGN with
// DocumentLock, prints "LOCKED" (or "REFUSED <owner>") and waits to be killed.
#include "applicationsetup.h"
#include "documentlock.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    cq::setUpApplication(&app);
    if (app.arguments().size() != 2)
        return 2;
    cq::DocumentLock lock;
    QTextStream out(stdout);
    if (lock.acquire(app.arguments().at(1)))
        out << "LOCKED" << Qt::endl;
    else
        out << "REFUSED " << lock.ownerDescription() << Qt::endl;
    return app.exec();
}
