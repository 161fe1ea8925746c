#pragma once

#include "designchange.h"
#include "domain/design.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QUndoStack>

namespace cq {

/** Position and room of a server, switch or room: what a move changes. */
struct Placement {
    QPointF pos;   ///< centre of a device / top-left of a room, scene units
    QUuid roomId;  ///< devices only
    bool operator==(const Placement &) const = default;
};

/**
 * The open design with its undo stack and file path. Every user edit goes through one of
 * the edit functions below, which push a QUndoCommand; views listen to changed().
 * The apply* functions are for the commands only: they change the design and signal it.
 */
class ClusterDocument : public QObject
{
    Q_OBJECT
public:
    explicit ClusterDocument(QObject *parent = nullptr);

    const Design &design() const { return m_design; }
    QUndoStack *undoStack() { return &m_undoStack; }
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path) { m_filePath = path; }

    /** Replaces the whole design (File New / Open) and clears the undo history. */
    void reset(const Design &design, const QString &filePath = {});

    // --- edits (each one undoable step) ---
    /** Adds rooms, servers, switches and cables; devices get the room their position lies in. */
    void addObjects(const DesignFragment &fragment, const QString &text);
    /** Removes objects and every cable on a removed device, as one step. */
    void removeObjects(const QSet<QUuid> &ids);
    /** Moves devices and rooms to new positions (a room takes its content along). */
    void moveObjects(const QHash<QUuid, QPointF> &newPositions);
    /**
     * Joins two ports with a new cable. Returns false and sets @p why (a translated,
     * user-visible sentence) when the connection is refused.
     */
    bool connectPorts(const PortRef &a, const PortRef &b, QString *why);
    /** Why a cable between the two ports would be refused; empty when it is allowed. */
    QString connectionProblem(const PortRef &a, const PortRef &b) const;
    /** Replaces a server / switch / room value (same id). */
    void changeServer(const Server &after, const QString &text);
    void changeSwitch(const Switch &after, const QString &text);
    void changeRoom(const Room &after, const QString &text);
    void changeQuoteSettings(const QuoteSettings &after);

    /** The room whose rectangle contains @p pos (the last one drawn wins), or a null id. */
    QUuid roomAt(const QPointF &pos) const;

    // --- used by commands only ---
    void applyInsert(const DesignFragment &fragment);
    DesignFragment applyTake(const QSet<QUuid> &ids);
    void applyPlacements(const QHash<QUuid, Placement> &placements);
    void applyReplace(const Server &value);
    void applyReplace(const Switch &value);
    void applyReplace(const Room &value);
    void applyQuoteSettings(const QuoteSettings &settings);

signals:
    void changed(const cq::DesignChange &change);

private:
    Placement placementOf(const QUuid &id) const;
    static QUuid roomAt(const QList<Room> &rooms, const QPointF &pos);

    Design m_design;
    QUndoStack m_undoStack;
    QString m_filePath;
};

} // namespace cq
