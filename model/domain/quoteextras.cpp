#include "quoteextras.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace cq {

namespace {
struct FeeText {
    const char *key;
    const char *name;
    const char *nameZh;
};
// Wording after DOMAIN.md "Hidden costs a quote must itemize".
constexpr std::array<FeeText, int(HiddenFee::Count)> kFees{{
    {"ib-port-fees", QT_TRANSLATE_NOOP("cq::HiddenFee", "InfiniBand port fees"), "IB 端口费"},
    {"bandwidth-95th", QT_TRANSLATE_NOOP("cq::HiddenFee", "Bandwidth above the commit (95th percentile billing)"),
     "超出承诺带宽（95 计费）"},
    {"extra-public-ips", QT_TRANSLATE_NOOP("cq::HiddenFee", "Extra public IP addresses"), "额外公网 IP"},
    {"ddos", QT_TRANSLATE_NOOP("cq::HiddenFee", "DDoS protection beyond the free tier"), "超出免费额度的 DDoS 防护"},
    {"image-licences", QT_TRANSLATE_NOOP("cq::HiddenFee", "Commercial image licences"), "商业镜像授权"},
    {"cross-region", QT_TRANSLATE_NOOP("cq::HiddenFee", "Cross-region traffic"), "跨地域流量"},
    {"vat-special-invoice", QT_TRANSLATE_NOOP("cq::HiddenFee", "VAT special invoice tax point"), "增值税专票税点"},
}};
} // namespace

QString hiddenFeeKey(HiddenFee fee)
{
    return QString::fromLatin1(kFees.at(std::size_t(fee)).key);
}

QString hiddenFeeName(HiddenFee fee)
{
    return QString::fromLatin1(kFees.at(std::size_t(fee)).name);
}

QString hiddenFeeNameZh(HiddenFee fee)
{
    return QString::fromUtf8(kFees.at(std::size_t(fee)).nameZh);
}

HiddenFeeCheck QuoteExtras::check(HiddenFee fee) const
{
    auto it = std::find_if(checklist.cbegin(), checklist.cend(), [fee](const HiddenFeeCheck &c) { return c.fee == fee; });
    if (it != checklist.cend())
        return *it;
    HiddenFeeCheck unchecked;
    unchecked.fee = fee;
    return unchecked;
}

ManualLine manualLineFromItem(const PriceItem &item, qint64 quantityMilli)
{
    ManualLine line;
    line.description = item.name;
    line.descriptionZh = item.nameZh;
    line.quantityMilli = quantityMilli;
    line.unit = item.unit;
    line.kind = item.kind;
    line.unitPrice = item.price;
    line.included = item.includedInRent;
    const bool service = item.unit == PriceUnit::PerTbMonth || item.sku.startsWith(QLatin1String("SVC-"));
    line.block = service ? QuoteBlock::Services : QuoteBlock::Hardware;
    return line;
}

} // namespace cq
