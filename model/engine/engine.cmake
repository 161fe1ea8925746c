# Analytic engine sources (appended to cqmodel).
target_sources(cqmodel PRIVATE
    engine/designanalysis.h
    engine/analyzer.h engine/analyzer.cpp
    engine/collectives.h engine/collectives.cpp
    engine/nccllatency.h engine/nccllatency.cpp
    engine/fabricgraph.h engine/fabricgraph.cpp
    engine/fabricanalysis.h engine/fabricanalysis.cpp
    engine/nodebandwidth.h engine/nodebandwidth.cpp
)
