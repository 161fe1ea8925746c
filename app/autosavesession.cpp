#include "autosavesession.h"

#include "document/clusterdocument.h"
#include "format/safesave.h"
#include "format/designformat.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>

namespace cq {

AutosaveSession::AutosaveSession(ClusterDocument *document, QObject *parent, const QString &directory)
    : QObject(parent)
    , m_document(document)
    , m_directory(directory.isEmpty() ? defaultDirectory() : directory)
    , m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QDir().mkpath(m_directory);
    m_lock = std::make_unique<QLockFile>(QDir(m_directory).filePath(m_id + QStringLiteral(".lock")));
    m_lock->setStaleLockTime(0); // held for the whole session: only a dead process makes it stale
    m_lock->tryLock(0);
    connect(m_document, &ClusterDocument::changed, this, [this] { m_changedSinceAutosave = true; });
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, [this] { m_changedSinceAutosave = true; });
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discard(); // saved (or undone back to the saved state): nothing to recover
    });
    connect(&m_timer, &QTimer::timeout, this, &AutosaveSession::onTimeout);
    setInterval(configuredIntervalMs());
}

AutosaveSession::~AutosaveSession()
{
    // A normal exit, whatever the user chose for unsaved changes: nothing to offer next time.
    discard();
    m_lock->unlock();
}

QString AutosaveSession::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

int AutosaveSession::configuredIntervalMs()
{
    bool ok = false;
    const int fromEnv = qEnvironmentVariableIntValue("CQ_AUTOSAVE_INTERVAL_MS", &ok);
    if (ok && fromEnv > 0)
        return fromEnv;
    const int seconds = QSettings().value(QStringLiteral("autosave/intervalSeconds"), 60).toInt(&ok);
    return ok && seconds > 0 ? seconds * 1000 : 0;
}

QString AutosaveSession::designPath() const
{
    return QDir(m_directory).filePath(m_id + QStringLiteral(".cqd"));
}

QString AutosaveSession::infoPath() const
{
    return QDir(m_directory).filePath(m_id + QStringLiteral(".json"));
}

void AutosaveSession::setInterval(int ms)
{
    m_timer.stop();
    if (ms <= 0)
        return;
    m_timer.setInterval(ms);
    m_timer.start();
}

bool AutosaveSession::isLocked() const
{
    return m_lock->isLocked();
}

void AutosaveSession::onTimeout()
{
    if (!m_changedSinceAutosave || m_document->undoStack()->isClean())
        return;
    if (const QString error = autosaveNow(); !error.isEmpty())
        emit autosaveFailed(error);
}

QString AutosaveSession::autosaveNow()
{
    if (m_document->undoStack()->isClean())
        return {};
    QDir().mkpath(m_directory);
    // The design first, its description second: a .json always describes a complete .cqd.
    if (const QString error = DesignFormat::save(m_document->design(), designPath()); !error.isEmpty())
        return tr("Autosave failed: %1").arg(error);
    const QJsonObject info{
        {QStringLiteral("format"), QStringLiteral("clusterquote-autosave")},
        {QStringLiteral("originalPath"), m_document->filePath()},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("pid"), QCoreApplication::applicationPid()},
    };
    if (const QString error = SafeSave::write(infoPath(), QJsonDocument(info).toJson()); !error.isEmpty())
        return tr("Autosave failed: %1").arg(error);
    m_changedSinceAutosave = false;
    emit autosaved(designPath());
    return {};
}

void AutosaveSession::discard()
{
    // Touches no document: the destructor may run after the document is gone.
    QFile::remove(infoPath());
    QFile::remove(designPath());
}

} // namespace cq
