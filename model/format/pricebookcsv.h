#pragma once

#include "domain/priceitem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

namespace cq {

/**
 * The price items as CSV (UTF-8 with BOM), one row per item under a header:
 * sku, name, name_zh, family, region, unit, kind, price_min, price_max, included, cost, source,
 * includes. Money as decimal strings ("35888.00"); unit and kind as priceUnitKey()/priceKindKey();
 * included "yes"/"no"; includes as inclusionsKey() ("nic-ports,fabric-switches,power"). A file
 * without the last column (written before it existed) reads as including nothing. read() accepts a file only when every row is good: the first bad
 * row rejects the whole file with "line N: reason", so an import is never half applied.
 */
class PriceBookCsv
{
    Q_DECLARE_TR_FUNCTIONS(cq::PriceBookCsv)
public:
    /** @p withCost false leaves the cost column empty (a file for outside the company). */
    static QByteArray write(const QList<PriceItem> &items, bool withCost = true);
    /** Parses @p csv into @p items (replaced only on success); false with @p error set. */
    static bool read(const QByteArray &csv, QList<PriceItem> *items, QString *error);
    /** The header fields, in order. */
    static QStringList header();
};

} // namespace cq
