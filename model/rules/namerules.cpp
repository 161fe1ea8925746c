#include "namerules.h"

#include "domain/design.h"

#include <QCoreApplication>
#include <QHash>

namespace cq {

namespace {

/** The devices that use one name. */
struct NameUse {
    QString name;
    QList<QUuid> devices;
};

void addName(QList<NameUse> *uses, QHash<QString, int> *indexOf, const QString &name, const QUuid &id)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return;
    auto it = indexOf->constFind(trimmed);
    if (it == indexOf->cend()) {
        it = indexOf->insert(trimmed, int(uses->size()));
        uses->append(NameUse{trimmed, {}});
    }
    (*uses)[it.value()].devices.append(id);
}

} // namespace

void checkDeviceNames(const Design &design, QList<Diagnostic> *out)
{
    QList<NameUse> uses;
    QHash<QString, int> indexOf;
    indexOf.reserve(design.servers.size() + design.switches.size());
    for (const Server &s : design.servers)
        addName(&uses, &indexOf, s.name, s.id);
    for (const Switch &sw : design.switches)
        addName(&uses, &indexOf, sw.name, sw.id);
    for (const NameUse &use : std::as_const(uses)) {
        if (use.devices.size() < 2)
            continue;
        out->append({QStringLiteral("CQ-NAME-001"), Severity::Warning,
                     QCoreApplication::translate("cq::Validator",
                                                 "%n devices share the name \"%1\": diagnostics and cable lists "
                                                 "cannot tell them apart; give each device its own name.",
                                                 nullptr, int(use.devices.size()))
                         .arg(use.name),
                     use.devices});
    }
}

} // namespace cq
