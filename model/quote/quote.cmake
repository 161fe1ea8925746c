# Quote arithmetic sources (appended to cqmodel).
target_sources(cqmodel PRIVATE
    quote/quote.h quote/quote.cpp
    quote/quotebuilder.h quote/quotebuilder.cpp
    quote/pricingregion.h quote/pricingregion.cpp
    quote/quotenotes.h quote/quotenotes.cpp
    quote/networkcount.h quote/networkcount.cpp
    quote/pricingrules.h quote/pricingrules.cpp
    quote/quoteextras.h quote/quoteextras.cpp
    quote/quotetotals.h quote/quotetotals.cpp
    quote/csvtable.h quote/csvtable.cpp
    quote/pricebookcsv.h quote/pricebookcsv.cpp
    quote/termcomparison.h quote/termcomparison.cpp
    quote/quoterevision.h quote/quoterevision.cpp
    quote/currencyconversion.h quote/currencyconversion.cpp
    quote/ppm.h quote/ppm.cpp
)
