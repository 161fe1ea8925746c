#pragma once

#include "containment.h"
#include "designchange.h"
#include "domain/design.h"
#include "domain/designindex.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QUndoStack>

#include <memory>

namespace cq {

/**
 * The open design with its undo stack and file path. Every user edit goes through one of
 * the edit functions below, which push a QUndoCommand; views listen to changed().
 * The apply* functions are for the commands only: they change the design and signal it.
 * Containers follow the canvas geometry (see Containment): a device dropped or moved into a
 * rack or room stands in it, and moving a container carries what stands in it.
 */
class ClusterDocument : public QObject
{
    Q_OBJECT
public:
    explicit ClusterDocument(QObject *parent = nullptr);
    ~ClusterDocument() override;

    const Design &design() const { return m_design; }
    /** Hash lookups into design(), rebuilt after objects were added or removed. */
    const DesignIndex &index() const;
    QUndoStack *undoStack() { return &m_undoStack; }
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path) { m_filePath = path; }

    /** Replaces the whole design (File New / Open) and clears the undo history. */
    void reset(const Design &design, const QString &filePath = {});

    // --- edits (each one undoable step) ---
    /** Adds objects; racks and devices without a container get the one under their position. */
    void addObjects(const DesignFragment &fragment, const QString &text);
    /**
     * Adds a copy of @p clip (see pastedFragment) moved by @p offsetUnits; returns the ids of
     * the new rooms, racks and devices (for selecting them), empty when @p clip holds none.
     */
    QList<QUuid> paste(const Design &clip, const QPointF &offsetUnits, const QString &text);
    /** Removes objects, what stands in removed rooms and racks, and every cable on a removed device. */
    void removeObjects(const QSet<QUuid> &ids);
    /** Moves devices, racks and rooms (containers carry their contents); @p text names the step. */
    void moveObjects(const QHash<QUuid, QPointF> &newPositions, const QString &text = {});
    /**
     * Moves objects as moveObjects() does, as a nudge (arrow keys): consecutive nudges with the
     * same @p text merge into one undo step.
     */
    void nudgeObjects(const QHash<QUuid, QPointF> &newPositions, const QString &text);
    /** Sets placements exactly as given (an auto-layout keeps every container), as one step. */
    void placeObjects(const QHash<QUuid, Placement> &placements, const QString &text);
    /**
     * Joins two ports with a new cable. Returns false and sets @p why (a translated,
     * user-visible sentence) when the connection is refused.
     */
    bool connectPorts(const PortRef &a, const PortRef &b, QString *why);
    /**
     * Why a cable between the two ports would be refused; empty when it is allowed. Refused:
     * an end that is no server or switch port, both ends on one device, a port the device does
     * not have, an occupied port, server to server, InfiniBand to Ethernet/RoCE, and ends in two
     * different machine rooms (a device in no room may be cabled anywhere while it is sketched).
     */
    QString connectionProblem(const PortRef &a, const PortRef &b) const;
    /** Replace values of existing objects (same ids); unknown ids and unchanged values are skipped. */
    void changeServer(const Server &after, const QString &text) { changeObjects(QList<Server>{after}, text); }
    void changeSwitch(const Switch &after, const QString &text) { changeObjects(QList<Switch>{after}, text); }
    void changeRoom(const Room &after, const QString &text) { changeObjects(QList<Room>{after}, text); }
    void changeObjects(const QList<Server> &after, const QString &text);
    void changeObjects(const QList<Switch> &after, const QString &text);
    void changeObjects(const QList<Room> &after, const QString &text);
    void changeObjects(const QList<Rack> &after, const QString &text);
    void changeObjects(const QList<Cable> &after, const QString &text);
    void changeQuoteSettings(const QuoteSettings &after);

    /** The room whose rectangle contains @p pos (the last one drawn wins), or a null id. */
    QUuid roomAt(const QPointF &pos) const { return Containment::roomAt(m_design.rooms, pos); }
    /** The rack whose rectangle contains @p pos (the last one drawn wins), or a null id. */
    QUuid rackAt(const QPointF &pos) const { return Containment::rackAt(m_design.racks, pos); }

    // --- used by commands only ---
    void applyInsert(const DesignFragment &fragment);
    DesignFragment applyTake(const QSet<QUuid> &ids);
    void applyPlacements(const QHash<QUuid, Placement> &placements);
    void applyReplace(const QList<Server> &values);
    void applyReplace(const QList<Switch> &values);
    void applyReplace(const QList<Room> &values);
    void applyReplace(const QList<Rack> &values);
    void applyReplace(const QList<Cable> &values);
    void applyQuoteSettings(const QuoteSettings &settings);

signals:
    void changed(const cq::DesignChange &change);

private:
    template<typename T>
    void pushChange(const QList<T> &after, const QString &text, const T *(DesignIndex::*find)(const QUuid &) const);
    template<typename T>
    void replaceAll(QList<T> &list, const QList<T> &values);
    void invalidateIndex() { m_index.reset(); }

    Design m_design;
    mutable std::unique_ptr<DesignIndex> m_index;
    QUndoStack m_undoStack;
    QString m_filePath;
};

} // namespace cq
