#pragma once

#include "documentlock.h"
#include "quote/quote.h"

#include <QObject>
#include <functional>
#include <memory>

class QAction;
class QMenu;
class QWidget;

namespace cq {

class ClusterDocument;
class RecentFiles;

/**
 * File menu: New, Open, Open Recent, Save, Save As, Close, Export Quote PDF, Quit. Owns the actions and the
 * dialogs around them; asks before discarding unsaved changes; reports errors in a
 * message box that names the file and the problem (the open design is kept).
 */
class FileActions : public QObject
{
    Q_OBJECT
public:
    /** @p exportQuotePdf writes the customer quote PDF to a path and returns an error or ""
     *  (QuoteActions::exportCustomerPdf, shared with Quote > Export Customer PDF). */
    FileActions(ClusterDocument *document, QWidget *window, std::function<QString(const QString &path)> exportQuotePdf);

    void populate(QMenu *menu);
    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *exportPdfAction() const { return m_exportPdf; }
    /** File > Close: asks to save a modified design (as closing the window does), then an empty one. */
    QAction *closeAction() const { return m_close; }
    /** File > Open Recent (designs opened or saved here, kept in QSettings). */
    RecentFiles *recentFiles() const { return m_recent; }

    /** Opens a design file; on failure shows the reason and keeps the current design. */
    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    /** Asks to save unsaved changes; false when the user cancels. */
    bool maybeSave();
    /**
     * True when the open design is also open in another window or process (DocumentLock):
     * Save refuses with a message, Save As to another file is allowed and ends it.
     */
    bool isReadOnly() const { return m_readOnly; }
    /** Writes the customer PDF to @p path in the quote's language (Quote > Quote Details). */
    bool exportPdf(const QString &path);
    /** @p path as typed in the save dialog, with ".pdf" appended unless it already ends so. */
    static QString withPdfSuffix(const QString &path);

signals:
    void statusMessage(const QString &message);
    /** A design file was read into the document (File > Open, the command line, a test). */
    void opened();

private:
    void newDesign();
    void openRecent(const QString &path);
    void open();
    void exportPdfInteractive();
    bool saveTo(const QString &path);
    /** Why @p path may not be written now (read-only copy, open elsewhere); empty when it may. */
    QString saveRefusal(const QString &path, std::unique_ptr<DocumentLock> *newLock) const;

    ClusterDocument *m_document;
    QWidget *m_window;
    std::function<QString(const QString &path)> m_exportQuotePdf;
    QAction *m_new;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_exportPdf;
    QAction *m_close;
    QAction *m_quit;
    RecentFiles *m_recent;
    std::unique_ptr<DocumentLock> m_lock = std::make_unique<DocumentLock>();
    bool m_readOnly = false;
};

} // namespace cq
