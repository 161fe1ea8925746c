#pragma once

#include "sizing/sizingadvisor.h"

#include <QJsonObject>

namespace cq::SizeJson {

/** `size --json`: the job, the goal, every figure of the table with its formula, the reasons. */
QJsonObject advice(const SizingAdvice &advice);

} // namespace cq::SizeJson
