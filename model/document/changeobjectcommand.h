#pragma once

#include "clusterdocument.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace cq {

/** Command ids for merging consecutive edits (QUndoCommand::id). */
enum CommandId { ChangeObjectId = 1, ChangeQuoteSettingsId };

/**
 * Replaces the value of one server, switch or room (same id). Consecutive edits of the
 * same object merge into one undo step; a net change of nothing makes the command obsolete.
 */
template<typename T>
class ChangeObjectCommand : public QUndoCommand
{
public:
    ChangeObjectCommand(ClusterDocument *document, const T &before, const T &after, const QString &text)
        : QUndoCommand(text), m_document(document), m_before(before), m_after(after) {}

    void redo() override { m_document->applyReplace(m_after); }
    void undo() override { m_document->applyReplace(m_before); }
    int id() const override { return ChangeObjectId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        auto *o = dynamic_cast<const ChangeObjectCommand<T> *>(other);
        if (!o || o->m_after.id != m_after.id || o->text() != text())
            return false;
        m_after = o->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    ClusterDocument *m_document;
    T m_before;
    T m_after;
};

/** Replaces the design's quote settings (customer, term, bandwidth, ...). Merges like above. */
class ChangeQuoteSettingsCommand : public QUndoCommand
{
public:
    ChangeQuoteSettingsCommand(ClusterDocument *document, const QuoteSettings &before, const QuoteSettings &after)
        : QUndoCommand(QCoreApplication::translate("cq::ChangeQuoteSettingsCommand", "Change quote settings"))
        , m_document(document), m_before(before), m_after(after) {}

    void redo() override { m_document->applyQuoteSettings(m_after); }
    void undo() override { m_document->applyQuoteSettings(m_before); }
    int id() const override { return ChangeQuoteSettingsId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        m_after = static_cast<const ChangeQuoteSettingsCommand *>(other)->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    ClusterDocument *m_document;
    QuoteSettings m_before;
    QuoteSettings m_after;
};

} // namespace cq
