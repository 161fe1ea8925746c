#include "printactions.h"

#include "canvas/designscene.h"
#include "catalog/catalog.h"
#include "document/clusterdocument.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace cq {

namespace {

/** A4 in the document's orientation: the pages the PDF has, until the user picks other paper. */
void presetPrinter(QPrinter *printer, bool design)
{
    printer->setPageSize(QPageSize(QPageSize::A4));
    printer->setPageOrientation(design ? QPageLayout::Landscape : QPageLayout::Portrait);
}

} // namespace

PrintActions::PrintActions(ClusterDocument *document, DesignScene *scene, const Catalog *catalog,
                           std::function<QString(QPagedPaintDevice *)> printQuote, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_scene(scene)
    , m_catalog(catalog)
    , m_printQuoteOn(std::move(printQuote))
    , m_window(window)
    , m_printQuote(new QAction(QIcon::fromTheme(QStringLiteral("document-print")), tr("&Print Quote…"), this))
    , m_previewQuote(new QAction(QIcon::fromTheme(QStringLiteral("document-print-preview")),
                                 tr("Print Pre&view (Quote)"), this))
    , m_printDesign(new QAction(tr("Print &Design…"), this))
    , m_previewDesign(new QAction(tr("Print Previe&w (Design)"), this))
{
    m_printQuote->setObjectName(QStringLiteral("printQuoteAction"));
    m_previewQuote->setObjectName(QStringLiteral("previewQuoteAction"));
    m_printDesign->setObjectName(QStringLiteral("printDesignAction"));
    m_previewDesign->setObjectName(QStringLiteral("previewDesignAction"));
    m_printQuote->setShortcut(QKeySequence::Print);
    connect(m_printQuote, &QAction::triggered, this, [this] { printInteractive(false); });
    connect(m_previewQuote, &QAction::triggered, this, [this] { previewInteractive(false); });
    connect(m_printDesign, &QAction::triggered, this, [this] { printInteractive(true); });
    connect(m_previewDesign, &QAction::triggered, this, [this] { previewInteractive(true); });
    connect(m_document, &ClusterDocument::changed, this, &PrintActions::updateEnabled);
    updateEnabled();
}

void PrintActions::populate(QMenu *menu, QAction *before)
{
    menu->insertSeparator(before);
    menu->insertActions(before, {m_printQuote, m_previewQuote, m_printDesign, m_previewDesign});
    menu->insertSeparator(before);
}

void PrintActions::updateEnabled()
{
    // An empty design has no quote lines and no drawing: nothing worth a sheet of paper.
    const Design &design = m_document->design();
    const bool any = !design.servers.isEmpty() || !design.switches.isEmpty() || !design.rooms.isEmpty()
        || !design.racks.isEmpty();
    for (QAction *action : {m_printQuote, m_previewQuote, m_printDesign, m_previewDesign})
        action->setEnabled(any);
}

QString PrintActions::printQuote(QPrinter *printer)
{
    return m_printQuoteOn(printer);
}

QString PrintActions::printDesign(QPrinter *printer, DesignPrinter::Pages pages)
{
    QString error;
    DesignPrinter::print(m_scene, *m_catalog, printer, pages, &error);
    return error;
}

void PrintActions::printInteractive(bool design)
{
    QPrinter printer(QPrinter::HighResolution);
    presetPrinter(&printer, design);
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(design ? tr("Print Design") : tr("Print Quote"));
    // The design's one option: fit on one page, or keep the text readable over several pages.
    auto *pagesTab = new QWidget;
    pagesTab->setWindowTitle(tr("Design"));
    auto *pagesBox = new QComboBox(pagesTab);
    pagesBox->setObjectName(QStringLiteral("designPagesBox"));
    pagesBox->addItem(tr("Readable (several pages when needed)"));
    pagesBox->addItem(tr("Fit on one page"));
    (new QFormLayout(pagesTab))->addRow(tr("Pages:"), pagesBox);
    if (design)
        dialog.setOptionTabs({pagesTab});
    else
        delete pagesTab;
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString error = design ? printDesign(&printer, pagesBox->currentIndex() == 1 ? DesignPrinter::Pages::OnePage
                                                                                    : DesignPrinter::Pages::Readable)
                                 : printQuote(&printer);
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Print"), error);
        return;
    }
    const QString where = printer.outputFileName().isEmpty() ? printer.printerName() : printer.outputFileName();
    emit statusMessage((design ? tr("Sent the design to %1") : tr("Sent the quote to %1")).arg(where));
}

QPrintPreviewDialog *PrintActions::createPreview(bool design)
{
    auto *dialog = new QPrintPreviewDialog(m_window);
    dialog->setObjectName(design ? QStringLiteral("designPrintPreview") : QStringLiteral("quotePrintPreview"));
    dialog->setWindowTitle(design ? tr("Print Preview (Design)") : tr("Print Preview (Quote)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    presetPrinter(dialog->printer(), design);
    connect(dialog, &QPrintPreviewDialog::paintRequested, this, [this, design](QPrinter *printer) {
        if (const QString error = design ? printDesign(printer) : printQuote(printer); !error.isEmpty())
            emit statusMessage(error);
    });
    return dialog;
}

void PrintActions::previewInteractive(bool design)
{
    QPrintPreviewDialog *dialog = createPreview(design);
    dialog->resize(900, 1000);
    dialog->open();
}

} // namespace cq
