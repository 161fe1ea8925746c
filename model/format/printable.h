#pragma once

#include <QString>

namespace cq {

/**
 * A value from a user's file made safe to quote in a one-line message: control characters
 * (newlines, carriage returns, escapes) shown as \n, \r or \uXXXX so a message stays one
 * line and "ib\r" does not read as "ib"; cut to @p maxLength characters with "…".
 */
QString printable(const QString &text, int maxLength = 60);

} // namespace cq
