# Design rules sources (appended to cqmodel).
target_sources(cqmodel PRIVATE
    rules/diagnostic.h
    rules/validator.h
)
