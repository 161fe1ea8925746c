#include "quotepdftext.h"

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
    {"Share", "折扣"},
    {"Amount (%1)", "金额（%1）"},
    {"Charged items", "增项（计费项目）"},
    {"Included in server rent (no charge)", "包内（已含在服务器租金中，不另收费）"},
    {"Included", "包内"},
    {"Estimate", "预估价"},
    {"Share: the annual price as a percentage of 12 x the monthly list price.",
     "折扣：年付价格占 12 个月月付价格的比例。"},
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
    {QuoteText::RoundingRule, "每一行金额只舍入一次，精确到分，逢半远离零进位；增值税按小计计算。"},
    {QuoteText::PowerNote, "满载功率 %1 kW，电费已含在服务器租金中"},
    {"Notes", "备注"},
    {"Page %1 of %2", "第 %1 页，共 %2 页"},
}};

constexpr bool allTextsPresent()
{
    return std::all_of(kTexts.cbegin(), kTexts.cend(), [](const Texts &t) { return t.english && t.chinese; });
}
static_assert(allTextsPresent(), "every QuotePdfText::Label needs an English and a Chinese text");

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

QString QuotePdfText::description(const QString &english, const QString &chinese) const
{
    return m_chinese && !chinese.isEmpty() ? chinese : english;
}

QString QuotePdfText::quantity(double quantity, PriceUnit unit) const
{
    const QString n = QString::number(quantity, 'g', 12);
    const bool one = quantity == 1.0;
    switch (unit) {
    case PriceUnit::PerMonth:
        return m_chinese ? n + QStringLiteral(" 台") : n + (one ? QStringLiteral(" unit") : QStringLiteral(" units"));
    case PriceUnit::PerPortMonth:
        return m_chinese ? n + QStringLiteral(" 个端口") : n + (one ? QStringLiteral(" port") : QStringLiteral(" ports"));
    case PriceUnit::PerMbpsMonth:
        return n + QStringLiteral(" Mb/s");
    case PriceUnit::PerKwh:
        return n + QStringLiteral(" kWh");
    case PriceUnit::OneOff:
        return m_chinese ? n + QStringLiteral(" 项") : n + (one ? QStringLiteral(" item") : QStringLiteral(" items"));
    }
    return n;
}

} // namespace cq
