#pragma once

#include "diagnostic.h"
#include "domain/design.h"

#include <QList>

namespace cq {

/**
 * The rack-space rules, from each rack's front elevation (RackElevation, domain/rackelevation.h):
 *  - CQ-RACK-001 error, one per rack whose devices need more U than it has ("Rack "R01" holds
 *    48 U of devices in a 42 U rack": 6 x 8 U servers), or, when they would fit, whose devices
 *    are placed so that one reaches above its top U; ids: the rack, then the devices beyond
 *    the top.
 *  - CQ-RACK-002 error, one per rack in which two devices share a U (their U positions
 *    overlap); ids: the rack, then the overlapping devices.
 * Appends racks in design order, each rack's CQ-RACK-001 before its CQ-RACK-002.
 */
void checkRackSpace(const Design &design, QList<Diagnostic> *out);

} // namespace cq
