// libFuzzer target: the readers of pasted command output (nvidia-smi topo -m, ibstat/ibstatus,
// ibnetdiscover, nccl-tests, ethtool, nvidia-smi dmon / --query-gpu), reached through content detection as `clusterquote import` does.
// Any input must give a result or diagnostics naming the file and a line inside it, never a
// crash, a hang or a sanitizer report. Seeds: shared/reference/real-outputs files and the
// hand-written ethtool / nvidia-smi logs of tests/data/acceptance.
#include "acceptance/acceptance.h"

#include <QByteArray>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const cq::ImportedFile imported = cq::importFile(bytes, QStringLiteral("fuzz.txt"));
    const qsizetype lines = bytes.count('\n') + 1;
    for (const cq::ImportDiagnostic &d : imported.diagnostics()) {
        if (d.file != QLatin1String("fuzz.txt") || d.line < 0 || d.line > lines) {
            std::fprintf(stderr, "bad diagnostic place: %s\n", qPrintable(d.toString()));
            std::abort();
        }
    }
    return 0;
}
