#pragma once

#include "domain/design.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cq {

/** Outcome of reading a design file. On failure `design` is empty and `error` says why. */
struct DesignReadResult {
    Design design;
    /** One line naming the file, the place in it and the problem, e.g.
     *  "a.cqd: servers[2].nic.rateGbps: expected a number greater than 0". Empty on success. */
    QString error;
    bool ok() const { return error.isEmpty(); }
};

/**
 * The ClusterQuote design file (.cqd): UTF-8 JSON, top-level object with
 * "format": "clusterquote-design" and "version": 1 or 2. Reading checks every field and refuses
 * a newer version; it never crashes on bad input. Two cables on one port and port indices
 * beyond a device's port count are loaded (the rules report them), everything else that
 * could not be drawn or priced is a read error. A UTF-8 byte order mark is skipped; UTF-16,
 * bytes that are not UTF-8 and raw control characters are refused with their line and column.
 */
class DesignFormat
{
    Q_DECLARE_TR_FUNCTIONS(cq::DesignFormat)
public:
    /** Version 2 added racks ("racks", a device's "rack") and a cable's "kind"; version 1
     *  files read as designs without racks whose cables get defaultCableKind(lengthM). */
    static constexpr int CurrentVersion = 2;
    static constexpr auto FormatName = "clusterquote-design";
    /** Memory a design may take while it is read and worked on (the file text, its parsed JSON,
     *  the design and its DesignIndex): 2 GiB. A file whose estimate (estimatedBytes) is above it
     *  is refused before any entry is read; no count of objects is capped. */
    static constexpr qint64 MemoryBudgetBytes = 2LL * 1024 * 1024 * 1024;
    /** Estimated peak bytes per device (room, rack, server, switch) and per cable, measured on
     *  generated designs (4,096 servers, 2,560 switches, 98,304 cables: 225 MB peak RSS for
     *  validate, about 1.9 kB a cable and 3 kB a device) and rounded up. */
    static constexpr qint64 BytesPerDevice = 4096;
    static constexpr qint64 BytesPerCable = 2048;
    /** Largest file read: a quarter of the budget (a file takes 4-5 times its size in memory). */
    static constexpr qint64 MaxFileBytes = MemoryBudgetBytes / 4;

    /** Estimated peak memory of reading and working on a design of @p devices rooms, racks,
     *  servers and switches and @p cables cables: devices x BytesPerDevice + cables x BytesPerCable. */
    static qint64 estimatedBytes(qint64 devices, qint64 cables);
    /** The refusal for a design of @p devices devices and @p cables cables over @p budgetBytes
     *  (naming the estimate and the budget), or an empty string when it fits. */
    static QString budgetProblem(qint64 devices, qint64 cables, qint64 budgetBytes = MemoryBudgetBytes);

    /** Serializes a design to indented JSON. */
    static QByteArray write(const Design &design);
    /** Parses @p data; @p fileName only labels error messages. */
    static DesignReadResult read(const QByteArray &data, const QString &fileName);

    /** Reads a file from disk (errors for unreadable files too). */
    static DesignReadResult load(const QString &path);
    /** Saves through SafeSave::write (atomic for a regular file: the old file stays intact if
     *  anything fails). Returns an empty string on success, else an error line naming the file. */
    static QString save(const Design &design, const QString &path);
};

} // namespace cq
