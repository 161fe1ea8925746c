#include "layoutcablelengths.h"

#include "canvas/designscene.h"
#include "document/clusterdocument.h"
#include "generator/cablelengths.h"

namespace cq {

LayoutCableLengths::Outcome LayoutCableLengths::run(const Catalog &catalog)
{
    ClusterDocument *document = m_scene->document();
    const Design &design = document->design();
    const DesignIndex &index = document->index();
    QList<int> selected;
    for (const QUuid &id : m_scene->selectedIds()) {
        if (index.cable(id))
            selected.append(index.position(id));
    }
    Outcome outcome;
    if (design.cables.isEmpty()) {
        outcome.summary = tr("The design has no cables to measure.");
        return outcome;
    }
    const QList<LayoutCableLength> lengths = CableLengths::compute(design, catalog, selected);
    QList<Cable> after;
    for (const LayoutCableLength &l : lengths) {
        const Cable &before = design.cables.at(l.index);
        if (!l.fromLayout)
            ++outcome.notFromLayout;
        else if (before.lengthM == l.lengthM && before.kind == l.kind)
            ++outcome.unchanged;
        else {
            Cable c = before;
            c.lengthM = l.lengthM;
            c.kind = l.kind;
            after.append(c);
        }
    }
    outcome.changed = int(after.size());
    if (!after.isEmpty())
        document->changeObjects(after, stepName()); // one undo step for all of them
    QStringList parts;
    parts << (outcome.changed > 0 ? tr("Set %n cable length(s) from the layout.", nullptr, outcome.changed)
                                  : tr("No cable length changed."));
    if (outcome.unchanged > 0)
        parts << tr("%n cable(s) already had the layout's length and kind.", nullptr, outcome.unchanged);
    if (outcome.notFromLayout > 0)
        parts << tr("%n cable(s) kept the typed length: they join two machine rooms, whose distance the layout "
                    "does not show.", nullptr, outcome.notFromLayout);
    outcome.summary = parts.join(QLatin1Char(' '));
    return outcome;
}

} // namespace cq
