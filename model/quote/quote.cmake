# Quote arithmetic sources (appended to cqmodel).
target_sources(cqmodel PRIVATE
    quote/quote.h quote/quote.cpp
    quote/quotebuilder.h quote/quotebuilder.cpp
)
