#pragma once

// An all_reduce_perf output in nccl-tests' current format, written for a test: `hosts` hosts
// (node01, node02, ...) with `perHost` ranks each, one process per GPU, sizes 1 GiB .. 8 GiB,
// every row at `busbwGBps`, on GPUs named `device` as nvidia-smi names them (accept fails a log
// whose GPUs are not the design's). Test input for `accept` against a design's expectation.

#include <QByteArray>
#include <QString>

namespace cqtest {

/** The device name nccl-tests prints for the GPUs of a bundled sample design ("a100-..." or "h100-..."). */
inline QString sampleDevice(const QString &sample)
{
    return sample.startsWith(QLatin1String("a100")) ? QStringLiteral("NVIDIA A100-SXM4-80GB") : QStringLiteral("NVIDIA H100 80GB HBM3");
}

inline QByteArray allReduceOutput(int hosts, int perHost, double busbwGBps, const QString &device)
{
    QString text = QStringLiteral("$ mpirun -np %1 all_reduce_perf -b 1G -e 8G -f 2 -g 1\n").arg(hosts * perHost);
    text += QStringLiteral("# nThread 1 nGpus 1 minBytes 1073741824 maxBytes 8589934592 step: 2(factor) warmup iters: 5 "
                           "iters: 20 agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n");
    for (int h = 0; h < hosts; ++h) {
        for (int g = 0; g < perHost; ++g)
            text += QStringLiteral("#  Rank %1 Group  0 Pid %2 on node%3 device  %4 [0000:%5:00] %6\n")
                        .arg(h * perHost + g, 2).arg(4100 + h * perHost + g, 6).arg(h + 1, 2, 10, QLatin1Char('0')).arg(g)
                        .arg(0x1b + 0x10 * g, 2, 16, QLatin1Char('0')).arg(device);
    }
    text += QStringLiteral("NCCL version 2.21.5+cuda12.4\n#\n"
                           "#                                                              out-of-place                       in-place\n"
                           "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n"
                           "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)\n");
    const int n = hosts * perHost;
    const double factor = n > 1 ? 2.0 * (n - 1) / n : 1;
    for (double bytes = 1073741824.0; bytes <= 8589934592.0; bytes *= 2) {
        const double algbw = busbwGBps / factor;
        const double us = bytes / algbw / 1000;
        text += QStringLiteral("%1 %2     float     sum      -1 %3 %4 %5      0 %3 %4 %5      0\n")
                    .arg(bytes, 12, 'f', 0).arg(bytes / 4, 13, 'f', 0).arg(us, 8, 'f', 0).arg(algbw, 7, 'f', 2)
                    .arg(busbwGBps, 7, 'f', 2);
    }
    text += QStringLiteral("# Out of bounds values : 0 OK\n# Avg bus bandwidth    : %1 \n#\n").arg(busbwGBps, 0, 'f', 4);
    return text.toUtf8();
}

} // namespace cqtest
