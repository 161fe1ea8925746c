#include "quoteactions.h"

#include "databasecatalogstore.h"
#include "documentlanguagescope.h"
#include "pricebook/netboximportdialog.h"
#include "document/clusterdocument.h"
#include "acceptance/gpugeneration.h"
#include "acceptance/performancecheck.h"
#include "panels/quoteextrasdialog.h"
#include "panels/quoterevisionswindow.h"
#include "pdf/quotepdfwriter.h"
#include "pricebook/pricebookdialog.h"
#include "pricebookdatabase.h"
#include "quote/quotebuilder.h"
#include "quote/quoterevision.h"
#include "xlsx/quotexlsxwriter.h"

#include <QAction>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace cq {

QuoteActions::QuoteActions(PriceBookDatabase *database, ClusterDocument *document, QWidget *window)
    : QObject(window), m_database(database), m_document(document), m_window(window)
    , m_catalogStore(std::make_unique<DatabaseCatalogStore>(
          database, [this] { return catalogKeysIn(m_document->design()); },
          [this] {
              // A catalog edit bumps the price-book version; the quote shows the new one.
              emit catalogChanged(m_database->catalog());
              emit priceBookChanged(m_database->priceBook());
          }))
    , m_exportXlsx(new QAction(tr("Export Quote &XLSX\u2026"), this))
{
    m_exportXlsx->setObjectName(QStringLiteral("exportXlsx"));
    connect(m_exportXlsx, &QAction::triggered, this, &QuoteActions::exportXlsxInteractive);
}

QuoteActions::~QuoteActions() = default;

CatalogStore *QuoteActions::catalogStore() const
{
    return m_catalogStore.get();
}

QSet<QString> QuoteActions::catalogKeysIn(const Design &design)
{
    QSet<QString> keys;
    for (const Server &server : design.servers)
        keys.insert(server.sku);
    for (const Switch &sw : design.switches)
        keys.insert(sw.sku);
    keys.remove(QString());
    return keys;
}

void QuoteActions::populate(QMenu *menu, QAction *exportPdf)
{
    // Quote > Price Book > Prices and Catalog... / Connection... (the window adds the latter, issue #21).
    m_priceBookMenu = menu->addMenu(tr("&Price Book"));
    m_priceBookMenu->setObjectName(QStringLiteral("priceBookMenu"));
    m_priceBookMenu->addAction(tr("&Prices and Catalog…"), this, &QuoteActions::editPriceBook)
        ->setObjectName(QStringLiteral("priceBook"));
    menu->addAction(tr("Quote &Details…"), this, &QuoteActions::editDetails)->setObjectName(QStringLiteral("quoteDetails"));
    menu->addSeparator();
    m_issueRevision = menu->addAction(tr("&Issue Revision…"), this, &QuoteActions::issueRevisionInteractive);
    m_issueRevision->setObjectName(QStringLiteral("issueRevision"));
    m_revisions = menu->addAction(tr("&Revisions…"), this, &QuoteActions::showRevisions);
    m_revisions->setObjectName(QStringLiteral("quoteRevisions"));
    menu->setToolTipsVisible(true); // a disabled action says why (applyCapabilities)
    applyCapabilities();
    // The same QAction as File > Export Quote PDF: one action, one dialog, one code path.
    if (exportPdf)
        menu->addAction(exportPdf);
    menu->addAction(m_exportXlsx);
}

void QuoteActions::applyCapabilities()
{
    const PriceBookCapabilities capabilities = m_database->capabilities();
    const auto gate = [&capabilities](QAction *action, PriceBookCapabilities::Action what) {
        if (!action)
            return;
        const QString refusal = capabilities.refusal(what);
        action->setEnabled(refusal.isEmpty());
        const QString why = refusal.isEmpty() ? QString() : tr("Not available: %1.").arg(refusal);
        action->setToolTip(why.isEmpty() ? action->text().remove(u'&').remove(u'…') : why);
        action->setStatusTip(why);
    };
    gate(m_issueRevision, PriceBookCapabilities::Action::Issue);
    gate(m_revisions, PriceBookCapabilities::Action::ReadRevisions);
}

void QuoteActions::reloadFromDatabase()
{
    applyCapabilities();
    emit catalogChanged(m_database->catalog());
    emit priceBookChanged(m_database->priceBook());
}

QString QuoteActions::nextRevisionQuestion() const
{
    const QuoteSettings &quote = m_document->design().quote;
    if (quote.customer.trimmed().isEmpty())
        return {};
    QList<QuoteRevision> previous;
    if (!quote.quoteNumber.isEmpty())
        m_database->revisions(quote.quoteNumber, &previous);
    const int next = previous.isEmpty() ? 1 : previous.last().number + 1;
    return tr("Issue revision %1 for %2? An issued revision is stored unchanged and gets a quote number.")
        .arg(next).arg(quote.customer.trimmed());
}

void QuoteActions::issueRevisionInteractive()
{
    const QString question = nextRevisionQuestion();
    if (question.isEmpty()) {
        QMessageBox::warning(m_window, tr("Issue Revision"), issueRevision()); // the refusal
        return;
    }
    if (QMessageBox::question(m_window, tr("Issue Revision"), question, QMessageBox::Yes | QMessageBox::Cancel,
                              QMessageBox::Cancel)
        != QMessageBox::Yes)
        return;
    QMessageBox::information(m_window, tr("Quote Revision"), issueRevision());
}

bool QuoteActions::hasIssuedRevision(PriceBookDatabase *database, const QString &number)
{
    QList<QuoteRevision> revisions;
    return !number.isEmpty() && database->revisions(number, &revisions) && !revisions.isEmpty();
}

const QuoteExtras &QuoteActions::extras() const
{
    return m_document->design().quote.extras;
}

QString QuoteActions::language() const
{
    return m_document->design().quote.documentLanguage();
}

QDialog *QuoteActions::revisionsWindow()
{
    const QString number = m_document->design().quote.quoteNumber;
    QList<QuoteRevision> revisions;
    if (number.isEmpty() || !m_database->revisions(number, &revisions) || revisions.isEmpty()) {
        emit statusMessage(number.isEmpty() || m_database->error().isEmpty()
                               ? tr("No revision of this quote has been issued yet (Quote > Issue Revision).")
                               : m_database->error());
        return nullptr;
    }
    return new QuoteRevisionsWindow(number, revisions, m_window);
}

void QuoteActions::showRevisions()
{
    QDialog *window = revisionsWindow();
    if (!window) {
        QMessageBox::information(m_window, tr("Quote Revisions"),
                                 tr("No revision of this quote has been issued yet (Quote > Issue Revision)."));
        return;
    }
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
}

PriceBookDialog *QuoteActions::priceBookDialog()
{
    auto *dialog = new PriceBookDialog(m_database->priceBook(), m_window);
    dialog->setImportHandler([this](const QByteArray &csv, PriceBook *reloaded, QString *message) {
        QString backup;
        if (!m_database->importPriceItemsCsv(csv, &backup)) {
            *message = m_database->error();
            return false;
        }
        *reloaded = m_database->priceBook();
        *message = tr("Imported; the previous price book was backed up to %1.").arg(backup);
        emit priceBookChanged(*reloaded);
        return true;
    });
    dialog->setCatalogStore(m_catalogStore.get());
    // A team server's role that may not edit prices (issue #21): shown, not offered.
    dialog->setPricesReadOnly(m_database->capabilities().refusal(PriceBookCapabilities::Action::EditPrices));
    dialog->setCatalogReadOnly(m_database->capabilities().refusal(PriceBookCapabilities::Action::EditCatalog));
    NetboxImportDialog::attachTo(dialog, m_catalogStore.get()); // its saves go through the store: palette refreshed
    return dialog;
}

void QuoteActions::editPriceBook()
{
    std::unique_ptr<PriceBookDialog> dialog(priceBookDialog());
    // Save saves from inside the window (issue #21): a save that fails (e.g. the team server not
    // reachable) keeps it open with everything the user typed and says why; prices someone else
    // saved first are shown, theirs and yours, and saved as the user chooses.
    dialog->setSaveHandler([this](const PriceBook &edited, const PriceBook &loaded, PriceBook *current,
                                  QList<PriceConflict> *conflicts, QString *message) {
        const bool saved = m_database->savePriceBook(edited, loaded);
        *current = m_database->priceBook();
        *conflicts = m_database->conflicts();
        *message = m_database->error();
        if (saved || !conflicts->isEmpty())
            emit priceBookChanged(*current); // what was saved is priced at once
        return saved;
    });
    if (dialog->exec() != QDialog::Accepted)
        return;
    emit statusMessage(tr("Price book saved (version %1).").arg(m_database->priceBook().version));
}

void QuoteActions::editDetails()
{
    const QuoteSettings &current = m_document->design().quote;
    QuoteExtrasDialog dialog(current, current.extras, current.documentLanguage(), m_database->priceBook().regions(),
                             m_window);
    dialog.setPriceItems(m_database->priceBook().items); // cloud slices, storage: lines without a fabric
    if (dialog.exec() != QDialog::Accepted)
        return;
    // Metadata, language and extras are one undoable edit, saved with the design.
    if (dialog.settings() != m_document->design().quote)
        m_document->changeQuoteSettings(dialog.settings()); // triggers a re-price
    emit extrasChanged();
}

QString QuoteActions::issueRevision()
{
    Design design = m_document->design();
    if (design.quote.customer.trimmed().isEmpty()) {
        const QString refusal = tr("No revision issued: the quote has no customer. Enter one in Quote > Quote Details.");
        emit statusMessage(refusal);
        return refusal;
    }
    QString number = design.quote.quoteNumber;
    if (number.isEmpty()) {
        number = m_database->nextQuoteNumber(QDate::currentDate());
        if (number.isEmpty())
            return m_database->error();
        QuoteSettings settings = design.quote;
        settings.quoteNumber = number;
        m_document->changeQuoteSettings(settings);
        design = m_document->design();
    }
    QList<QuoteRevision> previous;
    m_database->revisions(number, &previous);
    QuoteRevision revision = cq::issueRevision(0, design, m_database->priceBook(), design.quote.term,
                                               design.quote.extras, QDateTime::currentDateTimeUtc());
    if (!m_database->saveRevision(number, &revision))
        return m_database->error();
    QString summary = tr("%1 revision %2 issued.").arg(number).arg(revision.number);
    if (!previous.isEmpty())
        summary += QLatin1Char(' ') + tr("Since revision %1: %2").arg(previous.last().number)
                       .arg(describeDiff(diffRevisions(previous.last(), revision), m_database->priceBook().currency));
    emit statusMessage(summary);
    return summary;
}

QuoteAcceptance QuoteActions::acceptanceFrom(const Design &design)
{
    QuoteAcceptance a;
    const ExpectedBusbw expected = expectedNcclBusbw(design, kQuotedBusbwBytes);
    const Server *server = nullptr;
    for (const Server &s : design.servers) {
        if (!server && s.gpuCount > 0)
            server = &s;
    }
    if (expected.isEmpty() || !server)
        return a;
    a.nodes = expected.nodes;
    a.gpusPerNode = expected.gpusPerNode;
    a.bytes = kQuotedBusbwBytes;
    a.passRatio = kAcceptanceRatio;
    a.intraNodeBusbwGBps = expected.inNode.busbwGBps;
    a.interNodeBusbwGBps = expected.acrossNodes.busbwGBps;
    a.fabricPortRateGbps = server->nicRateGbps;
    a.ethernetPorts = server->nicKind != LinkKind::InfiniBand;
    a.rdma = server->nicKind != LinkKind::Ethernet;
    const int links = expectedNvLinks(*server);
    a.nvlink = links > 0;
    a.topoPattern = links > 0 ? QStringLiteral("NV%1").arg(links) : QStringLiteral("PIX/PXB/SYS");
    a.ascend = server->fabric == IntraFabric::HCCS;
    a.efa = server->nicTransport != NicTransport::Verbs;
    return a;
}

QuotePdfOptions QuoteActions::pdfOptionsFor(const Design &design, const PriceBook &book,
                                            const QuoteAcceptance &acceptance)
{
    QuotePdfOptions options;
    options.topology = design;
    options.comparison = compareTerms(design, book, design.quote.extras);
    options.acceptance = acceptance;
    return options;
}

QuotePdfOptions QuoteActions::pdfOptions() const
{
    return pdfOptionsFor(m_document->design(), m_database->priceBook(), acceptanceFrom(m_document->design()));
}

Quote QuoteActions::documentQuote() const
{
    const Design &design = m_document->design();
    Quote quote;
    {
        // The notes and warnings in the customer's language, not the window's.
        const DocumentLanguageScope documentLanguage(design.quote.documentLanguage());
        quote = buildQuote(design, m_database->priceBook(), design.quote.term, design.quote.extras);
    }
    quote.draft = !hasIssuedRevision(m_database, design.quote.quoteNumber);
    return quote;
}

QString QuoteActions::exportCustomerPdf(const QString &path) const
{
    return QuotePdfWriter::write(documentQuote(), path, m_document->design().quote.documentLanguage(), pdfOptions());
}

QString QuoteActions::printCustomerQuote(QPagedPaintDevice *device) const
{
    return QuotePdfWriter::print(documentQuote(), device, m_document->design().quote.documentLanguage(), pdfOptions());
}

QString QuoteActions::exportXlsx(const QString &path) const
{
    return QuoteXlsxWriter::write(documentQuote(), path, m_document->design().quote.documentLanguage());
}

void QuoteActions::exportXlsxInteractive()
{
    const QString file = m_document->filePath();
    const QString base = file.isEmpty() ? QStringLiteral("quote") : QFileInfo(file).completeBaseName();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Quote XLSX"), base + QStringLiteral(".xlsx"),
                                                tr("Excel workbooks (*.xlsx)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().compare(QLatin1String("xlsx"), Qt::CaseInsensitive) != 0)
        path += QStringLiteral(".xlsx");
    if (const QString error = exportXlsx(path); !error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Export XLSX"), error);
        return;
    }
    emit statusMessage(tr("Exported %1").arg(QFileInfo(path).fileName()));
}

} // namespace cq
