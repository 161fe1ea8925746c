#pragma once

#include "clusterdocument.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace cq {

/** Command ids for merging consecutive edits (QUndoCommand::id). */
enum CommandId { ChangeObjectId = 1, ChangeQuoteSettingsId, NudgeObjectsId };

/**
 * Replaces the values of one or more rooms, racks, servers, switches or cables (same ids,
 * one change signal). Consecutive edits of the same objects with the same text ("Rename",
 * "Change NIC rate") merge into one undo step, so typing a name letter by letter is one
 * step; a net change of nothing makes the command obsolete.
 */
template<typename T>
class ChangeObjectCommand : public QUndoCommand
{
public:
    ChangeObjectCommand(ClusterDocument *document, const QList<T> &before, const QList<T> &after, const QString &text)
        : QUndoCommand(text), m_document(document), m_before(before), m_after(after) {}

    void redo() override { m_document->applyReplace(m_after); }
    void undo() override { m_document->applyReplace(m_before); }
    int id() const override { return ChangeObjectId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        auto *o = dynamic_cast<const ChangeObjectCommand<T> *>(other);
        if (!o || o->text() != text() || !sameIds(o->m_after))
            return false;
        m_after = o->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    bool sameIds(const QList<T> &values) const
    {
        if (values.size() != m_after.size())
            return false;
        for (qsizetype i = 0; i < values.size(); ++i) {
            if (values.at(i).id != m_after.at(i).id)
                return false;
        }
        return true;
    }

    ClusterDocument *m_document;
    QList<T> m_before;
    QList<T> m_after;
};

/**
 * Replaces the design's quote settings (customer, term, bandwidth, ...). Like
 * ChangeObjectCommand it merges only edits of the same thing: consecutive edits that each
 * change the same single field (term toggled twice is one step); an edit of several fields
 * at once (the Quote Details dialog) or of another field stays its own undo step.
 */
class ChangeQuoteSettingsCommand : public QUndoCommand
{
public:
    ChangeQuoteSettingsCommand(ClusterDocument *document, const QuoteSettings &before, const QuoteSettings &after)
        : QUndoCommand(QCoreApplication::translate("cq::ChangeQuoteSettingsCommand", "Change quote settings"))
        , m_document(document), m_before(before), m_after(after)
        , m_fields(changedQuoteSettingsFields(before, after)) {}

    void redo() override { m_document->applyQuoteSettings(m_after); }
    void undo() override { m_document->applyQuoteSettings(m_before); }
    int id() const override { return ChangeQuoteSettingsId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        auto *o = static_cast<const ChangeQuoteSettingsCommand *>(other);
        const bool oneField = m_fields != 0 && (m_fields & (m_fields - 1)) == 0;
        if (!oneField || o->m_fields != m_fields)
            return false;
        m_after = o->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    ClusterDocument *m_document;
    QuoteSettings m_before;
    QuoteSettings m_after;
    QuoteSettingsFields m_fields; ///< what this edit changed (changedQuoteSettingsFields)
};

} // namespace cq
