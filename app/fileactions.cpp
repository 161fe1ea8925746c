#include "fileactions.h"
#include "recentfiles.h"
#include "standardshortcuts.h"

#include "document/clusterdocument.h"
#include "format/designformat.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>

namespace cq {

namespace {
QString designFilter() { return FileActions::tr("ClusterQuote designs (*.cqd);;All files (*)"); }
} // namespace

FileActions::FileActions(ClusterDocument *document, QWidget *window,
                         std::function<QString(const QString &path)> exportQuotePdf)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_exportQuotePdf(std::move(exportQuotePdf))
    , m_new(new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), this))
    , m_open(new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"), this))
    , m_save(new QAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), this))
    , m_saveAs(new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As…"), this))
    , m_exportPdf(new QAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("&Export Quote PDF…"), this))
    , m_close(new QAction(QIcon::fromTheme(QStringLiteral("document-close")), tr("&Close"), this))
    , m_quit(new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this))
    , m_recent(new RecentFiles(window, this))
{
    m_new->setShortcut(QKeySequence::New);
    m_open->setShortcut(QKeySequence::Open);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_exportPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    // The platform's Close keys (Ctrl+F4 on some desktops) and Ctrl+W, which every desktop knows.
    m_close->setShortcuts(StandardShortcuts::withAlternatives(QKeySequence::Close, {QKeySequence(Qt::CTRL | Qt::Key_W)}));
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_new, &QAction::triggered, this, &FileActions::newDesign);
    connect(m_open, &QAction::triggered, this, &FileActions::open);
    connect(m_save, &QAction::triggered, this, &FileActions::save);
    connect(m_saveAs, &QAction::triggered, this, &FileActions::saveAs);
    connect(m_exportPdf, &QAction::triggered, this, &FileActions::exportPdfInteractive);
    connect(m_close, &QAction::triggered, this, &FileActions::newDesign); // the same question, then empty
    connect(m_quit, &QAction::triggered, m_window, &QWidget::close);
    connect(m_recent, &RecentFiles::openRequested, this, &FileActions::openRecent);
}

void FileActions::populate(QMenu *menu)
{
    menu->addActions({m_new, m_open});
    menu->addMenu(m_recent->menu());
    menu->addActions({m_save, m_saveAs, m_close});
    menu->addSeparator();
    menu->addAction(m_exportPdf);
    menu->addSeparator();
    menu->addAction(m_quit);
}

void FileActions::newDesign()
{
    if (maybeSave()) {
        m_document->reset(Design{});
        m_lock->release();
        m_readOnly = false;
    }
}

void FileActions::openRecent(const QString &path)
{
    if (maybeSave())
        openFile(path);
}

void FileActions::open()
{
    if (!maybeSave())
        return;
    const QString dir = m_document->filePath().isEmpty()
                            ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                            : QFileInfo(m_document->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Design"), dir, designFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool FileActions::openFile(const QString &path)
{
    const DesignReadResult result = DesignFormat::load(path);
    if (!result.ok()) {
        QMessageBox::warning(m_window, tr("Cannot Open Design"), result.error);
        return false;
    }
    m_document->reset(result.design, QFileInfo(path).absoluteFilePath());
    m_recent->add(path);
    emit opened();
    m_readOnly = !m_lock->acquire(path);
    if (m_readOnly) {
        emit statusMessage(tr("Opened %1 read-only").arg(QFileInfo(path).fileName()));
        // Window-modal but not blocking: openFile() returns at once (command line, tests).
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Design Already Open"),
                                    tr("%1 is already open in %2.\n\nIt was opened read-only: Save is refused so that "
                                       "neither copy overwrites the other. Use Save As to keep your changes under "
                                       "another name.")
                                        .arg(QDir::toNativeSeparators(m_lock->designPath()), m_lock->ownerDescription()),
                                    QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("readOnlyWarning"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return true;
    }
    emit statusMessage(tr("Opened %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool FileActions::save()
{
    return m_document->filePath().isEmpty() ? saveAs() : saveTo(m_document->filePath());
}

bool FileActions::saveAs()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Design As"), m_document->filePath(), designFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".cqd");
    return saveTo(path);
}

QString FileActions::saveRefusal(const QString &path, std::unique_ptr<DocumentLock> *newLock) const
{
    const QString canonical = DocumentLock::canonicalPath(path);
    if (m_readOnly && canonical == m_lock->designPath())
        return tr("%1 is open read-only because it is also open in %2. Use Save As to save your changes under "
                  "another name.")
            .arg(QDir::toNativeSeparators(canonical), m_lock->ownerDescription());
    if (m_lock->isLocked() && canonical == m_lock->designPath())
        return {};
    // Another file: take its lock first, so that a design open elsewhere is not overwritten.
    *newLock = std::make_unique<DocumentLock>();
    if (!(*newLock)->acquire(path))
        return tr("%1 is open in %2. Close it there or choose another name.")
            .arg(QDir::toNativeSeparators(canonical), (*newLock)->ownerDescription());
    return {};
}

bool FileActions::saveTo(const QString &path)
{
    std::unique_ptr<DocumentLock> newLock;
    if (const QString refusal = saveRefusal(path, &newLock); !refusal.isEmpty()) {
        emit statusMessage(refusal);
        QMessageBox::warning(m_window, tr("Cannot Save Design"), refusal);
        return false;
    }
    if (const QString error = DesignFormat::save(m_document->design(), path); !error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Save Design"), error);
        return false;
    }
    if (newLock) {
        m_lock = std::move(newLock);
        m_readOnly = false;
    }
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    m_document->undoStack()->setClean();
    m_recent->add(path);
    emit statusMessage(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool FileActions::maybeSave()
{
    if (m_document->undoStack()->isClean())
        return true;
    const auto answer = QMessageBox::question(m_window, tr("Unsaved Changes"),
                                              tr("The design has unsaved changes. Save them first?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                              QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileActions::exportPdfInteractive()
{
    const QString base = m_document->filePath().isEmpty() ? QStringLiteral("quote")
                                                          : QFileInfo(m_document->filePath()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Quote PDF"), base + QStringLiteral(".pdf"),
                                                tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    path = withPdfSuffix(path);
    exportPdf(path);
}

QString FileActions::withPdfSuffix(const QString &path)
{
    // "offer" and "offer.v2" both become PDFs by name; "offer.PDF" stays as typed.
    return QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0
        ? path : path + QStringLiteral(".pdf");
}

bool FileActions::exportPdf(const QString &path)
{
    // The same customer PDF as Quote > Export Customer PDF: one code path (QuoteActions).
    if (const QString error = m_exportQuotePdf(path); !error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Export PDF"), error);
        return false;
    }
    emit statusMessage(tr("Exported %1").arg(QFileInfo(path).fileName()));
    return true;
}

} // namespace cq
