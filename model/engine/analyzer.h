#pragma once

#include "designanalysis.h"
#include "domain/design.h"

namespace cq {

/**
 * Runs the fabric and collective analysis of a design for one allreduce message size
 * (bytes). Pure function of an immutable snapshot: call it on a worker thread
 * (QtConcurrent::run) with a copy of the design.
 */
DesignAnalysis analyze(const Design &design, double messageBytes);

} // namespace cq
