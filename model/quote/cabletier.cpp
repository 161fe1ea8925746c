#include "cabletier.h"

#include <QCoreApplication>

namespace cq {

QString cableTierKey(CableTier tier)
{
    switch (tier) {
    case CableTier::ServerLeaf: return QStringLiteral("server-leaf");
    case CableTier::LeafSpine: return QStringLiteral("leaf-spine");
    case CableTier::SpineCore: return QStringLiteral("spine-core");
    case CableTier::Other: break;
    }
    return QStringLiteral("other");
}

QString cableTierName(CableTier tier)
{
    switch (tier) {
    case CableTier::ServerLeaf: return QCoreApplication::translate("cq::CableTier", "Server \u2013 leaf");
    case CableTier::LeafSpine: return QCoreApplication::translate("cq::CableTier", "Leaf \u2013 spine");
    case CableTier::SpineCore: return QCoreApplication::translate("cq::CableTier", "Spine \u2013 core");
    case CableTier::Other: break;
    }
    return QCoreApplication::translate("cq::CableTier", "Other");
}

} // namespace cq
