// Test helper for tst_atomicsave: saves two large designs ("new" and "old", see
// largedesign.h) to argv[1] alternately through DesignFormat::save (QSaveFile), forever,
// printing "saved N" after each finished save, until the test kills it with SIGKILL.
#include "format/designformat.h"
#include "largedesign.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: cq_saveloop FILE SERVERS\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    const int servers = QByteArray(argv[2]).toInt();
    const cq::Design designs[2] = {cqtest::largeDesign(QStringLiteral("new"), servers, 20),
                                   cqtest::largeDesign(QStringLiteral("old"), servers, 0)};
    for (long n = 0;; ++n) {
        if (const QString error = cq::DesignFormat::save(designs[n % 2], path); !error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("saved %ld\n", n + 1);
        std::fflush(stdout);
    }
}
