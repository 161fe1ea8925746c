# Analytic engine sources (appended to cqmodel).
target_sources(cqmodel PRIVATE
    engine/designanalysis.h
    engine/analyzer.h engine/analyzer.cpp
    engine/collectives.h engine/collectives.cpp
    engine/commshape.h
    engine/nccltables.h engine/nccltables.cpp
    engine/ncclcostmodel.h engine/ncclcostmodel.cpp
    engine/clusternetwork.h engine/clusternetwork.cpp
    engine/fabricgraph.h engine/fabricgraph.cpp
    engine/fabricanalysis.h engine/fabricanalysis.cpp
    engine/fabricsummary.h engine/fabricsummary.cpp
    engine/switchdistances.h engine/switchdistances.cpp
    engine/bisection.h engine/bisection.cpp
    engine/nodebandwidth.h engine/nodebandwidth.cpp
    engine/trainingestimate.h engine/trainingestimate.cpp
    engine/designevaluation.h engine/designevaluation.cpp
    engine/warmmaxflow.h engine/warmmaxflow.cpp
    engine/analysiscache.h
    engine/incrementalanalyzer.h engine/incrementalanalyzer.cpp
)
