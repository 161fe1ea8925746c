#pragma once

#include <QString>

#include <optional>

class QMimeData;

namespace cq {

/**
 * What the palette drags onto the canvas: a catalog entry named by a short UTF-8 text,
 * carried under the MIME type "application/x-clusterquote-catalog".
 * Texts: "server:<SKU>", "switch:<SKU>", "gpu:<GPU id>", "room" and "rack".
 */
struct CatalogPayload {
    enum class Kind { Server, Switch, Gpu, Room, Rack };

    Kind kind = Kind::Room;
    QString key; ///< server / switch SKU or GPU id; empty for a room or a rack

    /** "application/x-clusterquote-catalog". */
    static QString mimeType();
    /** Parses "server:SKU", "switch:SKU", "gpu:ID", "room" or "rack"; nullopt for anything else. */
    static std::optional<CatalogPayload> fromText(const QString &text);
    /** The payload of @p mime (nullopt when it has none or it does not parse). */
    static std::optional<CatalogPayload> fromMimeData(const QMimeData *mime);

    /** The payload text, e.g. "server:SRV-A100-SXM-8-IB". */
    QString toText() const;
    /** New mime data carrying toText() as UTF-8; the caller (usually QDrag) owns it. */
    QMimeData *toMimeData() const;

    bool operator==(const CatalogPayload &) const = default;
};

} // namespace cq
