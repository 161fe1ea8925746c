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
    /** Upper bound on objects of one kind in a file; beyond it the file is refused. */
    static constexpr int MaxObjects = 100000;

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
