#include "catalogpayload.h"

#include <QMimeData>

namespace cq {

namespace {
struct Prefix {
    CatalogPayload::Kind kind;
    QLatin1StringView text;
};
constexpr Prefix prefixes[] = {
    {CatalogPayload::Kind::Server, QLatin1StringView("server:")},
    {CatalogPayload::Kind::Switch, QLatin1StringView("switch:")},
    {CatalogPayload::Kind::Gpu, QLatin1StringView("gpu:")},
};
constexpr QLatin1StringView roomText("room");
constexpr QLatin1StringView rackText("rack");
} // namespace

QString CatalogPayload::mimeType()
{
    return QStringLiteral("application/x-clusterquote-catalog");
}

std::optional<CatalogPayload> CatalogPayload::fromText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == roomText)
        return CatalogPayload{Kind::Room, {}};
    if (trimmed == rackText)
        return CatalogPayload{Kind::Rack, {}};
    for (const Prefix &prefix : prefixes) {
        if (trimmed.startsWith(prefix.text)) {
            const QString key = trimmed.mid(prefix.text.size());
            if (key.isEmpty())
                return std::nullopt; // "server:" names no SKU
            return CatalogPayload{prefix.kind, key};
        }
    }
    return std::nullopt;
}

std::optional<CatalogPayload> CatalogPayload::fromMimeData(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(mimeType()))
        return std::nullopt;
    return fromText(QString::fromUtf8(mime->data(mimeType())));
}

QString CatalogPayload::toText() const
{
    if (kind == Kind::Room)
        return roomText;
    if (kind == Kind::Rack)
        return rackText;
    for (const Prefix &prefix : prefixes) {
        if (prefix.kind == kind)
            return prefix.text + key;
    }
    return {};
}

QMimeData *CatalogPayload::toMimeData() const
{
    auto *mime = new QMimeData;
    mime->setData(mimeType(), toText().toUtf8());
    return mime;
}

} // namespace cq
