#pragma once

#include "catalog/netboximport.h"
#include "catalogstore.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;

namespace cq {

class PriceBookDialog;

/**
 * Price Book > "Import NetBox Device Type...": picks NetBox device-type YAML files, shows
 * what was read from each (ports, rate, power, height, what was skipped) and asks what NetBox
 * does not carry (fabric kind, a server's GPU model and count, its fabric NICs), then saves
 * the models through the CatalogStore. Every file is read and checked before anything is
 * saved; one refused file ("FILE:LINE: problem") saves nothing.
 */
class NetboxImportDialog : public QDialog
{
    Q_OBJECT
public:
    NetboxImportDialog(CatalogStore *store, QWidget *parent = nullptr);

    /** Adds the import button to @p dialog's Switches and Servers tabs; an import reloads its tabs. */
    static void attachTo(PriceBookDialog *dialog, CatalogStore *store);

    /** Reads @p files and shows them (as Choose Files does); false when one is refused. */
    bool setFiles(const QStringList &files);
    /** The answers the form holds now. */
    NetboxAnswers answers() const;
    /** Saves the read files with answers(); false (nothing saved) with the reason in message(). */
    bool importFiles();
    /** What the last read or import said (the text shown). */
    QString message() const;

    QComboBox *kindBox() const { return m_kind; }
    QComboBox *gpuBox() const { return m_gpu; }
    QSpinBox *gpuCountBox() const { return m_gpuCount; }

private:
    void chooseFiles();
    void showRead();
    void undoSaves(const Catalog &before, const QList<NetboxImported> &saved);

    CatalogStore *m_store;
    QList<NetboxDeviceType> m_types;
    QStringList m_problems;
    QPlainTextEdit *m_read;
    QComboBox *m_kind;
    QComboBox *m_gpu;
    QSpinBox *m_gpuCount;
    QSpinBox *m_nics;
    QSpinBox *m_nicRate;
    QLabel *m_status;
};

} // namespace cq
