#pragma once

// Test inputs from ../shared/reference/real-outputs (README.md there states what a correct
// reader concludes from each file; the tests assert exactly that).

#include "../common/fixtureguard.h"
#include <QFile>
#include <QString>
#include <QTest>

inline QString realOutputPath(const QString &name)
{
    return QStringLiteral(CQ_SOURCE_DIR "/../shared/reference/real-outputs/") + name;
}

/** Reads a real-outputs file into @p bytes, or skips the test when ../shared is absent (fails under CI). */
#define CQ_READ_REAL_OUTPUT(name, bytes)                                                               \
    do {                                                                                                \
        QFile file_(realOutputPath(name));                                                              \
        CQ_REQUIRE_FIXTURE(file_.open(QIODevice::ReadOnly),                                             \
                           QStringLiteral("%1 not found: needs ../shared beside the clone").arg(name)); \
        bytes = file_.readAll();                                                                        \
    } while (false)
