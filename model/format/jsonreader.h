#pragma once

#include "domain/design.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>

namespace cq {

/**
 * Reads a design from .cqd JSON, checking each field's type and range. Errors carry a
 * JSON path ("servers[2].nic.rateGbps") or, for syntax errors, a line and column.
 * Internal helper of DesignFormat.
 */
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(cq::JsonReader)
public:
    explicit JsonReader(const QString &fileName) : m_fileName(fileName) {}

    /** Returns false and sets error() on any problem. */
    bool parse(const QByteArray &data);
    const Design &design() const { return m_design; }
    const QString &error() const { return m_error; }

private:
    struct Failure {
        QString path;
        QString message;
    };

    void readRoot(const QJsonObject &root);
    Room readRoom(const QJsonObject &o, const QString &path);
    Rack readRack(const QJsonObject &o, const QString &path);
    /** The optional "room" / "rack" reference of @p o; it must name a room / rack read before. */
    QUuid roomReference(const QJsonObject &o, const QString &path);
    QUuid rackReference(const QJsonObject &o, const QString &path);
    Server readServer(const QJsonObject &o, const QString &path);
    Switch readSwitch(const QJsonObject &o, const QString &path);
    Cable readCable(const QJsonObject &o, const QString &path);
    PortRef readPort(const QJsonObject &o, const QString &path);
    QuoteSettings readQuote(const QJsonObject &o, const QString &path);
    /** The optional "language" and "extras" of a quote object (QuoteExtrasFormat). */
    void readQuoteExtras(const QJsonObject &o, const QString &path, QuoteSettings *q);

    QJsonArray array(const QJsonObject &o, const QString &key, const QString &path, bool required);
    QJsonObject object(const QJsonValue &v, const QString &path);
    QJsonObject object(const QJsonObject &o, const QString &key, const QString &path);
    QString string(const QJsonObject &o, const QString &key, const QString &path, bool required = false);
    double number(const QJsonObject &o, const QString &key, const QString &path, double min, double max, double fallback);
    bool boolean(const QJsonObject &o, const QString &key, const QString &path, bool fallback);
    int integer(const QJsonObject &o, const QString &key, const QString &path, int min, int max, int fallback);
    QUuid newId(const QJsonObject &o, const QString &path);
    QUuid reference(const QJsonObject &o, const QString &key, const QString &path, bool required);
    QPointF point(const QJsonObject &o, const QString &key, const QString &path);

    [[noreturn]] static void fail(const QString &path, const QString &message);

    QString m_fileName;
    Design m_design;
    QString m_error;
    QSet<QUuid> m_ids;
    // Ids read so far by kind: hash lookups, since Design's are linear and a file of
    // 100,000 cables on 100,000 devices would otherwise take 10^10 comparisons to load.
    QSet<QUuid> m_roomIds;
    QSet<QUuid> m_rackIds;
    QSet<QUuid> m_deviceIds;
};

} // namespace cq
