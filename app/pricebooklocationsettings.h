#pragma once

#include "pricebook/pricebookconnection.h"

#include <QCoreApplication>
#include <QString>

namespace cq {

/**
 * Where the designer opens its price book (issue #21), remembered in QSettings under
 * "priceBook/location" as the location string PriceBookDatabase::open() takes: an SQLite file
 * path, or a postgresql:// URI without a password (DatabaseLocation refuses one, and
 * setLocation() never writes one). Also converts that string to the Connection dialog's fields
 * and back.
 */
class PriceBookLocationSettings
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookLocationSettings)
public:
    /** The QSettings key: "priceBook/location". */
    static QString key();
    /** The remembered location; PriceBookDatabase::defaultPath() when none is. */
    static QString location();
    /** Remembers @p location; refuses (false, nothing written) a URI that holds a password or
     *  cannot be used, with the reason in @p error. */
    static bool setLocation(const QString &location, QString *error = nullptr);

    /**
     * The dialog's fields of @p location: a file path gives server = false; a URI its host (or
     * ?host= socket folder), port (5432 when absent), database, user and sslmode (prefer when
     * absent); its other options (sslrootcert=..., service=...) go to @p otherOptions.
     */
    static PriceBookConnection toConnection(const QString &location, QString *otherOptions = nullptr);
    /**
     * The location of @p connection: the file path, or
     * postgresql://USER@HOST:PORT/DATABASE?sslmode=MODE (a socket folder as ?host=/dir&port=N,
     * no host as postgresql://USER@/DATABASE?port=N: libpq's default socket),
     * followed by @p otherOptions ("key=value&key=value", as toConnection() gave them).
     */
    static QString toLocation(const PriceBookConnection &connection, const QString &otherOptions = {});
};

} // namespace cq
