#pragma once

#include <QtGlobal>
#include <QTest>

/**
 * Skips the current test when a fixture it needs (../shared beside the clone, a tool such as
 * pdftotext) is missing, and fails it under CI (CI=true): there a missing fixture is a broken
 * set-up, never a pass. @p why names what is missing.
 */
#define CQ_REQUIRE_FIXTURE(present, why)                                                   \
    do {                                                                                   \
        if (!(present)) {                                                                  \
            if (qEnvironmentVariable("CI") == QLatin1String("true"))                       \
                QFAIL(qPrintable(QStringLiteral("missing under CI: %1").arg(why)));        \
            QSKIP(qPrintable(QStringLiteral("%1").arg(why)));                              \
        }                                                                                  \
    } while (false)
