#include "quotepdftext.h"

#include "domain/groupeddigits.h"
#include "format/decimaltext.h"
#include "quote/quotebuilder.h"

#include <algorithm>
#include <array>

namespace cq {

namespace {

/** A label's English source text and the context its translation is found in. */
struct Texts {
    const char *context;
    const char *source;
};

constexpr char kContext[] = "cq::QuotePdfText";

using L = QuotePdfText::Label;

// Indexed by Label; the static_assert below keeps the table and the enum in step.
constexpr std::array<Texts, size_t(L::Count)> kTexts{{
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Quotation")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Quote no.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Date")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Valid until")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Customer")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Sales engineer")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Term")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Monthly")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Annual (12 months)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "#")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Item")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Quantity")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Unit price (%1/month)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Months")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Share")}, // not 折扣: "折扣 100%" would read as "100 % off"
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Amount (%1)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Charged items")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Included in server rent (no charge)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Included")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Estimate")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Share: the annual price as a percentage of 12 x the monthly list price.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Subtotal")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "VAT (%1)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "VAT included in the prices (%1)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Total")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Total (range)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Estimated prices, subject to consultation: the total is a range because this quote contains "
     "estimates. Estimated lines: %1. The final price is confirmed on consultation.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "#%1")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", ", ")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Rounding")},
    {QuoteText::Context, QuoteText::RoundingRule},
    {QuoteText::Context, QuoteText::PowerNote},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Notes")},
    {QuoteText::Context, QuoteText::RoundingRulePerDocument},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Hidden-fee checklist")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "priced in this quote")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "included (no extra charge)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "not applicable")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "NOT YET CONFIRMED: ask before signing")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Monthly or annual")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "12 x monthly: %1. Annual: %2. Annual saves %3, i.e. %4 months of the monthly price. An annual contract "
     "must state whether it can be downgraded or moved mid-term.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Topology")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Assumptions")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Acceptance after handover")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Measure these after handover and compare with the expected figures (from ClusterQuote's analysis).")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "nvidia-smi topo -m on each node: expect %1 between every GPU pair.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "ibstat on each node: every InfiniBand fabric port Active at %1 Gb/s.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "ethtool IFACE for each fabric port of each node: Speed: %1Mb/s, Duplex: Full, Link detected: yes; RDMA enabled.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "One node: all_reduce_perf -b 8 -e 8G -f 2 -g %1 ; expected bus bandwidth about %2 GB/s at 8 GiB.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Across %1 nodes: NCCL_IB_DISABLE=0 NCCL_SOCKET_IFNAME=<if> mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 "
     "-g 1 ; expected bus bandwidth about %3 GB/s at 8 GiB.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "A run passes when its bus bandwidth at 1 GiB and above reaches, on average, %1 % or more of the figure "
     "expected at each size. Then, under a real training run, nvidia-smi dmon (or nvidia-smi "
     "--query-gpu=utilization.gpu --format=csv -l 1) should show every GPU steady at 80-90 % or more: the network "
     "is fine; reach a gradient-sync efficiency of 80 % or more before scaling from 2 nodes to 4 or 8.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Quotation %1")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "All servers of one synchronous training job are in the same machine room under one non-blocking switch "
     "fabric, as designed; moving nodes to another room or city changes the expected performance.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Prices are per month unless a line says otherwise; lines marked as estimates are ranges confirmed on "
     "consultation; unticked hidden fees are not included.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Hourly (trial)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Unit price (%1/hour)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Hours")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Published range")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "PRICE MISSING")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Published price ranges: the total is a range because these lines have a published list price range, not "
     "an estimate: %1. The price within the range is fixed on order.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Warnings: this quote is incomplete")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Drawn by tier: %1 are too many to draw one by one across the page, so each of these tiers is one box "
     "(count and model).")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1 servers")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1 leaf switches")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1 spine switches")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1 core switches")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1 tier-%2 switches")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1 cables inside the tier")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Each line stands for the cables between two boxes; the x number on it is how many.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Discount")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Amount = quantity x unit price x months x share x (1 - discount), rounded once to the fen, halves away from "
     "zero.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1 (price %2)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "DRAFT")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Draft: no revision of this quote has been issued, so it has no quote number and is not an offer.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "12 x monthly: %1. Annual: %2. The annual term costs the same as 12 months of the monthly price. An annual "
     "contract must state whether it can be downgraded or moved mid-term.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "12 x monthly: %1. Annual: %2. The annual term costs %3 more than 12 months of the monthly price. An annual "
     "contract must state whether it can be downgraded or moved mid-term.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "12 x monthly: %1. Annual: %2. Whether the annual term saves depends on the estimated prices: from %3 less "
     "to %4 more than 12 months of the monthly price. An annual contract must state whether it can be downgraded "
     "or moved mid-term.")},
    {QuoteText::Context, QuoteText::PortCount},
    {QuoteText::Context, QuoteText::PortIncluded},
    {QuoteText::Context, QuoteText::SwitchIncluded},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1: the price includes %2")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "included in the server price (no extra charge)")},
    {QuoteText::Context, QuoteText::PowerKwhNote},
    {QuoteText::Context, QuoteText::PowerKwNote},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Each line and its VAT are rounded once to the cent, halves away from zero; the totals are sums of the "
     "rounded lines.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Lines are summed exactly; the subtotal is rounded once to the cent, halves away from zero, and VAT is "
     "computed on it.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Amount = quantity x unit price x months x share x (1 - discount), rounded once to the cent, halves away from "
     "zero.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "ethtool IFACE for each fabric port of each node: Speed: %1Mb/s, Duplex: Full, Link detected: yes.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Across %1 nodes (TCP sockets, no RDMA): NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=<if> mpirun -np %2 all_reduce_perf "
     "-b 8 -e 8G -f 2 -g 1 ; expected bus bandwidth about %3 GB/s at 8 GiB.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "%1 (no NV#)")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "npu-smi info -t topo on each node: expect HCCS between every NPU pair.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "hccn_tool -i N -link -g and hccn_tool -i N -speed -g for each NPU N of each node: link UP, speed %1 Mb/s.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "One node (HCCL Test): mpirun -n %1 ./bin/all_reduce_test -p %1 -b 8 -e 8G -f 2 ; expected alg_bandwidth about "
     "%2 GB/s at 8 GiB (bus bandwidth %3 GB/s).")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Across %1 nodes (HCCL Test): mpirun -f hostfile -n %2 ./bin/all_reduce_test -p %3 -b 8 -e 8G -f 2 ; expected "
     "alg_bandwidth about %4 GB/s at 8 GiB (bus bandwidth %5 GB/s).")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "A run passes when its alg_bandwidth at 1 GiB and above reaches, on average, %1 % or more of the figure expected "
     "at each size (HCCL Test prints algorithm bandwidth; bus bandwidth = alg_bandwidth x 2(n-1)/n for n NPUs). "
     "Then, under a real training run, npu-smi info should show every NPU's AI Core usage steady at 80-90 % or "
     "more: the network is fine; reach a gradient-sync efficiency of 80 % or more before scaling from 2 nodes to 4 "
     "or 8.")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "fi_info -p efa -t FI_EP_RDM on each node: every EFA device listed (%1 Gb/s each).")},
    {kContext, QT_TRANSLATE_NOOP("cq::QuotePdfText", "Across %1 nodes (AWS EFA through the aws-ofi-nccl plugin): FI_PROVIDER=efa mpirun -np %2 "
     "all_reduce_perf -b 8 -e 8G -f 2 -g 1 ; expected bus bandwidth about %3 GB/s at 8 GiB.")},
    {QuoteText::Context, QuoteText::CableIncluded},
}};

constexpr bool allTextsPresent()
{
    return std::all_of(kTexts.cbegin(), kTexts.cend(), [](const Texts &t) { return t.context && t.source; });
}
// g++ 12 with -fsanitize=address,undefined (the asan preset) does not treat a global's address
// test as a constant expression; the release build still checks it.
#ifndef __SANITIZE_ADDRESS__
static_assert(allTextsPresent(), "every QuotePdfText::Label needs a source text");
#endif

} // namespace

QuotePdfText::QuotePdfText(const QString &language)
    : m_wording(language)
{
}

bool QuotePdfText::isSupported(const QString &language)
{
    return DocumentWording::isSupported(language);
}

QString QuotePdfText::text(Label label) const
{
    const Texts &t = kTexts.at(size_t(label));
    return m_wording.text(t.context, t.source);
}

QString QuotePdfText::roundingText(Label label, const QString &currency) const
{
    if (currency != QLatin1String("USD"))
        return text(label);
    switch (label) {
    case L::RoundingRule: return text(L::RoundingRuleCent);
    case L::RoundingRulePerDocument: return text(L::RoundingRulePerDocumentCent);
    case L::AmountRule: return text(L::AmountRuleCent);
    default: return text(label);
    }
}

QString QuotePdfText::description(const QString &english, const QString &chinese) const
{
    return isChinese() && !chinese.isEmpty() ? chinese : english;
}

QString QuotePdfText::groupedNumber(double quantity)
{
    // Plain decimal (up to 3 decimals, no exponent, as the CSV writes it), digits grouped by 3.
    return groupedDigits(plainDecimal(quantity));
}

QString QuotePdfText::manualQuantity(double quantity, PriceUnit unit, bool perHour) const
{
    if (unit != PriceUnit::PerMonth)
        return this->quantity(quantity, unit);
    if (perHour) // priced per hour in an hourly quote: the quantity counts hours, beside "Hours"
        return this->quantity(quantity, PriceUnit::PerHour);
    const QString n = groupedNumber(quantity) + QChar(QChar::Nbsp);
    return n + unitWord(quantity, QT_TRANSLATE_NOOP("cq::QuotePdfText", "month"),
                        QT_TRANSLATE_NOOP("cq::QuotePdfText", "months"));
}

QString QuotePdfText::unitWord(double quantity, const char *one, const char *many) const
{
    return m_wording.text(kContext, quantity == 1.0 ? one : many);
}

QString QuotePdfText::quantity(double quantity, PriceUnit unit) const
{
    // A no-break space keeps the number and its unit on one line ("1,013,356.8 kWh").
    const QString n = groupedNumber(quantity) + QChar(QChar::Nbsp);
    switch (unit) {
    case PriceUnit::PerMonth:
        return n + unitWord(quantity, QT_TRANSLATE_NOOP("cq::QuotePdfText", "unit"),
                            QT_TRANSLATE_NOOP("cq::QuotePdfText", "units"));
    case PriceUnit::PerPortMonth:
        return n + unitWord(quantity, QT_TRANSLATE_NOOP("cq::QuotePdfText", "port"),
                            QT_TRANSLATE_NOOP("cq::QuotePdfText", "ports"));
    case PriceUnit::PerMbpsMonth:
        return n + QStringLiteral("Mb/s");
    case PriceUnit::PerKwh:
        return n + QStringLiteral("kWh");
    case PriceUnit::Kw:
        return n + QStringLiteral("kW");
    case PriceUnit::PerTbMonth:
        return n + QStringLiteral("TB");
    case PriceUnit::OneOff:
        return n + unitWord(quantity, QT_TRANSLATE_NOOP("cq::QuotePdfText", "item"),
                            QT_TRANSLATE_NOOP("cq::QuotePdfText", "items"));
    case PriceUnit::PerHour:
        return n + unitWord(quantity, QT_TRANSLATE_NOOP("cq::QuotePdfText", "hour"),
                            QT_TRANSLATE_NOOP("cq::QuotePdfText", "hours"));
    }
    return groupedNumber(quantity);
}

} // namespace cq
