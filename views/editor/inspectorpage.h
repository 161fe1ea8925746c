#pragma once

#include "document/clusterdocument.h"

#include <QList>
#include <QUuid>
#include <QWidget>

#include <functional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace cq {

struct Catalog;

/**
 * One page of the property inspector, for one kind of object. Shows the first selected
 * object's values; an edit of a field applies it to every selected object of the kind as one
 * ClusterDocument::changeObjects() call named after the field ("Rename", "Change NIC rate"),
 * so consecutive edits of the same field (typing a name) merge into one undo step.
 * While show() fills the fields, edits are ignored (m_filling).
 */
class InspectorPage : public QWidget
{
    Q_OBJECT
public:
    InspectorPage(ClusterDocument *document, QWidget *parent);

    void setCatalog(const Catalog *catalog) { m_catalog = catalog; }
    /** Shows @p ids (all of this page's kind, at least one). */
    void show(const QList<QUuid> &ids);

protected:
    /** Fills the fields from the objects in ids(). */
    virtual void fill() = 0;

    ClusterDocument *document() const { return m_document; }
    const Catalog *catalog() const { return m_catalog; }
    const QList<QUuid> &ids() const { return m_ids; }
    bool filling() const { return m_filling; }
    QFormLayout *form() const { return m_form; }
    /** The "3 servers selected" line above the fields. */
    void setHeading(const QString &text);

    /**
     * Applies @p apply to a copy of each shown object of kind T (found with @p find) and
     * replaces them all as one change named @p text; ignored while the fields are filled.
     */
    template<typename T>
    void editEach(const T *(DesignIndex::*find)(const QUuid &) const, const QString &text,
                  const std::function<void(T &)> &apply)
    {
        if (m_filling)
            return;
        QList<T> after;
        for (const QUuid &id : m_ids) {
            if (const T *now = (m_document->index().*find)(id)) {
                T changed = *now;
                apply(changed);
                after.append(changed);
            }
        }
        m_document->changeObjects(after, text);
    }
    /** Sets @p edit's text unless it already shows it (which would move the cursor while typing). */
    static void setText(QLineEdit *edit, const QString &text);
    /** Fills @p combo with "(no room)" and the design's rooms (id as item data), @p current selected. */
    void fillRooms(QComboBox *combo, const QUuid &current) const;
    /** Moves the devices of ids() into @p room (centred there, one grid step apart), one undo step. */
    void moveIntoRoom(const QUuid &room);

private:
    ClusterDocument *m_document;
    const Catalog *m_catalog = nullptr;
    QList<QUuid> m_ids;
    bool m_filling = false;
    QLabel *m_heading;
    QFormLayout *m_form;
};

} // namespace cq
