#include "cablebundles.h"

#include "cableitem.h"
#include "deviceitem.h"
#include "problemmarks.h"

#include <QPainter>

#include <cmath>
#include <tuple>

namespace cq {

namespace {
constexpr double CellPixels = 48;
const QColor TierColors[] = {QColor(0x54, 0x6e, 0x7a), QColor(0x00, 0x89, 0x7b), QColor(0x5e, 0x35, 0xb1)};
const QColor Selected(0x19, 0x76, 0xd2); // CableLayer's selection blue

/**
 * Device pixels wide for a bundle of @p count cables: 1.5 for one, 3 from 64 on (Qt draws
 * pens up to 1 pixel through a slower path: see CableLayer).
 */
double widthPixels(int count)
{
    return qMin(3.0, 1.5 + std::log2(double(qMax(1, count))) / 4);
}

/** Strength 0-255 for a bundle of @p count cables: 20 % for one, 60 % from 64 on. */
int alphaFor(int count)
{
    return qMin(153, 51 + int(std::log2(double(qMax(1, count))) * 17));
}

/** @p color at @p alpha (0-255) over @p paper, as one opaque colour. */
QColor mixed(const QColor &color, int alpha, const QColor &paper)
{
    const auto mix = [alpha](int c, int p) { return (c * alpha + p * (255 - alpha) + 127) / 255; };
    return QColor(mix(color.red(), paper.red()), mix(color.green(), paper.green()), mix(color.blue(), paper.blue()));
}

qint64 cellOf(double v, double size)
{
    return qint64(std::floor(v / size));
}
} // namespace

double CableBundles::cellUnitsFor(double lod)
{
    const double units = CellPixels / qMax(lod, 1e-9);
    return std::exp2(std::round(std::log2(units)));
}

void CableBundles::update(const QSet<CableItem *> &cables, double cellUnits)
{
    if (m_valid && cellUnits == m_cellUnits)
        return;
    m_bundles.clear();
    m_cellUnits = cellUnits;
    m_valid = true;
    QHash<std::pair<quint64, quint64>, int> index; // (cells of both ends, tier << 2 | severity) -> bundle
    index.reserve(cables.size() / 16);
    QHash<const DeviceItem *, int> tiers;
    const auto tierOf = [&tiers](const DeviceItem *device) {
        auto it = tiers.constFind(device);
        if (it == tiers.cend())
            it = tiers.insert(device, device->tier());
        return it.value();
    };
    for (CableItem *cable : cables) {
        QPointF a = cable->line().p1();
        QPointF b = cable->line().p2();
        quint64 ka = (quint64(cellOf(a.x(), cellUnits)) << 32) | quint32(cellOf(a.y(), cellUnits));
        quint64 kb = (quint64(cellOf(b.x(), cellUnits)) << 32) | quint32(cellOf(b.y(), cellUnits));
        if (kb < ka) {
            std::swap(ka, kb);
            std::swap(a, b);
        }
        const std::optional<Severity> worst = cable->problemSeverity();
        const quint8 severity = !worst ? 0 : *worst == Severity::Error ? 2 : *worst == Severity::Warning ? 1 : 0;
        const quint8 tier = quint8(qBound(0, qMax(tierOf(cable->deviceA()), tierOf(cable->deviceB())) - 1, 2));
        const quint64 style = (quint64(tier) << 2 | severity) << 56;
        auto it = index.constFind({ka, kb ^ style});
        if (it == index.cend()) {
            it = index.insert({ka, kb ^ style}, int(m_bundles.size()));
            m_bundles.append(Bundle{{}, {}, 0, 0, tier, severity});
        }
        Bundle &bundle = m_bundles[it.value()];
        bundle.sumA += a;
        bundle.sumB += b;
        ++bundle.count;
        bundle.selected += cable->isSelected() ? 1 : 0;
        cable->m_bundle = it.value();
    }
}

void CableBundles::selectionChanged(const CableItem *cable, bool selected)
{
    if (m_valid && cable->m_bundle >= 0 && cable->m_bundle < m_bundles.size())
        m_bundles[cable->m_bundle].selected += selected ? 1 : -1;
}

void CableBundles::setAllSelected(bool selected)
{
    for (Bundle &bundle : m_bundles)
        bundle.selected = selected ? bundle.count : 0;
}

void CableBundles::shift(const QPointF &offset)
{
    for (Bundle &bundle : m_bundles) {
        bundle.sumA += offset * bundle.count;
        bundle.sumB += offset * bundle.count;
    }
}

int CableBundles::paint(QPainter *painter, const QRectF &exposed, double lod, const QColor &paper) const
{
    // Lines grouped by pen (colour, opacity, width in half pixels): one drawLines per group.
    QHash<quint64, QList<QLineF>> groups;
    const auto add = [&](const QLineF &line, const QColor &color, int count) {
        const int halfPixels = qRound(widthPixels(count) * 2);
        const quint64 key = quint64(color.rgb() & 0xffffff) << 24 | quint64(alphaFor(count)) << 8 | quint64(halfPixels);
        groups[key].append(line);
    };
    const double reach = 5 / qMax(lod, 1e-9);
    int drawn = 0;
    QList<QLineF> selected;
    QList<int> selectedCounts;
    for (const Bundle &bundle : m_bundles) {
        const QLineF line(bundle.sumA / bundle.count, bundle.sumB / bundle.count);
        const QRectF bounds = QRectF(line.p1(), line.p2()).normalized().adjusted(-reach, -reach, reach, reach);
        if (!bounds.intersects(exposed))
            continue;
        ++drawn;
        if (bundle.selected < bundle.count) {
            const QColor color = bundle.severity == 2 ? ProblemMarks::severityColor(Severity::Error)
                                 : bundle.severity == 1 ? ProblemMarks::severityColor(Severity::Warning)
                                                        : TierColors[bundle.tier];
            add(line, color, bundle.count);
        }
        if (bundle.selected > 0) {
            selected.append(line);
            selectedCounts.append(bundle.selected);
        }
    }
    for (int i = 0; i < selected.size(); ++i)
        add(selected.at(i), Selected, selectedCounts.at(i));
    painter->save();
    // Not antialiased: translucent antialiased lines took 60 ms for the 1,200 bundles of the
    // 131,072-GPU design, a select all's whole frame four times over.
    painter->setRenderHint(QPainter::Antialiasing, false);
    // Selected groups last, so that they lie on top; before them the weak under the strong.
    QList<quint64> keys = groups.keys();
    const quint64 selectedRgb = quint64(Selected.rgb() & 0xffffff);
    const auto order = [selectedRgb](quint64 key) {
        return std::tuple((key >> 24) == selectedRgb, (key >> 8) & 0xff, key);
    };
    std::sort(keys.begin(), keys.end(), [&order](quint64 a, quint64 b) { return order(a) < order(b); });
    for (const quint64 key : std::as_const(keys)) {
        const QColor color = mixed(QColor::fromRgb(QRgb(key >> 24)), int((key >> 8) & 0xff), paper);
        const double width = double(key & 0xff) / 2 / qMax(lod, 1e-9);
        painter->setPen(QPen(color, width, Qt::SolidLine, Qt::FlatCap));
        painter->drawLines(groups.value(key));
    }
    painter->restore();
    return drawn;
}

} // namespace cq
