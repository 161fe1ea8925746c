#include "rackrules.h"

#include "domain/rackelevation.h"

#include <QCoreApplication>

namespace cq {

namespace {

QString range(const RackSlot &s)
{
    return s.heightU == 1 ? QStringLiteral("U%1").arg(s.lowU) : QStringLiteral("U%1-U%2").arg(s.lowU).arg(s.topU());
}

void checkOverflow(const RackElevation &e, QList<Diagnostic> *out)
{
    if (!e.overflow())
        return;
    QList<QUuid> ids{e.rackId};
    QStringList beyond;
    for (const RackSlot &s : e.devices) {
        if (s.overflow) {
            ids.append(s.device);
            beyond.append(QStringLiteral("%1 (%2)").arg(s.name, range(s)));
        }
    }
    const QString message = e.usedU > e.heightU
        ? QCoreApplication::translate("cq::Validator",
                                      "Rack \"%1\" holds %2 U of devices in a %3 U rack: move %4 U of devices to "
                                      "another rack or use a taller rack.")
              .arg(e.rackName).arg(e.usedU).arg(e.heightU).arg(e.usedU - e.heightU)
        : QCoreApplication::translate("cq::Validator",
                                      "Rack \"%1\" is %2 U high, but %3 reach above its top U: move them down.")
              .arg(e.rackName).arg(e.heightU).arg(beyond.join(QStringLiteral(", ")));
    out->append({QStringLiteral("CQ-RACK-001"), Severity::Error, message, ids});
}

void checkOverlap(const RackElevation &e, QList<Diagnostic> *out)
{
    if (!e.overlap())
        return;
    QList<QUuid> ids{e.rackId};
    QStringList names;
    for (const RackSlot &s : e.devices) {
        if (s.overlaps) {
            ids.append(s.device);
            names.append(QStringLiteral("%1 (%2)").arg(s.name, range(s)));
        }
    }
    out->append({QStringLiteral("CQ-RACK-002"), Severity::Error,
                 QCoreApplication::translate("cq::Validator",
                                             "In rack \"%1\" devices share rack units: %2. Give each its own U.")
                     .arg(e.rackName, names.join(QStringLiteral(", "))),
                 ids});
}

} // namespace

void checkRackSpace(const Design &design, QList<Diagnostic> *out)
{
    for (const RackElevation &e : RackElevation::ofAll(design)) {
        checkOverflow(e, out);
        checkOverlap(e, out);
    }
}

} // namespace cq
