#include "quoterevision.h"

#include "quotebuilder.h"

#include "topology/fabricgraph.h"

#include <QMap>

#include <algorithm>

namespace cq {

namespace {

QString trDiff(const char *text, int n = -1)
{
    return QCoreApplication::translate("cq::RevisionDiff", text, nullptr, n);
}

template<typename Device>
QMap<QString, int> countBySku(const QList<Device> &devices)
{
    QMap<QString, int> counts;
    for (const Device &d : devices)
        ++counts[d.sku];
    return counts;
}

/**
 * Switch counts keyed by tier and SKU ("2|SW-..."): the tier as FabricGraph finds it from the
 * cabling (1 leaf, 2 spine, 3 core, 0 not reached from a server), so a diff can say "+1 spine".
 */
QMap<QString, int> countSwitchesByTier(const Design &design)
{
    const FabricGraph graph(design);
    QMap<QString, int> counts;
    for (int i = 0; i < design.switches.size(); ++i)
        ++counts[QString::number(std::min(graph.tier(i), 3)) + u'|' + design.switches.at(i).sku];
    return counts;
}

/** The diff line's noun for a switch tier (countSwitchesByTier's key prefix). */
const char *switchNoun(int tier)
{
    switch (tier) {
    case 1: return QT_TRANSLATE_N_NOOP("cq::RevisionDiff", "%1%2 leaf switch(es) (%3)");
    case 2: return QT_TRANSLATE_N_NOOP("cq::RevisionDiff", "%1%2 spine switch(es) (%3)");
    case 3: return QT_TRANSLATE_N_NOOP("cq::RevisionDiff", "%1%2 core switch(es) (%3)");
    default: return QT_TRANSLATE_N_NOOP("cq::RevisionDiff", "%1%2 switch(es) (%3)");
    }
}

/** "+2 servers (SKU)" lines for every SKU whose count changed. */
void diffCounts(const QMap<QString, int> &from, const QMap<QString, int> &to, const char *noun, QStringList *out)
{
    QStringList skus = from.keys() + to.keys();
    skus.removeDuplicates();
    skus.sort();
    for (const QString &sku : skus) {
        const int delta = to.value(sku) - from.value(sku);
        if (delta != 0)
            out->append(trDiff(noun, qAbs(delta)).arg(delta > 0 ? QStringLiteral("+") : QStringLiteral("-"))
                            .arg(qAbs(delta)).arg(sku));
    }
}

QString signedMoney(const Money &m)
{
    return (m.fen() > 0 ? QStringLiteral("+") : QString()) + m.toDecimalString();
}

} // namespace

Quote QuoteRevision::quote() const
{
    Quote q = buildQuote(design, priceBook, term, extras);
    q.draft = false; // issued: it has its number
    return q;
}

QuoteRevision issueRevision(int number, const Design &design, const PriceBook &priceBook, Term term,
                            const QuoteExtras &extras, const QDateTime &issuedAtUtc)
{
    QuoteRevision r{number, issuedAtUtc, term, design, priceBook, extras};
    if (!r.design.quote.date.isValid())
        r.design.quote.date = issuedAtUtc.date();
    r.design.quote.term = term;
    return r;
}

RevisionDiff diffRevisions(const QuoteRevision &from, const QuoteRevision &to)
{
    RevisionDiff diff;
    diff.term = to.term;
    diffCounts(countBySku(from.design.servers), countBySku(to.design.servers),
               QT_TRANSLATE_N_NOOP("cq::RevisionDiff", "%1%2 server(s) (%3)"), &diff.changes);
    const QMap<QString, int> switchesFrom = countSwitchesByTier(from.design);
    const QMap<QString, int> switchesTo = countSwitchesByTier(to.design);
    for (int tier : {1, 2, 3, 0}) {
        const QString prefix = QString::number(tier) + u'|';
        QMap<QString, int> a, b; // SKU -> count within this tier
        for (auto it = switchesFrom.cbegin(); it != switchesFrom.cend(); ++it)
            if (it.key().startsWith(prefix))
                a.insert(it.key().mid(prefix.size()), it.value());
        for (auto it = switchesTo.cbegin(); it != switchesTo.cend(); ++it)
            if (it.key().startsWith(prefix))
                b.insert(it.key().mid(prefix.size()), it.value());
        diffCounts(a, b, switchNoun(tier), &diff.changes);
    }
    if (from.term != to.term)
        diff.changes.append(trDiff(QT_TRANSLATE_NOOP("cq::RevisionDiff", "term %1 -> %2")).arg(termKey(from.term), termKey(to.term)));
    const Quote a = from.quote();
    const Quote b = to.quote();
    for (const QuoteLine &newLine : b.lines) {
        for (const QuoteLine &oldLine : a.lines) {
            if (oldLine.origin == QuoteLine::Origin::Design && newLine.origin == QuoteLine::Origin::Design
                && oldLine.sku == newLine.sku && oldLine.unitPrice != newLine.unitPrice)
                diff.changes.append(trDiff(QT_TRANSLATE_NOOP("cq::RevisionDiff", "unit price of %1: %2 -> %3"))
                                        .arg(newLine.sku, oldLine.unitPrice.toDecimalString(),
                                             newLine.unitPrice.toDecimalString()));
        }
    }
    const int manualDelta = int(to.extras.manualLines.size() - from.extras.manualLines.size());
    if (manualDelta != 0)
        diff.changes.append(trDiff(QT_TRANSLATE_N_NOOP("cq::RevisionDiff", "%1%2 manual line(s)"), qAbs(manualDelta))
                                .arg(manualDelta > 0 ? QStringLiteral("+") : QStringLiteral("-")).arg(qAbs(manualDelta)));
    const Money minEnd = b.total.min - a.total.min;
    const Money maxEnd = b.total.max - a.total.max;
    diff.totalDelta = {std::min(minEnd, maxEnd), std::max(minEnd, maxEnd)}; // low to high
    return diff;
}

QString describeDiff(const RevisionDiff &diff, const QString &currency)
{
    const QString per = diff.term == Term::Annual ? trDiff(QT_TRANSLATE_NOOP("cq::RevisionDiff", "year"))
        : diff.term == Term::Hourly               ? trDiff(QT_TRANSLATE_NOOP("cq::RevisionDiff", "hour"))
                                                  : trDiff(QT_TRANSLATE_NOOP("cq::RevisionDiff", "month"));
    const QString delta = diff.totalDelta.isFixed()
        ? signedMoney(diff.totalDelta.min)
        : signedMoney(diff.totalDelta.min) + QStringLiteral("..") + signedMoney(diff.totalDelta.max);
    QStringList parts = diff.changes;
    parts.append(QStringLiteral("%1 %2/%3").arg(currency, delta, per));
    return parts.join(QStringLiteral("; "));
}

} // namespace cq
