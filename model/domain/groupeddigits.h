#pragma once

#include <QString>

namespace cq {

/**
 * A plain decimal number with its whole part grouped in threes by ',' whatever the UI locale,
 * as money is written (formatMoney): "1388.16" -> "1,388.16", "-1024" -> "-1,024",
 * "10037.5" -> "10,037.5", "730" -> "730". The fraction is left as given. Text that is not a
 * plain decimal number (an exponent, letters) is returned unchanged. For the counts and
 * kilowatts a quote's notes show; a CSV keeps the plain number.
 */
QString groupedDigits(const QString &plainNumber);
/** groupedDigits() of a whole number: 2048 -> "2,048", -1024 -> "-1,024". */
QString groupedDigits(qint64 number);

} // namespace cq
