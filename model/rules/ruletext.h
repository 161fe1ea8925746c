#pragma once

#include <QStringList>

namespace cq {

/**
 * Object names for a diagnostic message: all of them when there are at most @p shown,
 * else the first @p shown and "and N more" ("node1, node2, node3 and 5 more"), so a
 * 1,000-server cluster does not produce a 1,000-name message. Translated in the
 * "cq::Validator" context. Names are quoted by the caller's sentence, not here.
 */
QString nameList(const QStringList &names, int shown = 5);

/** A rate in Gb/s for messages: "200 Gb/s", "12.5 Gb/s". */
QString rateText(double rateGbps);

} // namespace cq
