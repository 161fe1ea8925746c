#include "clusterdocument.h"

#include "addobjectscommand.h"
#include "changeobjectcommand.h"
#include "designclip.h"
#include "moveobjectscommand.h"
#include "removeobjectscommand.h"

#include <QCoreApplication>

#include <algorithm>

namespace cq {

ClusterDocument::ClusterDocument(QObject *parent)
    : QObject(parent)
{
}

ClusterDocument::~ClusterDocument() = default;

const DesignIndex &ClusterDocument::index() const
{
    if (!m_index)
        m_index = std::make_unique<DesignIndex>(m_design);
    return *m_index;
}

void ClusterDocument::reset(const Design &design, const QString &filePath)
{
    m_undoStack.clear();
    m_design = design;
    invalidateIndex();
    m_filePath = filePath;
    m_undoStack.setClean();
    emit changed({DesignChange::Reset, {}});
}

void ClusterDocument::addObjects(const DesignFragment &fragment, const QString &text)
{
    DesignFragment placed = fragment;
    Containment::place(&placed, m_design);
    m_undoStack.push(new AddObjectsCommand(this, placed, text));
}

QList<QUuid> ClusterDocument::paste(const Design &clip, const QPointF &offsetUnits, const QString &text)
{
    const DesignFragment fragment = pastedFragment(clip, m_design, offsetUnits);
    QList<QUuid> ids;
    for (const auto &r : fragment.rooms) ids.append(r.second.id);
    for (const auto &r : fragment.racks) ids.append(r.second.id);
    for (const auto &s : fragment.servers) ids.append(s.second.id);
    for (const auto &s : fragment.switches) ids.append(s.second.id);
    if (!ids.isEmpty())
        addObjects(fragment, text);
    return ids;
}

void ClusterDocument::removeObjects(const QSet<QUuid> &ids)
{
    QSet<QUuid> known;
    for (const QUuid &id : ids) {
        if (index().contains(id))
            known.insert(id);
    }
    // A container goes with what stands in it, so no device is left naming a removed room.
    known = Containment::withContents(m_design, known);
    if (!known.isEmpty())
        m_undoStack.push(new RemoveObjectsCommand(this, known));
}

void ClusterDocument::moveObjects(const QHash<QUuid, QPointF> &newPositions, const QString &text)
{
    const PlacementChange change = Containment::moves(m_design, index(), newPositions);
    if (!change.after.isEmpty())
        m_undoStack.push(new MoveObjectsCommand(this, change.before, change.after, text));
}

void ClusterDocument::nudgeObjects(const QHash<QUuid, QPointF> &newPositions, const QString &text)
{
    const PlacementChange change = Containment::moves(m_design, index(), newPositions);
    if (!change.after.isEmpty())
        m_undoStack.push(new MoveObjectsCommand(this, change.before, change.after, text, true));
}

void ClusterDocument::placeObjects(const QHash<QUuid, Placement> &placements, const QString &text)
{
    QHash<QUuid, Placement> before;
    QHash<QUuid, Placement> after;
    for (auto it = placements.cbegin(); it != placements.cend(); ++it) {
        if (!index().contains(it.key()))
            continue;
        const Placement now = Containment::placementOf(index(), it.key());
        if (now != it.value()) {
            before.insert(it.key(), now);
            after.insert(it.key(), it.value());
        }
    }
    if (!after.isEmpty())
        m_undoStack.push(new MoveObjectsCommand(this, before, after, text));
}

QString ClusterDocument::connectionProblem(const PortRef &a, const PortRef &b) const
{
    const DesignIndex &ix = index();
    const int countA = ix.portCount(a.device);
    const int countB = ix.portCount(b.device);
    if (countA < 0 || countB < 0)
        return tr("A cable needs a server or switch port at each end.");
    if (a.device == b.device)
        return tr("A cable cannot join two ports of the same device.");
    if (a.port < 0 || a.port >= countA)
        return tr("%1 has no port %2: it has %3 ports.").arg(ix.displayName(a.device)).arg(a.port + 1).arg(countA);
    if (b.port < 0 || b.port >= countB)
        return tr("%1 has no port %2: it has %3 ports.").arg(ix.displayName(b.device)).arg(b.port + 1).arg(countB);
    for (const PortRef &p : {a, b}) {
        if (ix.cableAt(p))
            return tr("Port %1 of %2 already holds a cable.").arg(p.port + 1).arg(ix.displayName(p.device));
    }
    if (ix.server(a.device) && ix.server(b.device))
        return tr("Servers connect through a switch, not directly to each other.");
    const QUuid roomA = m_design.roomOf(a.device);
    const QUuid roomB = m_design.roomOf(b.device);
    if (!roomA.isNull() && !roomB.isNull() && roomA != roomB)
        return tr("%1 stands in %2 and %3 in %4: a cable does not run between machine rooms.")
            .arg(ix.displayName(a.device), ix.displayName(roomA), ix.displayName(b.device), ix.displayName(roomB));
    const LinkKind kindA = m_design.portKind(a.device);
    const LinkKind kindB = m_design.portKind(b.device);
    if (!linkKindsCompatible(kindA, kindB))
        return tr("An %1 port cannot be cabled to an %2 port.").arg(linkKindName(kindA), linkKindName(kindB));
    return {};
}

bool ClusterDocument::connectPorts(const PortRef &a, const PortRef &b, QString *why)
{
    const QString problem = connectionProblem(a, b);
    if (!problem.isEmpty()) {
        if (why)
            *why = problem;
        return false;
    }
    DesignFragment f;
    f.cables.append({int(m_design.cables.size()), Cable{QUuid::createUuid(), a, b, DacReachM, CableKind::Dac}});
    m_undoStack.push(new AddObjectsCommand(this, f, tr("Connect %1 to %2")
                                               .arg(index().displayName(a.device), index().displayName(b.device))));
    return true;
}

template<typename T>
void ClusterDocument::pushChange(const QList<T> &after, const QString &text,
                                 const T *(DesignIndex::*find)(const QUuid &) const)
{
    QList<T> before;
    QList<T> changed;
    for (const T &value : after) {
        const T *now = (index().*find)(value.id);
        if (now && *now != value) {
            before.append(*now);
            changed.append(value);
        }
    }
    if (!changed.isEmpty())
        m_undoStack.push(new ChangeObjectCommand<T>(this, before, changed, text));
}

void ClusterDocument::changeObjects(const QList<Server> &after, const QString &text)
{
    pushChange(after, text, &DesignIndex::server);
}

void ClusterDocument::changeObjects(const QList<Switch> &after, const QString &text)
{
    pushChange(after, text, &DesignIndex::switchById);
}

void ClusterDocument::changeObjects(const QList<Room> &after, const QString &text)
{
    pushChange(after, text, &DesignIndex::room);
}

void ClusterDocument::changeObjects(const QList<Rack> &after, const QString &text)
{
    pushChange(after, text, &DesignIndex::rack);
}

void ClusterDocument::changeObjects(const QList<Cable> &after, const QString &text)
{
    pushChange(after, text, &DesignIndex::cable);
}

void ClusterDocument::changeQuoteSettings(const QuoteSettings &after)
{
    if (m_design.quote != after)
        m_undoStack.push(new ChangeQuoteSettingsCommand(this, m_design.quote, after));
}

namespace {

DesignChange oneCableChange(DesignChange change, qsizetype at, qsizetype removed, qsizetype inserted)
{
    change.oneCable = true;
    change.cableAt = at;
    change.cablesRemoved = removed;
    change.cablesInserted = inserted;
    return change;
}

} // namespace

void ClusterDocument::applyInsert(const DesignFragment &fragment)
{
    m_design.insert(fragment);
    invalidateIndex();
    DesignChange change{DesignChange::Inserted, fragment.ids()};
    if (fragment.cables.size() == 1 && change.ids.size() == 1)
        change = oneCableChange(change, std::clamp<qsizetype>(fragment.cables.first().first, 0, m_design.cables.size() - 1), 0, 1);
    emit changed(change);
}

DesignFragment ClusterDocument::applyTake(const QSet<QUuid> &ids)
{
    DesignFragment taken = m_design.take(ids);
    invalidateIndex();
    DesignChange change{DesignChange::Removed, taken.ids()};
    if (taken.cables.size() == 1 && change.ids.size() == 1)
        change = oneCableChange(change, taken.cables.first().first, 1, 0);
    emit changed(change);
    return taken;
}

void ClusterDocument::applyPlacements(const QHash<QUuid, Placement> &placements)
{
    // Positions in the lists do not change here, so the index stays valid.
    Containment::apply(&m_design, index(), placements);
    emit changed({DesignChange::Modified, placements.keys()});
}

template<typename T>
void ClusterDocument::replaceAll(QList<T> &list, const QList<T> &values)
{
    QList<QUuid> ids;
    for (const T &value : values) {
        const int at = index().position(value.id);
        if (at >= 0 && at < list.size() && list.at(at).id == value.id) {
            list[at] = value;
            ids.append(value.id);
        }
    }
    emit changed({DesignChange::Modified, ids});
}

void ClusterDocument::applyReplace(const QList<Server> &values) { replaceAll(m_design.servers, values); }
void ClusterDocument::applyReplace(const QList<Switch> &values) { replaceAll(m_design.switches, values); }
void ClusterDocument::applyReplace(const QList<Room> &values) { replaceAll(m_design.rooms, values); }
void ClusterDocument::applyReplace(const QList<Rack> &values) { replaceAll(m_design.racks, values); }

void ClusterDocument::applyReplace(const QList<Cable> &values)
{
    // The port map depends on the ends: rebuild it before anyone looks (after the change signal
    // would be too late for the listeners).
    QList<QUuid> ids;
    int changedAt = -1;
    for (const Cable &value : values) {
        const int at = index().position(value.id);
        if (at >= 0 && m_design.cables.at(at).id == value.id) {
            m_design.cables[at] = value;
            ids.append(value.id);
            changedAt = at;
        }
    }
    invalidateIndex();
    DesignChange change{DesignChange::Modified, ids};
    if (ids.size() == 1)
        change = oneCableChange(change, changedAt, 1, 1);
    emit changed(change);
}

void ClusterDocument::applyQuoteSettings(const QuoteSettings &settings)
{
    m_design.quote = settings;
    emit changed({DesignChange::Settings, {}});
}

} // namespace cq
