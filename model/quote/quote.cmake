# Quote arithmetic sources (appended to cqmodel).
target_sources(cqmodel PRIVATE
    quote/quote.h
    quote/quotebuilder.h
)
