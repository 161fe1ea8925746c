#pragma once

#include "catalogstore.h"

#include <QWidget>
#include <functional>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QTableView;

namespace cq {

class CatalogFormDialog;
class CatalogTableModel;

/**
 * One hardware tab of the Price Book window (GPU models, servers, switches, cables): the
 * kind's table and Add, Edit, Duplicate, Delete, Restore, Export CSV and Import CSV. Every
 * change is saved through the CatalogStore at once (the form's OK, a confirmed delete, an
 * import with its backup), then catalogChanged() asks the window to reload every tab (a GPU
 * edit shows in the servers). Delete of a model in use keeps it, retired, and says so.
 */
class CatalogTab : public QWidget
{
    Q_OBJECT
public:
    /** Makes the form of row @p row (-1: a new model; @p duplicate: a copy of the row). */
    using FormFactory = std::function<CatalogFormDialog *(int row, bool duplicate, QWidget *parent)>;

    /** Shows @p model (taking ownership); @p forms opens the kind's form. */
    CatalogTab(CatalogTableModel *model, const FormFactory &forms, QWidget *parent = nullptr);

    /** The store to save to (not owned); without one the tab is read-only. */
    void setStore(CatalogStore *store);
    CatalogTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    /** The selected row, or -1. */
    int currentRow() const;

    /** Deletes (or retires, when in use) the model of @p row; returns the message shown. */
    QString remove(int row);
    /** Offers the retired model of @p row for new designs again; returns the message shown. */
    QString restore(int row);
    /** Imports catalog CSV @p csv read from @p fileName; returns the message shown. */
    QString importCsv(const QByteArray &csv, const QString &fileName);
    /** This kind's models as catalog CSV. */
    QByteArray exportCsv() const;
    /** Opens the form for @p row (-1 new, @p duplicate a copy); true when the model was saved. */
    bool openForm(int row, bool duplicate);
    /** Adds @p tool (e.g. an import button) to the row of buttons, before Import CSV; it is
     *  disabled with the tab's edit buttons by setReadOnly(). */
    void addTool(QWidget *tool);
    /**
     * Shows the models without offering a change (a team server's role that may not edit the
     * catalog, issue #21): Add, Edit, Duplicate, Delete, Restore, Import and the added tools
     * are disabled, with "Read only: @p reason." as their tooltip and status tip; Export stays.
     * An empty reason offers them again.
     */
    void setReadOnly(const QString &reason);
    /** Sizes the columns to their contents, long names and sources capped. */
    void fitColumns();

signals:
    /** A model was saved, deleted, retired, restored or imported; @p message says what. */
    void catalogChanged(const QString &message);
    /** Something to show in the window's status line (also failures). */
    void statusMessage(const QString &message);

private:
    void updateButtons();
    void confirmRemove();
    void chooseImportFile();
    void chooseExportFile();
    QString kindName() const;

    CatalogTableModel *m_model;
    FormFactory m_forms;
    CatalogStore *m_store = nullptr;
    QTableView *m_view;
    QHBoxLayout *m_tools;
    QPushButton *m_add, *m_edit, *m_duplicate, *m_remove, *m_restore, *m_import, *m_export;
    QList<QWidget *> m_addedTools;  ///< addTool()'s widgets (NetBox import)
    QString m_readOnlyReason;       ///< setReadOnly()
};

} // namespace cq
