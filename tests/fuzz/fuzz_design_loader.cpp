// libFuzzer target: the .cqd design loader. Any input must give a design or one error line,
// never a crash, a hang or a sanitizer report; and what it loads must survive save + load.
#include "format/designformat.h"

#include <QByteArray>
#include <cstdint>
#include <cstdlib>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const cq::DesignReadResult first = cq::DesignFormat::read(bytes, QStringLiteral("fuzz.cqd"));
    if (!first.ok()) {
        if (!first.error.startsWith(QLatin1String("fuzz.cqd: ")))
            std::abort(); // every message names the file
        return 0;
    }
    // Round trip: a design that loads must save and load back equal ("never lose a design").
    const cq::DesignReadResult second = cq::DesignFormat::read(cq::DesignFormat::write(first.design),
                                                               QStringLiteral("fuzz.cqd"));
    if (!second.ok() || !(second.design == first.design)) {
        std::fprintf(stderr, "round trip failed: %s\n", qPrintable(second.error));
        std::abort();
    }
    return 0;
}
