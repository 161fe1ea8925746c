#include "priceconflict.h"

namespace cq {

QList<PriceField> differingFields(const PriceItem &a, const PriceItem &b)
{
    QList<PriceField> fields;
    const auto differ = [&](bool different, PriceField field) {
        if (different)
            fields << field;
    };
    differ(a.name != b.name, PriceField::Name);
    differ(a.nameZh != b.nameZh, PriceField::NameZh);
    differ(a.family != b.family, PriceField::Family);
    differ(a.unit != b.unit, PriceField::Unit);
    differ(a.kind != b.kind, PriceField::Kind);
    differ(!(a.price == b.price), PriceField::Price);
    differ(a.includedInRent != b.includedInRent, PriceField::IncludedInRent);
    differ(a.source != b.source, PriceField::Source);
    differ(!(a.cost == b.cost), PriceField::Cost);
    differ(a.inclusions != b.inclusions, PriceField::Inclusions);
    return fields;
}

QList<PriceField> PriceConflict::fields() const
{
    if (!theirs || !yours)
        return {};
    return differingFields(*theirs, *yours);
}

} // namespace cq
