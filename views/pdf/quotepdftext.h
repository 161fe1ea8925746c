#pragma once

#include "documentwording.h"
#include "domain/priceitem.h"

#include <QString>

namespace cq {

/**
 * The fixed wording of the customer quote PDF in English or Simplified Chinese.
 *
 * A quote's language is chosen per document ("zh_CN" for a Chinese customer, whatever the
 * UI language): each label is an English source text (QT_TRANSLATE_NOOP, context
 * "cq::QuotePdfText") translated through the document's own DocumentWording, never the
 * installed translator. The texts the quote builder also produces (rounding rule, power
 * notes, port notes) are its own source texts (QuoteText, context "cq::QuoteBuilder"), so
 * both follow the one translation.
 */
class QuotePdfText
{
public:
    enum class Label {
        Title, QuoteNumber, Date, ValidUntil, Customer, SalesEngineer, Term, Monthly, Annual,
        ColNumber, ColItem, ColQuantity, ColUnitPrice, ColMonths, ColShare, ColAmount,
        ChargedSection, IncludedSection, Included, Estimate, ShareLegend,
        Subtotal, Vat, VatContained, Total, TotalRange,
        EstimateNotice, LineRef, ListSeparator, RoundingRuleTitle, RoundingRule, PowerNote, Notes,
        RoundingRulePerDocument, ChecklistTitle, FeePriced, FeeIncluded, FeeNotApplicable, FeeUnchecked,
        ComparisonTitle, ComparisonText, TopologyTitle, AssumptionsTitle, AcceptanceTitle, AcceptanceIntro,
        AcceptanceTopo, AcceptanceIb, AcceptanceEthtool, AcceptanceIntra, AcceptanceInter, AcceptanceBar, HeaderQuote,
        AssumptionSameFabric, AssumptionPrices,
        Hourly, ColUnitPriceHourly, ColHours, PublishedRange, PriceMissing, PublishedRangeNotice, WarningsTitle,
        TopologySummary, TopologyServers, TopologyLeaves, TopologySpines, TopologyCores, TopologyTierSwitches,
        TopologyInner, TopologyLegend,
        ColDiscount, AmountRule, TargetPrice, DraftMark, DraftNotice, ComparisonSame, ComparisonMore,
        ComparisonMixed,
        PortCountNote, PortIncludedNote, SwitchIncludedNote, PriceIncludes, FeeInServerPrice,
        PowerKwhNote, PowerKwNote,
        RoundingRuleCent, RoundingRulePerDocumentCent, AmountRuleCent, ///< the same rules for a USD quote
        AcceptanceEthtoolTcp, AcceptanceInterSockets, AcceptanceNoNvLink, ///< plain Ethernet (no RDMA), PCIe GPUs
        /** Huawei Ascend NPUs: npu-smi, hccn_tool and HCCL Test (which prints algbw, not busbw). */
        AcceptanceTopoAscend, AcceptancePortsAscend, AcceptanceIntraAscend, AcceptanceInterAscend, AcceptanceBarAscend,
        /** AWS EFA NICs: fi_info and aws-ofi-nccl (FI_PROVIDER=efa) instead of ibstat and NCCL's own verbs. */
        AcceptanceEfa, AcceptanceInterEfa,
        CableIncludedNote, ///< cables and optics of a fabric the servers' price includes (SwitchIncludedNote: its switches)
        Count // number of labels, not a label
    };

    /** @p language "en" (also "en_*") or "zh_CN" (also "zh", "zh-CN", "zh_*"). */
    explicit QuotePdfText(const QString &language);

    /** True for a language this class has texts for (see the constructor). */
    static bool isSupported(const QString &language);
    bool isChinese() const { return m_wording.isChinese(); }
    /** The document's wording, for texts of other contexts in the same language. */
    const DocumentWording &wording() const { return m_wording; }

    /** The label in the chosen language; %1, %2 placeholders as in the English text. */
    QString text(Label label) const;
    /** A rounding or amount rule (RoundingRule, RoundingRulePerDocument, AmountRule) for a quote in
     *  @p currency: rounded to the cent (美分) for USD, to the fen (分) otherwise; other labels as text(). */
    QString roundingText(Label label, const QString &currency) const;
    /** A line's description in the chosen language (English when there is no Chinese). */
    QString description(const QString &english, const QString &chinese) const;
    /** @p quantity in plain decimal (up to 3 decimals, never an exponent) with its digits
     *  grouped by 3: "1,013,356.8", "32". */
    static QString groupedNumber(double quantity);
    /** Quantity with its unit, joined by a no-break space so they stay on one line:
     *  "2 units", "16 ports", "1,013,356.8 kWh"; "2 台", "16 个端口". */
    QString quantity(double quantity, PriceUnit unit) const;
    /** A manual line's quantity in the unit it was entered in: "1 month", "2 months", "1 个月"
     *  for a line priced per month (not "units"), else as quantity(). @p perHour (an hourly
     *  quote, QuoteLine::perHour): the monthly price became an hourly one, so "1 hour", "1 小时". */
    QString manualQuantity(double quantity, PriceUnit unit, bool perHour = false) const;

private:
    /** "1 unit" / "2 units": @p one or @p many (source texts of this context) translated. */
    QString unitWord(double quantity, const char *one, const char *many) const;

    DocumentWording m_wording;
};

} // namespace cq
