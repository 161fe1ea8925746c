# Analytic engine sources (appended to cqmodel).
target_sources(cqmodel PRIVATE
    engine/designanalysis.h
    engine/analyzer.h
)
