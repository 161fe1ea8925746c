#pragma once

#include "quote/quote.h"

#include <QObject>
#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace cq {

class ClusterDocument;

/**
 * File menu: New, Open, Save, Save As, Export Quote PDF, Quit. Owns the actions and the
 * dialogs around them; asks before discarding unsaved changes; reports errors in a
 * message box that names the file and the problem (the open design is kept).
 */
class FileActions : public QObject
{
    Q_OBJECT
public:
    /** @p currentQuote returns the quote shown in the window, for the PDF export. */
    FileActions(ClusterDocument *document, QWidget *window, std::function<Quote()> currentQuote);

    void populate(QMenu *menu);
    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *exportPdfAction() const { return m_exportPdf; }

    /** Opens a design file; on failure shows the reason and keeps the current design. */
    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    /** Asks to save unsaved changes; false when the user cancels. */
    bool maybeSave();
    /** Writes the customer PDF to @p path in @p language ("en", "zh_CN"). */
    bool exportPdf(const QString &path, const QString &language);

signals:
    void statusMessage(const QString &message);

private:
    void newDesign();
    void open();
    void exportPdfInteractive();
    bool saveTo(const QString &path);

    ClusterDocument *m_document;
    QWidget *m_window;
    std::function<Quote()> m_currentQuote;
    QAction *m_new;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_exportPdf;
    QAction *m_quit;
};

} // namespace cq
