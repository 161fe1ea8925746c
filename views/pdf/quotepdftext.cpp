#include "quotepdftext.h"

#include "format/decimaltext.h"
#include "quote/quotebuilder.h"

#include <algorithm>
#include <array>

namespace cq {

namespace {

struct Texts {
    const char *english;
    const char *chinese; // UTF-8
};

using L = QuotePdfText::Label;

// Indexed by Label; the static_assert below keeps the table and the enum in step.
constexpr std::array<Texts, size_t(L::Count)> kTexts{{
    {"Quotation", "报价单"},
    {"Quote no.", "报价单号"},
    {"Date", "日期"},
    {"Valid until", "有效期至"},
    {"Customer", "客户"},
    {"Sales engineer", "售前工程师"},
    {"Term", "付款周期"},
    {"Monthly", "月付"},
    {"Annual (12 months)", "年付（12 个月）"},
    {"#", "序号"},
    {"Item", "项目"},
    {"Quantity", "数量"},
    {"Unit price (%1/month)", "单价（%1/月）"},
    {"Months", "月数"},
    {"Share", "计费比例"}, // not 折扣: "折扣 100%" would read as "100 % off"
    {"Amount (%1)", "金额（%1）"},
    {"Charged items", "增项（计费项目）"},
    {"Included in server rent (no charge)", "包内（已含在服务器租金中，不另收费）"},
    {"Included", "包内"},
    {"Estimate", "预估价"},
    {"Share: the annual price as a percentage of 12 x the monthly list price.",
     "计费比例：年付价格占 12 个月月付价格的比例。"},
    {"Subtotal", "小计"},
    {"VAT (%1)", "增值税（%1）"},
    {"VAT included in the prices (%1)", "其中含增值税（%1）"},
    {"Total", "合计"},
    {"Total (range)", "合计（区间）"},
    {"Estimated prices, subject to consultation: the total is a range because this quote contains "
     "estimates. Estimated lines: %1. The final price is confirmed on consultation.",
     "预估价格，以咨询为准：本报价含预估价格，因此合计为区间。预估项目：%1。最终价格以咨询确认为准。"},
    {"#%1", "第 %1 项"},
    {", ", "、"},
    {"Rounding", "舍入规则"},
    {QuoteText::RoundingRule, "每一行金额及其增值税各舍入一次，精确到分，逢半远离零进位；合计为各行舍入后金额之和。"},
    {QuoteText::PowerNote, "满载功率 %1 kW，电费已含在服务器租金中"},
    {"Notes", "备注"},
    {"Page %1 of %2", "第 %1 页，共 %2 页"},
    {QuoteText::RoundingRulePerDocument, "各行金额精确相加；小计只舍入一次，精确到分，逢半远离零进位，增值税按小计计算。"},
    {"Hidden-fee checklist", "隐形费用核对清单"},
    {"priced in this quote", "已在本报价中计价"},
    {"included (no extra charge)", "已包含，不另收费"},
    {"not applicable", "不适用"},
    {"NOT YET CONFIRMED: ask before signing", "尚未确认：签约前请询问"},
    {"Monthly or annual", "月付与年付对比"},
    {"12 x monthly: %1. Annual: %2. Annual saves %3, i.e. %4 months of the monthly price. An annual contract "
     "must state whether it can be downgraded or moved mid-term.",
     "月付 12 个月：%1。年付：%2。年付节省 %3，相当于 %4 个月的月付费用。年付合同须写明中途能否降配或迁移。"},
    {"Topology", "拓扑图"},
    {"Assumptions", "假设条件"},
    {"Acceptance after handover", "交付验收"},
    {"Measure these after handover and compare with the expected figures (from ClusterQuote's analysis).",
     "交付后请实测以下项目，并与预期数值（ClusterQuote 分析结果）对比。"},
    {"nvidia-smi topo -m on each node: expect %1 between every GPU pair.",
     "在每台节点运行 nvidia-smi topo -m：任意两块 GPU 之间应显示 %1。"},
    {"ibstat on each node: every InfiniBand fabric port Active at %1 Gb/s.",
     "在每台节点运行 ibstat：每个 InfiniBand 网络端口 Active，速率 %1 Gb/s。"},
    {"ethtool IFACE for each fabric port of each node: Speed: %1Mb/s, Duplex: Full, Link detected: yes; RDMA enabled.",
     "在每台节点对每个网络端口运行 ethtool 网卡名：Speed: %1Mb/s，Duplex: Full，Link detected: yes；RDMA 已启用。"},
    {"One node: all_reduce_perf -b 8 -e 8G -f 2 -g %1 ; expected bus bandwidth about %2 GB/s at 8 GiB.",
     "单节点：all_reduce_perf -b 8 -e 8G -f 2 -g %1 ；8 GiB 时预期总线带宽约 %2 GB/s。"},
    {"Across %1 nodes: NCCL_IB_DISABLE=0 NCCL_SOCKET_IFNAME=<if> mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 "
     "-g 1 ; expected bus bandwidth about %3 GB/s at 8 GiB.",
     "跨 %1 节点：NCCL_IB_DISABLE=0 NCCL_SOCKET_IFNAME=<网卡> mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 -g 1 ；"
     "8 GiB 时预期总线带宽约 %3 GB/s。"},
    {"A run passes when its bus bandwidth at 1 GiB and above reaches, on average, %1 % or more of the figure "
     "expected at each size. Then, under a real training run, nvidia-smi dmon (or nvidia-smi "
     "--query-gpu=utilization.gpu --format=csv -l 1) should show every GPU steady at 80-90 % or more: the network "
     "is fine; reach a gradient-sync efficiency of 80 % or more before scaling from 2 nodes to 4 or 8.",
     "测试通过的标准：1 GiB 及以上各消息大小的总线带宽平均达到该大小预期值的 %1% 或以上。之后在真实训练任务下，"
     "nvidia-smi dmon（或 nvidia-smi --query-gpu=utilization.gpu --format=csv -l 1）应显示每块 GPU 利用率稳定在 "
     "80-90% 或以上，说明网络正常；梯度同步效率达到 80% 以上再从 2 节点扩展到 4 或 8 节点。"},
    {"Quotation %1", "报价单 %1"},
    {"All servers of one synchronous training job are in the same machine room under one non-blocking switch "
     "fabric, as designed; moving nodes to another room or city changes the expected performance.",
     "同一同步训练任务的所有服务器位于同一机房、同一无阻塞交换网络下（按设计）；节点迁往其他机房或城市会改变预期性能。"},
    {"Prices are per month unless a line says otherwise; lines marked as estimates are ranges confirmed on "
     "consultation; unticked hidden fees are not included.",
     "除另有说明外价格均为月价；标注预估的项目为区间价格，以咨询确认为准；未确认的隐形费用不包含在内。"},
    {"Hourly (trial)", "按小时（试用）"},
    {"Unit price (%1/hour)", "单价（%1/小时）"},
    {"Hours", "小时"},
    {"Published range", "官网明示价区间"},
    {"PRICE MISSING", "价格缺失"},
    {"Published price ranges: the total is a range because these lines have a published list price range, not "
     "an estimate: %1. The price within the range is fixed on order.",
     "官网明示价区间：以下项目的官网明示价为区间（并非预估价），因此合计为区间：%1。区间内的具体价格在下单时确定。"},
    {"Warnings: this quote is incomplete", "警告：本报价不完整"},
    {"Drawn by tier: %1 are too many to draw one by one across the page, so each of these tiers is one box "
     "(count and model).",
     "按层绘制：%1 数量过多，页面宽度内无法逐台绘制，因此每层画为一个方框（数量与型号）。"},
    {"%1 servers", "%1 台服务器"},
    {"%1 leaf switches", "%1 台叶交换机"},
    {"%1 spine switches", "%1 台脊交换机"},
    {"%1 core switches", "%1 台核心交换机"},
    {"%1 tier-%2 switches", "%1 台第 %2 层交换机"},
    {"%1 cables inside the tier", "层内线缆 %1 条"},
    {"Each line stands for the cables between two boxes; the x number on it is how many.",
     "每条连线代表两个方框之间的线缆，线上的 x 数字为线缆条数。"},
    {"Discount", "折扣"},
    {"Amount = quantity x unit price x months x share x (1 - discount), rounded once to the fen, halves away from "
     "zero.",
     "金额 = 数量 × 单价 × 月数 × 计费比例 × (1 - 折扣)，只舍入一次，精确到分，逢半远离零进位。"},
    {"%1 (price %2)", "%1（折后价 %2）"},
    {"DRAFT", "草稿"},
    {"Draft: no revision of this quote has been issued, so it has no quote number and is not an offer.",
     "草稿：本报价尚未签发版本，因此没有报价单号，不构成正式报价。"},
    {"12 x monthly: %1. Annual: %2. The annual term costs the same as 12 months of the monthly price. An annual "
     "contract must state whether it can be downgraded or moved mid-term.",
     "月付 12 个月：%1。年付：%2。年付与 12 个月月付费用相同。年付合同须写明中途能否降配或迁移。"},
    {"12 x monthly: %1. Annual: %2. The annual term costs %3 more than 12 months of the monthly price. An annual "
     "contract must state whether it can be downgraded or moved mid-term.",
     "月付 12 个月：%1。年付：%2。年付比 12 个月月付费用多 %3。年付合同须写明中途能否降配或迁移。"},
    {"12 x monthly: %1. Annual: %2. Whether the annual term saves depends on the estimated prices: from %3 less "
     "to %4 more than 12 months of the monthly price. An annual contract must state whether it can be downgraded "
     "or moved mid-term.",
     "月付 12 个月：%1。年付：%2。年付是否更省取决于预估价格：比 12 个月月付费用少 %3 至多 %4。年付合同须写明中途能否降配或迁移。"},
    {QuoteText::PortCount, "按已接线的服务器网卡计，每块网卡一个端口：%2 台服务器共 %1 块网卡"},
    {QuoteText::PortIncluded, "%2 台服务器已接线的 %1 个网卡端口，已含在服务器价格中"},
    {QuoteText::SwitchIncluded, "服务器所在组网的交换机，已含在服务器价格中"},
    {"%1: the price includes %2", "%1：价格已包含%2"},
    {"included in the server price (no extra charge)", "已含在服务器价格中，不另收费"},
    {QuoteText::PowerKwhNote, "满载功率 %1 kW × %2 小时 × 利用率 %3% = %4 kWh"},
    {QuoteText::PowerKwNote, "满载功率 %1 kW（服务器与交换机）"},
    {"Each line and its VAT are rounded once to the cent, halves away from zero; the totals are sums of the "
     "rounded lines.",
     "每一行金额及其增值税各舍入一次，精确到美分，逢半远离零进位；合计为各行舍入后金额之和。"},
    {"Lines are summed exactly; the subtotal is rounded once to the cent, halves away from zero, and VAT is "
     "computed on it.",
     "各行金额精确相加；小计只舍入一次，精确到美分，逢半远离零进位，增值税按小计计算。"},
    {"Amount = quantity x unit price x months x share x (1 - discount), rounded once to the cent, halves away from "
     "zero.",
     "金额 = 数量 × 单价 × 月数 × 计费比例 × (1 - 折扣)，只舍入一次，精确到美分，逢半远离零进位。"},
    {"ethtool IFACE for each fabric port of each node: Speed: %1Mb/s, Duplex: Full, Link detected: yes.",
     "在每台节点对每个网络端口运行 ethtool 网卡名：Speed: %1Mb/s，Duplex: Full，Link detected: yes。"},
    {"Across %1 nodes (TCP sockets, no RDMA): NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=<if> mpirun -np %2 all_reduce_perf "
     "-b 8 -e 8G -f 2 -g 1 ; expected bus bandwidth about %3 GB/s at 8 GiB.",
     "跨 %1 节点（TCP 套接字，无 RDMA）：NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=<网卡> mpirun -np %2 all_reduce_perf "
     "-b 8 -e 8G -f 2 -g 1 ；8 GiB 时预期总线带宽约 %3 GB/s。"},
    {"%1 (no NV#)", "%1（无 NV#）"},
    {"npu-smi info -t topo on each node: expect HCCS between every NPU pair.",
     "在每台节点运行 npu-smi info -t topo：任意两块 NPU 之间应显示 HCCS。"},
    {"hccn_tool -i N -link -g and hccn_tool -i N -speed -g for each NPU N of each node: link UP, speed %1 Mb/s.",
     "在每台节点对每块 NPU（编号 N）运行 hccn_tool -i N -link -g 与 hccn_tool -i N -speed -g：链路 UP，速率 %1 Mb/s。"},
    {"One node (HCCL Test): mpirun -n %1 ./bin/all_reduce_test -p %1 -b 8 -e 8G -f 2 ; expected alg_bandwidth about "
     "%2 GB/s at 8 GiB (bus bandwidth %3 GB/s).",
     "单节点（HCCL Test）：mpirun -n %1 ./bin/all_reduce_test -p %1 -b 8 -e 8G -f 2 ；8 GiB 时预期 alg_bandwidth 约 "
     "%2 GB/s（总线带宽 %3 GB/s）。"},
    {"Across %1 nodes (HCCL Test): mpirun -f hostfile -n %2 ./bin/all_reduce_test -p %3 -b 8 -e 8G -f 2 ; expected "
     "alg_bandwidth about %4 GB/s at 8 GiB (bus bandwidth %5 GB/s).",
     "跨 %1 节点（HCCL Test）：mpirun -f hostfile -n %2 ./bin/all_reduce_test -p %3 -b 8 -e 8G -f 2 ；8 GiB 时预期 "
     "alg_bandwidth 约 %4 GB/s（总线带宽 %5 GB/s）。"},
    {"A run passes when its alg_bandwidth at 1 GiB and above reaches, on average, %1 % or more of the figure expected "
     "at each size (HCCL Test prints algorithm bandwidth; bus bandwidth = alg_bandwidth x 2(n-1)/n for n NPUs). "
     "Then, under a real training run, npu-smi info should show every NPU's AI Core usage steady at 80-90 % or "
     "more: the network is fine; reach a gradient-sync efficiency of 80 % or more before scaling from 2 nodes to 4 "
     "or 8.",
     "测试通过的标准：1 GiB 及以上各消息大小的 alg_bandwidth 平均达到该大小预期值的 %1% 或以上（HCCL Test 输出算法带宽；"
     "n 块 NPU 时总线带宽 = alg_bandwidth × 2(n-1)/n）。之后在真实训练任务下，npu-smi info 应显示每块 NPU 的 AI Core "
     "利用率稳定在 80-90% 或以上，说明网络正常；梯度同步效率达到 80% 以上再从 2 节点扩展到 4 或 8 节点。"},
}};

constexpr bool allTextsPresent()
{
    return std::all_of(kTexts.cbegin(), kTexts.cend(), [](const Texts &t) { return t.english && t.chinese; });
}
// g++ 12 with -fsanitize=address,undefined (the asan preset) does not treat a global's address
// test as a constant expression; the release build still checks it.
#ifndef __SANITIZE_ADDRESS__
static_assert(allTextsPresent(), "every QuotePdfText::Label needs an English and a Chinese text");
#endif

} // namespace

QuotePdfText::QuotePdfText(const QString &language)
    : m_chinese(language.startsWith(QLatin1String("zh")))
{
}

bool QuotePdfText::isSupported(const QString &language)
{
    return language == QLatin1String("en") || language.startsWith(QLatin1String("en_"))
        || language == QLatin1String("zh") || language.startsWith(QLatin1String("zh_"))
        || language.startsWith(QLatin1String("zh-"));
}

QString QuotePdfText::text(Label label) const
{
    const Texts &t = kTexts.at(size_t(label));
    return m_chinese ? QString::fromUtf8(t.chinese) : QString::fromUtf8(t.english);
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
    return m_chinese && !chinese.isEmpty() ? chinese : english;
}

QString QuotePdfText::groupedNumber(double quantity)
{
    // Plain decimal (up to 3 decimals, no exponent, as the CSV writes it), digits grouped by 3.
    const QString plain = plainDecimal(quantity);
    const qsizetype point = plain.indexOf(QLatin1Char('.'));
    const QString whole = point < 0 ? plain : plain.left(point);
    const bool negative = whole.startsWith(QLatin1Char('-'));
    QString digits = negative ? whole.mid(1) : whole;
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return (negative ? QStringLiteral("-") : QString()) + digits + (point < 0 ? QString() : plain.mid(point));
}

QString QuotePdfText::manualQuantity(double quantity, PriceUnit unit) const
{
    if (unit != PriceUnit::PerMonth)
        return this->quantity(quantity, unit);
    const QString n = groupedNumber(quantity) + QChar(QChar::Nbsp);
    if (m_chinese)
        return n + QStringLiteral("个月");
    return n + (quantity == 1.0 ? QStringLiteral("month") : QStringLiteral("months"));
}

QString QuotePdfText::quantity(double quantity, PriceUnit unit) const
{
    // A no-break space keeps the number and its unit on one line ("1,013,356.8 kWh").
    const QString n = groupedNumber(quantity) + QChar(QChar::Nbsp);
    const bool one = quantity == 1.0;
    switch (unit) {
    case PriceUnit::PerMonth:
        return m_chinese ? n + QStringLiteral("台") : n + (one ? QStringLiteral("unit") : QStringLiteral("units"));
    case PriceUnit::PerPortMonth:
        return m_chinese ? n + QStringLiteral("个端口") : n + (one ? QStringLiteral("port") : QStringLiteral("ports"));
    case PriceUnit::PerMbpsMonth:
        return n + QStringLiteral("Mb/s");
    case PriceUnit::PerKwh:
        return n + QStringLiteral("kWh");
    case PriceUnit::Kw:
        return n + QStringLiteral("kW");
    case PriceUnit::PerTbMonth:
        return n + QStringLiteral("TB");
    case PriceUnit::OneOff:
        return m_chinese ? n + QStringLiteral("项") : n + (one ? QStringLiteral("item") : QStringLiteral("items"));
    case PriceUnit::PerHour:
        return m_chinese ? n + QStringLiteral("小时") : n + (one ? QStringLiteral("hour") : QStringLiteral("hours"));
    }
    return groupedNumber(quantity);
}

} // namespace cq
