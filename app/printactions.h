#pragma once

#include "print/designprinter.h"

#include <QObject>
#include <functional>

class QAction;
class QMenu;
class QPagedPaintDevice;
class QPrintPreviewDialog;
class QPrinter;
class QWidget;

namespace cq {

class Catalog;
class ClusterDocument;
class DesignScene;

/**
 * File > Print Quote... (Ctrl+P), Print Preview (Quote), Print Design... and Print Preview
 * (Design). Print asks the platform's print dialog (QPrintDialog), then paints; a preview is a
 * QPrintPreviewDialog painting the same pages, from which the user can print too. The quote is
 * the customer PDF's pages (QuoteActions::printCustomerQuote, one renderer), the design the
 * canvas (DesignPrinter). The printer is preset to A4 in the document's orientation; the
 * paper the user picks is kept. Enabled only while the design has something to print.
 */
class PrintActions : public QObject
{
    Q_OBJECT
public:
    /** @p printQuote paints the quote on a device and returns an error or "". */
    PrintActions(ClusterDocument *document, DesignScene *scene, const Catalog *catalog,
                 std::function<QString(QPagedPaintDevice *)> printQuote, QWidget *window);

    /** Adds the four actions to @p menu before @p before (appended when null), between separators. */
    void populate(QMenu *menu, QAction *before = nullptr);
    QAction *printQuoteAction() const { return m_printQuote; }
    QAction *previewQuoteAction() const { return m_previewQuote; }
    QAction *printDesignAction() const { return m_printDesign; }
    QAction *previewDesignAction() const { return m_previewDesign; }

    /** Paints the quote on @p printer; an error shown to the user, or "". */
    QString printQuote(QPrinter *printer);
    /** Paints the design on @p printer; an error shown to the user, or "". */
    QString printDesign(QPrinter *printer, DesignPrinter::Pages pages = DesignPrinter::Pages::Readable);
    /** The quote's (@p design false) or the design's preview dialog, not yet shown; deleted on close. */
    QPrintPreviewDialog *createPreview(bool design);

signals:
    void statusMessage(const QString &message);

private:
    void updateEnabled();
    void printInteractive(bool design);
    void previewInteractive(bool design);

    ClusterDocument *m_document;
    DesignScene *m_scene;
    const Catalog *m_catalog;
    std::function<QString(QPagedPaintDevice *)> m_printQuoteOn;
    QWidget *m_window;
    QAction *m_printQuote;
    QAction *m_previewQuote;
    QAction *m_printDesign;
    QAction *m_previewDesign;
};

} // namespace cq
